import type { KpiKey, KpiReport, KpiValues } from '../kpi/catalogue.js';
import { kpiKind, type KpiKind } from '../kpi/kpi-kinds.js';
import type { ReportFigures } from '../kpi/report-figures.js';
import { LAGGED_RATES, type LaggedRate } from './maturity.js';

/**
 * The rows of the performance-monitoring grids (docs/performance.md): every KPI of the contract,
 * and the figures read beside them from the same reports (return bands, piglet deaths by age,
 * removals by kind, parity-0 females, the farrowing rate of the period's own services, the
 * report figures of spec §9's rules the contract has no key for), in the four sections of the
 * peers' performance monitors plus the gilts.
 */

/** What a column holds: a KPI report and what the grid reads beside it. */
export type MonitoringValues = Pick<
  KpiReport,
  'kpis' | 'return_bands' | 'parity_distribution' | 'piglet_mortality_bands' | 'removals_by_kind'
> & {
  /** far_rate of the services dated in the column (their outcomes read as of today). */
  service_far_rate: number | null;
  /** Services the lagged rates read: dated 115 (far_rate) and 42 (return_ratio) days before. */
  window_services: { far_rate: number; return_ratio: number };
  /** The figures of spec §9's rules beside the contract (kpi/report-figures.ts). */
  figures: ReportFigures;
};

type Nullable<T> = { [K in keyof T]: T[K] | null };

/**
 * What a row reads its value from: a column's values, or the mean column's (totals.ts), where a
 * tally no column has is null.
 */
export type RowValues = {
  kpis: KpiValues;
  return_bands: Nullable<KpiReport['return_bands']>;
  parity_distribution: Nullable<KpiReport['parity_distribution']>;
  piglet_mortality_bands: Nullable<KpiReport['piglet_mortality_bands']>;
  removals_by_kind: Nullable<KpiReport['removals_by_kind']>;
  service_far_rate: number | null;
  window_services: Nullable<MonitoringValues['window_services']>;
  figures: ReportFigures;
};

export const MONITORING_SECTIONS = [
  'breeding',
  'gilts',
  'farrowing',
  'weaning',
  'inventory',
] as const;
export type MonitoringSection = (typeof MONITORING_SECTIONS)[number];

/** What a row's n counts: the denominator of its share or mean. */
export const COUNT_UNITS = [
  'services',
  'litters',
  'weanings',
  'piglets',
  'females',
  'culls',
] as const;
export type CountUnit = (typeof COUNT_UNITS)[number];

export type MonitoringRow = {
  key: string;
  section: MonitoringSection;
  kind: KpiKind;
  /** The objective its cells are coloured against (a KPI's own key; none for plain tallies). */
  metric?: string;
  value: (values: RowValues) => number | null;
  /** Its n, where it helps to read the value: how many litters a mean is over. */
  count?: { unit: CountUnit; value: (values: RowValues) => number | null };
  /** A rate read from earlier services, final only once they are old enough (maturity.ts). */
  lagged?: LaggedRate;
  /**
   * A rate per year (× 365 ÷ the period's days): in a column that covers only part of its unit
   * it is a few days blown up to a year, so it is shown as not final there (ANNUALISED_KPIS).
   */
  annualised?: true;
  /**
   * Counts of events dated in the period: the whole span's value is the sum of its columns'
   * (columns.test / totals.test). Every other row is a mean, a rate or a state on a day.
   */
  additive: boolean;
};

const ADDITIVE_KPIS: ReadonlySet<KpiKey> = new Set([
  'services',
  'first_services',
  'litters',
  'weanings',
  'weaned',
  'gilts_entered',
]);

const bornAlive = (v: RowValues) =>
  v.kpis.born_alive === null || v.kpis.litters === null
    ? null
    : Math.round(v.kpis.born_alive * v.kpis.litters);

/** The sum, or null when a part is missing (a mean column's tallies). */
function sumOf(values: readonly (number | null)[]): number | null {
  let sum = 0;
  for (const value of values) {
    if (value === null) return null;
    sum += value;
  }
  return sum;
}

const COUNTS: Record<CountUnit, (values: RowValues) => number | null> = {
  services: (v) => v.kpis.services,
  litters: (v) => v.kpis.litters,
  weanings: (v) => v.kpis.weanings,
  piglets: bornAlive,
  females: (v) => sumOf(Object.values(v.parity_distribution)),
  culls: (v) => v.removals_by_kind.cull,
};

/** The n of the KPIs that have one: what their share or mean is over. */
const KPI_COUNTS: Partial<Record<KpiKey, CountUnit>> = {
  pc_repeat_services: 'services',
  far_rate: 'services',
  adj_far_rate: 'services',
  return_ratio: 'services',
  total_born: 'litters',
  born_alive: 'litters',
  stillborn: 'litters',
  mummified: 'litters',
  ges_length: 'litters',
  pc_litters_lt7: 'litters',
  pc_litters_lt10: 'litters',
  weaned_per_litter: 'weanings',
  wean_age: 'weanings',
  pc_weanings_ge12: 'weanings',
  pc_served_7d: 'weanings',
  pre_wean_mortality: 'piglets',
  parity: 'females',
  cull_parity: 'culls',
};

/**
 * Where a KPI's n is read: the services of its lagged window for the lagged rates (adj_far_rate
 * leaves some of them out: its n is the window's services before that), else the report's count.
 */
function kpiCount(key: KpiKey): MonitoringRow['count'] {
  const unit = KPI_COUNTS[key];
  if (!unit) return undefined;
  if (key === 'return_ratio') return { unit, value: (v) => v.window_services.return_ratio };
  if (key === 'far_rate' || key === 'adj_far_rate') {
    return { unit, value: (v) => v.window_services.far_rate };
  }
  return { unit, value: COUNTS[unit] };
}

const isLagged = (key: string): key is LaggedRate => Object.hasOwn(LAGGED_RATES, key);

/**
 * Whether a row's value in a column is final: a lagged rate once its events are old enough, a
 * rate per year only in a column covering its whole unit (docs/performance.md, "Not final").
 */
export function isCellFinal(
  row: Pick<MonitoringRow, 'lagged' | 'annualised'>,
  column: { final: Record<LaggedRate, boolean>; partial?: boolean },
): boolean {
  if (row.lagged && !column.final[row.lagged]) return false;
  return !(row.annualised && column.partial);
}

/** The KPIs the contract gives per year (docs/kpis.md): × 365 over the period's days. */
export const ANNUALISED_KPIS: ReadonlySet<KpiKey> = new Set<KpiKey>([
  'litters_mf_year',
  'pw_mf_year',
  'pc_culling',
  'pc_mortality',
  'replacement_rate',
  'removal_rate',
  'npd',
]);

function kpiRow(key: KpiKey, section: MonitoringSection): MonitoringRow {
  const count = kpiCount(key);
  return {
    key,
    section,
    kind: kpiKind(key),
    metric: key,
    value: (v) => v.kpis[key],
    ...(count ? { count } : {}),
    ...(isLagged(key) ? { lagged: key } : {}),
    ...(ANNUALISED_KPIS.has(key) ? { annualised: true as const } : {}),
    additive: ADDITIVE_KPIS.has(key),
  };
}

const tally = (
  key: string,
  section: MonitoringSection,
  value: (values: RowValues) => number | null,
): MonitoringRow => ({ key, section, kind: 'count', value, additive: true });

/** Every row, section by section, in the order the detailed view lists them. */
export const MONITORING_ROWS: readonly MonitoringRow[] = [
  kpiRow('services', 'breeding'),
  kpiRow('first_services', 'breeding'),
  kpiRow('pc_repeat_services', 'breeding'),
  kpiRow('wsi', 'breeding'),
  kpiRow('pc_served_7d', 'breeding'),
  {
    key: 'pc_served_8d_plus',
    section: 'breeding',
    kind: 'percent',
    value: (v) => v.figures.pc_served_8d_plus,
    count: { unit: 'weanings', value: COUNTS.weanings },
    lagged: 'pc_served_8d_plus',
    additive: false,
  },
  {
    key: 'fertility_30d',
    section: 'breeding',
    kind: 'percent',
    value: (v) => v.figures.fertility_30d,
    // Its n: the services dated 30 days before the column, which it reads.
    count: { unit: 'services', value: (v) => v.figures.fertility_services },
    lagged: 'fertility_30d',
    additive: false,
  },
  kpiRow('far_rate', 'breeding'),
  kpiRow('adj_far_rate', 'breeding'),
  {
    key: 'service_far_rate',
    section: 'breeding',
    kind: 'percent',
    // The same objective as the farrowing rate: it is one, read by service date.
    metric: 'far_rate',
    value: (v) => v.service_far_rate,
    count: { unit: 'services', value: (v) => v.kpis.services },
    lagged: 'service_far_rate',
    additive: false,
  },
  kpiRow('return_ratio', 'breeding'),
  tally('returns_early', 'breeding', (v) => v.return_bands.early),
  tally('returns_regular', 'breeding', (v) => v.return_bands.regular),
  tally('returns_irregular', 'breeding', (v) => v.return_bands.irregular),
  tally('returns_regular_second', 'breeding', (v) => v.return_bands.regular_second),
  tally('returns_late', 'breeding', (v) => v.return_bands.late),
  tally('returns_other', 'breeding', (v) => v.return_bands.other),
  kpiRow('gilts_entered', 'gilts'),
  kpiRow('entry_to_service', 'gilts'),
  kpiRow('replacement_rate', 'gilts'),
  {
    key: 'parity0_females',
    section: 'gilts',
    kind: 'count',
    value: (v) => v.parity_distribution['0'],
    additive: false,
  },
  kpiRow('litters', 'farrowing'),
  kpiRow('total_born', 'farrowing'),
  kpiRow('born_alive', 'farrowing'),
  kpiRow('stillborn', 'farrowing'),
  kpiRow('mummified', 'farrowing'),
  kpiRow('pc_litters_lt7', 'farrowing'),
  kpiRow('pc_litters_lt10', 'farrowing'),
  kpiRow('ges_length', 'farrowing'),
  kpiRow('farrowing_interval', 'farrowing'),
  kpiRow('litters_mf_year', 'farrowing'),
  kpiRow('weanings', 'weaning'),
  kpiRow('weaned', 'weaning'),
  kpiRow('weaned_per_litter', 'weaning'),
  kpiRow('wean_age', 'weaning'),
  tally('weanings_early', 'weaning', (v) => v.figures.weanings_early),
  tally('weanings_on_time', 'weaning', (v) => v.figures.weanings_on_time),
  tally('weanings_late', 'weaning', (v) => v.figures.weanings_late),
  kpiRow('pc_weanings_ge12', 'weaning'),
  kpiRow('pc_weaned_lt17d', 'weaning'),
  kpiRow('pre_wean_mortality', 'weaning'),
  tally('deaths_0_2', 'weaning', (v) => v.piglet_mortality_bands['0-2']),
  tally('deaths_3_8', 'weaning', (v) => v.piglet_mortality_bands['3-8']),
  tally('deaths_9p', 'weaning', (v) => v.piglet_mortality_bands['9+']),
  kpiRow('pw_mf_year', 'weaning'),
  kpiRow('avg_females', 'inventory'),
  kpiRow('avg_mated_females', 'inventory'),
  kpiRow('parity', 'inventory'),
  kpiRow('npd', 'inventory'),
  kpiRow('pc_culling', 'inventory'),
  kpiRow('pc_mortality', 'inventory'),
  kpiRow('removal_rate', 'inventory'),
  kpiRow('cull_parity', 'inventory'),
  tally('removals_cull', 'inventory', (v) => v.removals_by_kind.cull),
  tally('removals_death', 'inventory', (v) => v.removals_by_kind.death),
  tally('removals_euthanasia', 'inventory', (v) => v.removals_by_kind.euthanasia),
  tally('removals_transfer', 'inventory', (v) => v.removals_by_kind.transfer),
];

export const MONITORING_ROW_KEYS: readonly string[] = MONITORING_ROWS.map((row) => row.key);

const ROWS_BY_KEY = new Map(MONITORING_ROWS.map((row) => [row.key, row]));

export function isMonitoringRowKey(key: string): boolean {
  return ROWS_BY_KEY.has(key);
}

/** The rows of these keys, in the order given; keys no row has (any more) are left out. */
export function monitoringRows(keys: readonly string[]): MonitoringRow[] {
  return keys.flatMap((key) => ROWS_BY_KEY.get(key) ?? []);
}

/** The rows of a section, in catalogue order. */
export function sectionRows(section: MonitoringSection): MonitoringRow[] {
  return MONITORING_ROWS.filter((row) => row.section === section);
}

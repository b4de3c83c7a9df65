import type { KpiKey } from '../kpi/catalogue.js';
import { kpiKind } from '../kpi/kpi-kinds.js';
import { rowObjective } from '../performance/row-objective.js';
import { MONITORING_ROWS, sectionRows, type MonitoringRow } from '../performance/rows.js';
import { KPI_TILE_KEYS, KPI_TILE_ROWS } from '../reports/kpi-tiles.js';
import { USER_FIGURE_METRICS } from '../users-report/user-tally.js';
import { FEEDING_OBJECTIVE_DEFAULTS } from './defaults.js';

/**
 * The reports of spec §9's reference lists, in its order: the objectives page lists the metrics
 * under these headings (docs/objectives.md, "Grouped by report").
 */
export const OBJECTIVE_REPORTS = [
  'dashboards',
  'losses',
  'farrowing-to-weaning',
  'herd-reproduction',
  'users',
  'monitoring',
  'litters',
  'herd',
  'piglet-mortality',
  'sow-withdrawals',
  'locations',
  'farm-comparison',
  'repro-analysis',
] as const;
export type ObjectiveReport = (typeof OBJECTIVE_REPORTS)[number];

/** The objectives the performance rows are coloured against (counts have none). */
const rowMetrics = (rows: readonly MonitoringRow[]) =>
  rows.flatMap((row) => rowObjective(row) ?? []);

/**
 * The KPIs of the zootech KPI tiles (dashboards, and the farm comparison's rows) that are
 * coloured: every one but the counts and inventories, which scale with the herd.
 */
const tileKpis: readonly KpiKey[] = KPI_TILE_KEYS.flatMap((tile) => KPI_TILE_ROWS[tile]).filter(
  (key) => kpiKind(key) !== 'count',
);

/**
 * The metrics each report colours, read from the rows the reports are built from where the
 * domain holds them (the KPI tiles, the performance sections, the users report's figures), else
 * the figures the screen colours (docs/objectives.md says which screen shows which).
 */
export const REPORT_METRICS: Record<ObjectiveReport, readonly string[]> = {
  // The home and feeding dashboards' live feeding tiles, the zootech dashboard's KPI tiles.
  dashboards: [...Object.keys(FEEDING_OBJECTIVE_DEFAULTS), ...tileKpis],
  losses: ['pc_services_lost'],
  'farrowing-to-weaning': rowMetrics([...sectionRows('farrowing'), ...sectionRows('weaning')]),
  'herd-reproduction': rowMetrics(sectionRows('breeding')),
  users: Object.values(USER_FIGURE_METRICS),
  monitoring: rowMetrics(MONITORING_ROWS),
  // Litters on hand: counts and days, nothing judged.
  litters: [],
  herd: ['parity'],
  'piglet-mortality': ['pre_wean_mortality'],
  'sow-withdrawals': ['removal_rate', 'pc_culling', 'pc_mortality', 'cull_parity'],
  locations: ['crate_occupancy', 'litters_per_crate_year'],
  'farm-comparison': tileKpis,
  'repro-analysis': ['far_rate'],
};

export type ObjectiveGroup = { report: ObjectiveReport; metrics: readonly string[] };

/**
 * The objectives page's groups: each metric once, under the first report of §9's order that
 * colours it (one objective colours a metric on every screen, so one row edits it); a report
 * whose metrics all come earlier has no group.
 */
export const OBJECTIVE_GROUPS: readonly ObjectiveGroup[] = (() => {
  const placed = new Set<string>();
  return OBJECTIVE_REPORTS.flatMap((report) => {
    const metrics = [...new Set(REPORT_METRICS[report])].filter((metric) => !placed.has(metric));
    metrics.forEach((metric) => placed.add(metric));
    return metrics.length > 0 ? [{ report, metrics }] : [];
  });
})();

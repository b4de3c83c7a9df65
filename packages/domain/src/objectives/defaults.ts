import type { KpiKey } from '../kpi/catalogue.js';
import {
  DEFAULT_FADE,
  NO_OBJECTIVE,
  type Objective,
  type ObjectivesPreference,
  type Thresholds,
} from './objective.js';

/** The unit kind of a metric (spec §3); percent metrics are stored as fractions, shown × 100. */
export const OBJECTIVE_UNITS = ['qty', 'percent', 'weight', 'per_sow', 'length', 'time'] as const;
export type ObjectiveUnit = (typeof OBJECTIVE_UNITS)[number];

export type ObjectiveDefault = { unit: ObjectiveUnit; objective: Objective };

const higher = (thresholds: Thresholds): Objective => ({
  type: 'higher',
  thresholds,
  fade: DEFAULT_FADE,
});
const lower = (thresholds: Thresholds): Objective => ({
  type: 'lower',
  thresholds,
  fade: DEFAULT_FADE,
});
const target = (thresholds: Thresholds): Objective => ({
  type: 'target',
  thresholds,
  fade: DEFAULT_FADE,
});

/**
 * Default objectives of the KPI keys (docs/objectives.md, which gives each one's source).
 * Thresholds are in the KPI's own unit, so fractions for percent metrics (spec's far_rate
 * 80/86/88/90 is 0.8/0.86/0.88/0.9). Keys the spec gives no default have theirs from the
 * published herd figures of shared/benchmarks.md and the typical ranges of
 * shared/domain-notes.md §3 (green band the range, ideal its quoted mean, outer thresholds one
 * band width further out; quartiles of farms where a source gives them: best quarter blue,
 * worst red or yellow), or from the contract (parity, cull_parity). Every KPI that is not a
 * count has one (OBJECTIVE_GROUPS' test): counts and inventories have none, they scale with the
 * herd.
 */
export const KPI_OBJECTIVE_DEFAULTS = {
  far_rate: { unit: 'percent', objective: higher([0.8, 0.86, 0.88, 0.9, null]) },
  adj_far_rate: { unit: 'percent', objective: higher([0.8, 0.86, 0.88, 0.9, null]) },
  pc_culling: { unit: 'percent', objective: target([0.25, 0.3, 0.35, 0.4, 0.45]) },
  parity: { unit: 'qty', objective: target([2, 2.5, 3, 3.5, 4.5]) },
  cull_parity: { unit: 'qty', objective: target([4.2, 5.5, 6, 6.5, 7.8]) },
  wean_age: { unit: 'qty', objective: target([19, 19.5, 21.5, 22.5, 25]) },
  ges_length: { unit: 'qty', objective: target([113, 114, 114.5, 115.5, 117]) },
  born_alive: { unit: 'qty', objective: higher([12, 13, 13.6, 14, null]) },
  pre_wean_mortality: { unit: 'percent', objective: lower([null, 0.12, 0.144, 0.15, 0.18]) },
  wsi: { unit: 'qty', objective: lower([null, 5, 6.9, 7, 9]) },
  pw_mf_year: { unit: 'per_sow', objective: higher([24, 25, 25.74, 26, null]) },
  pc_mortality: { unit: 'percent', objective: lower([null, 0.07, null, 0.12, 0.17]) },
  replacement_rate: { unit: 'percent', objective: target([0.4, 0.5, null, 0.6, 0.7]) },
  removal_rate: { unit: 'percent', objective: target([0.4, 0.5, null, 0.6, 0.7]) },
  pc_litters_lt7: { unit: 'percent', objective: lower([null, 0.02, null, 0.05, 0.08]) },
  pc_weaned_lt17d: { unit: 'percent', objective: lower([null, 0, null, 0.02, 0.05]) },
  pc_repeat_services: { unit: 'percent', objective: lower([null, 0.05, 0.088, 0.1, 0.17]) },
  pc_served_7d: { unit: 'percent', objective: higher([0.75, 0.85, null, 0.93, null]) },
  return_ratio: { unit: 'percent', objective: lower([null, 0.04, null, 0.08, 0.12]) },
  npd: { unit: 'qty', objective: lower([null, 30, 36.4, 42, 54]) },
  entry_to_service: { unit: 'qty', objective: lower([null, 42, null, 63, 84]) },
  total_born: { unit: 'qty', objective: higher([13.4, 14.5, 15.1, 15.6, null]) },
  stillborn: { unit: 'qty', objective: lower([null, 0.75, null, 1.25, 1.75]) },
  mummified: { unit: 'qty', objective: lower([null, 0.15, null, 0.4, 0.65]) },
  pc_litters_lt10: { unit: 'percent', objective: lower([null, 0.08, null, 0.14, 0.2]) },
  farrowing_interval: { unit: 'qty', objective: lower([null, 142, 145.8, 150, 158]) },
  litters_mf_year: { unit: 'per_sow', objective: higher([2.15, 2.3, 2.37, 2.45, null]) },
  weaned_per_litter: { unit: 'qty', objective: higher([10.79, 11.52, 11.92, 12.15, null]) },
  pc_weanings_ge12: { unit: 'percent', objective: higher([0.3, 0.45, null, 0.6, null]) },
} as const satisfies Partial<Record<KpiKey, ObjectiveDefault>>;

/**
 * Default objectives of the live feeding figures the feeding tiles colour (not KPIs of the
 * herd records, hence their own table). Ratios of the day, as fractions:
 * - ges_fed_rate: gestating sows that ate today ÷ sows expected at the stations. Every sow should
 *   eat every day: under 95 % is worth a look (yellow), under 90 % a problem (red); every sow
 *   fed (100 %) is the best a day can be (blue).
 * - ges_feed_rate, lac_feed_rate: feed distributed ÷ the curves' target. Both sides are bad
 *   (under-feeding loses condition or milk, over-feeding wastes feed and fattens sows); lactating
 *   sows' appetite swings more from day to day, so their band is wider.
 */
export const FEEDING_OBJECTIVE_DEFAULTS = {
  ges_fed_rate: { unit: 'percent', objective: higher([0.9, 0.95, 0.98, 1, null]) },
  ges_feed_rate: { unit: 'percent', objective: target([0.85, 0.95, 1, 1.05, 1.15]) },
  lac_feed_rate: { unit: 'percent', objective: target([0.8, 0.9, 1, 1.1, 1.2]) },
} as const satisfies Record<string, ObjectiveDefault>;

/**
 * Default objectives of report figures that are not KPIs of the contract (docs/objectives.md):
 * - pc_services_lost (gestation losses): the window's services lost ÷ its services, the
 *   farrowing rate's other side, so far_rate's thresholds mirrored (90/88/86/80 → 10/12/14/20 %);
 * - crate_occupancy, litters_per_crate_year (location use): a crate holds a sow from 5 days
 *   before farrowing to weaning (19.5–22.5 days, wean_age's green band) and stands 2–5 days
 *   empty to be washed and dried between sows;
 * - fertility_30d (performance rows): services still in pig 30 days on; at least the farrowing
 *   rate, since the losses after day 30 (about half of the returns, abortions) come on top:
 *   far_rate's thresholds 4–5 points higher;
 * - pc_served_8d_plus (performance rows): weanings served 8 days or more after weaning, the other
 *   side of pc_served_7d's band less the sows culled at weaning (never served);
 * - pc_checks_right (users report): pregnancy checks the outcome proved right (a positive whose
 *   sow then loses the litter is wrong). Of sows found pregnant at day 28, 85 % farrow; of those
 *   checked again at 65–75 days, 97 % (North Carolina State University, 2,000 sows): green from
 *   85 %, blue from 95 %; under 75 % (one study's agreement of an early check) red.
 */
export const REPORT_FIGURE_OBJECTIVE_DEFAULTS = {
  pc_services_lost: { unit: 'percent', objective: lower([null, 0.1, 0.12, 0.14, 0.2]) },
  crate_occupancy: { unit: 'percent', objective: target([0.75, 0.84, 0.9, 0.93, 1.02]) },
  litters_per_crate_year: { unit: 'qty', objective: higher([10, 11.5, 12.4, 13.5, null]) },
  fertility_30d: { unit: 'percent', objective: higher([0.85, 0.9, null, 0.95, null]) },
  pc_served_8d_plus: { unit: 'percent', objective: lower([null, 0.04, null, 0.1, 0.16]) },
  pc_checks_right: { unit: 'percent', objective: higher([0.75, 0.85, null, 0.95, null]) },
} as const satisfies Record<string, ObjectiveDefault>;

/** Every metric with a default objective: the KPIs', the feeding figures', the reports' own. */
export const OBJECTIVE_DEFAULTS = {
  ...KPI_OBJECTIVE_DEFAULTS,
  ...FEEDING_OBJECTIVE_DEFAULTS,
  ...REPORT_FIGURE_OBJECTIVE_DEFAULTS,
} as const satisfies Record<string, ObjectiveDefault>;

export type ObjectiveKey = keyof typeof OBJECTIVE_DEFAULTS;
export const OBJECTIVE_KEYS = Object.keys(OBJECTIVE_DEFAULTS) as ObjectiveKey[];

export function isObjectiveKey(key: string): key is ObjectiveKey {
  return Object.hasOwn(OBJECTIVE_DEFAULTS, key);
}

/** Percent metrics are stored as fractions and shown × 100. */
export function isPercentMetric(key: string): boolean {
  return isObjectiveKey(key) && OBJECTIVE_DEFAULTS[key].unit === 'percent';
}

/**
 * The objective that colours a metric: the stored one (site or user objectives, as the goals
 * toggle says), else the metric's default, else none.
 */
export function resolveObjective(key: string, stored: ObjectivesPreference | undefined): Objective {
  const own = stored && Object.hasOwn(stored, key) ? stored[key] : undefined;
  if (own) return own;
  return isObjectiveKey(key) ? OBJECTIVE_DEFAULTS[key].objective : NO_OBJECTIVE;
}

import type { KpiKey } from './catalogue.js';

/** KPIs that are fractions (shared/kpi-definitions.md), shown as percentages. */
const FRACTIONS: ReadonlySet<KpiKey> = new Set([
  'pc_repeat_services',
  'far_rate',
  'pre_wean_mortality',
  'pc_served_7d',
  'pc_culling',
  'pc_mortality',
  'replacement_rate',
  'adj_far_rate',
  'return_ratio',
  'pc_litters_lt7',
  'pc_litters_lt10',
  'pc_weanings_ge12',
  'pc_weaned_lt17d',
  'removal_rate',
]);

/** KPIs that count events or animals: whole numbers. */
const COUNTS: ReadonlySet<KpiKey> = new Set([
  'services',
  'first_services',
  'litters',
  'weanings',
  'weaned',
  'gilts_entered',
]);

export type KpiKind = 'percent' | 'count' | 'number';

/** How a KPI's value reads: a percentage, a whole count, or a number with decimals. */
export function kpiKind(key: KpiKey): KpiKind {
  if (FRACTIONS.has(key)) return 'percent';
  return COUNTS.has(key) ? 'count' : 'number';
}

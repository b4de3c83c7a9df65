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

/**
 * KPIs that count events or animals, shown as whole numbers. The mean inventories (average
 * females, average mated females) are head counts too: "1,281 females", not "1,280.83"; their
 * exact mean stays in the value, rounded once, at display (issue 28 §6).
 */
const COUNTS: ReadonlySet<KpiKey> = new Set([
  'services',
  'first_services',
  'litters',
  'weanings',
  'weaned',
  'gilts_entered',
  'avg_females',
  'avg_mated_females',
]);

export type KpiKind = 'percent' | 'count' | 'number';

/** How a KPI's value reads: a percentage, a whole count, or a number with decimals. */
export function kpiKind(key: KpiKey): KpiKind {
  if (FRACTIONS.has(key)) return 'percent';
  return COUNTS.has(key) ? 'count' : 'number';
}

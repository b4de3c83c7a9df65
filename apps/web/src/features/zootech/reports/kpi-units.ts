import type { KpiKey } from '@barnboard/domain';

/** KPIs that are fractions (docs/kpis.md), shown as percentages. */
const FRACTIONS: ReadonlySet<KpiKey> = new Set([
  'pc_repeat_services',
  'far_rate',
  'pre_wean_mortality',
  'pc_served_7d',
  'pc_culling',
  'pc_mortality',
  'replacement_rate',
]);

/** KPIs that count events or animals: whole numbers. */
const COUNTS: ReadonlySet<KpiKey> = new Set([
  'services',
  'first_services',
  'litters',
  'weanings',
  'weaned',
]);

export function kpiKind(key: KpiKey): 'percent' | 'count' | 'number' {
  if (FRACTIONS.has(key)) return 'percent';
  return COUNTS.has(key) ? 'count' : 'number';
}

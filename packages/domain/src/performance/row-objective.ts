import type { MonitoringRow } from './rows.js';

/**
 * The objective a performance row's cells are coloured against: its `metric` (a KPI's own key,
 * or another's, as the farrowing rate by service date takes far_rate's), else, for a row that is
 * no count, its own key (a report figure of spec §9 with a default objective of that name).
 * Counts and tallies have none: they scale with the herd.
 */
export function rowObjective(row: Pick<MonitoringRow, 'key' | 'kind' | 'metric'>): string | null {
  if (row.kind === 'count') return null;
  return row.metric ?? row.key;
}

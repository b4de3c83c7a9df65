import { isRollingUnit, type ColumnUnit } from './columns.js';
import type { RowValues } from './rows.js';

/**
 * The grid's total column (docs/performance.md, "Total or mean"):
 * - `span` for calendar columns, which follow one another without overlap: every KPI computed by
 *   the contract over the whole span, so counts are the sums of the columns, means are over every
 *   litter (not a mean of monthly means), rates per year over every day, states on the last day;
 * - `mean` for rolling windows, which overlap (a sum would count a service thirteen times): the
 *   mean of the columns' values, each row over the columns where it has one.
 */
export type TotalKind = 'span' | 'mean';

export function totalKind(unit: ColumnUnit): TotalKind {
  return isRollingUnit(unit) ? 'mean' : 'span';
}

/** The mean of the values that are there; null when none is. */
function mean(values: readonly (number | null)[]): number | null {
  const present = values.filter((value): value is number => value !== null);
  return present.length === 0 ? null : present.reduce((sum, v) => sum + v, 0) / present.length;
}

function meanRecord<K extends string>(
  records: readonly Record<K, number | null>[],
): Record<K, number | null> {
  const keys = Object.keys(records[0] ?? {}) as K[];
  return Object.fromEntries(
    keys.map((key) => [key, mean(records.map((record) => record[key]))]),
  ) as Record<K, number | null>;
}

/** Each value of the columns averaged over the columns (a row's mean column). */
export function meanValues(columns: readonly RowValues[]): RowValues {
  return {
    kpis: meanRecord(columns.map((c) => c.kpis)),
    return_bands: meanRecord(columns.map((c) => c.return_bands)),
    parity_distribution: meanRecord(columns.map((c) => c.parity_distribution)),
    piglet_mortality_bands: meanRecord(columns.map((c) => c.piglet_mortality_bands)),
    removals_by_kind: meanRecord(columns.map((c) => c.removals_by_kind)),
    service_far_rate: mean(columns.map((c) => c.service_far_rate)),
    window_services: meanRecord(columns.map((c) => c.window_services)),
    figures: meanRecord(columns.map((c) => c.figures)),
  };
}

import type { KpiKey, Period } from '../kpi/catalogue.js';
import { columnCuts, type ColumnUnit } from './columns.js';
import { isRateFinal, LAGGED_RATES, type LaggedRate } from './maturity.js';
import { ANNUALISED_KPIS } from './rows.js';

/**
 * Why a KPI read over a period may still change, as the performance grids say it
 * (docs/performance.md, "Not final"): `lagged`, a rate whose latest services or weanings are
 * younger than its lag (lagDays); `part_period`, a rate per year read from a column cut short
 * (a few days counted as a year). Null once the figure is final and may take its colour.
 */
export type KpiNotFinal = { reason: 'lagged'; lagDays: number } | { reason: 'part_period' };

export function kpiNotFinal(
  key: KpiKey,
  column: Period & { unit?: ColumnUnit },
  today: string,
): KpiNotFinal | null {
  if (isLaggedRate(key) && !isRateFinal(key, column, today)) {
    return { reason: 'lagged', lagDays: LAGGED_RATES[key].lagDays };
  }
  if (column.unit && ANNUALISED_KPIS.has(key)) {
    const cuts = columnCuts(column.unit, column);
    if (cuts.atStart || cuts.atEnd) return { reason: 'part_period' };
  }
  return null;
}

function isLaggedRate(key: string): key is LaggedRate {
  return Object.hasOwn(LAGGED_RATES, key);
}

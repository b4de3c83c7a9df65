import { dateOfDay, dayNumber } from '../herd/day-number.js';
import { FARROWING_RATE_LAG_DAYS, KPI_KEYS, type KpiKey, type Period } from '../kpi/catalogue.js';

/**
 * The KPI and period whose drill-down explains a cell (docs/kpis.md, "Drill-down"); with `user`,
 * the events that user recorded only (a users report's cell).
 */
export type DrillDownTarget = Period & { key: KpiKey; user?: string };

const shift = (date: string, days: number) => dateOfDay(dayNumber(date) + days);

/**
 * The drill-down of a performance row's cell of this period: a catalogue KPI's own; the
 * farrowing rate of the period's services (`service_far_rate`) is `far_rate` 115 days later
 * (docs/kpis.md); the distributions and other tallies have none.
 */
export function rowDrillDown(rowKey: string, period: Period): DrillDownTarget | null {
  if ((KPI_KEYS as readonly string[]).includes(rowKey)) {
    return { key: rowKey as KpiKey, from: period.from, to: period.to };
  }
  if (rowKey === 'service_far_rate') {
    return {
      key: 'far_rate',
      from: shift(period.from, FARROWING_RATE_LAG_DAYS),
      to: shift(period.to, FARROWING_RATE_LAG_DAYS),
    };
  }
  return null;
}

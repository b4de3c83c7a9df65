import { dateOfDay } from '../../herd/day-number.js';
import {
  FARROWING_RATE_LAG_DAYS,
  RETURN_RATIO_LAG_DAYS,
  type KpiKey,
  type Period,
} from '../catalogue.js';
import { periodRange } from '../period-range.js';
import type { LAGGED_SERVICE_WINDOWS, ServiceWindow } from './drill-down-facts.js';
import { DRILL_DOWN_RULES } from './drill-down-rules.js';

/** How many days before the period a service window starts and ends. */
export const SERVICE_WINDOW_LAG: Record<ServiceWindow, number> = {
  period: 0,
  far_rate: FARROWING_RATE_LAG_DAYS,
  return_ratio: RETURN_RATIO_LAG_DAYS,
};

/**
 * The days a key's drill-down reads, as day numbers: the period, and the window of the services
 * it reads (the period, or 115 or 42 days before it). Throws a RangeError like periodRange.
 */
export function drillDownDays(
  key: KpiKey,
  period: Period,
): { from: number; to: number; servicesFrom: number; servicesTo: number } {
  const range = periodRange(period);
  const lag = SERVICE_WINDOW_LAG[DRILL_DOWN_RULES[key].serviceWindow ?? 'period'];
  return {
    from: range.from,
    to: range.to,
    servicesFrom: range.from - lag,
    servicesTo: range.to - lag,
  };
}

/**
 * The dates a drill-down's rows come from when they are not the period's: the services of a
 * lagged rate, dated `lag_days` before the period, whose outcome falls due in it (far_rate and
 * adj_far_rate: their farrowing, 115 days on; return_ratio: a return, within 42 days).
 */
export type DrillDownWindow = {
  /** The rule that reads the window, which says why its events belong to the period. */
  kind: (typeof LAGGED_SERVICE_WINDOWS)[number];
  event: 'service';
  from: string;
  to: string;
  lag_days: number;
};

/** The window a key's rows are dated in, when it is not the period itself; null when it is. */
export function drillDownWindow(key: KpiKey, period: Period): DrillDownWindow | null {
  const kind = DRILL_DOWN_RULES[key].serviceWindow ?? 'period';
  if (kind === 'period') return null;
  const days = drillDownDays(key, period);
  return {
    kind,
    event: 'service',
    from: dateOfDay(days.servicesFrom),
    to: dateOfDay(days.servicesTo),
    lag_days: SERVICE_WINDOW_LAG[kind],
  };
}

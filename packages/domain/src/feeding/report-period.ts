import { dayNumber } from '../herd/day-number.js';
import { tilePeriodRange } from '../periods/tile-period-range.js';

/**
 * The period of a gestation report (visits, losses): the dates asked, or the tile's default
 * period ending today (or ending `to` when only `to` is given), both ends included.
 */
export type ReportPeriod = { from: string; to: string };

/** A query field that makes the period impossible, and why. */
export type ReportPeriodIssue = { field: 'from' | 'to'; reason: string };

export function reportPeriod(
  query: { from?: string | undefined; to?: string | undefined },
  options: { today: string; defaultMonths: number; maxDays: number },
): ReportPeriod | ReportPeriodIssue {
  const to = query.to ?? options.today;
  const from = query.from ?? tilePeriodRange(options.defaultMonths, to).from;
  if (from > to) {
    return query.to === undefined
      ? { field: 'from', reason: `must not be after today (${options.today})` }
      : { field: 'to', reason: 'must not be before from' };
  }
  if (dayNumber(to) - dayNumber(from) >= options.maxDays) {
    return { field: 'to', reason: `the period may cover at most ${options.maxDays} days` };
  }
  return { from, to };
}

export function isReportPeriodIssue(
  period: ReportPeriod | ReportPeriodIssue,
): period is ReportPeriodIssue {
  return 'reason' in period;
}

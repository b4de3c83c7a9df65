import { dateOfDay, dayNumber } from '../herd/day-number.js';
import type { ReportPeriod, ReportPeriodIssue } from '../feeding/report-period.js';

/**
 * The reproduction analysis looks at most this many days back from the site's today (spec §5,
 * §9): its services are recent ones, whose outcome is still being written.
 */
export const REPRODUCTION_ANALYSIS_DAYS_BACK = 120;

/** The first day a period of the reproduction analysis may start on. */
export function earliestAnalysisDate(today: string): string {
  return dateOfDay(dayNumber(today) - REPRODUCTION_ANALYSIS_DAYS_BACK);
}

/**
 * Why a period cannot be a reproduction analysis' on `today`: it starts more than 120 days back,
 * or ends after today (the outcomes are today's). Null when it can.
 */
export function analysisPeriodIssue(period: ReportPeriod, today: string): ReportPeriodIssue | null {
  const earliest = earliestAnalysisDate(today);
  if (period.from < earliest) {
    return {
      field: 'from',
      reason: `must not be more than ${REPRODUCTION_ANALYSIS_DAYS_BACK} days before today (${earliest} or later)`,
    };
  }
  if (period.to > today) return { field: 'to', reason: `must not be after today (${today})` };
  return null;
}

import { dateOfDay, dayNumber } from '../herd/day-number.js';
import type { ReportPeriod, ReportPeriodIssue } from '../feeding/report-period.js';

/**
 * The reproduction analysis covers at most this many days, today included (spec §5, §9: "120
 * days before today"): its services are recent ones, whose outcome is still being written. Its
 * default period is these 120 days, and so is the longest it accepts.
 */
export const REPRODUCTION_ANALYSIS_DAYS = 120;

/** The first day of the last `days` days up to `today` (today is the last of them). */
export function earliestOfLastDays(days: number, today: string): string {
  return dateOfDay(dayNumber(today) - (days - 1));
}

/** The first day a period of the reproduction analysis may start on. */
export function earliestAnalysisDate(today: string): string {
  return earliestOfLastDays(REPRODUCTION_ANALYSIS_DAYS, today);
}

/**
 * Why a period cannot be a reproduction analysis' on `today`: it starts before the last 120 days,
 * or ends after today (the outcomes are today's). Null when it can.
 */
export function analysisPeriodIssue(period: ReportPeriod, today: string): ReportPeriodIssue | null {
  const earliest = earliestAnalysisDate(today);
  if (period.from < earliest) {
    return {
      field: 'from',
      reason: `must be within the last ${REPRODUCTION_ANALYSIS_DAYS} days, today included (${earliest} or later)`,
    };
  }
  if (period.to > today) return { field: 'to', reason: `must not be after today (${today})` };
  return null;
}

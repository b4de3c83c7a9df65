import { DEFAULT_LACTATION_DAYS, parseDayRange } from '../feeding/figures.js';

/**
 * The lactation-day range of the lactation reports (spec §3 lactation_day_range, stored 'from/to';
 * default '1/18'). Parsing is feeding's parseDayRange, the same rule the feeding routes check.
 */
export type LactationDays = { from: number; to: number };

/** parseDayRange reads up to three digits per day. */
export const MAX_LACTATION_DAY = 999;

export type LactationDaysIssue = 'not_a_day' | 'from_after_to';

/** What is wrong with a range typed in the two fields of the picker, or null (spec §5). */
export function lactationDaysIssue(range: LactationDays): LactationDaysIssue | null {
  const isDay = (day: number) => Number.isInteger(day) && day >= 0 && day <= MAX_LACTATION_DAY;
  if (!isDay(range.from) || !isDay(range.to)) return 'not_a_day';
  return range.from > range.to ? 'from_after_to' : null;
}

/** The stored 'from/to' text; throws a RangeError for a range lactationDaysIssue refuses. */
export function formatLactationDays(range: LactationDays): string {
  const issue = lactationDaysIssue(range);
  if (issue) throw new RangeError(`lactation days ${range.from}/${range.to}: ${issue}`);
  return `${range.from}/${range.to}`;
}

const DEFAULT_RANGE: LactationDays = (() => {
  const range = parseDayRange(DEFAULT_LACTATION_DAYS);
  if (!range) throw new Error(`unreadable default lactation days ${DEFAULT_LACTATION_DAYS}`);
  return range;
})();

/** The stored range, or the default when missing or unreadable. */
export function readLactationDays(stored: string | null | undefined): LactationDays {
  return (stored ? parseDayRange(stored) : null) ?? { ...DEFAULT_RANGE };
}

import { dayNumber } from '../herd/day-number.js';
import { calendarDate } from './calendar-date.js';
import type { ThousandDayFormat } from './display-prefs.js';

/** Day 1 of the 1000-day calendar (domain notes §4). */
export const THOUSAND_DAY_EPOCH = '1969-01-01';

/** The gestation the calendar's due day adds to the service day (domain notes §4). */
export const EXPECTED_GESTATION_DAYS = 114;

const CYCLE = 1000;

const modulo = (value: number, divisor: number): number => ((value % divisor) + divisor) % divisor;

/** Days counted from 1 on the epoch: 1969-01-01 → 1, 1971-09-27 → 1000, 1971-09-28 → 1001. */
function dayCount(date: string): number {
  const day = calendarDate(date);
  if (day === undefined) throw new RangeError(`not an ISO date: ${date}`);
  return dayNumber(day) - dayNumber(THOUSAND_DAY_EPOCH) + 1;
}

/** The day of the 1000-day calendar, 1 to 1000: 1969-01-01 → 1, 1971-09-27 → 1000, then 1 again. */
export function thousandDay(date: string): number {
  return modulo(dayCount(date) - 1, CYCLE) + 1;
}

/**
 * A day of the calendar as printed calendars show it, three digits: 7 → "007". Day 1000 shows as
 * "000": printed calendars call it day zero, after which the count starts again at 1.
 */
export function formatThousandDayNumber(day: number): string {
  return String(modulo(day, CYCLE)).padStart(3, '0');
}

/**
 * A date in the 1000-day calendar: TTT → "456"; CC-TTT → "20-456", CC counting the cycles since
 * 1969. With day 1000 as day zero, CC-TTT is the day count itself split in thousands, so it sorts
 * and subtracts as it reads: 1969-01-01 → "00-001", 1971-09-27 → "01-000", the day after "01-001".
 */
export function formatThousandDay(date: string, format: ThousandDayFormat): string {
  const count = dayCount(date);
  const ttt = formatThousandDayNumber(count);
  if (format === 'TTT') return ttt;
  return `${String(Math.floor(count / CYCLE)).padStart(2, '0')}-${ttt}`;
}

/** The day a sow served on `serviceDay` is due to farrow, wrapping past 1000: 900 → 14. */
export function thousandDayDue(
  serviceDay: number,
  gestationDays = EXPECTED_GESTATION_DAYS,
): number {
  if (!Number.isInteger(serviceDay) || serviceDay < 1 || serviceDay > CYCLE) {
    throw new RangeError(`not a day of the 1000-day calendar: ${serviceDay}`);
  }
  return modulo(serviceDay - 1 + gestationDays, CYCLE) + 1;
}

import { DateTime } from 'luxon';
import { calendarDate } from './calendar-date.js';
import type { DateFormat, DisplayPrefs } from './display-prefs.js';
import { formatThousandDay } from './thousand-day.js';

/** Luxon patterns; the numeric ones keep hyphens in every language, as spec §9 writes them. */
const PATTERNS: Record<DateFormat, string> = {
  YMD: 'yyyy-MM-dd',
  DMY: 'dd-MM-yyyy',
  MDY: 'MM-dd-yyyy',
  // Day, short month, year in every language ('22 Nov 2026', '22 nov. 2026'): the month is
  // spelled out, so no reader mistakes the order.
  human: 'd MMM yyyy',
};

/**
 * A date (or the date of a date-time, as written) in the user's date format, followed by its day
 * of the 1000-day calendar when that calendar is on: "22-11-2026 (125)". Text that is not an ISO
 * date is shown as it came, so a bad value stays visible instead of breaking the tile.
 */
export function formatDate(date: string, prefs: DisplayPrefs): string {
  const day = calendarDate(date);
  if (day === undefined) return date;
  const text = DateTime.fromISO(day, { zone: 'utc', locale: prefs.language }).toFormat(
    PATTERNS[prefs.dateFormat],
  );
  if (!prefs.thousandDayCalendar) return text;
  return `${text} (${formatThousandDay(day, prefs.thousandDayFormat)})`;
}

/**
 * A date's day and the short name of its month, for the ticks of a chart whose axis spans days of
 * one year: "22 Nov" ("Nov 22" in English when the date format puts the month first), "22 nov.",
 * "22 nov". Never the two in figures: "12-07" reads as 12 July to some and 7 December to others
 * (issue 28 §6). Text that is not an ISO date is shown as it came.
 */
export function formatDayMonth(date: string, prefs: DisplayPrefs): string {
  const day = calendarDate(date);
  if (day === undefined) return date;
  const monthFirst =
    prefs.language === 'en' && (prefs.dateFormat === 'YMD' || prefs.dateFormat === 'MDY');
  return DateTime.fromISO(day, { zone: 'utc', locale: prefs.language }).toFormat(
    monthFirst ? 'MMM d' : 'd MMM',
  );
}

/**
 * A time of day ('HH:MM', 'HH:MM:SS' or the time of an ISO date-time, as written) on the user's
 * clock: "13:05" or "1:05 PM" (the meridiem in the locale's words). Other text is shown as it came.
 */
export function formatTime(
  time: string,
  prefs: DisplayPrefs,
  locale: string = prefs.language,
): string {
  const read = DateTime.fromISO(time, { zone: 'utc', setZone: true, locale });
  if (!read.isValid) return time;
  return read.toFormat(prefs.hourCycle === 12 ? 'h:mm a' : 'HH:mm');
}

/**
 * A calendar date (YYYY-MM-DD) as a sentence names it, with its weekday and the month's name:
 * "Thursday November 26", "jeudi 26 novembre", "jueves 26 de noviembre". Whatever the user's date
 * format, a day and a month in figures alone ("12-07") reads as 12 July to some and 7 December
 * to others (issue 28 §6). Text that is not an ISO date is shown as it came.
 */
export function formatWeekdayDate(date: string, language: string): string {
  const day = calendarDate(date);
  if (day === undefined) return date;
  const dayAndMonth = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
  return `${formatWeekday(day, language)} ${dayAndMonth}`;
}

/**
 * The day of the week of a calendar date (YYYY-MM-DD), spelled out in `language`: "Thursday",
 * "jeudi", "jueves". The date is already the site's: no time zone moves it.
 */
export function formatWeekday(date: string, language: string): string {
  const day = calendarDate(date);
  if (day === undefined) return date;
  return DateTime.fromISO(day, { zone: 'utc', locale: language }).toFormat('cccc');
}

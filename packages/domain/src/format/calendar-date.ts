import { DateTime } from 'luxon';

/**
 * The calendar date ('YYYY-MM-DD') of a date or date-time in ISO 8601, undefined when it is none.
 * A date-time counts on the day written in it, at its own offset: records and reports already
 * carry the site's local dates, and an instant is turned into site time before it is shown
 * (formatSiteTime in feeding/time.ts).
 */
export function calendarDate(text: string): string | undefined {
  const date = DateTime.fromISO(text, { zone: 'utc', setZone: true });
  return date.isValid ? date.toISODate() : undefined;
}

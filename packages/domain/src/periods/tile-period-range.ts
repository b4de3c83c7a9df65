import { DateTime } from 'luxon';
import { fromStoredMonths } from './tile-period.js';

/**
 * The dates a tile's stored period covers: the period ending today, both ends included, so
 * 7 days on 2026-03-10 is 2026-03-04 … 2026-03-10. Months are counted back from the day after
 * today, so a period ending on a month's last day is whole calendar months (1 month on
 * 2026-02-28 is 2026-02-01 … 2026-02-28). Throws a RangeError for a malformed date or value.
 */
export function tilePeriodRange(stored: number, today: string): { from: string; to: string } {
  const end = DateTime.fromISO(today, { zone: 'utc' });
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || !end.isValid) {
    throw new RangeError(`not a calendar date YYYY-MM-DD: ${today}`);
  }
  const period = fromStoredMonths(stored);
  const after = end.plus({ days: 1 });
  const start =
    period.unit === 'day'
      ? after.minus({ days: period.count })
      : after.minus({ months: period.count });
  return { from: start.toFormat('yyyy-MM-dd'), to: today };
}

import { z } from 'zod';

/**
 * A tile's period as the user picks it, and as the preferences store it (spec §4): one number of
 * months. Days are stored as thousandths of a month (7 days → 0.007) and years as 12 months, so
 * a stored value below 1 is a number of days (× 1000) and any other is whole months.
 */
export const PERIOD_UNITS = ['day', 'week', 'month', 'year'] as const;
export type PeriodUnit = (typeof PERIOD_UNITS)[number];
export type TilePeriod = { unit: PeriodUnit; count: number };

/** 1000 days would be stored as 1, which reads back as one month. */
export const MAX_PERIOD_DAYS = 999;

const DAYS_PER_WEEK = 7;
const MONTHS_PER_YEAR = 12;
const DAYS_PER_STORED_MONTH = 1000;

/** Why a picked period cannot be stored, or null. */
export function tilePeriodIssue(period: TilePeriod): string | null {
  if (!Number.isInteger(period.count) || period.count < 1)
    return 'must be a whole number, 1 or more';
  if (period.unit === 'day' || period.unit === 'week') {
    const days = period.unit === 'week' ? period.count * DAYS_PER_WEEK : period.count;
    if (days > MAX_PERIOD_DAYS) return `must be at most ${MAX_PERIOD_DAYS} days`;
  }
  return null;
}

export const tilePeriodSchema = z
  .object({ unit: z.enum(PERIOD_UNITS), count: z.number() })
  .superRefine((period, ctx) => {
    const issue = tilePeriodIssue(period);
    if (issue) ctx.addIssue({ code: 'custom', path: ['count'], message: issue });
  });

/** The stored months of a picked period; throws a RangeError for one tilePeriodIssue refuses. */
export function toStoredMonths(period: TilePeriod): number {
  const issue = tilePeriodIssue(period);
  if (issue) throw new RangeError(`period ${period.count} ${period.unit}: ${issue}`);
  switch (period.unit) {
    case 'day':
      return period.count / DAYS_PER_STORED_MONTH;
    case 'week':
      return (period.count * DAYS_PER_WEEK) / DAYS_PER_STORED_MONTH;
    case 'month':
      return period.count;
    case 'year':
      return period.count * MONTHS_PER_YEAR;
  }
}

/** Whether a number is a stored period: 0.001–0.999 in whole thousandths, or whole months. */
export function isStoredMonths(stored: number): boolean {
  if (!Number.isFinite(stored) || stored <= 0) return false;
  if (stored >= 1) return Number.isInteger(stored);
  return storedDays(stored) !== null;
}

export const storedMonthsSchema = z
  .number()
  .refine(isStoredMonths, 'must be whole months, or days as thousandths of a month');

/**
 * The period to show for a stored value: below 1, days (spec §4); otherwise months. Weeks and
 * years are not told apart from days and months once stored, so 2 weeks reads back as 14 days
 * and 1 year as 12 months. Throws a RangeError for a value isStoredMonths refuses.
 */
export function fromStoredMonths(stored: number): TilePeriod {
  if (!isStoredMonths(stored)) throw new RangeError(`not a stored period: ${stored}`);
  const days = storedDays(stored);
  return days === null ? { unit: 'month', count: stored } : { unit: 'day', count: days };
}

/** Days of a stored value below 1; null when not a whole number of thousandths. */
function storedDays(stored: number): number | null {
  if (stored >= 1) return null;
  // 0.007 × 1000 may come out a hair off 7: a tolerance far below a thousandth absorbs it.
  const days = Math.round(stored * DAYS_PER_STORED_MONTH);
  const exact = Math.abs(stored * DAYS_PER_STORED_MONTH - days) < 1e-6;
  return exact && days >= 1 ? days : null;
}

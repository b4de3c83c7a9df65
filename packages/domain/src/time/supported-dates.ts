import { z } from 'zod';

/**
 * The dates and instants the product accepts (docs/security.md, "Bad input"): years 1900 to 2999.
 * PostgreSQL refuses year 0 and JavaScript writes years past 9999 in a form PostgreSQL cannot
 * read; within this range a farm's records all fit, and so does every date computed from one (a
 * ten-year report period, the window 115 days before a farrowing).
 */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2999;

export const YEAR_REASON = `must be in the years ${FIRST_YEAR} to ${LAST_YEAR}`;

export function isSupportedYear(year: number): boolean {
  return year >= FIRST_YEAR && year <= LAST_YEAR;
}

/** A real calendar date written YYYY-MM-DD (2026-02-30 is refused) of a supported year. */
export const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'is not a calendar date')
  .refine((value) => isSupportedYear(Number(value.slice(0, 4))), YEAR_REASON);

/** Whether an instant falls in a supported year (in UTC, as it is stored). */
export function isSupportedInstant(instant: Date): boolean {
  return isSupportedYear(instant.getUTCFullYear());
}

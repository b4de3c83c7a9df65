/**
 * Calendar dates as day numbers: whole days since 1970-01-01. Records already carry the site's
 * calendar date ('YYYY-MM-DD'), so no time zone is involved; UTC is only the arithmetic.
 */

const MS_PER_DAY = 86_400_000;

/** '2026-01-05' → 20458. */
export function dayNumber(date: string): number {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

/** 20458 → '2026-01-05'. */
export function dateOfDay(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

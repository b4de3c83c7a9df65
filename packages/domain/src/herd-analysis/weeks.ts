import { dayNumber } from '../herd/day-number.js';
import type { Period } from '../kpi/catalogue.js';
import { splitPeriod } from '../kpi/series-intervals.js';

/**
 * The ISO weeks of a period (splitPeriod: Monday to Sunday, the first and last clipped to the
 * period), and the index of the week a day of the period falls in, found by arithmetic: reports
 * put tens of thousands of records in their weeks.
 */
export function periodWeeks(period: Period): { weeks: Period[]; weekOf: (day: number) => number } {
  const weeks = splitPeriod(period, 'week');
  const firstMonday = dayNumber(weeks[0]!.to) - 6;
  return { weeks, weekOf: (day) => Math.floor((day - firstMonday) / 7) };
}

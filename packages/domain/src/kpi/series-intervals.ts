import { dateOfDay, dayNumber } from '../herd/day-number.js';
import type { Period } from './catalogue.js';
import { periodRange } from './period-range.js';

export type KpiInterval = 'week' | 'month';

/**
 * The period cut into ISO weeks (Monday to Sunday) or calendar months, in order; the first and
 * last intervals are clipped to the period, so the intervals cover it exactly once.
 */
export function splitPeriod(period: Period, interval: KpiInterval): Period[] {
  const { from, to } = periodRange(period);
  const parts: Period[] = [];
  for (let start = from; start <= to;) {
    const end = Math.min(to, interval === 'week' ? sundayOf(start) : lastDayOfMonth(start));
    parts.push({ from: dateOfDay(start), to: dateOfDay(end) });
    start = end + 1;
  }
  return parts;
}

/** The Sunday ending the ISO week of `day` (day 0, 1970-01-01, was a Thursday). */
function sundayOf(day: number): number {
  const daysSinceMonday = (((day + 3) % 7) + 7) % 7;
  return day - daysSinceMonday + 6;
}

function lastDayOfMonth(day: number): number {
  const date = dateOfDay(day);
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`;
  return dayNumber(next) - 1;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

import { dateOfDay, dayNumber } from '../herd/day-number.js';
import type { Period } from './catalogue.js';

/** A period as day numbers, both ends included, and D, its number of days. */
export type DayRange = { from: number; to: number; days: number };

/** The period's day range; a malformed date or `from` after `to` is a programming error. */
export function periodRange(period: Period): DayRange {
  const from = toDay(period.from);
  const to = toDay(period.to);
  if (from > to) throw new RangeError(`period from ${period.from} is after to ${period.to}`);
  return { from, to, days: to - from + 1 };
}

export function inRange(day: number, range: { from: number; to: number }): boolean {
  return range.from <= day && day <= range.to;
}

function toDay(date: string): number {
  const day = dayNumber(date);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || dateOfDay(day) !== date) {
    throw new RangeError(`not a calendar date YYYY-MM-DD: ${date}`);
  }
  return day;
}

import { dateOfDay, dayNumber } from '../herd/day-number.js';
import type { Period } from '../kpi/catalogue.js';
import { periodRange } from '../kpi/period-range.js';

/**
 * The columns of the performance-monitoring grids (docs/performance.md): periods side by side,
 * each a calendar week (ISO, Monday–Sunday), month, quarter or year, or a rolling window of 13, 26
 * or 52 weeks.
 */
export const COLUMN_UNITS = [
  'week',
  'month',
  'quarter',
  'year',
  'rolling13',
  'rolling26',
  'rolling52',
] as const;
export type ColumnUnit = (typeof COLUMN_UNITS)[number];

/** Calendar units cut time into consecutive periods; rolling windows overlap. */
export type CalendarUnit = Extract<ColumnUnit, 'week' | 'month' | 'quarter' | 'year'>;

export function isRollingUnit(unit: ColumnUnit): unit is Exclude<ColumnUnit, CalendarUnit> {
  return unit.startsWith('rolling');
}

/** The most columns one grid holds: a year of weeks, with room to spare. */
export const MAX_MONITORING_COLUMNS = 60;

/**
 * A column's period; `partial` when it covers less than its unit: cut at the end of the period
 * asked (the current month so far) or at its start (the first days of a month the period begins
 * in).
 */
export type ColumnPeriod = Period & { partial: boolean };

/** Which columns: the last `count` ending with `to`, or every one from `from` up to `to`. */
export type ColumnsRequest =
  { unit: ColumnUnit; to: string; count: number } | { unit: ColumnUnit; from: string; to: string };

const ROLLING_WEEKS: Record<Exclude<ColumnUnit, CalendarUnit>, number> = {
  rolling13: 13,
  rolling26: 26,
  rolling52: 52,
};

const MONTHS_PER_UNIT: Record<Exclude<CalendarUnit, 'week'>, number> = {
  month: 1,
  quarter: 3,
  year: 12,
};

/**
 * The columns asked, oldest first.
 * - Calendar units: from the one holding `from` (or `count` units back) to the one holding `to`.
 *   The columns cover exactly the period asked (docs/kpis.md, "One period, one number"): the last
 *   is cut at `to` and the first at `from`, each then partial, so the grid's total is the figure
 *   every other screen gives for that period.
 * - Rolling units: N × 7 days ending on `to`, then ending on the last day of each month before
 *   it (from the month holding `from`, or `count` windows in all): the rolling figure as it
 *   stood at each month's end.
 * Throws a RangeError for a malformed date, `from` after `to` or a count that is not a whole
 * number from 1 to MAX_MONITORING_COLUMNS (the API refuses them first).
 */
export function monitoringColumns(request: ColumnsRequest): ColumnPeriod[] {
  const to = dayOf(request.to);
  const from = 'from' in request ? periodRange({ from: request.from, to: request.to }).from : null;
  const count = 'count' in request ? request.count : null;
  if (count !== null && (!Number.isInteger(count) || count < 1 || count > MAX_MONITORING_COLUMNS)) {
    throw new RangeError(`count must be a whole number from 1 to ${MAX_MONITORING_COLUMNS}`);
  }
  // Walks back from `to` until `from` is covered or `count` columns are taken.
  const enough = (columns: number, start: number) =>
    count !== null ? columns >= count : start <= from!;
  const columns: ColumnPeriod[] = [];
  if (isRollingUnit(request.unit)) {
    const length = ROLLING_WEEKS[request.unit] * 7;
    for (let end = to; ; end = firstDayOfMonth(end) - 1) {
      columns.push(column(end - length + 1, end, false));
      if (enough(columns.length, firstDayOfMonth(end))) break;
    }
  } else {
    for (let end = to; ;) {
      const whole = unitStart(request.unit, end);
      const start = from !== null && from > whole ? from : whole;
      const cut = start > whole || end < nextUnitStart(request.unit, whole) - 1;
      columns.push(column(start, end, cut));
      if (enough(columns.length, whole)) break;
      end = whole - 1;
    }
  }
  return columns.reverse();
}

/**
 * Where a column is cut by its period: after its unit's first day, before its unit's last day.
 * Rolling windows are never cut.
 */
export function columnCuts(unit: ColumnUnit, column: Period): { atStart: boolean; atEnd: boolean } {
  if (isRollingUnit(unit)) return { atStart: false, atEnd: false };
  const from = dayOf(column.from);
  const whole = unitStart(unit, from);
  return { atStart: from > whole, atEnd: dayOf(column.to) < nextUnitStart(unit, whole) - 1 };
}

/** The period every column lies in, from the first one's start to the last one's end. */
export function columnsSpan(columns: readonly Period[]): Period {
  const first = columns[0];
  const last = columns[columns.length - 1];
  if (!first || !last) throw new RangeError('no columns');
  return { from: first.from, to: last.to };
}

/** The same period moved by whole days (a lagged rate's window of services). */
export function shiftPeriod(period: Period, days: number): Period {
  return {
    from: dateOfDay(dayOf(period.from) + days),
    to: dateOfDay(dayOf(period.to) + days),
  };
}

function column(from: number, to: number, partial: boolean): ColumnPeriod {
  return { from: dateOfDay(from), to: dateOfDay(to), partial };
}

function dayOf(date: string): number {
  return periodRange({ from: date, to: date }).from;
}

/** The first day of the calendar unit holding `day`. */
function unitStart(unit: CalendarUnit, day: number): number {
  if (unit === 'week') return day - ((((day + 3) % 7) + 7) % 7); // day 0 was a Thursday
  const date = dateOfDay(day);
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1;
  const months = MONTHS_PER_UNIT[unit];
  return Date.UTC(year, month - (month % months), 1) / 86_400_000;
}

/** The first day of the unit after the one starting on `start`. */
function nextUnitStart(unit: CalendarUnit, start: number): number {
  if (unit === 'week') return start + 7;
  const date = dateOfDay(start);
  const month = Number(date.slice(5, 7)) - 1 + MONTHS_PER_UNIT[unit];
  return Date.UTC(Number(date.slice(0, 4)), month, 1) / 86_400_000;
}

function firstDayOfMonth(day: number): number {
  return dayNumber(`${dateOfDay(day).slice(0, 7)}-01`);
}

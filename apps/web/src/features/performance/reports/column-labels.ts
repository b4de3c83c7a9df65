import { columnCuts, formatDate, type ColumnUnit, type DisplayPrefs } from '@barnboard/domain';
import type { TFunction } from 'i18next';

type Column = { from: string; to: string; partial: boolean; no_data?: boolean };

const ROLLING_WEEKS: Partial<Record<ColumnUnit, number>> = {
  rolling13: 13,
  rolling26: 26,
  rolling52: 52,
};

/** The ISO week of a date: weeks from Monday, week 1 the one holding the year's first Thursday. */
export function isoWeek(date: string): { week: number; year: number } {
  const day = new Date(`${date}T00:00:00Z`);
  // The Thursday of the date's week decides the year the week belongs to.
  const thursday = new Date(day.getTime() + (4 - (day.getUTCDay() || 7)) * 86_400_000);
  const year = thursday.getUTCFullYear();
  const dayOfYear = (thursday.getTime() - Date.UTC(year, 0, 1)) / 86_400_000;
  return { week: Math.floor(dayOfYear / 7) + 1, year };
}

/**
 * A column's header in the user's language and date format: "W19 2026", "May 2026", "Q2 2026",
 * "2026", "13 wk to 2026-05-31". A column cut by the period (docs/kpis.md, "One period, one
 * number") says how: at its end "May 2026 (so far)", at its start "Dec 2025 (from 2025-12-07)",
 * at both "May 2026 (2026-05-04 to 2026-05-14)". A column the herd has no day in says so: "2023
 * (no data)" (docs/kpis.md, "No figure from days without data").
 */
export function columnLabel(
  unit: ColumnUnit,
  column: Column,
  t: TFunction,
  prefs: DisplayPrefs,
): string {
  const label = unitLabel(unit, column, t, prefs);
  if (column.no_data) return t('performance.columns.noData', { label });
  if (!column.partial) return label;
  const from = formatDate(column.from, prefs);
  const cuts = columnCuts(unit, column);
  if (cuts.atStart && cuts.atEnd)
    return t('performance.columns.between', { label, from, to: formatDate(column.to, prefs) });
  return cuts.atStart
    ? t('performance.columns.from', { label, date: from })
    : t('performance.columns.soFar', { label });
}

function unitLabel(unit: ColumnUnit, { from, to }: Column, t: TFunction, prefs: DisplayPrefs) {
  const year = Number(from.slice(0, 4));
  switch (unit) {
    case 'week':
      return t('performance.columns.week', isoWeek(from));
    case 'month':
      return new Intl.DateTimeFormat(prefs.language, {
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${from}T00:00:00Z`));
    case 'quarter':
      return t('performance.columns.quarter', {
        quarter: Math.floor((Number(from.slice(5, 7)) - 1) / 3) + 1,
        year,
      });
    case 'year':
      return String(year);
    default:
      return t('performance.columns.rolling', {
        weeks: ROLLING_WEEKS[unit],
        date: formatDate(to, prefs),
      });
  }
}

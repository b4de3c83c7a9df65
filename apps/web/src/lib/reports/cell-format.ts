import {
  formatDate,
  formatNumber,
  formatTime,
  fromSi,
  UNIT_SYMBOLS,
  type DisplayPrefs,
} from '@barnboard/domain';
import {
  cellKind,
  type CellKind,
  type CellValue,
  type GridColumn,
  type GridRow,
} from './report-table';

/** What an empty cell shows: no figure (no data, or a denominator of 0). */
export const NO_VALUE = '—';

type Kind = ReturnType<typeof cellKind>;

/**
 * A value as the grid, the figures and the PDF show it, in the user's units, date format, clock
 * and 1000-day calendar (docs/formatting.md), with the separators of their language.
 */
export function formatValue(value: CellValue, kind: Kind, prefs: DisplayPrefs): string {
  if (value === null || value === '') return NO_VALUE;
  if (typeof value === 'string') {
    if (kind === 'date') return formatDate(value, prefs);
    if (kind === 'datetime') return `${formatDate(value, prefs)} ${formatTime(value, prefs)}`;
    return value;
  }
  if (!Number.isFinite(value)) return NO_VALUE;
  const locale = prefs.language;
  switch (kind) {
    case 'count':
      return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
    case 'weight':
      return formatNumber(fromSi(value, prefs.weight), locale);
    case 'percent':
      // The "%" is in the header or label (unitLabel), as a weight's unit is.
      return new Intl.NumberFormat(locale, {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }).format(value * 100);
    default:
      return formatNumber(value, locale);
  }
}

/** A grid cell, formatted. */
export function formatCell(column: GridColumn, row: GridRow, prefs: DisplayPrefs): string {
  return formatValue(row.cells[column.id] ?? null, cellKind(column, row), prefs);
}

/**
 * A header or figure name with the unit its values are in: weights in the user's unit
 * ("Target (kg)"), percentages "(%)". Cells then show bare numbers, which line up and read the
 * same on screen, in the CSV and in the PDF.
 */
export function unitLabel(label: string, kind: CellKind, prefs: DisplayPrefs): string {
  if (kind === 'weight') return `${label} (${UNIT_SYMBOLS[prefs.weight]})`;
  if (kind === 'percent') return `${label} (%)`;
  return label;
}

export function columnHeader(column: GridColumn, prefs: DisplayPrefs): string {
  return unitLabel(column.header, column.kind, prefs);
}

/** Digits kept in exports: grams of a kilogram, and hundredths of a percent. */
const roundTo = (value: number, decimals: number) =>
  Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * A cell for the CSV: numbers stay numbers (in the user's unit, percentages × 100, rounded only
 * to shed floating-point noise), dates and times in the user's format, text as is.
 */
export function exportCell(column: GridColumn, row: GridRow, prefs: DisplayPrefs): CellValue {
  const value = row.cells[column.id] ?? null;
  if (value === null) return null;
  const kind = cellKind(column, row);
  if (typeof value === 'string') return formatValue(value, kind, prefs);
  if (!Number.isFinite(value)) return null;
  if (kind === 'weight') return roundTo(fromSi(value, prefs.weight), 3);
  if (kind === 'percent') return roundTo(value * 100, 2);
  return value;
}

/**
 * Numbers line up to the right, as spreadsheets do; a `by-row` column holds the figures of a
 * comparison, numbers all.
 */
export function isNumericKind(kind: CellKind): boolean {
  return kind !== 'text' && kind !== 'date' && kind !== 'datetime';
}

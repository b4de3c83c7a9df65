import {
  formatDate,
  formatFixed,
  formatTime,
  fromSi,
  UNIT_SYMBOLS,
  type DisplayPrefs,
  type ReportCsvValue,
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

/** The kinds that hold figures. */
export type FigureKind = 'count' | 'number' | 'weight' | 'percent';

/**
 * Digits after the decimal point, one precision per kind (issue 28 §6): every cell of a column —
 * or of a row, in a grid whose rows are different figures — reads the same, "7.00" beside
 * "6.79", never "7". Counts are whole (a mean herd is "1,281 females"), percentages take one
 * decimal, means and weights (in the user's unit) two.
 */
export const KIND_DECIMALS: Record<FigureKind, number> = {
  count: 0,
  percent: 1,
  number: 2,
  weight: 2,
};

/** How a number reads: its column's kind, or a plain number in a column of another kind. */
const figureKind = (kind: Kind): FigureKind =>
  kind in KIND_DECIMALS ? (kind as FigureKind) : 'number';

/**
 * A figure from its base unit (kilograms, fractions) into what the user reads: weights in their
 * unit, fractions × 100 (the "%" is in the header or label, unitLabel, as a weight's unit is).
 * Exact: the one rounding is the display's (formatValue, the CSV, a chart's tooltip).
 */
export function inUserUnit(value: number, kind: FigureKind, prefs: DisplayPrefs): number {
  if (kind === 'weight') return fromSi(value, prefs.weight);
  return kind === 'percent' ? value * 100 : value;
}

/**
 * A value as the grid, the figures and the PDF show it, in the user's units, date format, clock
 * and 1000-day calendar (docs/formatting.md), with the separators of their language; a figure
 * at its kind's precision (KIND_DECIMALS), rounded once from the exact value.
 */
export function formatValue(value: CellValue, kind: Kind, prefs: DisplayPrefs): string {
  if (value === null || value === '') return NO_VALUE;
  if (typeof value === 'string') {
    if (kind === 'date') return formatDate(value, prefs);
    if (kind === 'datetime') return `${formatDate(value, prefs)} ${formatTime(value, prefs)}`;
    return value;
  }
  if (!Number.isFinite(value)) return NO_VALUE;
  const figure = figureKind(kind);
  return formatFixed(inUserUnit(value, figure, prefs), KIND_DECIMALS[figure], prefs.language);
}

/** A grid cell, formatted; an action column's are blank: a box to tick on paper. */
export function formatCell(column: GridColumn, row: GridRow, prefs: DisplayPrefs): string {
  if (column.action) return '';
  return formatValue(row.cells[column.id] ?? null, cellKind(column, row), prefs);
}

/**
 * A header or figure name with the unit its values are in: weights in the user's unit
 * ("Target (kg)"), percentages "(%)". Cells then show bare numbers, which line up and read the
 * same on screen, in the CSV and in the PDF.
 */
export function unitLabel(label: string, kind: CellKind, prefs: DisplayPrefs): string {
  const unit = kindUnit(kind, prefs);
  return unit ? `${label} (${unit})` : label;
}

/** The unit a kind's figures are written in: the user's weight unit, "%", or none. */
export function kindUnit(kind: CellKind, prefs: DisplayPrefs): string | null {
  if (kind === 'weight') return UNIT_SYMBOLS[prefs.weight];
  return kind === 'percent' ? '%' : null;
}

export function columnHeader(column: GridColumn, prefs: DisplayPrefs): string {
  return unitLabel(column.header, column.kind, prefs);
}

/**
 * A cell for the CSV: a figure at the precision the grid shows it (in the user's unit,
 * percentages × 100, KIND_DECIMALS; buildReportCsv writes it without grouping, with the
 * decimal separator of the user's spreadsheets), dates and times in the user's format, text as
 * is. So the file holds what the screen does, "7.00" beside "6.79", not 15-digit decimals.
 */
export function exportCell(column: GridColumn, row: GridRow, prefs: DisplayPrefs): ReportCsvValue {
  const value = row.cells[column.id] ?? null;
  if (value === null) return null;
  const kind = cellKind(column, row);
  if (typeof value === 'string') return formatValue(value, kind, prefs);
  if (!Number.isFinite(value)) return null;
  const figure = figureKind(kind);
  return { value: inUserUnit(value, figure, prefs), decimals: KIND_DECIMALS[figure] };
}

/**
 * Numbers line up to the right, as spreadsheets do; a `by-row` column holds the figures of a
 * comparison, numbers all.
 */
export function isNumericKind(kind: CellKind): boolean {
  return kind !== 'text' && kind !== 'animal' && kind !== 'date' && kind !== 'datetime';
}

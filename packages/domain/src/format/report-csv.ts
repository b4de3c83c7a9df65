import type { Locale } from '../locales.js';
import { csvLines } from '../records/csv.js';
import { formatFixed } from '../units/format-quantity.js';

/**
 * A figure written at the precision its column shows: exactly `decimals` digits after the
 * separator ("7.00" beside "6.79"), rounded as the screen rounds it (formatFixed).
 */
export type ReportCsvFixed = { value: number; decimals: number };

export type ReportCsvValue = string | number | ReportCsvFixed | null;

export type DecimalSeparator = '.' | ',';

export type ReportCsvOptions = {
  /** How numbers are written; decimalSeparatorFor(prefs.language) gives what the user expects. */
  decimalSeparator?: DecimalSeparator;
};

/**
 * The decimal separator of a language's spreadsheets. A `;`-separated file is the format of
 * spreadsheets whose decimal separator is the comma (French, Spanish): they read "12,5" as a
 * number and "12.5" as text, or even as a date (12 May). English ones read "12.5".
 */
export function decimalSeparatorFor(language: Locale): DecimalSeparator {
  return language === 'en' ? '.' : ',';
}

function reportCell(value: ReportCsvValue, decimal: DecimalSeparator): string {
  if (value === null) return '';
  // Text is guarded against formula injection by the CSV writer itself (csvCell).
  if (typeof value === 'string') return value;
  const number = typeof value === 'number' ? value : value.value;
  // NaN and infinities are no figure; the grid shows none either.
  if (!Number.isFinite(number)) return '';
  const text = typeof value === 'number' ? String(value) : formatFixed(number, value.decimals);
  return decimal === '.' ? text : text.replace('.', decimal);
}

/**
 * A report grid as the CSV of spec §9: UTF-8 byte-order mark (so spreadsheets read accents right),
 * `;` separated, each line ended by CRLF, written by the shared CSV writer (csvLines: formula
 * guard, quoting); null is an empty cell; numbers are written without grouping, in full or,
 * given as `ReportCsvFixed`, at their column's precision.
 */
export function buildReportCsv(
  headers: readonly string[],
  rows: readonly (readonly ReportCsvValue[])[],
  options: ReportCsvOptions = {},
): string {
  const decimal = options.decimalSeparator ?? '.';
  const cells = (row: readonly ReportCsvValue[]) => row.map((value) => reportCell(value, decimal));
  return csvLines([cells(headers), ...rows.map(cells)], { separator: ';', bom: true });
}

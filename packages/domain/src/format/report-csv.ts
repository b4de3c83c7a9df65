import type { Locale } from '../api/user.js';
import { csvLines } from '../records/csv.js';

export type ReportCsvValue = string | number | null;

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

/** A numeric literal a spreadsheet reads as a number, not as a formula: "-12.5", "+3". */
const NUMBER = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)([eE][+-]?\d+)?$/;

/**
 * Text a spreadsheet would run as a formula (=, +, -, @, or a tab or return before one) is
 * prefixed with an apostrophe: report cells hold names users typed, and a cell such as
 * =HYPERLINK(…) must not act when a colleague opens the export (OWASP CSV injection).
 */
function inertText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) && !NUMBER.test(text) ? `'${text}` : text;
}

function reportCell(value: ReportCsvValue, decimal: DecimalSeparator): string {
  if (value === null) return '';
  if (typeof value === 'string') return inertText(value);
  // NaN and infinities are no figure; the grid shows none either.
  if (!Number.isFinite(value)) return '';
  const text = String(value);
  return decimal === '.' ? text : text.replace('.', decimal);
}

/**
 * A report grid as the CSV of spec §9: UTF-8 byte-order mark (so spreadsheets read accents right),
 * `;` separated, each line ended by CRLF. Cells holding `;`, a quote or a line break are quoted
 * with quotes doubled; null is an empty cell; numbers are written in full, without grouping.
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

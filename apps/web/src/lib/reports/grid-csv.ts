import { buildReportCsv, decimalSeparatorFor, type DisplayPrefs } from '@barnboard/domain';
import { columnHeader, exportCell } from './cell-format';
import type { ReportGrid } from './report-table';

/**
 * A grid as the CSV of spec §9 (UTF-8 with a byte-order mark, `;`, quoting: buildReportCsv),
 * header row first, numbers with the decimal separator of the user's language.
 */
export function gridCsv(grid: ReportGrid, prefs: DisplayPrefs): string {
  const headers = grid.columns.map((column) => columnHeader(column, prefs));
  const rows = grid.rows.map((row) => grid.columns.map((column) => exportCell(column, row, prefs)));
  return buildReportCsv(headers, rows, { decimalSeparator: decimalSeparatorFor(prefs.language) });
}

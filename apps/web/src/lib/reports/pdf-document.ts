import type { DisplayPrefs } from '@barnboard/domain';
import { columnHeader, formatCell, isNumericKind } from './cell-format';
import type { ReportGrid } from './report-table';

/** What a report PDF holds: its header lines, then the grid as a table of formatted text. */
export type PdfReport = {
  title: string;
  /** Site, period and when it was printed: one line each under the title. */
  subtitles: string[];
  /** The last line of every page (the copyright line of the printed page header, spec §2). */
  footer: string;
  /** "Page 2 / 5" in the user's language. */
  pageLabel: (page: number, pages: number) => string;
  headers: string[];
  rows: string[][];
  /** Per column: numbers are right-aligned. */
  numeric: boolean[];
};

/** The grid's cells as the screen shows them, for the PDF's table. */
export function pdfTable(
  grid: ReportGrid,
  prefs: DisplayPrefs,
): Pick<PdfReport, 'headers' | 'rows' | 'numeric'> {
  return {
    headers: grid.columns.map((column) => columnHeader(column, prefs)),
    rows: grid.rows.map((row) => grid.columns.map((column) => formatCell(column, row, prefs))),
    numeric: grid.columns.map((column) => isNumericKind(column.kind)),
  };
}

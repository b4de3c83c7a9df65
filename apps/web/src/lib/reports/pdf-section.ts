import type { ColourState, DisplayPrefs } from '@barnboard/domain';
import { columnHeader, formatCell, formatValue, isNumericKind } from './cell-format';
import { figureLabel } from './comparison';
import { cellMetric, type ReportFigure, type ReportGrid } from './report-table';

/**
 * What one tile puts in a PDF, as text already formatted to the user's preferences: its lines
 * (period, comparison, filters), the figures, the chart, the grid, or the message shown instead.
 * `Chart` is the tile's ECharts option until the renderer turns it into an SVG string.
 */
export type PdfSection<Chart = string> = {
  title: string;
  lines: string[];
  figures: PdfFigure[];
  chart: Chart | null;
  table: PdfTable | null;
  /** "No data for this period", or why the report could not be read. */
  message: string | null;
};

/** A value's objective colour on paper: the tint behind it and the ink it is written in. */
export type PdfTone = { fill: string; ink: string };

export type PdfFigure = { label: string; value: string; tone: PdfTone | null };

export type PdfCell = { text: string; tone: PdfTone | null };

export type PdfTable = {
  headers: string[];
  rows: PdfCell[][];
  /** Per column: numbers are right-aligned. */
  numeric: boolean[];
  /** Per row: the total row of the "total" display, in bold. */
  total: boolean[];
  /** Under the table, when it holds only the grid's first rows (cappedPdfTable). */
  note?: string;
};

/**
 * Rows of a grid a PDF holds (issue 28 §7): a 619-row grid made a favourites page's PDF 21 pages
 * long. Gestation live's eight columns sideways, under its title block, nine figures and chart,
 * fill two A4 pages with 40 rows (measured with pdfmake: 45 ran onto a third). The CSV holds them
 * all.
 */
export const PDF_MAX_ROWS = 40;

/**
 * The table's first `limit` rows, its total rows kept (they speak of every row), and `note`
 * under it saying how many of how many it holds. A table as short as that is left as it is.
 */
export function cappedPdfTable(
  table: PdfTable,
  note: (shown: number, rows: number) => string,
  limit = PDF_MAX_ROWS,
): PdfTable {
  const rows = table.total.filter((total) => !total).length;
  if (rows <= limit) return table;
  let kept = 0;
  const keep = table.total.map((total) => total || kept++ < limit);
  return {
    ...table,
    rows: table.rows.filter((_, index) => keep[index]),
    total: table.total.filter((_, index) => keep[index]),
    note: note(limit, rows),
  };
}

/** The objective's colour of a value, or none (no objective, or colours switched off). */
export type ToneOf = (metric: string, value: number | null) => PdfTone | null;

/*
 * The light theme's objective colours (Mantine's light variant: a pale tint, a dark ink), as the
 * screen shows them in light mode. Paper is white whatever theme the user works in. A state fading
 * into another zone ('green-yellow') reads as its first zone, as on screen.
 */
const TONES: Record<'red' | 'yellow' | 'green' | 'blue', PdfTone> = {
  red: { fill: '#ffe3e3', ink: '#c92a2a' },
  yellow: { fill: '#fff3bf', ink: '#8a5a00' },
  green: { fill: '#d3f9d8', ink: '#2b8a3e' },
  blue: { fill: '#d0ebff', ink: '#1864ab' },
};

export function pdfTone(state: ColourState): PdfTone | null {
  if (state === 'black-black') return null;
  const [zone] = state.split('-') as [keyof typeof TONES];
  return TONES[zone] ?? null;
}

/** The grid as the screen shows it: headers with their units, formatted cells, colours. */
export function pdfTable(grid: ReportGrid, prefs: DisplayPrefs, toneOf: ToneOf): PdfTable {
  return {
    headers: grid.columns.map((column) => columnHeader(column, prefs)),
    rows: grid.rows.map((row) =>
      grid.columns.map((column) => {
        const value = row.cells[column.id] ?? null;
        const metric = cellMetric(column, row);
        // A total row sums or averages rows: no objective speaks of it (as on screen).
        const tone =
          metric !== undefined && !row.total
            ? toneOf(metric, typeof value === 'number' ? value : null)
            : null;
        return { text: formatCell(column, row, prefs), tone };
      }),
    ),
    numeric: grid.columns.map((column) => isNumericKind(column.kind)),
    total: grid.rows.map((row) => row.total === true),
  };
}

/** The figure cards: label with its unit, formatted value, objective colour. */
export function pdfFigures(
  figures: readonly ReportFigure[],
  prefs: DisplayPrefs,
  toneOf: ToneOf,
): PdfFigure[] {
  return figures.map((figure) => ({
    label: figureLabel(figure, prefs),
    value: formatValue(figure.value, figure.kind, prefs),
    tone: figure.metric ? toneOf(figure.metric, figure.value) : null,
  }));
}

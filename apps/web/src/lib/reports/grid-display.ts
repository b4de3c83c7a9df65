import { GRID_DISPLAYS, type GridDisplay, type Preferences } from '@barnboard/domain';
import type { CellValue, GridColumn, GridRow, ReportGrid } from './report-table';

/*
 * Grid display options (spec §2, preference `gridDisplay`, one choice for every grid):
 * - standard: the rows as they are;
 * - compact: the same rows, denser;
 * - total: a total row under the rows (sums, or means of the columns that are rates);
 * - percent: additive columns as each row's share of the column total;
 * - per_sow: per-sow columns divided by the row's sows.
 */

export function readGridDisplay(prefs: Preferences): GridDisplay {
  return GRID_DISPLAYS.find((display) => display === prefs['gridDisplay']) ?? 'standard';
}

/** The displays that change something on this grid; standard and compact always do. */
export function availableDisplays(grid: ReportGrid): GridDisplay[] {
  const hasTotal = grid.columns.some((column) => column.total);
  const hasShares = grid.columns.some((column) => column.total === 'sum');
  const hasPerSow =
    grid.sowsColumn !== undefined && grid.columns.some((column) => column.perSow === true);
  return GRID_DISPLAYS.filter(
    (display) =>
      (display !== 'total' || hasTotal) &&
      (display !== 'percent' || hasShares) &&
      (display !== 'per_sow' || hasPerSow),
  );
}

/** A stored choice the grid cannot show falls back to standard rather than showing nothing. */
export function effectiveDisplay(grid: ReportGrid, display: GridDisplay): GridDisplay {
  return availableDisplays(grid).includes(display) ? display : 'standard';
}

const numbersOf = (rows: readonly GridRow[], id: string) =>
  rows.map((row) => row.cells[id]).filter((value): value is number => typeof value === 'number');

function columnTotal(column: GridColumn, rows: readonly GridRow[]): number | null {
  const values = numbersOf(rows, column.id);
  if (!column.total || values.length === 0) return null;
  const sum = values.reduce((a, b) => a + b, 0);
  return column.total === 'sum' ? sum : sum / values.length;
}

function withTotalRow(grid: ReportGrid, label: string): ReportGrid {
  const [first] = grid.columns;
  const cells: Record<string, CellValue> = {};
  for (const column of grid.columns) cells[column.id] = columnTotal(column, grid.rows);
  if (first && cells[first.id] === null) cells[first.id] = label;
  return { ...grid, rows: [...grid.rows, { key: '__total__', cells, total: true }] };
}

function asShares(grid: ReportGrid): ReportGrid {
  const shared = grid.columns.filter((column) => column.total === 'sum');
  const totals = new Map(shared.map((column) => [column.id, columnTotal(column, grid.rows)]));
  return {
    ...grid,
    columns: grid.columns.map((column) =>
      totals.has(column.id) ? { ...column, kind: 'percent' } : column,
    ),
    rows: grid.rows.map((row) => {
      const cells = { ...row.cells };
      for (const [id, total] of totals) {
        const value = cells[id];
        cells[id] = typeof value === 'number' && total ? value / total : null;
      }
      return { ...row, cells };
    }),
  };
}

function perSow(grid: ReportGrid): ReportGrid {
  const sowsColumn = grid.sowsColumn;
  if (sowsColumn === undefined) return grid;
  const divided = grid.columns.filter((column) => column.perSow === true);
  return {
    ...grid,
    // A count per sow is a decimal number (2.4 visits per sow).
    columns: grid.columns.map((column) =>
      column.perSow === true && column.kind === 'count' ? { ...column, kind: 'number' } : column,
    ),
    rows: grid.rows.map((row) => {
      const sows = row.cells[sowsColumn];
      const cells = { ...row.cells };
      for (const column of divided) {
        const value = cells[column.id];
        cells[column.id] =
          typeof value === 'number' && typeof sows === 'number' && sows > 0 ? value / sows : null;
      }
      return { ...row, cells };
    }),
  };
}

/**
 * The grid as a display shows it. Pure, and what the exports write, so a CSV of the percent
 * display holds the percentages seen. `totalLabel` names the total row.
 */
export function applyGridDisplay(
  grid: ReportGrid,
  display: GridDisplay,
  totalLabel: string,
): ReportGrid {
  switch (effectiveDisplay(grid, display)) {
    case 'total':
      return withTotalRow(grid, totalLabel);
    case 'percent':
      return asShares(grid);
    case 'per_sow':
      return perSow(grid);
    default:
      return grid;
  }
}

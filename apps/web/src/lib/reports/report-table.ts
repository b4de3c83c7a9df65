import type { DrillDownTarget } from '@barnboard/domain';

/**
 * The one shape every report grid takes, whatever its report: the grid on screen, the CSV and the
 * PDF all read it, so an export holds exactly what the grid shows. Values are in base units
 * (kilograms, fractions, ISO dates); formatting to the user's preferences happens at the edge
 * (cell-format.ts).
 */

/**
 * How a value reads and formats. `weight` is kilograms, shown in the user's weight unit;
 * `percent` a fraction (0.589), shown × 100; `date` an ISO date; `datetime` an ISO date-time as
 * written at the site; `animal` a sow's identity on the site, which the grid links to her card
 * (exports keep the plain id). `by-row` columns take the kind of each row (a comparison grid,
 * whose rows are different figures).
 */
export type CellKind =
  'text' | 'animal' | 'count' | 'number' | 'weight' | 'percent' | 'date' | 'datetime' | 'by-row';

export type CellValue = string | number | null;

export type GridColumn = {
  id: string;
  /** Translated, without unit: the unit is added from the user's preferences. */
  header: string;
  kind: CellKind;
  /** Objective key whose colour the cells take (docs/objectives.md). */
  metric?: string;
  /** How a total row sums the column; none leaves its total cell empty. */
  total?: 'sum' | 'mean';
  /** Whether the per-sow display divides it by the row's sows. */
  perSow?: boolean;
  /**
   * A sentence a cell (what is wrong with a record): the column keeps room for a few words a
   * line on a phone, and the grid scrolls rather than squeeze it to a letter a line.
   */
  prose?: boolean;
  /**
   * The row's action on screen (the tick that records an action list's event), given by the page
   * (RowActionProvider); its cells hold no value, so the CSV and the paper have an empty column.
   */
  action?: true;
};

/**
 * What a cell says beside its value: a short line under it (the n a rate is over), a hint, and
 * whether the value is provisional (a rate whose services are too young to be final), which the
 * grid shows greyed and marked, without an objective colour.
 */
export type CellNote = { text?: string; title?: string; provisional?: boolean };

/**
 * The KPI, period (and user) behind a cell (docs/kpis.md, "Drill-down"), with the site whose
 * records it lists when that is not the tile's own (a column of a sites comparison).
 */
export type GridDrillDown = DrillDownTarget & { siteId?: string };

export type GridRow = {
  key: string;
  cells: Record<string, CellValue>;
  /** Notes of some cells, by column id. */
  notes?: Record<string, CellNote>;
  /** How the row's figure is made (its formula), a hint on its first cell. */
  description?: string;
  /** For `by-row` columns: the kind and objective of this row's values. */
  kind?: Exclude<CellKind, 'by-row'>;
  metric?: string;
  /**
   * The KPI and period behind some cells, by column id: the cell opens the list of the animals
   * and events its figure is made of (docs/kpis.md, "Drill-down").
   */
  drillDowns?: Record<string, GridDrillDown>;
  /** What the row's action column acts on (an action list's sow and list). */
  actionTarget?: Record<string, string>;
  /** Extra attributes of the row element (test ids, a status to style). */
  attributes?: Record<string, string>;
  /** The total row of the `total` display. */
  total?: boolean;
};

export type ReportGrid = {
  columns: GridColumn[];
  rows: GridRow[];
  /** The column holding each row's number of sows, which the per-sow display divides by. */
  sowsColumn?: string;
  /**
   * The column whose rows come together under a heading row on screen while the grid keeps the
   * server's order (the rooms of a walk through the barn); a sort by a column lifts the headings.
   */
  groupBy?: string;
  /** A line under the grid: what a mark in its cells means. */
  footnote?: string;
};

/** A headline figure of a report: shown above its grid, and the rows of a comparison. */
export type ReportFigure = {
  id: string;
  label: string;
  kind: Exclude<CellKind, 'by-row' | 'text' | 'animal'>;
  value: number | null;
  metric?: string;
  /** The list behind the figure over the whole answer, when it has one: its comparison cells open it. */
  drillDown?: DrillDownTarget;
  /**
   * The figure follows the report's filters (a parity group, a cause): its drill-down, a KPI's
   * list of the whole herd, explains it only while no filter is set (`seriesFigures`).
   */
  followsFilters?: boolean;
};

/** The kind a cell formats with. */
export function cellKind(column: GridColumn, row: GridRow): Exclude<CellKind, 'by-row'> {
  return column.kind === 'by-row' ? (row.kind ?? 'number') : column.kind;
}

/** The objective a cell is coloured against, if any. */
export function cellMetric(column: GridColumn, row: GridRow): string | undefined {
  return column.kind === 'by-row' ? row.metric : column.metric;
}

/** Builds grid rows from records: one cell per column, read by `cells`. */
export function gridRows<Row>(
  records: readonly Row[],
  key: (row: Row) => string,
  cells: (row: Row) => Record<string, CellValue>,
  attributes?: (row: Row) => Record<string, string>,
): GridRow[] {
  return records.map((record) => ({
    key: key(record),
    cells: cells(record),
    ...(attributes ? { attributes: attributes(record) } : {}),
  }));
}

/** A fraction, or null without a denominator (a KPI whose denominator is 0 is null too). */
export function ratio(numerator: number, denominator: number): number | null {
  return denominator > 0 ? numerator / denominator : null;
}

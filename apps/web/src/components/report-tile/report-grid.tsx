import { Anchor, Table, Text, Tooltip, UnstyledButton } from '@mantine/core';
import type { DisplayPrefs } from '@barnboard/domain';
import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type Column,
} from '@tanstack/react-table';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { Fragment, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DrillDownCell } from '../kpi-drill-down/drill-down-cell';
import { useDrillDownDrawer } from '../kpi-drill-down/use-drill-down-drawer';
import { objectiveColourProps } from '../objective-colour/objective-colour';
import { paths } from '../../config/paths';
import { useCurrentSite } from '../../lib/session/session-store';
import { useObjectiveColour } from '../../lib/objectives/use-objective-colour';
import { columnHeader, formatCell, isNumericKind } from '../../lib/reports/cell-format';
import {
  cellKind,
  cellMetric,
  type GridColumn,
  type GridRow,
  type ReportGrid,
} from '../../lib/reports/report-table';
import { CheckRecordsMark } from './check-records';
import { useRowAction, type RowAction } from './row-action';
import { GridPager } from './grid-pager';
import { compareCells } from './sort-cells';
import { useGridPage } from './use-grid-page';
import { useScrollEdges } from './use-scroll-edges';
import './report-grid.css';

/** Digits of equal width, so the figures of a column line up. */
const UNBROKEN_STYLE = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** A column of sentences: a few words a line at the least. */
const PROSE_STYLE = { minWidth: '14rem' } as const;

/** The first column names the row: it stays in view while the others scroll under it. */
const STICKY_CLASS = 'bb-grid-sticky';
const stickyProps = (index: number) =>
  index === 0 ? { className: STICKY_CLASS, 'data-sticky-column': true } : {};

/** An action column (a tick) is as narrow as its button, even when it leads the row. */
const actionProps = (index: number) => ({ ...stickyProps(index), 'data-action-column': true });

const features = tableFeatures({ rowSortingFeature, sortedRowModel: createSortedRowModel() });
const helper = createColumnHelper<typeof features, GridRow>();

const cellOf = (row: GridRow, id: string) => row.cells[id] ?? null;

/**
 * The heading each group starts with, by the key of its first row (ReportGrid.groupBy): only in
 * the server's order, where a group's rows come together.
 */
function groupHeadings(grid: ReportGrid, rows: GridRow[], inServerOrder: boolean) {
  const headings = new Map<string, string>();
  if (!grid.groupBy || !inServerOrder) return headings;
  let before: string | null = null;
  for (const row of rows) {
    const value = String(row.cells[grid.groupBy] ?? '');
    if (value !== before) headings.set(row.key, value);
    before = value;
  }
  return headings;
}

/** Marks a provisional value; the grid's footnote says what it means. */
export const PROVISIONAL_MARK = '*';

function SortIcon({ column }: { column: Column<typeof features, GridRow, unknown> }) {
  const sorted = column.getIsSorted();
  if (sorted === 'asc') return <IconArrowUp size={14} />;
  if (sorted === 'desc') return <IconArrowDown size={14} />;
  return <IconArrowsSort size={14} opacity={0.35} />;
}

/** A row's name, with how its figure is made as a hint (hover, focus or touch). */
function RowName({ name, description }: { name: string; description: string }) {
  return (
    <Tooltip
      label={description}
      multiline
      w={280}
      events={{ hover: true, focus: true, touch: true }}
    >
      <span tabIndex={0} className="bb-grid-hint" data-testid="grid-row-hint">
        {name}
      </span>
    </Tooltip>
  );
}

function ValueCell({
  column,
  index,
  row,
  prefs,
  colour,
  onDrillDown,
  rowAction,
}: {
  column: GridColumn;
  index: number;
  row: GridRow;
  rowAction: RowAction | null;
  prefs: DisplayPrefs;
  colour: ReturnType<typeof useObjectiveColour>;
  /** Opens the list behind the cell's figure, when it has one (GridRow.drillDowns). */
  onDrillDown: ((row: GridRow, column: GridColumn) => void) | null;
}) {
  if (column.action) {
    return (
      <Table.Td data-column={column.id} {...actionProps(index)}>
        {rowAction && row.actionTarget ? rowAction(row.actionTarget) : null}
      </Table.Td>
    );
  }
  const value = row.cells[column.id] ?? null;
  const metric = cellMetric(column, row);
  const kind = cellKind(column, row);
  const numeric = isNumericKind(kind);
  const note = row.notes?.[column.id];
  const provisional = note?.provisional === true;
  // Numbers and dates never break inside; text (names, locations) may.
  const unbroken = numeric || kind === 'date' || kind === 'datetime';
  // A total row sums or averages rows, and a provisional value may still change: no objective
  // speaks of either.
  const coloured =
    metric !== undefined && !row.total && !provisional
      ? objectiveColourProps(colour(metric, typeof value === 'number' ? value : null))
      : null;
  const text = formatCell(column, row, prefs);
  const drillDown = value === null || !onDrillDown ? undefined : row.drillDowns?.[column.id];
  return (
    <Table.Td
      ta={numeric ? 'right' : 'left'}
      data-column={column.id}
      {...(provisional ? { 'data-provisional': true } : {})}
      {...(note?.title && !drillDown ? { title: note.title } : {})}
      {...stickyProps(index)}
      {...coloured}
      style={{
        ...(unbroken ? UNBROKEN_STYLE : {}),
        ...(column.prose ? PROSE_STYLE : {}),
        ...coloured?.style,
      }}
    >
      {index === 0 && row.description ? (
        <RowName name={text} description={row.description} />
      ) : drillDown ? (
        // The value alone is the button: the n and mark follow it as in any cell.
        <DrillDownCell
          target={drillDown}
          text={text}
          note={note?.title}
          onOpen={() => onDrillDown!(row, column)}
        />
      ) : kind === 'animal' && typeof value === 'string' ? (
        <Anchor component={Link} to={paths.animal.href(value)} inherit data-testid="animal-link">
          {text}
        </Anchor>
      ) : (
        text
      )}
      {provisional && <span aria-hidden="true">{PROVISIONAL_MARK}</span>}
      {!row.total && <CheckRecordsMark metric={metric} value={value} />}
      {note?.text && (
        <Text component="span" className="bb-grid-note" data-testid="grid-cell-note">
          {note.text}
        </Text>
      )}
    </Table.Td>
  );
}

/**
 * A report grid (spec §2): columns sortable by a click on their header, numbers right-aligned in
 * the user's units and formats, cells with an objective in their colour state. Total rows stay
 * at the bottom whatever the order. `maxRows` shows only the first rows (a dashboard tile);
 * `pageSize` shows a longer grid a page at a time, sorted as a whole (issue 28 §7).
 */
export function ReportGridTable({
  grid,
  prefs,
  compact,
  maxRows,
  pageSize,
  testId = 'report-grid',
}: {
  grid: ReportGrid;
  prefs: DisplayPrefs;
  compact: boolean;
  maxRows?: number;
  pageSize?: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  const colour = useObjectiveColour();
  const rowAction = useRowAction();
  // Without a page to act, a row's action column has nothing to show.
  const gridColumns = useMemo(
    () => (rowAction ? grid.columns : grid.columns.filter((column) => !column.action)),
    [grid.columns, rowAction],
  );
  const data = useMemo(() => grid.rows.filter((row) => !row.total), [grid.rows]);
  const totals = useMemo(() => grid.rows.filter((row) => row.total), [grid.rows]);
  const columns = useMemo(
    () =>
      gridColumns.map((column) =>
        // Values typed unknown: the table's columns list has one value type for all columns.
        helper.accessor((row): unknown => row.cells[column.id] ?? undefined, {
          id: column.id,
          header: columnHeader(column, prefs),
          sortFn: (a, b, id) => compareCells(cellOf(a.original, id), cellOf(b.original, id)),
          sortUndefined: 'last',
          // Figures are most often read largest first.
          sortDescFirst: isNumericKind(column.kind),
        }),
      ),
    [gridColumns, prefs],
  );
  const table = useTable({ features, columns, data, getRowId: (row) => row.key });
  const sortedRows = table.getRowModel().rows;
  const paging = useGridPage(
    sortedRows.length,
    maxRows === undefined ? pageSize : undefined,
    gridColumns.map((column) => column.id).join(' '),
  );
  const shown =
    maxRows === undefined
      ? sortedRows.slice(paging.start, paging.end)
      : sortedRows.slice(0, maxRows);
  const byId = new Map(gridColumns.map((column) => [column.id, column]));
  const grouped = groupHeadings(
    grid,
    shown.map((row) => row.original),
    table
      .getHeaderGroups()
      .every((group) => group.headers.every((header) => !header.column.getIsSorted())),
  );
  const frameRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const showPage = (page: number) => {
    paging.setPage(page);
    // The new rows start at the grid's top: bring it back into view when it is scrolled past.
    const frame = frameRef.current;
    if (frame && frame.getBoundingClientRect().top < 0) frame.scrollIntoView({ block: 'start' });
  };
  const scroll = useScrollEdges(scrollRef);
  const site = useCurrentSite();
  const drillDown = useDrillDownDrawer();
  const openDrillDown = (row: GridRow, column: GridColumn) => {
    const entry = row.drillDowns?.[column.id];
    const first = gridColumns[0];
    if (!site || !entry || !first) return;
    const { siteId = site.id, ...target } = entry;
    const title = `${formatCell(first, row, prefs)} · ${columnHeader(column, prefs)}`;
    drillDown.open({ siteId, target, title });
  };

  return (
    <>
      <div
        ref={frameRef}
        className="bb-grid-frame"
        data-scrolled={scroll.before}
        data-more-after={scroll.after}
        data-testid={`${testId}-frame`}
      >
        <div ref={scrollRef} className="bb-grid-scroll" data-testid={`${testId}-scroll`}>
          <Table
            // Room enough that text columns do not shrink to a word a line; wider, it scrolls.
            miw={Math.min(640, gridColumns.length * 110)}
            striped
            highlightOnHover
            withTableBorder
            verticalSpacing={compact ? 2 : 'xs'}
            horizontalSpacing={compact || gridColumns.length > 6 ? 'xs' : 'sm'}
            fz={compact ? 'xs' : 'sm'}
            data-testid={testId}
            data-compact={compact}
          >
            <Table.Thead>
              {table.getHeaderGroups().map((group) => (
                <Table.Tr key={group.id}>
                  {group.headers.map((header, index) => {
                    const column = byId.get(header.column.id);
                    const numeric = column ? isNumericKind(column.kind) : false;
                    const sorted = header.column.getIsSorted();
                    const label = column ? columnHeader(column, prefs) : header.column.id;
                    // An action column holds buttons, nothing to sort by.
                    if (column?.action) {
                      return (
                        <Table.Th key={header.id} data-column={column.id} {...actionProps(index)}>
                          {label}
                        </Table.Th>
                      );
                    }
                    return (
                      <Table.Th
                        key={header.id}
                        ta={numeric ? 'right' : 'left'}
                        aria-sort={
                          sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'
                        }
                        data-column={header.column.id}
                        {...stickyProps(index)}
                      >
                        <UnstyledButton
                          onClick={(event) => {
                            header.column.getToggleSortingHandler()?.(event);
                            // A new order is read from its first rows.
                            paging.setPage(0);
                          }}
                          style={{
                            display: 'inline-flex',
                            alignItems: 'center',
                            gap: 4,
                            fontWeight: 600,
                            fontSize: 'inherit',
                            textAlign: numeric ? 'right' : 'left',
                          }}
                          // The shown header (with its unit) is in the name, for speech input.
                          aria-label={t('reports.grid.sortBy', { column: label })}
                        >
                          <span>{label}</span>
                          <span data-print-hidden style={{ display: 'inline-flex' }}>
                            <SortIcon column={header.column} />
                          </span>
                        </UnstyledButton>
                      </Table.Th>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Thead>
            <Table.Tbody>
              {[...shown.map((row) => row.original), ...totals].map((row) => (
                <Fragment key={row.key}>
                  {grouped.get(row.key) !== undefined && (
                    <Table.Tr data-testid={`${testId}-group`} className="bb-grid-group">
                      <Table.Th colSpan={gridColumns.length} scope="colgroup">
                        {grouped.get(row.key)}
                      </Table.Th>
                    </Table.Tr>
                  )}
                  <Table.Tr fw={row.total ? 700 : undefined} {...row.attributes}>
                    {gridColumns.map((column, index) => (
                      <ValueCell
                        key={column.id}
                        column={column}
                        index={index}
                        row={row}
                        prefs={prefs}
                        colour={colour}
                        onDrillDown={site ? openDrillDown : null}
                        rowAction={rowAction}
                      />
                    ))}
                  </Table.Tr>
                </Fragment>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      </div>
      {paging.pages > 1 && (
        <GridPager
          page={paging.page}
          pages={paging.pages}
          start={paging.start}
          end={paging.end}
          total={sortedRows.length}
          prefs={prefs}
          onPage={showPage}
          testId={testId}
        />
      )}
      {grid.footnote && (
        <Text size="xs" c="dimmed" mt={4} data-testid={`${testId}-footnote`}>
          {grid.footnote}
        </Text>
      )}
      {drillDown.drawer}
      {/* A dashboard tile's first rows lead to the report; a page of the report has its pager. */}
      {maxRows !== undefined && shown.length < sortedRows.length && (
        <Text size="xs" c="dimmed" mt={4} data-testid="report-grid-more">
          {t('reports.grid.more', { count: sortedRows.length - shown.length })}
        </Text>
      )}
    </>
  );
}

import {
  isCellFinal,
  KPI_KEYS,
  LAGGED_RATES,
  objectiveTarget,
  rowDrillDown,
  rowObjective,
  type DrillDownTarget,
  type MonitoringRow,
  type Objective,
  type RowTarget,
  type RowValues,
} from '@barnboard/domain';
import { formatValue, unitLabel } from '../../../lib/reports/cell-format';
import type { ReportContext } from '../../../lib/reports/report-definition';
import type { CellNote, GridColumn, GridRow, ReportGrid } from '../../../lib/reports/report-table';
import type { PerformanceAnswer } from '../api/get-performances';
import { columnLabel } from './column-labels';

/** What a performance grid is written with: the tile's context and the objectives in force. */
export type PerformanceContext = ReportContext & { objectiveOf: (metric: string) => Objective };

const isKpi = (key: string) => (KPI_KEYS as readonly string[]).includes(key);

/** A row's name: a KPI's as every KPI tile writes it, the others' from this feature. */
export function rowName(row: MonitoringRow, { t }: Pick<ReportContext, 't'>): string {
  return t(isKpi(row.key) ? `zootech.kpis.${row.key}` : `performance.rows.${row.key}`);
}

/** Where a column stands on its lagged rates (`final`), and its values. */
type Column = RowValues & { final: Record<keyof typeof LAGGED_RATES, boolean>; partial?: boolean };

/** The n of a cell and whether it is final, as the grid shows them. */
function valueNote(
  row: MonitoringRow,
  column: Column,
  withCount: boolean,
  { t, prefs }: ReportContext,
): CellNote | null {
  const note: CellNote = {};
  const titles: string[] = [];
  const count = withCount ? (row.count?.value(column) ?? null) : null;
  // No n under an empty cell: "n 0" only repeats the dash.
  if (row.count && count !== null && count > 0) {
    const value = formatValue(count, 'count', prefs);
    note.text = t('performance.count', { value });
    titles.push(t(`performance.counts.${row.count.unit}`, { count, value }));
  }
  if (row.lagged && !column.final[row.lagged]) {
    note.provisional = true;
    titles.push(t('performance.notFinal', { days: LAGGED_RATES[row.lagged].lagDays }));
  } else if (!isCellFinal(row, column)) {
    note.provisional = true;
    titles.push(t('performance.partYear'));
  }
  if (titles.length === 0) return null;
  return { ...note, title: titles.join(' · ') };
}

/** The target cell's note: the side it reads from, or the band. */
function targetNote(target: RowTarget, kind: MonitoringRow['kind'], { t, prefs }: ReportContext) {
  const format = (value: number) => formatValue(value, kind, prefs);
  if (target.reads === 'between') {
    const band = t('performance.target.between', {
      low: format(target.low),
      high: format(target.high),
    });
    return { text: band, title: band };
  }
  const key = target.reads === 'at_least' ? 'atLeast' : 'atMost';
  return {
    text: t(`performance.target.${key}Short`),
    title: t(`performance.target.${key}`, { value: format(target.value) }),
  };
}

/**
 * The drill-down of a row's figure over the whole answer (its total cell and headline figure):
 * a mean of rolling columns is no one period's figure, so nothing lists what it is made of.
 */
export function totalDrillDown(rowKey: string, answer: PerformanceAnswer): DrillDownTarget | null {
  return answer.total.kind === 'span' ? rowDrillDown(rowKey, answer.total) : null;
}

/**
 * The grid of a performance answer (docs/performance.md): one row per indicator, then its target
 * under the objective in force, the total or mean, and the columns oldest first. Rates show their
 * n under the value; a lagged rate whose services are too young is marked not final.
 */
export function performanceGrid(
  answer: PerformanceAnswer,
  rows: readonly MonitoringRow[],
  context: PerformanceContext,
): ReportGrid {
  const { t, prefs } = context;
  const columnId = (index: number) => `c${index}`;
  const columns: GridColumn[] = [
    { id: 'row', header: t('performance.columns.indicator'), kind: 'text' },
    { id: 'target', header: t('performance.columns.target'), kind: 'by-row' },
    {
      id: 'total',
      header: t(`performance.columns.${answer.total.kind === 'span' ? 'total' : 'mean'}`),
      kind: 'by-row',
    },
    ...answer.columns.map((column, index) => ({
      id: columnId(index),
      header: columnLabel(answer.unit, column, t, prefs),
      kind: 'by-row' as const,
    })),
  ];
  let provisional = false;
  const gridRows: GridRow[] = rows.map((row) => {
    const metric = rowObjective(row);
    const target = metric ? objectiveTarget(context.objectiveOf(metric)) : null;
    const cells: GridRow['cells'] = {
      row: unitLabel(rowName(row, context), row.kind, prefs),
      target: target?.value ?? null,
      total: row.value(answer.total),
    };
    const notes: Record<string, CellNote> = {};
    const drillDowns: NonNullable<GridRow['drillDowns']> = {};
    const addDrillDown = (id: string, period: { from: string; to: string }) => {
      const target = rowDrillDown(row.key, period);
      if (target) drillDowns[id] = target;
    };
    const addNote = (id: string, note: CellNote | null) => {
      if (!note) return;
      notes[id] = note;
      provisional ||= note.provisional === true;
    };
    if (target) addNote('target', targetNote(target, row.kind, context));
    // A mean column's n would be a mean of counts: it says nothing a reader can use.
    addNote('total', valueNote(row, answer.total, answer.total.kind === 'span', context));
    const total = totalDrillDown(row.key, answer);
    if (total) drillDowns['total'] = total;
    answer.columns.forEach((column, index) => {
      // A column without data reads "no data" in every row: no value, no n, no drill-down.
      cells[columnId(index)] = column.no_data ? null : row.value(column);
      if (column.no_data) return;
      addNote(columnId(index), valueNote(row, column, true, context));
      addDrillDown(columnId(index), column);
    });
    return {
      key: row.key,
      kind: row.kind,
      ...(metric ? { metric } : {}),
      cells,
      notes,
      drillDowns,
      description: t(`performance.formulas.${row.key}`),
      attributes: { 'data-row': row.key },
    };
  });
  return {
    columns,
    rows: gridRows,
    ...(provisional ? { footnote: t('performance.footnote') } : {}),
  };
}

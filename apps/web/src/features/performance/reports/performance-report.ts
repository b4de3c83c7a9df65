import {
  isCellFinal,
  monitoringRows,
  rowObjective,
  type ColumnUnit,
  type MonitoringRow,
  type TileKey,
} from '@barnboard/domain';
import { categoryChart, type ChartColours } from '../../../lib/charts/category-chart';
import type { ChartOption } from '../../../lib/charts/echarts';
import type { ReportDefinition } from '../../../lib/reports/report-definition';
import type { ReportFigure } from '../../../lib/reports/report-table';
import { getPerformances, type PerformanceAnswer } from '../api/get-performances';
import { columnLabel } from './column-labels';
import {
  performanceGrid,
  rowName,
  totalDrillDown,
  type PerformanceContext,
} from './performance-grid';

export type PerformanceTileKey = Extract<
  TileKey,
  | 'performances-monitoring'
  | 'herd-reproduction'
  | 'farrow-wean-piglets'
  | 'historical-performances'
>;

/** Figures the screen shows above the grid: the first rows of the view, over the whole span. */
const FIGURES = 6;

/** A chart of some rows, column by column: lines, or bars for a single row. */
export type PerformanceChart = { rows: readonly string[]; type: 'line' | 'bar' };

/** The rows, one series each, over the columns; all the rows of a chart read the same unit. */
function rowsChart(
  answer: PerformanceAnswer,
  chart: PerformanceChart,
  context: PerformanceContext & { colours: ChartColours },
): ChartOption | null {
  const rows = monitoringRows(chart.rows);
  const kind = rows[0]?.kind ?? 'number';
  const { t, prefs } = context;
  return categoryChart({
    categories: answer.columns.map((column) => columnLabel(answer.unit, column, t, prefs)),
    series: rows.map((row) => ({
      name: rowName(row, context),
      type: chart.type,
      // A value that may still change is left out: the chart shows the settled ones.
      values: answer.columns.map((column) =>
        !column.no_data && isCellFinal(row, column) ? row.value(column) : null,
      ),
    })),
    colours: context.colours,
    kind,
    prefs,
    // One row names the axis; several are different KPIs, which the legend names.
    ...(rows.length === 1 ? { metric: rowName(rows[0]!, context) } : {}),
  });
}

/**
 * A herd-performance report (docs/performance.md): the tile's period cut into columns of `unit`,
 * the rows given, a chart of some of them. Built again when the user changes the view, rows or
 * columns; the columns are part of its query key.
 */
export function performanceReport(options: {
  key: PerformanceTileKey;
  titleKey: string;
  unit: ColumnUnit;
  rows: readonly MonitoringRow[];
  objectiveOf: PerformanceContext['objectiveOf'];
  chart?: PerformanceChart;
}): ReportDefinition<PerformanceAnswer> {
  const { rows, objectiveOf, chart } = options;
  return {
    key: options.key,
    titleKey: options.titleKey,
    queryScope: [options.unit],
    fetch: (request, signal) => {
      // Every performance tile has a stored period (TILES), so its requests carry a range.
      if (!request.range) throw new RangeError(`${options.key} needs a period`);
      return getPerformances(request.siteId, { unit: options.unit, ...request.range }, signal);
    },
    figures: (answer, context): ReportFigure[] =>
      rows.slice(0, FIGURES).map((row) => {
        const drillDown = totalDrillDown(row.key, answer);
        const metric = rowObjective(row);
        return {
          id: row.key,
          label: rowName(row, context),
          kind: row.kind,
          value: row.value(answer.total),
          // A figure that may still change takes no colour, as its grid cell (issue 28 §3).
          ...(metric && isCellFinal(row, answer.total) ? { metric } : {}),
          ...(drillDown ? { drillDown } : {}),
        };
      }),
    views: [
      {
        id: 'rows',
        labelKey: options.titleKey,
        grid: (answer, context) => performanceGrid(answer, rows, { ...context, objectiveOf }),
      },
    ],
    ...(chart
      ? {
          chart: (answer: PerformanceAnswer, context) =>
            rowsChart(answer, chart, { ...context, objectiveOf }),
        }
      : {}),
    isEmpty: (answer) =>
      answer.columns.every(
        (column) => !column.kpis.avg_females && !column.kpis.services && !column.kpis.litters,
      ),
    indicatorRows: true,
    // The total covers the columns' days the herd has data for.
    coveredDays: (answer) =>
      answer.columns.every((column) => column.no_data) ? null : answer.total,
  };
}

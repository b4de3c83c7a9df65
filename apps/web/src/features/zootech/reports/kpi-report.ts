import { kpiKind, type KpiKey, type KpiTileKey } from '@barnboard/domain';
import type { ChartColours } from '../../../lib/charts/category-chart';
import type { ChartOption } from '../../../lib/charts/echarts';
import { unitLabel } from '../../../lib/reports/cell-format';
import { monthLabel } from '../../../lib/reports/period-labels';
import { kpiNotFinalNote } from '../../../lib/reports/kpi-finality';
import type { ReportContext, ReportDefinition } from '../../../lib/reports/report-definition';
import type {
  CellNote,
  CellValue,
  GridColumn,
  GridRow,
  ReportFigure,
} from '../../../lib/reports/report-table';
import { getMonthlyKpis, type KpiAnswer } from '../api/get-kpis';

function kpiFigures(
  keys: readonly KpiKey[],
  answer: KpiAnswer,
  context: ReportContext,
): ReportFigure[] {
  return keys.map((key) => ({
    id: key,
    label: context.t(`zootech.kpis.${key}`),
    kind: kpiKind(key),
    value: answer.kpis[key],
    // Every KPI is looked up (one without an objective stays uncoloured), once it is final: a
    // rate whose latest services may still farrow is not judged yet (issue 28 §3).
    ...(kpiNotFinalNote(key, answer, context) ? {} : { metric: key }),
    drillDown: { key, from: answer.from, to: answer.to },
  }));
}

/**
 * A KPI tile (docs/kpis.md): its KPIs over the period, then month by month (the rows' kind and
 * objective colour follow each KPI). A dashboard tile shows the first four as figures.
 */
export function kpiReport(options: {
  key: KpiTileKey;
  titleKey: string;
  kpis: readonly KpiKey[];
  chart: (
    answer: KpiAnswer,
    context: ReportContext & { colours: ChartColours },
  ) => ChartOption | null;
}): ReportDefinition<KpiAnswer> {
  const { kpis } = options;
  return {
    key: options.key,
    titleKey: options.titleKey,
    fetch: (request, signal) => {
      // Every KPI tile has a stored period (TILES), so its requests always carry a range.
      if (!request.range) throw new RangeError(`${options.key} needs a period`);
      return getMonthlyKpis(request.siteId, request.range, signal);
    },
    figures: (answer, context) => kpiFigures(kpis, answer, context),
    views: [
      {
        id: 'months',
        labelKey: 'zootech.views.months',
        grid: (answer, context) => {
          const months = answer.series ?? [];
          const columns: GridColumn[] = [
            { id: 'kpi', header: context.t('zootech.columns.kpi'), kind: 'text' },
            { id: 'period', header: context.t('zootech.columns.period'), kind: 'by-row' },
            ...months.map((month, index) => ({
              id: `m${index}`,
              header: monthLabel(month.from, context.prefs.language),
              kind: 'by-row' as const,
            })),
          ];
          const rows: GridRow[] = kpiFigures(kpis, answer, context).map((figure) => {
            const key = figure.id as KpiKey;
            const cells: Record<string, CellValue> = {
              kpi: unitLabel(figure.label, figure.kind, context.prefs),
              period: figure.value,
            };
            const drillDowns: NonNullable<GridRow['drillDowns']> = {
              period: { key, from: answer.from, to: answer.to },
            };
            const notes: Record<string, CellNote> = {};
            const periodNote = kpiNotFinalNote(key, answer, context);
            if (periodNote) notes['period'] = periodNote;
            months.forEach((month, index) => {
              cells[`m${index}`] = month.kpis[key];
              drillDowns[`m${index}`] = { key, from: month.from, to: month.to };
              const note = kpiNotFinalNote(key, { ...month, unit: 'month' }, context);
              if (note) notes[`m${index}`] = note;
            });
            return {
              key,
              kind: figure.kind,
              metric: key,
              cells,
              notes,
              drillDowns,
              attributes: { 'data-row': key },
            };
          });
          return { columns, rows };
        },
      },
    ],
    chart: options.chart,
    isEmpty: (answer) => kpis.every((key) => answer.kpis[key] === null || answer.kpis[key] === 0),
    coveredDays: (answer) => (answer.no_data ? null : answer),
  };
}

import type { Series } from './comparison';
import type { ReportContext, ReportDefinition } from './report-definition';
import type { ReportFigure } from './report-table';

/** Whether a series narrows its answer by any filter, on the server or here. */
export function seriesFiltered(series: Series): boolean {
  return [...Object.values(series.request.filters), ...Object.values(series.local)].some(
    (values) => values.length > 0,
  );
}

/**
 * A series' headline figures: the report's, less the drill-down of those that follow the
 * filters when the series has one set (the KPI's list would not sum to the narrowed figure).
 */
export function seriesFigures<Answer>(
  definition: ReportDefinition<Answer>,
  answer: Answer,
  series: Series,
  context: ReportContext,
): ReportFigure[] {
  const figures = definition.figures(answer, context);
  if (!seriesFiltered(series)) return figures;
  return figures.map(({ drillDown, ...figure }) =>
    drillDown && !figure.followsFilters ? { ...figure, drillDown } : figure,
  );
}

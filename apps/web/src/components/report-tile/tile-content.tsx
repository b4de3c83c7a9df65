import { Pagination, Stack } from '@mantine/core';
import { TILES, type GridDisplay } from '@barnboard/domain';
import { useTranslation } from 'react-i18next';
import type {
  ReportChartOf,
  ReportContext,
  ReportDefinition,
} from '../../lib/reports/report-definition';
import type { ReportGrid } from '../../lib/reports/report-table';
import type { SeriesResult } from '../../lib/reports/use-report-series';
import { FigureCards } from './figure-cards';
import { ChartNeedsSingleSeries, ReportChart } from './report-chart';
import { ReportGridTable } from './report-grid';
import { TileEmpty, TileError, TileLoading } from './tile-messages';
import { ViewChoice } from './view-choice';

export type ContentProps<Answer> = {
  definition: ReportDefinition<Answer>;
  results: SeriesResult<Answer>[];
  grid: ReportGrid | null;
  figures: Parameters<typeof FigureCards>[0]['figures'];
  display: GridDisplay;
  context: ReportContext;
  variant: 'tile' | 'page';
  view: string;
  onView: (view: string) => void;
  /** The chart of the view shown, if any. */
  chart: ReportChartOf<Answer> | null;
  page: number;
  onPage: (page: number) => void;
  showChart: boolean;
};

/** Rows a dashboard tile shows; its screen shows them all. */
const TILE_ROWS = 6;

/**
 * Rows of a long grid shown at once (issue 28 §7): 619 rows made a tile 27,000 px tall. Paging
 * rather than a virtual list keeps every shown row in the document, to print, to search with the
 * browser and to read with a screen reader; 50 rows is a screen or two of reading.
 */
const GRID_PAGE_ROWS = 50;

/** The tile's body: loading, error or empty states, else figures, chart and grid. */
export function TileContent<Answer>(props: ContentProps<Answer>) {
  const { t } = useTranslation();
  const { definition, results, grid, variant } = props;
  const comparing = results.length > 1;
  const failed = results.find((result) => result.isError);
  const first = results[0];

  if (failed && !comparing) return <TileError error={failed.error} onRetry={failed.refetch} />;
  if (results.some((result) => result.isPending)) return <TileLoading />;
  if (!first?.data || !grid) return null;
  if (!comparing && definition.isEmpty(first.data)) {
    return <TileEmpty {...(definition.emptyKey ? { messageKey: definition.emptyKey } : {})} />;
  }

  const pages = definition.paging?.pages(first.data) ?? 1;
  const [, ...otherViews] = definition.views;
  return (
    <Stack gap="sm">
      {failed && <TileError error={failed.error} onRetry={failed.refetch} />}
      {!comparing && (
        <FigureCards
          figures={
            variant === 'tile' ? props.figures.slice(0, definition.headline ?? 4) : props.figures
          }
          prefs={props.context.prefs}
        />
      )}
      {comparing
        ? definition.chart && <ChartNeedsSingleSeries />
        : props.showChart &&
          props.chart && (
            <ReportChart
              chart={props.chart}
              answer={first.data}
              context={props.context}
              height={variant === 'page' ? 260 : 180}
            />
          )}
      {!comparing && otherViews.length > 0 && (
        <ViewChoice
          value={props.view}
          onChange={props.onView}
          views={definition.views.map((view) => ({ value: view.id, label: t(view.labelKey) }))}
        />
      )}
      <ReportGridTable
        grid={grid}
        prefs={props.context.prefs}
        compact={props.display === 'compact' || variant === 'tile'}
        // A dashboard tile shows the first rows when its screen shows the rest.
        {...(variant === 'tile' && TILES[definition.key].route ? { maxRows: TILE_ROWS } : {})}
        // A report paged by its server (feed intakes) has its own pages below.
        {...(definition.paging || definition.indicatorRows ? {} : { pageSize: GRID_PAGE_ROWS })}
      />
      {!comparing && variant === 'page' && pages > 1 && (
        <Pagination
          total={pages}
          value={props.page}
          onChange={props.onPage}
          withEdges
          size="sm"
          data-testid="report-pagination"
          data-print-hidden
        />
      )}
    </Stack>
  );
}

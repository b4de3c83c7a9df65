import { useMantineTheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/api-error';
import { useObjectiveColour } from '../../lib/objectives/use-objective-colour';
import { formatValue } from '../../lib/reports/cell-format';
import {
  cappedPdfTable,
  pdfFigures,
  pdfTable,
  pdfTone,
  type ToneOf,
} from '../../lib/reports/pdf-section';
import type { ReportDefinition } from '../../lib/reports/report-definition';
import type { ReportGrid } from '../../lib/reports/report-table';
import type { TilePdfSource } from '../../lib/reports/tile-pdf-sources';
import { chartColours } from './use-chart-colours';
import type { useReportTile } from './use-report-tile';
import type { useTileGrid } from './use-tile-grid';

/**
 * How a tile writes its PDF section: what it shows, as it shows it — its period and lactation
 * days, the view shown (of a report with several), the comparison and filters in force, the figures on screen (the first ones on a dashboard
 * tile), the chart in the light theme's colours (paper is white), and the grid in its display,
 * its first rows only when it is long (every page of a paged report counts; PDF_MAX_ROWS), with a
 * note saying so. `ready` once there is an answer to write, or an error.
 */
export function useTilePdf<Answer>(options: {
  definition: ReportDefinition<Answer>;
  state: ReturnType<typeof useReportTile<Answer>>;
  shown: ReturnType<typeof useTileGrid<Answer>>;
  variant: 'tile' | 'page';
}): { ready: boolean; build: TilePdfSource } {
  const { definition, state, shown, variant } = options;
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const colour = useObjectiveColour();
  const toneOf: ToneOf = (metric, value) => pdfTone(colour(metric, value));
  const { results, displayPrefs: prefs } = state;
  const first = results[0];
  const failed = results.find((result) => result.isError);
  const count = (value: number) => formatValue(value, 'count', prefs);
  const table = (grid: ReportGrid) =>
    definition.pdfWholeList || definition.indicatorRows
      ? pdfTable(grid, prefs, toneOf)
      : cappedPdfTable(pdfTable(grid, prefs, toneOf), (shown, rows) =>
          t('reports.pdf.firstRows', { shown: count(shown), rows: count(rows) }),
        );

  const lines = (): string[] => {
    const lines = state.subtitle ? [state.subtitle] : [];
    // A report of several grids prints the one shown: say which (the action lists' list).
    const view = definition.views.find((one) => one.id === shown.view);
    if (definition.views.length > 1 && view) lines.push(t(view.labelKey));
    if (shown.comparing) {
      lines.push(
        t('reports.pdf.comparison', {
          kind: t(`reports.compare.modes.${state.comparison.kind}`),
          columns: results.map((result) => result.series.label).join(', '),
        }),
      );
    }
    const filters = state.filterChoices
      .filter((filter) => (state.filters[filter.id]?.length ?? 0) > 0)
      .map((filter) =>
        t('reports.pdf.filter', {
          filter: t(filter.labelKey),
          values: state.filters[filter.id]!.map(
            (value) => filter.options.find((option) => option.value === value)?.label ?? value,
          ).join(', '),
        }),
      );
    if (filters.length > 0) lines.push(t('reports.pdf.filters', { filters: filters.join(' · ') }));
    return lines;
  };

  const build: TilePdfSource = async () => {
    const section = {
      title: t(definition.titleKey),
      lines: lines(),
      figures: [],
      chart: null,
      table: null,
      message: null,
    };
    const answer = shown.comparing ? first?.data : await state.fullAnswer();
    if (failed && !shown.comparing) {
      const forbidden = failed.error instanceof ApiError && failed.error.status === 403;
      return { ...section, message: t(forbidden ? 'reports.states.noAccess' : 'errors.generic') };
    }
    if (answer === undefined || !shown.grid) return section;
    if (shown.comparing) {
      return { ...section, table: table(shown.grid) };
    }
    if (definition.isEmpty(answer)) {
      return { ...section, message: t(definition.emptyKey ?? 'reports.states.empty') };
    }
    const figures =
      variant === 'tile' ? shown.figures.slice(0, definition.headline ?? 4) : shown.figures;
    // The chart of the answer on screen (a paged report's page), as the tile draws it.
    const chart =
      state.tile.chart && shown.chart && first?.data !== undefined
        ? shown.chart(first.data, { ...shown.context, colours: chartColours(theme, 'light') })
        : null;
    return {
      ...section,
      figures: pdfFigures(figures, prefs, toneOf),
      chart,
      table: table(shown.gridOf(answer)),
    };
  };

  return { ready: results.length > 0 && results.every((result) => !result.isPending), build };
}

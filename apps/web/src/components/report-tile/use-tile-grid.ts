import type { Site } from '@barnboard/domain';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { comparisonGrid } from '../../lib/reports/comparison';
import {
  applyGridDisplay,
  availableDisplays,
  effectiveDisplay,
  readGridDisplay,
} from '../../lib/reports/grid-display';
import type { ReportDefinition } from '../../lib/reports/report-definition';
import type { ReportGrid } from '../../lib/reports/report-table';
import { seriesFigures } from '../../lib/reports/series-figures';
import { saveReportPreferences } from '../../lib/reports/use-report-preferences';
import type { useReportTile } from './use-report-tile';

/**
 * What a tile shows of its answers: the figures, and the grid of the chosen view (or, comparing,
 * the figures side by side) in the user's grid display. `gridOf` builds the same grid from
 * another answer (every page of a paged report, for the exports).
 */
export function useTileGrid<Answer>(
  definition: ReportDefinition<Answer>,
  state: ReturnType<typeof useReportTile<Answer>>,
  site: Site,
) {
  const { t } = useTranslation();
  const { results, displayPrefs: prefs } = state;
  const [view, setView] = useState(definition.views[0].id);
  const comparing = results.length > 1;
  const answer = results[0]?.data;
  const context = useMemo(() => ({ t, prefs, timeZone: site.timezone }), [t, prefs, site.timezone]);
  const activeView = definition.views.find((one) => one.id === view) ?? definition.views[0];

  const rawGrid = useMemo(() => {
    if (comparing) {
      return comparisonGrid(
        results.map((result) => ({
          label: result.series.label,
          siteId: result.series.request.siteId,
          figures: result.data
            ? seriesFigures(definition, result.data, result.series, context)
            : [],
        })),
        t('reports.compare.figure'),
        prefs,
      );
    }
    return answer === undefined ? null : activeView.grid(answer, context);
  }, [comparing, results, definition, context, t, prefs, answer, activeView]);
  const display = rawGrid ? effectiveDisplay(rawGrid, readGridDisplay(state.prefs)) : 'standard';
  const totalLabel = t('reports.grid.total');
  const shownSeries = results[0]?.series;
  const figures = useMemo(
    () =>
      answer === undefined || shownSeries === undefined || comparing
        ? []
        : seriesFigures(definition, answer, shownSeries, context),
    [answer, shownSeries, comparing, definition, context],
  );
  const gridOf = useCallback(
    (other: Answer): ReportGrid =>
      applyGridDisplay(activeView.grid(other, context), display, totalLabel),
    [activeView, context, display, totalLabel],
  );

  return {
    comparing,
    context,
    figures,
    view: activeView.id,
    setView,
    /** The chart of the view shown: its own, else the report's. */
    chart: activeView.chart ?? definition.chart ?? null,
    display,
    grid: rawGrid ? applyGridDisplay(rawGrid, display, totalLabel) : null,
    gridOf,
    displayChoice: rawGrid
      ? {
          value: display,
          options: availableDisplays(rawGrid),
          onChange: (gridDisplay: typeof display) => saveReportPreferences({ gridDisplay }),
        }
      : null,
  };
}

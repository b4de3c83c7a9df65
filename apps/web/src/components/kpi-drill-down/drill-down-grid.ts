import type { KpiDrillDownResponse } from '@barnboard/domain';
import type { TFunction } from 'i18next';
import type { GridColumn, ReportGrid } from '../../lib/reports/report-table';

/**
 * The rows behind a figure as a report grid (so the table, its formats and its CSV are the
 * report grids'): the animal, what the row is, its date and place, the outcome of a service or
 * the kind of a removal, and what it adds to the numerator and to the denominator. The animals
 * link to their cards when the rows are the current site's (a sites comparison lists another's).
 */
export function drillDownGrid(
  answer: KpiDrillDownResponse,
  t: TFunction,
  currentSite: boolean,
): ReportGrid {
  const hasDenominator = answer.formula !== 'count' && answer.formula !== 'average';
  const columns: GridColumn[] = [
    {
      id: 'animal',
      header: t('drilldown.columns.animal'),
      kind: currentSite ? 'animal' : 'text',
    },
    { id: 'event', header: t('drilldown.columns.event'), kind: 'text' },
    { id: 'date', header: t('drilldown.columns.date'), kind: 'date' },
    { id: 'location', header: t('drilldown.columns.location'), kind: 'text' },
    { id: 'detail', header: t('drilldown.columns.detail'), kind: 'text' },
    { id: 'numerator', header: t('drilldown.columns.numerator'), kind: 'count' },
    ...(hasDenominator
      ? [{ id: 'denominator', header: t('drilldown.columns.denominator'), kind: 'count' as const }]
      : []),
  ];
  return {
    columns,
    rows: answer.data.map((row, index) => ({
      key: String(index),
      cells: {
        animal: row.animal,
        event: t(`drilldown.events.${row.event}`),
        date: row.date,
        location: row.location,
        detail: row.detail === null ? null : t(`drilldown.details.${row.detail}`),
        numerator: row.numerator,
        denominator: row.denominator,
      },
      attributes: { 'data-testid': 'drill-down-row', 'data-event': row.event },
    })),
  };
}

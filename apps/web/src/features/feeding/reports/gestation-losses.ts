import { LOSS_CAUSES } from '@barnboard/domain';
import { categoryChart } from '../../../lib/charts/category-chart';
import type { ReportDefinition } from '../../../lib/reports/report-definition';
import { gridRows } from '../../../lib/reports/report-table';
import { getGestationLosses, type GestationLossesAnswer } from '../api/get-gestation-losses';
import { fraction } from './grams';

/**
 * Gestation losses: the services of the period's window (farrowing rate's, [from − 115,
 * to − 115]) that did not farrow, by cause, and each lost service. The cause filter narrows
 * both lists; the figures stay the window's.
 */
export const gestationLossesReport: ReportDefinition<GestationLossesAnswer> = {
  key: 'gestation-losses',
  titleKey: 'pages.gestationLosses',
  fetch: (request, signal) => getGestationLosses(request.siteId, request.range, signal),
  filters: [
    {
      id: 'cause',
      labelKey: 'feeding.columns.cause',
      options: (_answer, t) =>
        LOSS_CAUSES.map((cause) => ({ value: cause, label: t(`feeding.causes.${cause}`) })),
      narrow: (answer, values) => ({
        ...answer,
        causes: answer.causes.filter((row) => values.includes(row.cause)),
        losses: answer.losses.filter((row) => values.includes(row.cause)),
      }),
      comparable: false,
    },
  ],
  figures: (answer, { t }) => [
    { id: 'services', label: t('feeding.figures.services'), kind: 'count', value: answer.services },
    { id: 'farrowed', label: t('feeding.figures.farrowed'), kind: 'count', value: answer.farrowed },
    { id: 'lost', label: t('feeding.figures.lost'), kind: 'count', value: answer.lost },
    {
      id: 'percent_lost',
      label: t('feeding.figures.percentLost'),
      kind: 'percent',
      value: fraction(answer.percent_lost),
      // Final, and so judged, once no service of the window is still pending (may yet farrow).
      ...(answer.pending === 0 ? { metric: 'pc_services_lost' } : {}),
    },
    {
      id: 'mean_day_lost',
      label: t('feeding.figures.meanDayLost'),
      kind: 'number',
      value: answer.mean_day_lost,
    },
    { id: 'pending', label: t('feeding.figures.pending'), kind: 'count', value: answer.pending },
    {
      id: 'transferred',
      label: t('feeding.figures.transferred'),
      kind: 'count',
      value: answer.transferred,
    },
  ],
  views: [
    {
      id: 'by-cause',
      labelKey: 'feeding.views.byCause',
      grid: (answer, { t }) => ({
        columns: [
          { id: 'cause', header: t('feeding.columns.cause'), kind: 'text' },
          { id: 'count', header: t('feeding.columns.losses'), kind: 'count', total: 'sum' },
          { id: 'percent', header: t('feeding.columns.ofServices'), kind: 'percent', total: 'sum' },
          { id: 'mean_day', header: t('feeding.columns.meanDayLost'), kind: 'number' },
        ],
        rows: gridRows(
          answer.causes,
          (row) => row.cause,
          (row) => ({
            cause: t(`feeding.causes.${row.cause}`),
            count: row.count,
            percent: fraction(row.percent),
            mean_day: row.mean_day,
          }),
        ),
      }),
    },
    {
      id: 'losses',
      labelKey: 'feeding.views.losses',
      grid: (answer, { t }) => ({
        columns: [
          { id: 'animal', header: t('feeding.columns.sow'), kind: 'animal' },
          { id: 'service_date', header: t('feeding.columns.serviceDate'), kind: 'date' },
          { id: 'cause', header: t('feeding.columns.cause'), kind: 'text' },
          { id: 'lost_date', header: t('feeding.columns.lostDate'), kind: 'date' },
          { id: 'day_lost', header: t('feeding.columns.dayLost'), kind: 'count', total: 'mean' },
        ],
        rows: gridRows(
          answer.losses,
          (row) => `${row.animal}:${row.service_date}`,
          (row) => ({
            animal: row.animal,
            service_date: row.service_date,
            cause: t(`feeding.causes.${row.cause}`),
            lost_date: row.lost_date,
            day_lost: row.day_lost,
          }),
        ),
      }),
    },
  ],
  chart: (answer, { t, prefs, colours }) =>
    categoryChart({
      categories: answer.causes.map((row) => t(`feeding.causes.${row.cause}`)),
      series: [
        {
          name: t('feeding.columns.losses'),
          type: 'bar',
          values: answer.causes.map((row) => row.count),
        },
      ],
      colours,
      kind: 'count',
      prefs,
      metric: t('feeding.columns.losses'),
      namedCategories: true,
    }),
  isEmpty: (answer) => answer.services === 0,
};

import { categoryChart } from '../../../lib/charts/category-chart';
import type { ReportDefinition } from '../../../lib/reports/report-definition';
import { gridRows } from '../../../lib/reports/report-table';
import { getLactationHistory, type LactationHistoryAnswer } from '../api/get-lactation-history';
import { kg } from './grams';

/**
 * Lactation history (docs/feeding.md): intakes of the period within the lactation-day range,
 * by sow and by room, and the mean intake of each lactation day.
 */
export const lactationHistoryReport: ReportDefinition<LactationHistoryAnswer> = {
  key: 'lactation-history',
  titleKey: 'pages.lactationHistory',
  fetch: (request, signal) =>
    getLactationHistory(
      request.siteId,
      { range: request.range, lactationDays: request.lactationDays },
      signal,
    ),
  figures: (answer, { t }) => [
    { id: 'intakes', label: t('feeding.figures.intakes'), kind: 'count', value: answer.intakes },
    { id: 'sows', label: t('feeding.figures.sows'), kind: 'count', value: answer.by_sow.length },
    {
      id: 'mean',
      label: t('feeding.figures.meanIntake'),
      kind: 'weight',
      value: answer.mean_g === null ? null : kg(answer.mean_g),
    },
    { id: 'rooms', label: t('feeding.figures.rooms'), kind: 'count', value: answer.by_room.length },
  ],
  views: [
    {
      id: 'by-sow',
      labelKey: 'feeding.views.bySow',
      grid: (answer, { t }) => ({
        columns: [
          { id: 'animal', header: t('feeding.columns.sow'), kind: 'animal' },
          { id: 'intakes', header: t('feeding.columns.intakes'), kind: 'count', total: 'sum' },
          { id: 'mean', header: t('feeding.columns.meanIntake'), kind: 'weight', total: 'mean' },
          { id: 'total', header: t('feeding.columns.totalIntake'), kind: 'weight', total: 'sum' },
        ],
        rows: gridRows(
          answer.by_sow,
          (row) => row.animal,
          (row) => ({
            animal: row.animal,
            intakes: row.intakes,
            mean: kg(row.mean_g),
            total: kg(row.total_g),
          }),
        ),
      }),
    },
    {
      id: 'by-room',
      labelKey: 'feeding.views.byRoom',
      grid: (answer, { t }) => ({
        columns: [
          { id: 'room', header: t('feeding.columns.room'), kind: 'text' },
          { id: 'sows', header: t('feeding.columns.sows'), kind: 'count', total: 'sum' },
          {
            id: 'intakes',
            header: t('feeding.columns.intakes'),
            kind: 'count',
            total: 'sum',
            perSow: true,
          },
          { id: 'mean', header: t('feeding.columns.meanIntake'), kind: 'weight', total: 'mean' },
        ],
        sowsColumn: 'sows',
        rows: gridRows(
          answer.by_room,
          (row) => row.room ?? '',
          (row) => ({
            room: row.room ?? t('feeding.noLocation'),
            sows: row.sows,
            intakes: row.intakes,
            mean: kg(row.mean_g),
          }),
        ),
      }),
    },
  ],
  chart: (answer, { t, prefs, colours }) =>
    categoryChart({
      categories: answer.by_day.map((row) => String(row.day)),
      series: [
        {
          name: t('feeding.columns.meanIntake'),
          type: 'line',
          values: answer.by_day.map((row) => kg(row.mean_g)),
        },
      ],
      colours,
      kind: 'weight',
      prefs,
      metric: t('feeding.columns.meanIntake'),
      categoryName: t('feeding.columns.lactationDay'),
    }),
  isEmpty: (answer) => answer.intakes === 0,
};

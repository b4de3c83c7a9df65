import { FEED_KINDS, type FeedKind } from '@barnboard/domain';
import { formatValue } from '../../../lib/reports/cell-format';
import type { ReportDefinition, ReportRequest } from '../../../lib/reports/report-definition';
import { gridRows, ratio } from '../../../lib/reports/report-table';
import {
  FEED_INTAKES_PER_PAGE,
  getAllFeedIntakes,
  getFeedIntakes,
  type FeedIntakesAnswer,
} from '../api/get-feed-intakes';
import { kg } from './grams';
import { rationChart } from './ration-chart';
import { rationColumns } from './ration-columns';

/** The kind asked: one kind chosen filters on the server; none or both is every intake. */
function kindOf(request: ReportRequest): FeedKind | undefined {
  const kinds = request.filters['kind'] ?? [];
  return kinds.length === 1 ? FEED_KINDS.find((kind) => kind === kinds[0]) : undefined;
}

const totalsOf = (answer: FeedIntakesAnswer) =>
  answer.totals.reduce(
    (sum, day) => ({
      sows: sum.sows + day.sows,
      target: sum.target + day.target_g,
      distributed: sum.distributed + day.distributed_g,
    }),
    { sows: 0, target: 0, distributed: 0 },
  );

/**
 * Feed intakes (the /feeding screen, docs/feeding.md): each sow's feed per day over the period,
 * a page at a time, with the period's totals (every page) as figures and chart.
 */
export const feedIntakesReport: ReportDefinition<FeedIntakesAnswer> = {
  key: 'feedintakes',
  titleKey: 'pages.feeding',
  fetch: (request, signal) =>
    getFeedIntakes(
      request.siteId,
      {
        range: request.range,
        kind: kindOf(request),
        page: request.page,
        perPage: FEED_INTAKES_PER_PAGE,
      },
      signal,
    ),
  paging: {
    pages: (answer) => answer.meta.pages,
    fetchAll: (request) =>
      getAllFeedIntakes(request.siteId, { range: request.range, kind: kindOf(request) }),
  },
  filters: [
    {
      id: 'kind',
      labelKey: 'feeding.columns.kind',
      server: true,
      options: (_answer, t) =>
        FEED_KINDS.map((kind) => ({ value: kind, label: t(`feeding.kinds.${kind}`) })),
      comparable: true,
    },
  ],
  figures: (answer, { t }) => {
    const totals = totalsOf(answer);
    return [
      { id: 'intakes', label: t('feeding.figures.intakes'), kind: 'count', value: totals.sows },
      {
        id: 'target',
        label: t('feeding.figures.target'),
        kind: 'weight',
        value: kg(totals.target),
      },
      {
        id: 'distributed',
        label: t('feeding.figures.distributed'),
        kind: 'weight',
        value: kg(totals.distributed),
      },
      {
        id: 'feed_rate',
        label: t('feeding.figures.feedRate'),
        kind: 'percent',
        value: ratio(totals.distributed, totals.target),
      },
    ];
  },
  views: [
    {
      id: 'intakes',
      labelKey: 'feeding.views.intakes',
      grid: (answer, { t }) => ({
        columns: [
          { id: 'date', header: t('feeding.columns.date'), kind: 'date' },
          { id: 'animal', header: t('feeding.columns.sow'), kind: 'animal' },
          { id: 'kind', header: t('feeding.columns.kind'), kind: 'text' },
          { id: 'day', header: t('feeding.columns.day'), kind: 'count' },
          { id: 'station', header: t('feeding.columns.station'), kind: 'text' },
          ...rationColumns(t),
          { id: 'curve', header: t('feeding.columns.curvePercent'), kind: 'percent' },
        ],
        rows: gridRows(
          answer.data,
          (row) => `${row.date}:${row.kind}:${row.animal}`,
          (row) => ({
            date: row.date,
            animal: row.animal,
            kind: t(`feeding.kinds.${row.kind}`),
            day: row.day,
            station: row.station,
            target: kg(row.target_g),
            distributed: kg(row.distributed_g),
            percent: ratio(row.distributed_g, row.target_g),
            curve: row.curve_percent === null ? null : row.curve_percent / 100,
          }),
        ),
      }),
    },
  ],
  // Every kind of feed of a day together.
  chart: (answer, context) =>
    rationChart(
      answer.totals,
      {
        categoryOf: (day) => day.date,
        combine: 'sum',
        label: (date) => formatValue(date, 'date', context.prefs),
        metric: context.t('feeding.chart.feed'),
      },
      context,
    ),
  isEmpty: (answer) => answer.meta.total === 0,
};

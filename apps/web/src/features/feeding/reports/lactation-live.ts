import type { ReportDefinition } from '../../../lib/reports/report-definition';
import { gridRows, ratio } from '../../../lib/reports/report-table';
import { getLactationLive, type LactationLiveAnswer } from '../api/get-lactation-live';
import { fraction, kg } from './grams';
import { rationChart } from './ration-chart';
import { daySoFar } from './day-so-far';
import { rationColumns } from './ration-columns';
import { roomKey, roomOptions } from './rooms';

type Feeder = LactationLiveAnswer['feeders'][number];

const sum = (feeders: readonly Feeder[], pick: (feeder: Feeder) => number) =>
  feeders.reduce((total, feeder) => total + pick(feeder), 0);

/**
 * Lactation today (docs/feeding.md): each sow's feeder, target and feed given. The figures are
 * summed from the feeders shown, so filtering or comparing rooms gives each room's own figures.
 */
export const lactationLiveReport: ReportDefinition<LactationLiveAnswer> = {
  key: 'lactation-live',
  titleKey: 'pages.lactationLive',
  fetch: (request, signal) => getLactationLive(request.siteId, request.range?.to, signal),
  live: { topics: ['feeding'], pollMs: 300_000 },
  filters: [
    {
      id: 'room',
      labelKey: 'feeding.columns.room',
      options: (answer, t) =>
        roomOptions(
          (answer?.feeders ?? []).map((row) => row.location),
          t,
        ),
      narrow: (answer, values) => ({
        ...answer,
        feeders: answer.feeders.filter((feeder) => values.includes(roomKey(feeder.location))),
      }),
      comparable: true,
    },
  ],
  figures: ({ feeders, as_of }, { t, prefs }) => {
    const day = daySoFar(as_of, t, prefs);
    const target = sum(feeders, (feeder) => feeder.target_g);
    const distributed = sum(feeders, (feeder) => feeder.distributed_g);
    return [
      { id: 'sows', label: t('feeding.figures.sows'), kind: 'count', value: feeders.length },
      { id: 'target', label: t('feeding.figures.target'), kind: 'weight', value: kg(target) },
      {
        id: 'distributed',
        label: t('feeding.figures.distributed'),
        kind: 'weight',
        value: kg(distributed),
      },
      {
        id: 'feed_rate',
        label: day.label('feedRate'),
        kind: 'percent',
        value: ratio(distributed, target),
        ...(day.judged ? { metric: 'lac_feed_rate' } : {}),
      },
    ];
  },
  views: [
    {
      id: 'feeders',
      labelKey: 'feeding.views.feeders',
      grid: (answer, { t }) => ({
        columns: [
          { id: 'feeder', header: t('feeding.columns.feeder'), kind: 'text' },
          { id: 'location', header: t('feeding.columns.location'), kind: 'text' },
          { id: 'animal', header: t('feeding.columns.sow'), kind: 'animal' },
          { id: 'day', header: t('feeding.columns.lactationDay'), kind: 'count' },
          // Each sow's share so far takes no colour before the day is over (day-so-far.ts).
          ...rationColumns(t, answer.as_of === null ? 'lac_feed_rate' : undefined),
        ],
        rows: gridRows(
          answer.feeders,
          (row) => `${row.feeder ?? ''}:${row.animal}`,
          (row) => ({
            feeder: row.feeder,
            location: row.location,
            animal: row.animal,
            day: row.day,
            target: kg(row.target_g),
            distributed: kg(row.distributed_g),
            percent: fraction(row.percent),
          }),
        ),
      }),
    },
  ],
  // The mean sow of each lactation day.
  chart: (answer, context) =>
    rationChart(
      answer.feeders,
      {
        categoryOf: (feeder) => feeder.day,
        combine: 'mean',
        label: String,
        categoryName: context.t('feeding.columns.lactationDay'),
        metric: context.t('feeding.chart.feedPerSow'),
      },
      context,
    ),
  isEmpty: (answer) => answer.feeders.length === 0,
};

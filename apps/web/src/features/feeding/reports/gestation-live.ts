import { categoryChart } from '../../../lib/charts/category-chart';
import type { ReportDefinition } from '../../../lib/reports/report-definition';
import { gridRows, ratio } from '../../../lib/reports/report-table';
import { getGestationLive, type GestationLiveAnswer } from '../api/get-gestation-live';
import { daySoFar } from './day-so-far';
import { fraction, kg } from './grams';
import { rationColumns } from './ration-columns';
import { roomKey, roomOptions } from './rooms';

type Attention = GestationLiveAnswer['attention'][number];

const STATUSES = ['not_fed', 'under_fed'] as const;

const narrowAttention =
  (keep: (row: Attention, values: readonly string[]) => boolean) =>
  (answer: GestationLiveAnswer, values: readonly string[]): GestationLiveAnswer => ({
    ...answer,
    attention: answer.attention.filter((row) => keep(row, values)),
  });

/**
 * Gestation feeding live (docs/feeding.md): the day's sows fed, not fed and under their ration,
 * feed given against the target, and the sows to check. The filters narrow the list of sows to
 * check; the day's figures stay those of the whole site.
 */
export const gestationLiveReport: ReportDefinition<GestationLiveAnswer> = {
  key: 'gestation-live',
  titleKey: 'pages.gestationLive',
  fetch: (request, signal) => getGestationLive(request.siteId, request.range?.to, signal),
  live: { topics: ['feeding'], pollMs: 300_000 },
  filters: [
    {
      id: 'status',
      labelKey: 'feeding.columns.status',
      options: (_answer, t) =>
        STATUSES.map((status) => ({ value: status, label: t(`feeding.status.${status}`) })),
      narrow: narrowAttention((row, values) => values.includes(row.status)),
      comparable: false,
    },
    {
      id: 'room',
      labelKey: 'feeding.columns.room',
      options: (answer, t) =>
        roomOptions(
          (answer?.attention ?? []).map((row) => row.location),
          t,
        ),
      narrow: narrowAttention((row, values) => values.includes(roomKey(row.location))),
      comparable: false,
    },
  ],
  // The first four are the dashboard tile's: how many sows, how many fed, who needs a look.
  figures: (answer, { t, prefs }) => {
    const day = daySoFar(answer.as_of, t, prefs);
    return [
      {
        id: 'expected',
        label: t('feeding.figures.expected'),
        kind: 'count',
        value: answer.expected,
      },
      {
        id: 'fed_rate',
        label: day.label('fedRate'),
        kind: 'percent',
        value: ratio(answer.fed, answer.expected),
        ...(day.judged ? { metric: 'ges_fed_rate' } : {}),
      },
      { id: 'not_fed', label: day.label('notFed'), kind: 'count', value: answer.not_fed },
      {
        id: 'feed_rate',
        label: day.label('feedRate'),
        kind: 'percent',
        value: fraction(answer.percent),
        ...(day.judged ? { metric: 'ges_feed_rate' } : {}),
      },
      { id: 'under_fed', label: day.label('underFed'), kind: 'count', value: answer.under_fed },
      { id: 'fed', label: t('feeding.figures.fed'), kind: 'count', value: answer.fed },
      {
        id: 'target',
        label: t('feeding.figures.target'),
        kind: 'weight',
        value: kg(answer.total_target_g),
      },
      {
        id: 'distributed',
        label: t('feeding.figures.distributed'),
        kind: 'weight',
        value: kg(answer.total_distributed_g),
      },
      { id: 'visits', label: t('feeding.figures.visits'), kind: 'count', value: answer.visits },
    ];
  },
  views: [
    {
      id: 'attention',
      labelKey: 'feeding.views.attention',
      grid: (answer, { t, prefs }) => {
        const day = daySoFar(answer.as_of, t, prefs);
        return {
          columns: [
            { id: 'animal', header: t('feeding.columns.sow'), kind: 'animal' },
            { id: 'status', header: t('feeding.columns.status'), kind: 'text' },
            { id: 'station', header: t('feeding.columns.station'), kind: 'text' },
            { id: 'location', header: t('feeding.columns.location'), kind: 'text' },
            { id: 'day', header: t('feeding.columns.gestationDay'), kind: 'count' },
            ...rationColumns(t, day.judged ? 'ges_feed_rate' : undefined),
          ],
          rows: gridRows(
            answer.attention,
            (row) => row.animal,
            (row) => ({
              animal: row.animal,
              status: day.status(row.status),
              station: row.station,
              location: row.location,
              day: row.day,
              target: kg(row.target_g),
              distributed: kg(row.distributed_g),
              percent: fraction(row.percent),
            }),
            (row) => ({
              'data-testid': 'attention-row',
              'data-status': row.status,
              'data-animal': row.animal,
            }),
          ),
        };
      },
    },
  ],
  chart: (answer, { t, prefs, colours }) => {
    const day = daySoFar(answer.as_of, t, prefs);
    return categoryChart({
      categories: [t('feeding.figures.fedInFull'), day.label('underFed'), day.label('notFed')],
      series: [
        {
          name: t('feeding.figures.sows'),
          type: 'bar',
          values: [answer.fed - answer.under_fed, answer.under_fed, answer.not_fed],
        },
      ],
      colours,
      kind: 'count',
      prefs,
      metric: t('feeding.figures.sows'),
      namedCategories: true,
    });
  },
  isEmpty: (answer) => answer.expected === 0,
};

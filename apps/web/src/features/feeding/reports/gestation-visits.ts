import { categoryChart } from '../../../lib/charts/category-chart';
import { formatValue } from '../../../lib/reports/cell-format';
import type { ReportDefinition } from '../../../lib/reports/report-definition';
import { gridRows, ratio } from '../../../lib/reports/report-table';
import { getGestationVisits, type GestationVisitsAnswer } from '../api/get-gestation-visits';
import { kg } from './grams';

type Day = GestationVisitsAnswer['days'][number];

const sumOf = (days: readonly Day[], pick: (day: Day) => number) =>
  days.reduce((total, day) => total + pick(day), 0);

/** Each station over the whole period: its visits, sow-days and feed. */
function byStation(answer: GestationVisitsAnswer) {
  const stations = new Map<
    string,
    { station: string; location: string | null; visits: number; sows: number; grams: number }
  >();
  for (const day of answer.days) {
    for (const one of day.stations) {
      const sum = stations.get(one.station) ?? {
        station: one.station,
        location: one.location,
        visits: 0,
        sows: 0,
        grams: 0,
      };
      sum.visits += one.visits;
      sum.sows += one.sows;
      sum.grams += one.distributed_g;
      stations.set(one.station, sum);
    }
  }
  return [...stations.values()];
}

/**
 * Gestation visits: per day of the period, the sows expected at the stations, those that came
 * and how often; per station its visits; and the sows of the last day that did not come.
 */
export const gestationVisitsReport: ReportDefinition<GestationVisitsAnswer> = {
  key: 'gestation-visits',
  titleKey: 'pages.gestationVisits',
  fetch: (request, signal) => getGestationVisits(request.siteId, request.range, signal),
  figures: ({ days, not_visited }, { t }) => {
    const visited = sumOf(days, (day) => day.visited);
    const visits = sumOf(days, (day) => day.visits);
    return [
      { id: 'visits', label: t('feeding.figures.visits'), kind: 'count', value: visits },
      {
        id: 'visited_rate',
        label: t('feeding.figures.visitedRate'),
        kind: 'percent',
        value: ratio(
          visited,
          sumOf(days, (day) => day.expected),
        ),
      },
      {
        id: 'visits_per_sow',
        label: t('feeding.figures.visitsPerSow'),
        kind: 'number',
        value: ratio(visits, visited),
      },
      {
        id: 'distributed',
        label: t('feeding.figures.distributed'),
        kind: 'weight',
        value: kg(sumOf(days, (day) => day.distributed_g)),
      },
      {
        id: 'not_visited',
        label: t('feeding.figures.notVisited'),
        kind: 'count',
        value: not_visited.length,
      },
    ];
  },
  views: [
    {
      id: 'by-day',
      labelKey: 'feeding.views.byDay',
      grid: (answer, { t }) => ({
        columns: [
          { id: 'date', header: t('feeding.columns.date'), kind: 'date' },
          { id: 'expected', header: t('feeding.columns.expected'), kind: 'count', total: 'sum' },
          { id: 'visited', header: t('feeding.columns.visited'), kind: 'count', total: 'sum' },
          { id: 'visits', header: t('feeding.columns.visits'), kind: 'count', total: 'sum' },
          {
            id: 'per_sow',
            header: t('feeding.columns.visitsPerSow'),
            kind: 'number',
            total: 'mean',
          },
          {
            id: 'distributed',
            header: t('feeding.columns.distributed'),
            kind: 'weight',
            total: 'sum',
          },
        ],
        rows: gridRows(
          answer.days,
          (row) => row.date,
          (row) => ({
            date: row.date,
            expected: row.expected,
            visited: row.visited,
            visits: row.visits,
            per_sow: row.visits_per_sow,
            distributed: kg(row.distributed_g),
          }),
        ),
      }),
    },
    {
      id: 'by-station',
      labelKey: 'feeding.views.byStation',
      grid: (answer, { t }) => ({
        columns: [
          { id: 'station', header: t('feeding.columns.station'), kind: 'text' },
          { id: 'location', header: t('feeding.columns.location'), kind: 'text' },
          { id: 'sows', header: t('feeding.columns.sowDays'), kind: 'count', total: 'sum' },
          {
            id: 'visits',
            header: t('feeding.columns.visits'),
            kind: 'count',
            total: 'sum',
            perSow: true,
          },
          {
            id: 'distributed',
            header: t('feeding.columns.distributed'),
            kind: 'weight',
            total: 'sum',
            perSow: true,
          },
        ],
        sowsColumn: 'sows',
        rows: gridRows(
          byStation(answer),
          (row) => row.station,
          (row) => ({
            station: row.station,
            location: row.location,
            sows: row.sows,
            visits: row.visits,
            distributed: kg(row.grams),
          }),
        ),
      }),
    },
    {
      id: 'not-visited',
      labelKey: 'feeding.views.notVisited',
      grid: (answer, { t }) => ({
        columns: [
          { id: 'animal', header: t('feeding.columns.sow'), kind: 'animal' },
          { id: 'station', header: t('feeding.columns.station'), kind: 'text' },
          { id: 'location', header: t('feeding.columns.location'), kind: 'text' },
          { id: 'day', header: t('feeding.columns.gestationDay'), kind: 'count' },
          { id: 'target', header: t('feeding.columns.target'), kind: 'weight', total: 'sum' },
        ],
        rows: gridRows(
          answer.not_visited,
          (row) => row.animal,
          (row) => ({
            animal: row.animal,
            station: row.station,
            location: row.location,
            day: row.day,
            target: kg(row.target_g),
          }),
        ),
      }),
    },
  ],
  chart: (answer, { t, prefs, colours }) =>
    categoryChart({
      categories: answer.days.map((day) => formatValue(day.date, 'date', prefs)),
      series: [
        {
          name: t('feeding.columns.expected'),
          type: 'line',
          values: answer.days.map((day) => day.expected),
        },
        {
          name: t('feeding.columns.visited'),
          type: 'bar',
          values: answer.days.map((day) => day.visited),
        },
      ],
      colours,
      kind: 'count',
      prefs,
      metric: t('feeding.figures.sows'),
    }),
  isEmpty: (answer) => answer.days.every((day) => day.expected === 0 && day.visits === 0),
};

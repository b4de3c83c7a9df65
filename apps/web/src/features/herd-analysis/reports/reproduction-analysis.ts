import {
  BREEDING_STATES,
  RETURN_BANDS,
  type KpiKey,
  type ReproductionAnalysis,
} from '@barnboard/domain';
import type { TFunction } from 'i18next';
import { formatValue } from '../../../lib/reports/cell-format';
import type { ReportDefinition, ReportView } from '../../../lib/reports/report-definition';
import { gridRows, type GridColumn, type ReportFigure } from '../../../lib/reports/report-table';
import { getReproductionAnalysis } from '../api/herd-answers';
import { orNone, parityFilter } from './herd-filters';
import { kpiList } from './kpi-list';
import { returnHistogram } from './return-chart';
import { BREEDING_STATE_COLOURS } from './meaning-colours';
import { stackedCounts } from './stacked-chart';

type Answer = ReproductionAnalysis;
type RateRow = Answer['farrowing_rate']['by_boar'][number];

const stateColumns = (t: TFunction): GridColumn[] =>
  BREEDING_STATES.map((state) => ({
    id: state,
    header: t(`herdAnalysis.states.${state}`),
    kind: 'count',
    total: 'sum',
  }));

/** The farrowing rate of the window's services split by one grouping (docs/kpis.md far_rate). */
function rateView(
  id: string,
  rows: (answer: Answer) => readonly RateRow[],
  name: (key: string | null, t: TFunction) => string,
): ReportView<Answer> {
  return {
    id,
    labelKey: `herdAnalysis.views.${id}`,
    grid: (answer, { t }) => ({
      columns: [
        { id: 'key', header: t(`herdAnalysis.columns.${id}`), kind: 'text' },
        { id: 'services', header: t('herdAnalysis.columns.services'), kind: 'count', total: 'sum' },
        { id: 'farrowed', header: t('herdAnalysis.columns.farrowed'), kind: 'count', total: 'sum' },
        { id: 'pending', header: t('herdAnalysis.states.pending'), kind: 'count', total: 'sum' },
        {
          id: 'far_rate',
          header: t('herdAnalysis.columns.farRate'),
          kind: 'percent',
          metric: 'far_rate',
        },
      ],
      rows: rows(answer).map((row) => ({
        key: row.key ?? '',
        cells: {
          key: name(row.key, t),
          services: row.services,
          farrowed: row.farrowed,
          pending: row.pending,
          far_rate: row.far_rate,
        },
        // A sow still pending may yet farrow: the rate is greyed, uncoloured, until none is.
        ...(row.pending > 0
          ? {
              notes: {
                far_rate: {
                  provisional: true,
                  title: t('herdAnalysis.pendingRate', { count: row.pending }),
                },
              },
            }
          : {}),
      })),
    }),
  };
}

/** A group key by its label under `prefix` (a parity group, a weekday); none recorded else. */
const labelled = (prefix: string) => (key: string | null, t: TFunction) =>
  key === null ? t('herdAnalysis.notRecorded') : t(`${prefix}.${key}`);

/**
 * The period's farrowing rate and services; those that are a catalogue KPI open its list while
 * no parity group is chosen (`followsFilters`).
 */
function figures(answer: Answer, t: TFunction): ReportFigure[] {
  const kpi = (key: KpiKey) => ({ drillDown: kpiList(key, answer), followsFilters: true });
  const count = (id: string, labelKey: string, value: number, key?: KpiKey): ReportFigure => ({
    id,
    label: t(labelKey),
    kind: 'count',
    value,
    ...(key ? kpi(key) : {}),
  });
  return [
    {
      id: 'far_rate',
      label: t('herdAnalysis.figures.farRate'),
      kind: 'percent',
      value: answer.farrowing_rate.far_rate,
      // Not final while a sow of its window may still farrow: no colour yet (issue 28 §3).
      ...(answer.farrowing_rate.pending === 0 ? { metric: 'far_rate' } : {}),
      ...kpi('far_rate'),
    },
    count('services', 'herdAnalysis.figures.services', answer.services, 'services'),
    count('confirmed', 'herdAnalysis.states.confirmed', answer.states.confirmed),
    count('returned', 'herdAnalysis.states.returned', answer.states.returned),
    count('pending', 'herdAnalysis.states.pending', answer.states.pending),
    count('open', 'herdAnalysis.states.open', answer.states.open),
    count('aborted', 'herdAnalysis.states.aborted', answer.states.aborted),
    count('removed', 'herdAnalysis.states.removed', answer.states.removed),
    count(
      'first_services',
      'herdAnalysis.figures.firstServices',
      answer.first_services,
      'first_services',
    ),
    count('repeat_services', 'herdAnalysis.figures.repeatServices', answer.repeat_services),
  ];
}

/**
 * The reproduction analysis (docs/herd-analysis.md), at most 120 days back (spec §5): the
 * period's services by week and where each stands today ("breedings states", and the list),
 * the returns analysis (repeat services by return band and parity, the histogram of return
 * intervals), and the period's farrowing rate (its window's services) by parity, boar,
 * technician, weekday and kind of service. Filter (server): the parity group at service.
 */
export const reproductionAnalysisReport: ReportDefinition<Answer> = {
  key: 'reproduction-analysis',
  titleKey: 'pages.reproductionAnalysis',
  fetch: getReproductionAnalysis,
  filters: [parityFilter<Answer>()],
  figures: (answer, { t }) => figures(answer, t),
  views: [
    {
      id: 'weeks',
      labelKey: 'herdAnalysis.views.weeks',
      grid: (answer, { t }) => ({
        columns: [
          { id: 'week', header: t('herdAnalysis.columns.week'), kind: 'date' },
          {
            id: 'services',
            header: t('herdAnalysis.columns.services'),
            kind: 'count',
            total: 'sum',
          },
          { id: 'first', header: t('herdAnalysis.columns.first'), kind: 'count', total: 'sum' },
          { id: 'repeat', header: t('herdAnalysis.columns.repeat'), kind: 'count', total: 'sum' },
          ...stateColumns(t),
        ],
        rows: gridRows(
          answer.weeks,
          (row) => row.from,
          (row) => ({
            week: row.from,
            services: row.services,
            first: row.first_services,
            repeat: row.repeat_services,
            ...row.states,
          }),
        ),
      }),
    },
    {
      id: 'states',
      labelKey: 'herdAnalysis.views.states',
      grid: (answer, { t }) => ({
        columns: [
          { id: 'state', header: t('herdAnalysis.columns.state'), kind: 'text' },
          {
            id: 'services',
            header: t('herdAnalysis.columns.services'),
            kind: 'count',
            total: 'sum',
          },
        ],
        rows: gridRows(
          BREEDING_STATES,
          (state) => state,
          (state) => ({ state: t(`herdAnalysis.states.${state}`), services: answer.states[state] }),
        ),
      }),
    },
    {
      id: 'services',
      labelKey: 'herdAnalysis.views.services',
      grid: (answer, { t }) => ({
        columns: [
          { id: 'animal', header: t('herdAnalysis.columns.sow'), kind: 'animal' },
          { id: 'date', header: t('herdAnalysis.columns.serviceDate'), kind: 'date' },
          { id: 'parity', header: t('herdAnalysis.columns.parity'), kind: 'count' },
          { id: 'service', header: t('herdAnalysis.columns.service'), kind: 'text' },
          { id: 'interval', header: t('herdAnalysis.columns.interval'), kind: 'count' },
          { id: 'boar', header: t('herdAnalysis.columns.boar'), kind: 'text' },
          { id: 'user', header: t('herdAnalysis.columns.technician'), kind: 'text' },
          { id: 'state', header: t('herdAnalysis.columns.state'), kind: 'text' },
          { id: 'state_date', header: t('herdAnalysis.columns.stateDate'), kind: 'date' },
          { id: 'return_band', header: t('herdAnalysis.columns.returnBand'), kind: 'text' },
          { id: 'days', header: t('herdAnalysis.columns.daysSinceService'), kind: 'count' },
        ],
        rows: gridRows(
          answer.list,
          (row) => `${row.animal}:${row.date}`,
          (row) => ({
            animal: row.animal,
            date: row.date,
            parity: row.parity,
            service: t(`herdAnalysis.serviceKinds.${row.first ? 'first' : 'repeat'}`),
            interval: row.interval,
            boar: row.boar,
            user: row.user,
            state: t(`herdAnalysis.states.${row.state}`),
            state_date: row.state_date,
            return_band: row.return_band && t(`herdAnalysis.returnBands.${row.return_band}`),
            days: row.days,
          }),
        ),
      }),
    },
    {
      id: 'returns',
      labelKey: 'herdAnalysis.views.returns',
      grid: (answer, { t }) => ({
        columns: [
          { id: 'band', header: t('herdAnalysis.columns.returnBand'), kind: 'text' },
          { id: 'repeats', header: t('herdAnalysis.columns.repeats'), kind: 'count', total: 'sum' },
          ...answer.returns.parities.map((row): GridColumn => ({
            id: `parity_${row.group}`,
            header: t(`herdAnalysis.parityGroups.${row.group}`),
            kind: 'count',
            total: 'sum',
          })),
        ],
        rows: gridRows(
          RETURN_BANDS,
          (band) => band,
          (band) => ({
            band: t(`herdAnalysis.returnBands.${band}`),
            repeats: answer.returns.bands[band],
            ...Object.fromEntries(
              answer.returns.parities.map((row) => [`parity_${row.group}`, row.bands[band]]),
            ),
          }),
        ),
      }),
      chart: returnHistogram,
    },
    rateView(
      'rateParity',
      (answer) => answer.farrowing_rate.by_parity,
      labelled('herdAnalysis.parityGroups'),
    ),
    rateView(
      'rateBoar',
      (answer) => answer.farrowing_rate.by_boar,
      (key, t) => orNone(key, t, 'herdAnalysis.notRecorded'),
    ),
    rateView(
      'rateTechnician',
      (answer) => answer.farrowing_rate.by_technician,
      (key, t) => orNone(key, t, 'herdAnalysis.notRecorded'),
    ),
    rateView(
      'rateWeekday',
      (answer) => answer.farrowing_rate.by_weekday,
      labelled('herdAnalysis.weekdays'),
    ),
    rateView(
      'rateService',
      (answer) => answer.farrowing_rate.by_service,
      (key, t) =>
        key === 'first'
          ? t('herdAnalysis.serviceKinds.first')
          : t('herdAnalysis.serviceKinds.repeatIn', {
              band: labelled('herdAnalysis.returnBands')(key, t),
            }),
    ),
  ],
  chart: (answer, { t, prefs, colours }) =>
    stackedCounts({
      rows: answer.weeks,
      category: (week) => formatValue(week.from, 'date', prefs),
      keys: BREEDING_STATES,
      partColours: BREEDING_STATE_COLOURS,
      label: (state) => t(`herdAnalysis.states.${state}`),
      count: (week, state) => week.states[state],
      colours,
      prefs,
      metric: t('herdAnalysis.figures.services'),
      categoryName: t('herdAnalysis.chart.serviceWeek'),
    }),
  isEmpty: (answer) => answer.services === 0 && answer.farrowing_rate.services === 0,
};

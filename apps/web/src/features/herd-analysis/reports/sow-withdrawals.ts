import { REMOVAL_KINDS, REMOVAL_REASON_GROUPS, type SowWithdrawals } from '@barnboard/domain';
import type { TFunction } from 'i18next';
import { monthLabel } from '../../../lib/reports/period-labels';
import type { ReportDefinition, ReportView } from '../../../lib/reports/report-definition';
import { gridRows, type CellValue, type GridColumn } from '../../../lib/reports/report-table';
import { getSowWithdrawals } from '../api/herd-answers';
import { orNone, parityFilter, serverFilter } from './herd-filters';
import { kpiList } from './kpi-list';
import { REMOVAL_KIND_COLOURS } from './meaning-colours';
import { stackedCounts } from './stacked-chart';

type ByKind = SowWithdrawals['groups'][number]['by_kind'];

/** Removals, then one column per kind (cull, death, euthanasia, transfer). */
function kindColumns(t: TFunction): GridColumn[] {
  return [
    { id: 'removals', header: t('herdAnalysis.columns.removals'), kind: 'count', total: 'sum' },
    ...REMOVAL_KINDS.map((kind): GridColumn => ({
      id: kind,
      header: t(`herdAnalysis.kinds.${kind}`),
      kind: 'count',
      total: 'sum',
    })),
  ];
}

const kindCells = (row: { removals: number; by_kind: ByKind }): Record<string, CellValue> => ({
  removals: row.removals,
  ...row.by_kind,
});

/** A grid of removals by one grouping (reason group, parity, stage, month), kinds across. */
function byKindView<Row extends { removals: number; by_kind: ByKind }>(
  id: string,
  rowsOf: (answer: SowWithdrawals) => readonly Row[],
  first: { id: string; headerKey: string; kind?: 'text' | 'date' },
  name: (row: Row, t: TFunction) => string,
): ReportView<SowWithdrawals> {
  return {
    id,
    labelKey: `herdAnalysis.views.${id}`,
    grid: (answer, { t }) => ({
      columns: [
        { id: first.id, header: t(first.headerKey), kind: first.kind ?? 'text' },
        ...kindColumns(t),
      ],
      rows: gridRows(
        rowsOf(answer),
        (row) => name(row, t),
        (row) => ({ [first.id]: name(row, t), ...kindCells(row) }),
      ),
    }),
  };
}

/**
 * Sow withdrawals (docs/herd-analysis.md): the period's removals by kind with their annual rate,
 * by reason as recorded and by reason group, parity group, stage at removal and month, and the
 * list; the herd's culling, mortality and removal rates on its average female inventory.
 * Filters (server): kind, parity group, reason group.
 */
export const sowWithdrawalsReport: ReportDefinition<SowWithdrawals> = {
  key: 'sow-withdrawals',
  titleKey: 'pages.sowWithdrawals',
  fetch: getSowWithdrawals,
  filters: [
    serverFilter<SowWithdrawals>('kind', REMOVAL_KINDS, (kind) => `herdAnalysis.kinds.${kind}`),
    parityFilter<SowWithdrawals>(),
    serverFilter<SowWithdrawals>(
      'reason',
      REMOVAL_REASON_GROUPS,
      (group) => `herdAnalysis.reasonGroups.${group}`,
    ),
  ],
  // The herd's rates are the whole herd's whatever the filters: each is its KPI, whose list sums to it.
  figures: (answer, { t }) => [
    {
      id: 'removal_rate',
      label: t('herdAnalysis.figures.removalRate'),
      kind: 'percent',
      value: answer.removal_rate,
      drillDown: kpiList('removal_rate', answer),
      metric: 'removal_rate',
    },
    {
      id: 'pc_culling',
      label: t('herdAnalysis.figures.cullingRate'),
      kind: 'percent',
      value: answer.pc_culling,
      drillDown: kpiList('pc_culling', answer),
      metric: 'pc_culling',
    },
    {
      id: 'pc_mortality',
      label: t('herdAnalysis.figures.sowMortality'),
      kind: 'percent',
      value: answer.pc_mortality,
      drillDown: kpiList('pc_mortality', answer),
      metric: 'pc_mortality',
    },
    {
      id: 'removals',
      label: t('herdAnalysis.figures.removals'),
      kind: 'count',
      value: answer.removals,
    },
    {
      id: 'cull_parity',
      label: t('herdAnalysis.figures.cullParity'),
      kind: 'number',
      value: answer.cull_parity,
      drillDown: kpiList('cull_parity', answer),
      metric: 'cull_parity',
    },
    {
      id: 'mean_parity',
      label: t('herdAnalysis.figures.meanParity'),
      kind: 'number',
      value: answer.mean_parity,
    },
    {
      id: 'avg_females',
      label: t('herdAnalysis.figures.avgFemales'),
      kind: 'count',
      value: answer.avg_females,
      drillDown: kpiList('avg_females', answer),
    },
  ],
  views: [
    {
      id: 'kinds',
      labelKey: 'herdAnalysis.views.kinds',
      grid: (answer, { t }) => ({
        columns: [
          { id: 'kind', header: t('herdAnalysis.columns.kind'), kind: 'text' },
          {
            id: 'removals',
            header: t('herdAnalysis.columns.removals'),
            kind: 'count',
            total: 'sum',
          },
          {
            id: 'rate',
            header: t('herdAnalysis.columns.ratePerYear'),
            kind: 'percent',
            total: 'sum',
          },
          { id: 'mean_parity', header: t('herdAnalysis.columns.meanParity'), kind: 'number' },
        ],
        rows: gridRows(
          answer.kinds,
          (row) => row.kind,
          (row) => ({
            kind: t(`herdAnalysis.kinds.${row.kind}`),
            removals: row.removals,
            rate: row.rate,
            mean_parity: row.mean_parity,
          }),
        ),
      }),
    },
    {
      id: 'reasons',
      labelKey: 'herdAnalysis.views.reasons',
      grid: (answer, { t }) => ({
        columns: [
          { id: 'cause', header: t('herdAnalysis.columns.reason'), kind: 'text' },
          { id: 'group', header: t('herdAnalysis.columns.reasonGroup'), kind: 'text' },
          ...kindColumns(t),
          { id: 'mean_parity', header: t('herdAnalysis.columns.meanParity'), kind: 'number' },
        ],
        rows: gridRows(
          answer.reasons,
          (row) => `${row.group}:${row.cause ?? ''}`,
          (row) => ({
            cause: orNone(row.cause, t, 'herdAnalysis.notRecorded'),
            group: t(`herdAnalysis.reasonGroups.${row.group}`),
            ...kindCells(row),
            mean_parity: row.mean_parity,
          }),
        ),
      }),
    },
    byKindView(
      'reasonGroups',
      (answer) => answer.groups,
      { id: 'group', headerKey: 'herdAnalysis.columns.reasonGroup' },
      (row, t) => t(`herdAnalysis.reasonGroups.${row.group}`),
    ),
    byKindView(
      'parities',
      (answer) => answer.parities,
      { id: 'parity', headerKey: 'herdAnalysis.columns.parityAtRemoval' },
      (row, t) => t(`herdAnalysis.parityGroups.${row.group}`),
    ),
    byKindView(
      'stages',
      (answer) => answer.stages,
      { id: 'stage', headerKey: 'herdAnalysis.columns.stage' },
      (row, t) => t(`herdAnalysis.stages.${row.stage}`),
    ),
    byKindView(
      'months',
      (answer) => answer.months,
      { id: 'month', headerKey: 'herdAnalysis.columns.month', kind: 'date' },
      (row) => row.from,
    ),
    {
      id: 'list',
      labelKey: 'herdAnalysis.views.list',
      grid: (answer, { t }) => ({
        columns: [
          { id: 'animal', header: t('herdAnalysis.columns.sow'), kind: 'animal' },
          { id: 'date', header: t('herdAnalysis.columns.date'), kind: 'date' },
          { id: 'kind', header: t('herdAnalysis.columns.kind'), kind: 'text' },
          { id: 'cause', header: t('herdAnalysis.columns.reason'), kind: 'text' },
          { id: 'group', header: t('herdAnalysis.columns.reasonGroup'), kind: 'text' },
          { id: 'parity', header: t('herdAnalysis.columns.parity'), kind: 'count', total: 'mean' },
          { id: 'stage', header: t('herdAnalysis.columns.stage'), kind: 'text' },
          { id: 'last_event', header: t('herdAnalysis.columns.lastEvent'), kind: 'text' },
          { id: 'last_event_date', header: t('herdAnalysis.columns.lastEventDate'), kind: 'date' },
          {
            id: 'days_since',
            header: t('herdAnalysis.columns.daysSince'),
            kind: 'count',
            total: 'mean',
          },
        ],
        rows: gridRows(
          answer.list,
          (row) => `${row.animal}:${row.date}`,
          (row) => ({
            animal: row.animal,
            date: row.date,
            kind: t(`herdAnalysis.kinds.${row.kind}`),
            cause: orNone(row.cause, t, 'herdAnalysis.notRecorded'),
            group: t(`herdAnalysis.reasonGroups.${row.group}`),
            parity: row.parity,
            stage: t(`herdAnalysis.stages.${row.stage}`),
            last_event: t(`herdAnalysis.cycleEvents.${row.last_event}`),
            last_event_date: row.last_event_date,
            days_since: row.days_since_last_event,
          }),
        ),
      }),
    },
  ],
  chart: (answer, { t, prefs, colours }) =>
    stackedCounts({
      rows: answer.months,
      category: (month) => monthLabel(month.from, prefs.language),
      keys: REMOVAL_KINDS,
      partColours: REMOVAL_KIND_COLOURS,
      label: (kind) => t(`herdAnalysis.kinds.${kind}`),
      count: (month, kind) => month.by_kind[kind],
      colours,
      prefs,
      metric: t('herdAnalysis.figures.removals'),
    }),
  isEmpty: (answer) => answer.removals === 0 && answer.avg_females === 0,
};

import { PIGLET_CAUSE_GROUPS, PIGLET_MORTALITY_BANDS } from '@barnboard/domain';
import { formatValue } from '../../../lib/reports/cell-format';
import type { ReportDefinition } from '../../../lib/reports/report-definition';
import { gridRows } from '../../../lib/reports/report-table';
import { getPigletMortality, type PigletMortality } from '../api/herd-answers';
import { orNone, parityFilter, serverFilter } from './herd-filters';
import { kpiList } from './kpi-list';
import { bandCells, bandColumns, mortalityCells, mortalityColumns } from './mortality-columns';
import { MORTALITY_BAND_COLOURS } from './meaning-colours';
import { stackedCounts } from './stacked-chart';

/**
 * Piglet mortality (docs/herd-analysis.md): the period's piglet deaths by the age of their
 * litter, week by week, by cause, by the sow's parity and by room, each against the piglets
 * born alive in the period (the contract's pre-weaning mortality). Filters: the sow's parity
 * group and the cause's group, applied by the server.
 */
export const pigletsMortalityReport: ReportDefinition<PigletMortality> = {
  key: 'piglets-mortality',
  titleKey: 'pages.pigletsMortality',
  fetch: getPigletMortality,
  filters: [
    parityFilter<PigletMortality>(),
    serverFilter<PigletMortality>(
      'cause',
      PIGLET_CAUSE_GROUPS,
      (group) => `herdAnalysis.pigletCauses.${group}`,
    ),
  ],
  figures: (answer, { t }) => [
    {
      id: 'pre_wean_mortality',
      label: t('herdAnalysis.figures.mortality'),
      kind: 'percent',
      value: answer.pre_wean_mortality,
      metric: 'pre_wean_mortality',
      drillDown: kpiList('pre_wean_mortality', answer),
      followsFilters: true,
    },
    { id: 'deaths', label: t('herdAnalysis.figures.deaths'), kind: 'count', value: answer.deaths },
    {
      id: 'born_alive',
      label: t('herdAnalysis.figures.bornAlive'),
      kind: 'count',
      value: answer.born_alive,
    },
    {
      id: 'litters',
      label: t('herdAnalysis.figures.litters'),
      kind: 'count',
      value: answer.litters,
      drillDown: kpiList('litters', answer),
      followsFilters: true,
    },
    ...PIGLET_MORTALITY_BANDS.map((band) => ({
      id: `band_${band}`,
      label: t('herdAnalysis.figures.deathsAged', { band: t(`herdAnalysis.bands.${band}`) }),
      kind: 'count' as const,
      value: answer.bands[band],
    })),
  ],
  views: [
    {
      id: 'weeks',
      labelKey: 'herdAnalysis.views.weeks',
      grid: (answer, { t }) => ({
        columns: [
          { id: 'week', header: t('herdAnalysis.columns.week'), kind: 'date' },
          ...mortalityColumns(t),
        ],
        rows: gridRows(
          answer.weeks,
          (row) => row.from,
          (row) => ({ week: row.from, ...mortalityCells(row) }),
        ),
      }),
    },
    {
      id: 'causes',
      labelKey: 'herdAnalysis.views.causes',
      grid: (answer, { t }) => ({
        columns: [
          { id: 'cause', header: t('herdAnalysis.columns.cause'), kind: 'text' },
          { id: 'group', header: t('herdAnalysis.columns.causeGroup'), kind: 'text' },
          { id: 'deaths', header: t('herdAnalysis.columns.deaths'), kind: 'count', total: 'sum' },
          ...bandColumns(t),
          {
            id: 'mortality',
            header: t('herdAnalysis.columns.ofBornAlive'),
            kind: 'percent',
            total: 'sum',
          },
        ],
        rows: gridRows(
          answer.causes,
          (row) => `${row.group}:${row.cause ?? ''}`,
          (row) => ({
            cause: orNone(row.cause, t, 'herdAnalysis.notRecorded'),
            group: t(`herdAnalysis.pigletCauses.${row.group}`),
            deaths: row.deaths,
            ...bandCells(row.bands),
            mortality: row.pre_wean_mortality,
          }),
        ),
      }),
    },
    {
      id: 'parities',
      labelKey: 'herdAnalysis.views.parities',
      grid: (answer, { t }) => ({
        columns: [
          { id: 'parity', header: t('herdAnalysis.columns.parity'), kind: 'text' },
          ...mortalityColumns(t),
        ],
        rows: gridRows(
          answer.parities,
          (row) => row.group,
          (row) => ({
            parity: t(`herdAnalysis.parityGroups.${row.group}`),
            ...mortalityCells(row),
          }),
        ),
      }),
    },
    {
      id: 'rooms',
      labelKey: 'herdAnalysis.views.rooms',
      grid: (answer, { t }) => ({
        columns: [
          { id: 'room', header: t('herdAnalysis.columns.room'), kind: 'text' },
          ...mortalityColumns(t),
        ],
        rows: gridRows(
          answer.rooms,
          (row) => row.room ?? '',
          (row) => ({ room: orNone(row.room, t, 'herdAnalysis.noRoom'), ...mortalityCells(row) }),
        ),
      }),
    },
  ],
  chart: (answer, { t, prefs, colours }) =>
    stackedCounts({
      rows: answer.weeks,
      category: (week) => formatValue(week.from, 'date', prefs),
      keys: PIGLET_MORTALITY_BANDS,
      partColours: MORTALITY_BAND_COLOURS,
      label: (band) => t(`herdAnalysis.bands.${band}`),
      count: (week, band) => week.bands[band],
      colours,
      prefs,
      metric: t('herdAnalysis.figures.deaths'),
      categoryName: t('herdAnalysis.chart.weekOf'),
    }),
  isEmpty: (answer) => answer.deaths === 0 && answer.litters === 0,
};

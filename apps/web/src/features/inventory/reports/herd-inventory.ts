import { PRESENT_STATUSES, type HerdInventory, type PresentStatus } from '@barnboard/domain';
import type { TFunction } from 'i18next';
import type { ReportDefinition, ReportFilter } from '../../../lib/reports/report-definition';
import { gridRows, type GridColumn } from '../../../lib/reports/report-table';
import { getHerdInventory } from '../api/get-herd-inventory';
import { parityChart } from './parity-chart';
import { roomLabel } from './rooms';

type Animal = HerdInventory['animals'][number];

const statusColumns = (t: TFunction): GridColumn[] =>
  PRESENT_STATUSES.map((status) => ({
    id: status,
    header: t(`inventory.statuses.${status}`),
    kind: 'count',
    total: 'sum',
  }));

/** The room filter's value of a row: its room, or '' for no place recorded. */
const roomValue = (room: string | null) => room ?? '';

const narrowAnimals =
  (keep: (row: Animal, values: readonly string[]) => boolean) =>
  (answer: HerdInventory, values: readonly string[]): HerdInventory => ({
    ...answer,
    animals: answer.animals.filter((row) => keep(row, values)),
  });

const FILTERS: ReportFilter<HerdInventory>[] = [
  {
    id: 'status',
    labelKey: 'inventory.columns.status',
    options: (_answer, t) =>
      PRESENT_STATUSES.map((status) => ({
        value: status,
        label: t(`inventory.statuses.${status}`),
      })),
    narrow: narrowAnimals((row, values) => values.includes(row.status)),
    comparable: false,
  },
  {
    id: 'room',
    labelKey: 'inventory.columns.room',
    options: (answer, t) =>
      (answer?.by_location ?? []).map((row) => ({
        value: roomValue(row.room),
        label: roomLabel(row.room, t),
      })),
    narrow: (answer, values) => ({
      ...narrowAnimals((row) => values.includes(roomValue(row.room)))(answer, values),
      by_location: answer.by_location.filter((row) => values.includes(roomValue(row.room))),
    }),
    comparable: false,
  },
];

/**
 * The herd inventory (active-sows, docs/inventory.md): the females present on the period's last
 * day by status, room and parity, the parity profile against the one the period's retention
 * leads to, the period's average inventories, and every female. `maturityAge` is the user's
 * (preferences `maturityAge`, 240 days by default).
 */
export function herdInventoryReport(maturityAge: number): ReportDefinition<HerdInventory> {
  return {
    key: 'active-sows',
    titleKey: 'pages.activeSows',
    fetch: (request, signal) =>
      getHerdInventory(request.siteId, request.range, maturityAge, signal),
    filters: FILTERS,
    figures: (answer, { t }) => [
      {
        id: 'females',
        label: t('inventory.figures.females'),
        kind: 'count',
        value: answer.females,
      },
      {
        id: 'avg_females',
        label: t('inventory.figures.avgFemales'),
        kind: 'count',
        value: answer.avg_females,
      },
      {
        id: 'avg_mated_females',
        label: t('inventory.figures.avgMatedFemales'),
        kind: 'count',
        value: answer.avg_mated_females,
      },
      {
        id: 'mean_parity',
        label: t('inventory.figures.meanParity'),
        kind: 'number',
        value: answer.mean_parity,
        metric: 'parity',
      },
      ...(['gestating', 'lactating', 'gilt'] as const).map((status) => ({
        id: status,
        label: t(`inventory.statuses.${status}`),
        kind: 'count' as const,
        value: answer.statuses[status],
      })),
      {
        id: 'gilts_under_maturity',
        label: t('inventory.figures.giltsUnderMaturity', { days: answer.maturity_age }),
        kind: 'count',
        value: answer.gilts_under_maturity,
      },
    ],
    views: [
      {
        id: 'by-status',
        labelKey: 'inventory.views.byStatus',
        grid: (answer, { t }) => ({
          columns: [
            { id: 'status', header: t('inventory.columns.status'), kind: 'text' },
            { id: 'females', header: t('inventory.columns.females'), kind: 'count', total: 'sum' },
            { id: 'share', header: t('inventory.columns.share'), kind: 'percent', total: 'sum' },
          ],
          rows: gridRows(
            PRESENT_STATUSES,
            (status) => status,
            (status) => ({
              status: t(`inventory.statuses.${status}`),
              females: answer.statuses[status],
              share: answer.females === 0 ? null : answer.statuses[status] / answer.females,
            }),
            (status) => ({ 'data-testid': 'status-row', 'data-status': status }),
          ),
        }),
      },
      {
        id: 'by-location',
        labelKey: 'inventory.views.byLocation',
        grid: (answer, { t }) => ({
          columns: [
            { id: 'room', header: t('inventory.columns.room'), kind: 'text' },
            { id: 'building', header: t('inventory.columns.building'), kind: 'text' },
            ...statusColumns(t),
            { id: 'total', header: t('inventory.columns.females'), kind: 'count', total: 'sum' },
          ],
          rows: gridRows(
            answer.by_location,
            (row) => roomValue(row.room),
            (row) => ({
              room: roomLabel(row.room, t),
              building: row.building,
              ...row.statuses,
              total: row.total,
            }),
            (row) => ({ 'data-testid': 'location-row', 'data-room': roomValue(row.room) }),
          ),
        }),
      },
      {
        id: 'by-parity',
        labelKey: 'inventory.views.byParity',
        grid: (answer, { t }) => ({
          columns: [
            { id: 'parity', header: t('inventory.columns.parity'), kind: 'text' },
            ...statusColumns(t),
            { id: 'total', header: t('inventory.columns.females'), kind: 'count', total: 'sum' },
            { id: 'share', header: t('inventory.columns.share'), kind: 'percent', total: 'sum' },
            {
              id: 'expected_share',
              header: t('inventory.columns.expectedShare'),
              kind: 'percent',
              total: 'sum',
            },
            { id: 'progressed', header: t('inventory.columns.progressed'), kind: 'count' },
            { id: 'removed', header: t('inventory.columns.removed'), kind: 'count' },
            { id: 'retention', header: t('inventory.columns.retention'), kind: 'percent' },
          ],
          rows: gridRows(
            answer.by_parity,
            (row) => row.parity,
            (row) => ({
              parity: row.parity,
              ...row.statuses,
              total: row.total,
              share: row.share,
              expected_share: row.expected_share,
              progressed: row.progressed,
              removed: row.removed,
              retention: row.retention,
            }),
            (row) => ({ 'data-testid': 'parity-row', 'data-parity': row.parity }),
          ),
        }),
      },
      {
        id: 'animals',
        labelKey: 'inventory.views.animals',
        grid: (answer, { t }) => ({
          columns: [
            { id: 'animal', header: t('inventory.columns.animal'), kind: 'animal' },
            { id: 'status', header: t('inventory.columns.status'), kind: 'text' },
            { id: 'since', header: t('inventory.columns.since'), kind: 'date' },
            {
              id: 'days_in_status',
              header: t('inventory.columns.daysInStatus'),
              kind: 'count',
              total: 'mean',
            },
            { id: 'parity', header: t('inventory.columns.parity'), kind: 'count', total: 'mean' },
            { id: 'location', header: t('inventory.columns.location'), kind: 'text' },
            { id: 'room', header: t('inventory.columns.room'), kind: 'text' },
            { id: 'age_days', header: t('inventory.columns.giltAge'), kind: 'count' },
          ],
          rows: gridRows(
            answer.animals,
            (row) => row.animal,
            (row) => ({
              animal: row.animal,
              status: t(`inventory.statuses.${row.status}`),
              since: row.since,
              days_in_status: row.days_in_status,
              parity: row.parity,
              location: row.location,
              room: row.room,
              age_days: row.age_days,
            }),
            (row) => ({
              'data-testid': 'animal-row',
              'data-animal': row.animal,
              'data-status': row.status satisfies PresentStatus,
            }),
          ),
        }),
      },
    ],
    chart: (answer, context) => parityChart(answer, context),
    isEmpty: (answer) => answer.females === 0 && answer.avg_females === 0,
    emptyKey: 'inventory.empty.herd',
  };
}

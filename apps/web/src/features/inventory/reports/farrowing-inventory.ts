import type { FarrowingInventory } from '@barnboard/domain';
import type { TFunction } from 'i18next';
import { categoryChart } from '../../../lib/charts/category-chart';
import type { ReportDefinition } from '../../../lib/reports/report-definition';
import { gridRows } from '../../../lib/reports/report-table';
import { getFarrowingInventory } from '../api/get-farrowing-inventory';
import { roomLabel } from './rooms';

type Litter = FarrowingInventory['rows'][number];

/** What a litter asks of the barn: overdue for weaning, records that do not balance, or nothing. */
function litterCheck(row: Litter, t: TFunction): string | null {
  const checks = [
    ...(row.overdue ? [t('inventory.checks.overdue')] : []),
    ...(row.balanced ? [] : [t('inventory.checks.unbalanced')]),
  ];
  return checks.length === 0 ? null : checks.join(', ');
}

/** Litters per lactation day, from day 0 to the oldest litter's. */
export function littersByLactationDay(answer: FarrowingInventory): number[] {
  const oldest = Math.max(-1, ...answer.rows.map((row) => row.lactation_day));
  const counts = new Array<number>(oldest + 1).fill(0);
  for (const row of answer.rows) counts[row.lactation_day]! += 1;
  return counts;
}

const roomValue = (room: string | null) => room ?? '';

/**
 * The farrowing inventory (sows-piglets, docs/inventory.md): the litters on hand on the day, with
 * their crate, lactation day, piglets in and out, and due weaning (farrowing + the site's target
 * lactation length); by room; a chart of litters per lactation day.
 */
export const farrowingInventoryReport: ReportDefinition<FarrowingInventory> = {
  key: 'sows-piglets',
  titleKey: 'inventory.titles.sowsPiglets',
  fetch: (request, signal) => getFarrowingInventory(request.siteId, request.range?.to, signal),
  filters: [
    {
      id: 'room',
      labelKey: 'inventory.columns.room',
      options: (answer, t) =>
        (answer?.by_room ?? []).map((row) => ({
          value: roomValue(row.room),
          label: roomLabel(row.room, t),
        })),
      narrow: (answer, values) => ({
        ...answer,
        rows: answer.rows.filter((row) => values.includes(roomValue(row.room))),
        by_room: answer.by_room.filter((row) => values.includes(roomValue(row.room))),
      }),
      comparable: false,
    },
  ],
  figures: (answer, { t }) => [
    { id: 'litters', label: t('inventory.figures.litters'), kind: 'count', value: answer.litters },
    { id: 'alive', label: t('inventory.figures.alive'), kind: 'count', value: answer.alive },
    {
      id: 'mean_lactation_day',
      label: t('inventory.figures.meanLactationDay'),
      kind: 'number',
      value: answer.mean_lactation_day,
    },
    {
      id: 'due_to_wean',
      label: t('inventory.figures.dueToWean'),
      kind: 'count',
      value: answer.due_to_wean,
    },
    { id: 'overdue', label: t('inventory.figures.overdue'), kind: 'count', value: answer.overdue },
    {
      id: 'born_alive',
      label: t('inventory.figures.bornAlive'),
      kind: 'count',
      value: answer.born_alive,
    },
    {
      id: 'fostered_in',
      label: t('inventory.figures.fosteredIn'),
      kind: 'count',
      value: answer.fostered_in,
    },
    {
      id: 'fostered_out',
      label: t('inventory.figures.fosteredOut'),
      kind: 'count',
      value: answer.fostered_out,
    },
    { id: 'dead', label: t('inventory.figures.dead'), kind: 'count', value: answer.dead },
    {
      id: 'unbalanced',
      label: t('inventory.figures.unbalanced'),
      kind: 'count',
      value: answer.unbalanced,
    },
    {
      id: 'lactation_length',
      label: t('inventory.figures.lactationLength'),
      kind: 'count',
      value: answer.lactation_length,
    },
  ],
  views: [
    {
      id: 'litters',
      labelKey: 'inventory.views.litters',
      grid: (answer, { t }) => ({
        columns: [
          { id: 'animal', header: t('inventory.columns.sow'), kind: 'animal' },
          { id: 'parity', header: t('inventory.columns.parity'), kind: 'count', total: 'mean' },
          { id: 'room', header: t('inventory.columns.room'), kind: 'text' },
          { id: 'crate', header: t('inventory.columns.crate'), kind: 'text' },
          { id: 'farrowing_date', header: t('inventory.columns.farrowingDate'), kind: 'date' },
          {
            id: 'lactation_day',
            header: t('inventory.columns.lactationDay'),
            kind: 'count',
            total: 'mean',
          },
          {
            id: 'born_alive',
            header: t('inventory.columns.bornAlive'),
            kind: 'count',
            total: 'sum',
          },
          {
            id: 'fostered_in',
            header: t('inventory.columns.fosteredIn'),
            kind: 'count',
            total: 'sum',
          },
          {
            id: 'fostered_out',
            header: t('inventory.columns.fosteredOut'),
            kind: 'count',
            total: 'sum',
          },
          { id: 'dead', header: t('inventory.columns.dead'), kind: 'count', total: 'sum' },
          { id: 'alive', header: t('inventory.columns.alive'), kind: 'count', total: 'sum' },
          { id: 'due_weaning', header: t('inventory.columns.dueWeaning'), kind: 'date' },
          { id: 'check', header: t('inventory.columns.check'), kind: 'text' },
        ],
        rows: gridRows(
          answer.rows,
          (row) => row.animal,
          (row) => ({
            animal: row.animal,
            parity: row.parity,
            room: roomLabel(row.room, t),
            crate: row.crate,
            farrowing_date: row.farrowing_date,
            lactation_day: row.lactation_day,
            born_alive: row.born_alive,
            fostered_in: row.fostered_in,
            fostered_out: row.fostered_out,
            dead: row.dead,
            alive: row.alive,
            due_weaning: row.due_weaning,
            check: litterCheck(row, t),
          }),
          (row) => ({
            'data-testid': 'litter-row',
            'data-animal': row.animal,
            'data-overdue': String(row.overdue),
          }),
        ),
      }),
    },
    {
      id: 'rooms',
      labelKey: 'inventory.views.rooms',
      grid: (answer, { t }) => ({
        columns: [
          { id: 'room', header: t('inventory.columns.room'), kind: 'text' },
          { id: 'litters', header: t('inventory.columns.litters'), kind: 'count', total: 'sum' },
          { id: 'alive', header: t('inventory.columns.alive'), kind: 'count', total: 'sum' },
          {
            id: 'mean_lactation_day',
            header: t('inventory.columns.meanLactationDay'),
            kind: 'number',
            total: 'mean',
          },
        ],
        rows: gridRows(
          answer.by_room,
          (row) => roomValue(row.room),
          (row) => ({
            room: roomLabel(row.room, t),
            litters: row.litters,
            alive: row.alive,
            mean_lactation_day: row.mean_lactation_day,
          }),
          (row) => ({ 'data-testid': 'litter-room-row', 'data-room': roomValue(row.room) }),
        ),
      }),
    },
  ],
  chart: (answer, { t, prefs, colours }) => {
    const counts = littersByLactationDay(answer);
    return categoryChart({
      categories: counts.map((_, day) => String(day)),
      series: [{ name: t('inventory.columns.litters'), type: 'bar', values: counts }],
      colours,
      kind: 'count',
      prefs,
      metric: t('inventory.columns.litters'),
      categoryName: t('inventory.columns.lactationDay'),
    });
  },
  isEmpty: (answer) => answer.litters === 0,
  emptyKey: 'inventory.empty.litters',
};

import {
  ACTION_LISTS,
  DEFAULT_ACTION_WINDOWS,
  DEFAULT_DISPLAY_PREFS,
  type ActionItem,
  type ActionLists,
  type RecordsToFix,
} from '@barnboard/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { actionListsReport } from './action-lists-report';
import { recordsBiasing, recordsToFixReport } from './records-to-fix-report';

const context = { t: i18n.getFixedT('en'), prefs: DEFAULT_DISPLAY_PREFS, timeZone: 'UTC' };

const item = (animal: string, room: string | null, overrides: Partial<ActionItem> = {}) => ({
  animal,
  parity: 2,
  status: 'gestating' as const,
  location: room === null ? null : `${room} pen 1`,
  room,
  due_date: '2026-03-01',
  days: 2,
  overdue: false,
  note: null,
  ...overrides,
});

const lists: ActionLists = {
  date: '2026-03-03',
  windows: DEFAULT_ACTION_WINDOWS,
  gestation_length: 115,
  lactation_length: 21,
  lists: {
    ...(Object.fromEntries(
      ACTION_LISTS.map((list) => [list, [] as ActionItem[]]),
    ) as ActionLists['lists']),
    heat_check: [item('S1', 'Gestation', { note: 'heat_1' }), item('S2', null, { note: 'heat_2' })],
    preg_check: [item('S3', 'Gestation', { overdue: true, note: 'check_1', days: 20 })],
  },
};

describe('action lists report', () => {
  it('shows a figure per list and a view per list: tick, place, sow and what to do first, in the server’s order under their rooms', () => {
    const figures = actionListsReport.figures(lists, context);
    expect(figures.map((figure) => [figure.id, figure.value])).toEqual(
      ACTION_LISTS.map((list) => [list, lists.lists[list].length]),
    );
    const [heat, check] = actionListsReport.views;
    const grid = heat.grid(lists, context);
    expect(grid.columns.slice(0, 4).map((column) => [column.id, column.action])).toEqual([
      ['tick', true],
      ['location', undefined],
      ['animal', undefined],
      ['todo', undefined],
    ]);
    expect(grid.groupBy).toBe('room');
    expect(grid.rows.map((row) => row.actionTarget)).toEqual([
      { animal: 'S1', list: 'heat_check' },
      { animal: 'S2', list: 'heat_check' },
    ]);
    expect(grid.rows.map((row) => [row.cells.location, row.cells.animal, row.cells.todo])).toEqual([
      ['Gestation pen 1', 'S1', 'first return'],
      ['No place recorded', 'S2', 'second return'],
    ]);
    expect(check!.grid(lists, context).rows[0]!.cells.todo).toBe('first check, overdue');
  });

  it('narrows every list to the rooms chosen', () => {
    const room = actionListsReport.filters![0]!;
    expect(room.options(lists, context.t).map((option) => option.label)).toEqual([
      'Gestation',
      'No place recorded',
    ]);
    const narrowed = room.narrow!(lists, ['Gestation']);
    expect(narrowed.lists.heat_check.map((one) => one.animal)).toEqual(['S1']);
    expect(narrowed.lists.preg_check).toHaveLength(1);
    expect(actionListsReport.isEmpty(room.narrow!(lists, ['Farrowing']))).toBe(true);
  });
});

describe('records to fix report', () => {
  const answer: RecordsToFix = {
    date: '2026-03-03',
    records: [
      {
        check: 'long_gestation',
        animal: 'S1',
        record: 'farrowing',
        date: '2026-02-01',
        value: 131,
        reports: ['kpi-farrowing', 'herd-reproduction'],
      },
      {
        check: 'long_wsi',
        animal: 'S2',
        record: 'weaning',
        date: '2025-12-01',
        value: 70,
        reports: ['kpi-reproduction'],
      },
    ],
  };

  it('says what is wrong with each record and which reports it biases', () => {
    const grid = recordsToFixReport(null).views[0].grid(answer, context);
    expect(grid.columns[0]).toMatchObject({ id: 'fix', action: true });
    expect(grid.rows[0]!.actionTarget).toEqual({
      check: 'long_gestation',
      animal: 'S1',
      record: 'farrowing',
      date: '2026-02-01',
    });
    expect(grid.rows[0]!.cells).toMatchObject({
      animal: 'S1',
      record: 'Farrowing',
      wrong: 'Gestation of 131 days (over 125): a service is missing',
      reports: 'Farrowing · Herd reproduction',
    });
  });

  it('keeps only the records that bias the report its badge came from', () => {
    expect(recordsToFixReport('kpi-reproduction').queryScope).toEqual(['kpi-reproduction']);
    expect(recordsBiasing(answer, 'kpi-reproduction').records.map((one) => one.animal)).toEqual([
      'S2',
    ]);
    expect(recordsBiasing(answer, 'kpi-farrowing').records.map((one) => one.animal)).toEqual([
      'S1',
    ]);
    expect(recordsBiasing(answer, null)).toBe(answer);
  });
});

import {
  DEFAULT_DISPLAY_PREFS,
  PARITY_BUCKETS,
  type FarrowingInventory,
  type HerdInventory,
  type LocationUse,
} from '@barnboard/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { crateCalendarGrid } from './crate-calendar';
import { farrowingInventoryReport, littersByLactationDay } from './farrowing-inventory';
import { herdInventoryReport } from './herd-inventory';
import { locationUseReport } from './location-use';
import { occupancyChart } from './occupancy-chart';
import { parityChart } from './parity-chart';

const context = { t: i18n.getFixedT('en'), prefs: DEFAULT_DISPLAY_PREFS, timeZone: 'UTC' };
const colours = { text: '#000', line: '#111', grid: '#222', series: ['#a', '#b', '#c', '#d'] };
const statuses = (counts: Partial<HerdInventory['statuses']>): HerdInventory['statuses'] => ({
  gilt: 0,
  open: 0,
  cycled: 0,
  bred: 0,
  gestating: 0,
  lactating: 0,
  weaned: 0,
  unknown: 0,
  ...counts,
});

/** Ten females: parity 0 (4 gilts, 1 bred), parity 1 (2 lactating, 1 gestating), parity 2 (2 open). */
const herd: HerdInventory = {
  from: '2025-03-01',
  to: '2026-02-28',
  maturity_age: 240,
  females: 10,
  statuses: statuses({ gilt: 4, bred: 1, lactating: 2, gestating: 1, open: 2 }),
  gilts_under_maturity: 1,
  gilts_age_unknown: 0,
  mean_parity: 0.9,
  avg_females: 9.5,
  avg_mated_females: 6.25,
  by_location: [
    {
      room: 'Gestation room',
      building: 'G1',
      in_tree: true,
      statuses: statuses({ gilt: 4, bred: 1, gestating: 1, open: 2 }),
      total: 8,
    },
    { room: null, building: null, in_tree: false, statuses: statuses({ lactating: 2 }), total: 2 },
  ],
  by_parity: PARITY_BUCKETS.map((parity) => ({
    parity,
    statuses:
      parity === '0'
        ? statuses({ gilt: 4, bred: 1 })
        : parity === '1'
          ? statuses({ lactating: 2, gestating: 1 })
          : parity === '2'
            ? statuses({ open: 2 })
            : statuses({}),
    total: parity === '0' ? 5 : parity === '1' ? 3 : parity === '2' ? 2 : 0,
    share: parity === '0' ? 0.5 : parity === '1' ? 0.3 : parity === '2' ? 0.2 : 0,
    expected_share: parity === '0' ? 0.25 : 0.75 / 9,
    progressed: 1,
    removed: 1,
    retention: 0.5,
  })),
  animals: [
    {
      animal: 'F1',
      status: 'gilt',
      since: '2026-01-10',
      days_in_status: 49,
      parity: 0,
      location: 'Gilt pen 1',
      room: 'Gestation room',
      age_days: 230,
    },
    {
      animal: 'F2',
      status: 'lactating',
      since: '2026-02-20',
      days_in_status: 8,
      parity: 1,
      location: null,
      room: null,
      age_days: null,
    },
  ],
};

describe('herd inventory report', () => {
  const report = herdInventoryReport(240);

  it('heads with the females present, the period’s averages and mean parity (coloured)', () => {
    const figures = report.figures(herd, context);
    expect(figures.slice(0, 4).map((figure) => [figure.id, figure.value])).toEqual([
      ['females', 10],
      ['avg_females', 9.5],
      ['avg_mated_females', 6.25],
      ['mean_parity', 0.9],
    ]);
    expect(figures.find((figure) => figure.id === 'mean_parity')?.metric).toBe('parity');
    expect(figures.find((figure) => figure.id === 'gilts_under_maturity')?.label).toBe(
      'Gilts under 240 days old',
    );
  });

  it('gives each status its share, and names the females never placed', () => {
    const byStatus = report.views[0].grid(herd, context);
    expect(byStatus.rows.find((row) => row.key === 'open')?.cells).toMatchObject({
      females: 2,
      share: 0.2,
    });
    const byRoom = report.views.find((view) => view.id === 'by-location')!.grid(herd, context);
    expect(byRoom.rows.map((row) => row.cells['room'])).toEqual([
      'Gestation room',
      'No place recorded',
    ]);
  });

  it('narrows the females to a status and a room', () => {
    const [byStatus, byRoom] = report.filters!;
    expect(byStatus!.narrow!(herd, ['lactating']).animals.map((row) => row.animal)).toEqual(['F2']);
    const unplaced = byRoom!.narrow!(herd, ['']);
    expect(unplaced.animals.map((row) => row.animal)).toEqual(['F2']);
    expect(unplaced.by_location).toHaveLength(1);
  });

  it('stacks each parity’s bar by where its females stand, beside the expected profile', () => {
    const option = parityChart(herd, { ...context, colours });
    const series = option.series as { name: string; data: (number | null)[]; stack?: string }[];
    expect(series.map((one) => [one.name, one.stack])).toEqual([
      ['Served', 'females'],
      ['Lactating', 'females'],
      ['Not served', 'females'],
      ['Expected from retention', undefined],
    ]);
    // Parity 0: 1 served, 0 lactating, 4 not served, of 10 females, drawn as percentages.
    expect(series.map((one) => one.data[0])).toEqual([10, 0, 40, 25]);
    // Each bar adds up to the parity's share.
    herd.by_parity.forEach((row, index) => {
      const stacked = series.slice(0, 3).reduce((sum, one) => sum + one.data[index]!, 0);
      expect(stacked).toBeCloseTo(row.share! * 100, 10);
    });
  });
});

const litters: FarrowingInventory = {
  date: '2026-02-28',
  lactation_length: 21,
  litters: 2,
  born_alive: 27,
  fostered_in: 2,
  fostered_out: 1,
  dead: 3,
  alive: 25,
  mean_lactation_day: 14,
  due_to_wean: 1,
  overdue: 1,
  unbalanced: 0,
  by_room: [{ room: 'Farrowing room A', litters: 2, alive: 25, mean_lactation_day: 14 }],
  rows: [
    {
      animal: 'S1',
      parity: 3,
      room: 'Farrowing room A',
      crate: 'Farrowing A-1',
      farrowing_date: '2026-02-25',
      lactation_day: 3,
      born_alive: 13,
      fostered_in: 2,
      fostered_out: 0,
      dead: 1,
      alive: 14,
      due_weaning: '2026-03-18',
      overdue: false,
      balanced: true,
    },
    {
      animal: 'S2',
      parity: 1,
      room: 'Farrowing room A',
      crate: 'Farrowing A-2',
      farrowing_date: '2026-02-03',
      lactation_day: 25,
      born_alive: 14,
      fostered_in: 0,
      fostered_out: 1,
      dead: 2,
      alive: 11,
      due_weaning: '2026-02-24',
      overdue: true,
      balanced: false,
    },
  ],
};

describe('farrowing inventory report', () => {
  it('counts the litters of each lactation day, from day 0', () => {
    const counts = littersByLactationDay(litters);
    expect(counts).toHaveLength(26);
    expect([counts[3], counts[25], counts[0]]).toEqual([1, 1, 0]);
  });

  it('says what a litter needs checking', () => {
    const grid = farrowingInventoryReport.views[0].grid(litters, context);
    expect(grid.rows.map((row) => row.cells['check'])).toEqual([
      null,
      'Overdue for weaning, Piglets do not balance',
    ]);
  });
});

const use: LocationUse = {
  from: '2026-02-25',
  to: '2026-02-28',
  days: 4,
  crates: 2,
  crates_occupied: 1,
  crate_occupancy: 0.5,
  crate_empty_days: 2,
  litters: 1,
  litters_per_crate_year: ((1 / 4) * 365) / 2,
  mixed_pens: 1,
  pen_returns: { up_to_7: 12, days_8_28: 3, from_29: 1 },
  rooms: [
    {
      room: 'Farrowing room A',
      building: 'M1',
      section: 'lactation',
      places: 2,
      crates: 2,
      occupied_place_days: 4,
      present: 1,
      gilts: 0,
      animal_days: 4,
      occupancy: 0.5,
      empty_days: 0,
    },
  ],
  places: [
    {
      name: 'Gestation pen 1',
      kind: 'pen',
      room: 'Gestation',
      serves: null,
      stations: 1,
      occupied_days: 4,
      present: 10,
      gilts: 1,
      animal_days: 40,
      occupancy: 1,
      empty_days: 0,
      mixed: true,
    },
  ],
  occupancy_by_day: [{ room: 'Farrowing room A', crates: 2, occupied: [0, 1, 2, 1] }],
  calendar: {
    from: '2026-02-25',
    to: '2026-02-28',
    crates: [
      { crate: 'A-1', room: 'Farrowing room A', cells: [null, 'sow', 0, 1] },
      { crate: 'A-2', room: 'Farrowing room A', cells: [null, null, 'sow', null] },
    ],
  },
};

describe('location use report', () => {
  it('shows the crate calendar as a row per crate and a column per day', () => {
    const grid = crateCalendarGrid(use, context.t, 'en');
    expect(grid.columns.map((column) => column.header)).toEqual([
      'Crate (lactation day; • sow without litter)',
      'Room',
      'Feb 25',
      'Feb 26',
      'Feb 27',
      'Feb 28',
    ]);
    expect(grid.rows[0]!.cells).toMatchObject({
      '2026-02-25': null,
      '2026-02-26': '•',
      '2026-02-27': '0',
      '2026-02-28': '1',
    });
  });

  it('draws the crates occupied each day as a share of the crates', () => {
    const option = occupancyChart(use, { ...context, colours })!;
    const series = option.series as { data: number[] }[];
    expect(series).toHaveLength(1);
    // Percentages, for the axis to tick at round ones.
    expect(series[0]!.data).toEqual([0, 50, 100, 50]);
    expect(occupancyChart({ ...use, occupancy_by_day: [] }, { ...context, colours })).toBeNull();
  });

  it('marks a mixed pen and counts the moves into pens by days since service', () => {
    const grid = locationUseReport.views[1]!.grid(use, context);
    expect(grid.rows[0]!.cells).toMatchObject({ gilts: 1, mixed: 'Mixed' });
    expect(grid.footnote).toMatch(/gilts 10 % or more/);
    const figures = locationUseReport.figures(use, context);
    expect(figures.slice(-4).map((figure) => [figure.label, figure.value])).toEqual([
      ['Mixed pens on the last day (10 % or more gilts)', 1],
      ['Served females moved into a pen 0–7 days after service', 12],
      ['Served females moved into a pen 8–28 days after service', 3],
      ['Served females moved into a pen 29 days or more after service', 1],
    ]);
  });

  it('gives a room its mean animals over the period', () => {
    const grid = locationUseReport.views[0].grid(use, context);
    expect(grid.rows[0]!.cells).toMatchObject({
      mean_animals: 1,
      occupancy: 0.5,
      section: 'Farrowing',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { dayNumber } from '../herd/day-number.js';
import { isoWeekday, reproductionAnalysis, type ServiceRow } from './reproduction-analysis.js';

/** Today 2026-05-10 (a Sunday); the period: 2026-04-01 … 2026-05-10, its window 115 days back. */
const TODAY = '2026-05-10';
const PERIOD = { from: '2026-04-01', to: TODAY };
const d = (date: string) => dayNumber(date);

const service = (
  animal: string,
  date: string,
  fields: Partial<ServiceRow> & Pick<ServiceRow, 'outcome'>,
): ServiceRow => ({
  animal,
  day: d(date),
  parity: 2,
  first: true,
  interval: null,
  boar: 'B1',
  user: 'anna',
  outcomeDay: null,
  confirmed: false,
  ...fields,
});

const rows: ServiceRow[] = [
  // The period's services (Wednesday 2026-04-01 starts the first, clipped, week).
  service('A', '2026-04-01', { outcome: 'returned', outcomeDay: d('2026-04-22') }),
  service('A', '2026-04-22', { outcome: 'pending', first: false, interval: 21, confirmed: true }),
  service('B', '2026-04-02', { outcome: 'open', outcomeDay: d('2026-04-30'), parity: 0 }),
  service('C', '2026-04-08', { outcome: 'pending', parity: 6 }),
  service('D', '2026-04-09', { outcome: 'removed', outcomeDay: d('2026-04-20') }),
  service('E', '2026-05-01', { outcome: 'pending', first: false, interval: 12, parity: 0 }),
  // The farrowing rate's window: 2025-12-07 … 2026-01-15.
  service('F', '2025-12-07', { outcome: 'farrowed', outcomeDay: d('2026-04-01'), boar: 'B2' }),
  service('G', '2025-12-08', { outcome: 'returned', outcomeDay: d('2025-12-30'), user: null }),
  service('G', '2025-12-30', {
    outcome: 'farrowed',
    outcomeDay: d('2026-04-24'),
    first: false,
    interval: 22,
  }),
  service('H', '2026-01-15', { outcome: 'aborted', outcomeDay: d('2026-03-01'), parity: 5 }),
  // Neither: between the window and the period.
  service('I', '2026-02-01', { outcome: 'farrowed', outcomeDay: d('2026-05-27') }),
];

describe('reproductionAnalysis', () => {
  const answer = reproductionAnalysis(PERIOD, TODAY, rows, { parity: [] });

  it('counts the period’s services by where each stands today', () => {
    expect(answer).toMatchObject({
      services: 6,
      first_services: 4,
      repeat_services: 2,
      states: {
        pending: 2,
        confirmed: 1,
        farrowed: 0,
        returned: 1,
        aborted: 0,
        open: 1,
        removed: 1,
      },
      returned_by_band: {
        early: 0,
        regular: 1,
        irregular: 0,
        regular_second: 0,
        late: 0,
        other: 0,
      },
    });
  });

  it('groups them by ISO week of service', () => {
    expect(answer.weeks.map((w) => [w.from, w.to, w.services])).toEqual([
      ['2026-04-01', '2026-04-05', 2],
      ['2026-04-06', '2026-04-12', 2],
      ['2026-04-13', '2026-04-19', 0],
      ['2026-04-20', '2026-04-26', 1],
      ['2026-04-27', '2026-05-03', 1],
      ['2026-05-04', '2026-05-10', 0],
    ]);
  });

  it('analyses the repeat services by return interval', () => {
    expect(answer.returns).toEqual({
      repeats: 2,
      bands: { early: 1, regular: 1, irregular: 0, regular_second: 0, late: 0, other: 0 },
      intervals: [
        { days: 12, repeats: 1 },
        { days: 21, repeats: 1 },
      ],
      parities: [
        {
          group: '0',
          repeats: 1,
          bands: { early: 1, regular: 0, irregular: 0, regular_second: 0, late: 0, other: 0 },
        },
        {
          group: '1',
          repeats: 0,
          bands: { early: 0, regular: 0, irregular: 0, regular_second: 0, late: 0, other: 0 },
        },
        {
          group: '2',
          repeats: 1,
          bands: { early: 0, regular: 1, irregular: 0, regular_second: 0, late: 0, other: 0 },
        },
        {
          group: '3-5',
          repeats: 0,
          bands: { early: 0, regular: 0, irregular: 0, regular_second: 0, late: 0, other: 0 },
        },
        {
          group: '6+',
          repeats: 0,
          bands: { early: 0, regular: 0, irregular: 0, regular_second: 0, late: 0, other: 0 },
        },
      ],
    });
  });

  it('gives the farrowing rate of the window’s services, by group', () => {
    const rate = answer.farrowing_rate;
    expect(rate).toMatchObject({
      window: { from: '2025-12-07', to: '2026-01-15' },
      services: 4,
      farrowed: 2,
      far_rate: 0.5,
    });
    expect(rate.by_parity).toEqual([
      { key: '2', services: 3, farrowed: 2, pending: 0, far_rate: 2 / 3 },
      { key: '3-5', services: 1, farrowed: 0, pending: 0, far_rate: 0 },
    ]);
    expect(rate.by_boar.map((r) => [r.key, r.services, r.farrowed])).toEqual([
      ['B1', 3, 1],
      ['B2', 1, 1],
    ]);
    expect(rate.by_technician.map((r) => [r.key, r.services])).toEqual([
      ['anna', 3],
      [null, 1],
    ]);
    // 2025-12-07 Sunday, 12-08 Monday, 12-30 Tuesday, 2026-01-15 Thursday.
    expect(rate.by_weekday.map((r) => [r.key, r.services])).toEqual([
      ['1', 1],
      ['2', 1],
      ['4', 1],
      ['7', 1],
    ]);
    expect(rate.by_service.map((r) => [r.key, r.services, r.farrowed])).toEqual([
      ['first', 3, 1],
      ['regular', 1, 1],
    ]);
  });

  it('counts apart the window’s services whose sow has not farrowed yet: pending, not failed', () => {
    // Served 115 days before the period's first day, still due (sows farrow up to ~120 days).
    const late = service('J', '2025-12-10', { outcome: 'pending', boar: 'B3' });
    const rate = reproductionAnalysis(PERIOD, TODAY, [...rows, late], {
      parity: [],
    }).farrowing_rate;
    expect(rate).toMatchObject({ services: 5, farrowed: 2, pending: 1 });
    expect(rate.by_boar.find((r) => r.key === 'B3')).toMatchObject({ services: 1, pending: 1 });
  });

  it('lists the period’s services with their state, return band and age today', () => {
    expect(
      answer.list.map((s) => [s.animal, s.date, s.state, s.state_date, s.return_band, s.days]),
    ).toEqual([
      ['A', '2026-04-01', 'returned', '2026-04-22', 'regular', 39],
      ['B', '2026-04-02', 'open', '2026-04-30', null, 38],
      ['C', '2026-04-08', 'pending', null, null, 32],
      ['D', '2026-04-09', 'removed', '2026-04-20', null, 31],
      ['A', '2026-04-22', 'confirmed', null, null, 18],
      ['E', '2026-05-01', 'pending', null, null, 9],
    ]);
  });

  it('narrows every figure to the parity groups chosen', () => {
    const gilts = reproductionAnalysis(PERIOD, TODAY, rows, { parity: ['0'] });
    expect(gilts.services).toBe(2);
    expect(gilts.farrowing_rate.services).toBe(0);
    expect(gilts.farrowing_rate.far_rate).toBeNull();
    expect(gilts.returns.parities.map((p) => p.group)).toEqual(['0']);
  });
});

describe('isoWeekday', () => {
  it.each([
    ['2026-05-04', 1],
    ['2026-05-07', 4],
    ['2026-05-10', 7],
    ['1970-01-01', 4],
    ['1969-12-29', 1],
  ] as const)('%s → %d', (date, weekday) => {
    expect(isoWeekday(dayNumber(date))).toBe(weekday);
  });
});

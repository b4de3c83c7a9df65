import { describe, expect, it } from 'vitest';
import { day, days, herdBuilder } from '../herd/herd-builder.js';
import { countKpisByUser, emptyUserCounts, type UserCount, type UserCounts } from './by-user.js';
import { computeKpiReport } from './reference.js';

describe('event-count KPIs by user', () => {
  it('splits services, first services, litters and weanings by who recorded them', () => {
    const records = herdBuilder().records;
    records.push(
      { type: 'entry', animal: 'F1', date: day(0), parity: 0 },
      { type: 'service', animal: 'F1', date: day(10), doses: 1, user: 'ana' },
      { type: 'service', animal: 'F1', date: day(31), doses: 1, user: 'ben' }, // a return: repeat
      {
        type: 'farrowing',
        animal: 'F1',
        date: day(146),
        born_alive: 12,
        stillborn: 1,
        mummified: 0,
        user: 'ben',
      },
      { type: 'weaning', animal: 'F1', date: day(167), count: 11, user: 'ana' },
      { type: 'service', animal: 'F1', date: day(172), doses: 1 }, // first after weaning, no user
    );
    const period = days(0, 200);
    const split = countKpisByUser(records, period);
    const counts = (some: Partial<UserCounts>) => ({ ...emptyUserCounts(), ...some });
    expect(split).toEqual({
      ana: counts({ services: 1, first_services: 1, weanings: 1, weaned: 11 }),
      ben: counts({ services: 1, litters: 1 }),
      '-': counts({ services: 1, first_services: 1, gilts_entered: 1 }),
    });
    // The split adds up to the whole herd's figures.
    const whole = computeKpiReport(records, period).kpis;
    const sum = (key: 'services' | 'first_services' | 'litters' | 'weanings' | 'weaned') =>
      Object.values(split).reduce((total, counts) => total + counts[key], 0);
    for (const key of ['services', 'first_services', 'litters', 'weanings', 'weaned'] as const) {
      expect(sum(key)).toBe(whole[key]);
    }
  });

  it('splits the counts the version 2 ratios and rates are made of', () => {
    const herd = herdBuilder();
    /** Records [from, to) of the herd so far are recorded by this user. */
    const recordedBy = (user: string, from: number, to = herd.records.length) => {
      for (const record of herd.records.slice(from, to)) record.user = user;
    };
    herd.female('A').entry(-10).serve(0).farrow(115, 6).wean(131, 12); // wean age 16
    recordedBy('ana', 0, 2);
    recordedBy('ben', 2, 4);
    herd.female('B').entry(-10, 2).serve(0).farrow(115, 9).wean(132, 11).remove(140, 'cull');
    recordedBy('ana', 4);
    herd.female('C').entry(-5, 1).remove(20, 'death');
    herd.female('D').entry(30).remove(40, 'euthanasia');
    herd.female('E').entry(-5, 3).remove(50, 'transfer');
    herd.female('Z').entry(-5).remove(200, 'cull'); // removed after the period
    const period = days(-10, 199);
    const split = countKpisByUser(herd.records, period);
    const counts = (some: Partial<UserCounts>) => ({ ...emptyUserCounts(), ...some });
    expect(split).toEqual({
      // A's gilt entry and first service; B's entry (a sow), service, litter, weaning, cull.
      ana: counts({
        gilts_entered: 1,
        services: 2,
        first_services: 2,
        litters: 1,
        litters_lt10: 1,
        weanings: 1,
        weaned: 11,
        culls: 1,
      }),
      // A's litter of 6 and her weaning of 12 at 16 days.
      ben: counts({
        litters: 1,
        litters_lt7: 1,
        litters_lt10: 1,
        weanings: 1,
        weaned: 12,
        weanings_ge12: 1,
        weaned_lt17d: 1,
      }),
      // The unrecorded: D's and Z's gilt entries, and the removals in the period.
      '-': counts({ gilts_entered: 2, deaths: 1, euthanasias: 1, transfers: 1 }),
    });
    // The split adds up to the whole herd's figures.
    const whole = computeKpiReport(herd.records, period);
    const total = (key: UserCount) => Object.values(split).reduce((sum, c) => sum + c[key], 0);
    expect(total('gilts_entered')).toBe(whole.kpis.gilts_entered);
    expect(total('litters_lt7') / whole.kpis.litters!).toBe(whole.kpis.pc_litters_lt7);
    expect(total('litters_lt10') / whole.kpis.litters!).toBe(whole.kpis.pc_litters_lt10);
    expect(total('weanings_ge12') / whole.kpis.weanings!).toBe(whole.kpis.pc_weanings_ge12);
    expect(total('weaned_lt17d') / whole.kpis.weanings!).toBe(whole.kpis.pc_weaned_lt17d);
    expect({
      cull: total('culls'),
      death: total('deaths'),
      euthanasia: total('euthanasias'),
      transfer: total('transfers'),
    }).toEqual(whole.removals_by_kind);
  });

  it('counts only events dated in the period', () => {
    const records = herdBuilder().records;
    records.push(
      { type: 'entry', animal: 'F1', date: day(0), parity: 0 },
      { type: 'service', animal: 'F1', date: day(10), doses: 1, user: 'ana' },
    );
    expect(countKpisByUser(records, days(11, 20))).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { day, days, herdBuilder } from '../herd/herd-builder.js';
import { countKpisByUser } from './by-user.js';
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
    expect(split).toEqual({
      ana: { services: 1, first_services: 1, litters: 0, weanings: 1, weaned: 11 },
      ben: { services: 1, first_services: 0, litters: 1, weanings: 0, weaned: 0 },
      '-': { services: 1, first_services: 1, litters: 0, weanings: 0, weaned: 0 },
    });
    // The split adds up to the whole herd's figures.
    const whole = computeKpiReport(records, period).kpis;
    const sum = (key: 'services' | 'first_services' | 'litters' | 'weanings' | 'weaned') =>
      Object.values(split).reduce((total, counts) => total + counts[key], 0);
    for (const key of ['services', 'first_services', 'litters', 'weanings', 'weaned'] as const) {
      expect(sum(key)).toBe(whole[key]);
    }
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

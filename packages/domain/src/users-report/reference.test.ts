import { describe, expect, it } from 'vitest';
import { computeKpiReport } from '../kpi/reference.js';
import { herdRecordSchema, type HerdRecordInput } from '../records/record-schema.js';
import { computeUsersReport } from './reference.js';
import { emptyUserTally, userFigures } from './user-tally.js';

const parse = (records: HerdRecordInput[]) => records.map((r) => herdRecordSchema.parse(r));

/**
 * Four sows, each telling one story: a right positive check, a positive check on a sow that
 * returned, a negative check on a sow that farrowed anyway, a negative check followed by a
 * return, plus checks that cannot be judged.
 */
const records = parse([
  { type: 'entry', animal: 'A', date: '2025-01-01', parity: 1 },
  { type: 'entry', animal: 'B', date: '2025-01-01', parity: 2 },
  { type: 'entry', animal: 'C', date: '2025-01-01', parity: 1 },
  { type: 'entry', animal: 'D', date: '2025-01-01' },
  { type: 'entry', animal: 'E', date: '2025-01-01', parity: 3 },
  // A: served by ana, checked positive by ben, farrows (right), weaned by ben.
  { type: 'service', animal: 'A', date: '2025-01-10', user: 'ana' },
  { type: 'preg_check', animal: 'A', date: '2025-02-05', result: 'positive', user: 'ben' },
  {
    type: 'farrowing',
    animal: 'A',
    date: '2025-05-04',
    born_alive: 13,
    stillborn: 2,
    mummified: 1,
    user: 'cleo',
  },
  { type: 'weaning', animal: 'A', date: '2025-05-25', count: 12, user: 'cleo' },
  // A is checked again after her farrowing, before any service: nothing to judge.
  { type: 'preg_check', animal: 'A', date: '2025-05-30', result: 'negative', user: 'ben' },
  // B: positive check, then served again (wrong).
  { type: 'service', animal: 'B', date: '2025-01-12', user: 'ana' },
  { type: 'preg_check', animal: 'B', date: '2025-02-06', result: 'positive', user: 'ben' },
  { type: 'service', animal: 'B', date: '2025-02-20', user: 'dan' },
  // C: negative check, yet she farrows from that service (wrong: a missed pregnancy).
  { type: 'service', animal: 'C', date: '2025-01-14', user: 'dan' },
  { type: 'preg_check', animal: 'C', date: '2025-02-07', result: 'negative', user: 'ben' },
  { type: 'farrowing', animal: 'C', date: '2025-05-08', born_alive: 10, user: 'cleo' },
  // D: a gilt checked negative, served again (right); then positive with nothing after (unknown).
  { type: 'service', animal: 'D', date: '2025-01-15' },
  { type: 'preg_check', animal: 'D', date: '2025-02-08', result: 'negative', user: 'ben' },
  { type: 'service', animal: 'D', date: '2025-02-10', user: 'ana' },
  { type: 'preg_check', animal: 'D', date: '2025-03-10', result: 'positive', user: 'ben' },
  // E: checked positive, then culled: her fate is not known.
  { type: 'service', animal: 'E', date: '2025-01-16', user: 'ana' },
  { type: 'preg_check', animal: 'E', date: '2025-02-09', result: 'positive', user: 'ben' },
  { type: 'removal', animal: 'E', date: '2025-03-01', kind: 'cull' },
  // After her removal, a record of E counts nowhere.
  { type: 'preg_check', animal: 'E', date: '2025-03-05', result: 'positive', user: 'ben' },
]);

const userOf = (report: ReturnType<typeof computeUsersReport>, user: string) =>
  report.users.find((entry) => entry.user === user);

describe('computeUsersReport', () => {
  const report = computeUsersReport(records, { from: '2025-01-01', to: '2025-06-30' });

  it('lists each user who recorded something, by name, records without a user under "-"', () => {
    expect(report.users.map((entry) => entry.user)).toEqual(['-', 'ana', 'ben', 'cleo', 'dan']);
  });

  it('judges each check 115 days old by whether her service farrowed before she was served again', () => {
    expect(userOf(report, 'ben')).toEqual({
      ...emptyUserTally(),
      user: 'ben',
      // In the period: A twice, B, C, D twice, E; E's check after her removal is not hers any
      // more. Dated 2024-09-08 to 2025-03-07 (115 days earlier): A (right), B (wrong),
      // C (wrong), D's first (right) and E (unknown: culled); D's second is too recent.
      checks: 7,
      positive_checks: 4,
      matured_checks: 5,
      checks_judged: 4,
      checks_right: 2,
    });
  });

  it('counts services, first services, litters and weanings for whoever recorded them', () => {
    expect(userOf(report, 'ana')).toMatchObject({ services: 4, first_services: 3 });
    expect(userOf(report, 'dan')).toMatchObject({ services: 2, first_services: 1 });
    expect(userOf(report, 'cleo')).toMatchObject({
      litters: 2,
      piglets_born_alive: 23,
      piglets_stillborn: 2,
      piglets_mummified: 1,
      weanings: 1,
      piglets_weaned: 12,
    });
    expect(userOf(report, '-')).toMatchObject({ services: 1, first_services: 1 });
  });

  it('rates the services of 115 days before the period, by who served', () => {
    const later = computeUsersReport(records, { from: '2025-05-05', to: '2025-06-10' });
    // Served 2025-01-10 to 2025-02-15: ana's A (farrowed), B, E and D's second service (still
    // pending); dan's C, `open` by the contract's outcome (the negative check ends it, though
    // she farrowed), not his service of B on 2025-02-20.
    expect(userOf(later, 'ana')).toMatchObject({
      services: 0,
      matured_services: 4,
      matured_farrowed: 1,
    });
    expect(userOf(later, 'dan')).toMatchObject({ matured_services: 1, matured_farrowed: 0 });
    expect(userFigures(userOf(later, 'ana')!).far_rate).toBe(0.25);
  });

  it('adds up to the herd: services, litters and the farrowing rate of the KPI contract', () => {
    const period = { from: '2025-05-05', to: '2025-06-10' };
    const users = computeUsersReport(records, period);
    const kpis = computeKpiReport(records, period).kpis;
    const total = userFigures(users.total);
    expect(total.services).toBe(kpis.services);
    expect(total.litters).toBe(kpis.litters);
    expect(total.weaned).toBe(kpis.weaned);
    expect(total.far_rate).toBe(kpis.far_rate);
    expect(total.born_alive).toBe(kpis.born_alive);
  });

  it('has null ratios without a denominator', () => {
    const figures = userFigures(emptyUserTally());
    expect(figures.far_rate).toBeNull();
    expect(figures.pc_checks_right).toBeNull();
    expect(figures.born_alive).toBeNull();
    expect(figures.services).toBe(0);
  });

  it('refuses a period that ends before it starts', () => {
    expect(() => computeUsersReport(records, { from: '2025-02-01', to: '2025-01-01' })).toThrow(
      RangeError,
    );
  });
});

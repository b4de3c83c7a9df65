import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  computeKpiExplanation,
  computeKpiReport,
  dateOfDay,
  dayNumber,
  KPI_KEYS,
  splitsByUser,
  UNRECORDED_USER,
  USER_FIGURE_DRILL_DOWNS,
  USER_FIGURE_KEYS,
  emptyUserTally,
  userFigures,
  type HerdRecord,
  type KpiExplanation,
  type Period,
} from '@barnboard/domain';
import { explainSiteKpi } from '../../src/modules/kpis/kpi-drill-down.js';
import { usersReportOn } from '../../src/modules/users-report/users-report-service.js';
import type { RecordsSite } from '../../src/repositories/herd-records-repository.js';
import { simulateHerd } from '../../src/simulator/index.js';
import { openDemoDatabase, type DemoTenant } from '../support/demo-tenant.js';
import type { TestDatabase } from '../support/test-database.js';
import { addVersion2EdgeCases, female, importedSite, roughen, shift } from './engine-herds.js';

/**
 * The drill-down of every KPI (docs/kpis.md, "Drill-down"): the server's list, read from the
 * derived facts, equals the reference's, read from the timelines (rows, places, sums, figure),
 * and it explains the figure of the KPI report: its rows sum to a count, its sums give a rate.
 */

let database: TestDatabase;
let demo: DemoTenant;

beforeAll(async () => {
  ({ database, demo } = await openDemoDatabase(new Date('2026-11-01T00:00:00Z')));
}, 120_000);

afterAll(() => database?.dispose());

const USERS = ['ana', 'ben', 'chloé'];

const total = (values: readonly (number | null)[]) =>
  values.reduce<number>((sum, value) => sum + (value ?? 0), 0);

/**
 * Every key's drill-down on both engines, checked equal and summing to the report's figure; for
 * a key made of events, also one user's list on both engines, and the users' lists (those who
 * recorded, `-` for no one) adding up to the whole.
 */
async function expectExplained(
  site: RecordsSite,
  records: HerdRecord[],
  period: Period,
  users: readonly [string, ...string[]] = [UNRECORDED_USER],
) {
  const report = computeKpiReport(records, period);
  const explanations: KpiExplanation[] = [];
  for (const key of KPI_KEYS) {
    if (splitsByUser(key)) {
      const [one] = users;
      expect(await explainSiteKpi(database.db, site, key, period, one), key).toEqual(
        computeKpiExplanation(records, key, period, one),
      );
      const parts = users.map((user) => computeKpiExplanation(records, key, period, user));
      const whole = computeKpiExplanation(records, key, period);
      expect(total(parts.map((part) => part.numerator)), key).toBe(whole.numerator);
      expect(total(parts.map((part) => part.rows.length)), key).toBe(whole.rows.length);
    }
    const engine = await explainSiteKpi(database.db, site, key, period);
    expect(engine, key).toEqual(computeKpiExplanation(records, key, period));
    expect(engine.value, key).toBe(report.kpis[key]);
    const numerator = total(engine.rows.map((row) => row.numerator));
    expect(numerator, key).toBe(engine.numerator);
    if (engine.formula === 'count') expect(numerator, key).toBe(report.kpis[key]);
    if (engine.formula === 'ratio' || engine.formula === 'per_year' || engine.formula === 'npd') {
      expect(total(engine.rows.map((row) => row.denominator)), key).toBe(engine.denominator);
    }
    explanations.push(engine);
  }
  await expectUsersCellsExplained(site, records, period, users);
  return explanations;
}

/**
 * Each user's cell of the users report that opens a drill-down (USER_FIGURE_DRILL_DOWNS) is the
 * figure of that user's list: its value, or its n for the matured services (far_rate's list).
 */
async function expectUsersCellsExplained(
  site: RecordsSite,
  records: HerdRecord[],
  period: Period,
  users: readonly string[],
) {
  const report = await usersReportOn(database.db, site, period);
  for (const user of users) {
    const entry = report.users.find((one) => one.user === user) ?? emptyUserTally();
    const cells = userFigures(entry);
    for (const figure of USER_FIGURE_KEYS) {
      const key = USER_FIGURE_DRILL_DOWNS[figure];
      if (key === undefined) continue;
      const list = computeKpiExplanation(records, key, period, user);
      const explained = figure === 'matured_services' ? list.n : list.value;
      expect(explained, `${user} ${figure}`).toBe(cells[figure]);
    }
  }
}

describe('KPI drill-down', () => {
  it('lists the same rows on both engines for hand-made edge cases, places included', async () => {
    const records: HerdRecord[] = [];
    female(records, 'T')
      .entry(0)
      .move(0, 'Gestation 1')
      .serve(10)
      .serve(31)
      .check(52, 'negative')
      .serve(52)
      .move(160, 'Farrowing 2')
      .farrow(167, 12, 1, 1)
      .pigletDeath(167, 1)
      .pigletDeath(170, 2)
      .move(188, 'Gestation 1')
      .wean(188, 10)
      .serve(190)
      .move(200, 'Quarantine')
      .remove(200, 'euthanasia');
    female(records, 'S').entry(0, 3).serve(5).serve(5).abort(40).serve(60).farrow(175, 9);
    female(records, 'G').entry(20).remove(20, 'death');
    addVersion2EdgeCases(records);
    const site = await importedSite(database.db, demo, records);
    for (const period of [
      { from: '2024-06-01', to: '2025-12-31' },
      { from: '2025-01-01', to: '2025-01-01' },
      { from: '2025-04-01', to: '2025-06-30' },
      { from: '2025-06-17', to: '2025-07-20' },
    ]) {
      await expectExplained(site, records, period, ['ana', 'ben', UNRECORDED_USER]);
    }
    const explained = await explainSiteKpi(database.db, site, 'pre_wean_mortality', {
      from: '2025-06-01',
      to: '2025-06-30',
    });
    // The litter and both deaths of T, in the farrowing room she was moved to before.
    expect(explained.rows.filter((row) => row.animal === 'T')).toEqual([
      {
        animal: 'T',
        event: 'farrowing',
        date: '2025-06-17',
        location: 'Farrowing 2',
        detail: null,
        numerator: null,
        denominator: 12,
      },
      {
        animal: 'T',
        event: 'piglet_death',
        date: '2025-06-17',
        location: 'Farrowing 2',
        detail: null,
        numerator: 1,
        denominator: null,
      },
      {
        animal: 'T',
        event: 'piglet_death',
        date: '2025-06-20',
        location: 'Farrowing 2',
        detail: null,
        numerator: 2,
        denominator: null,
      },
    ]);
  }, 60_000);

  it('every list of every key sums to the figure on simulated herds and random periods', async () => {
    // Formulas met with rows: every one must be, or the herds miss what the test is about.
    const met = new Set<string>();
    const herdArb = fc.record({
      seed: fc.nat({ max: 1_000_000 }),
      sows: fc.integer({ min: 20, max: 60 }),
      endDay: fc.integer({ min: dayNumber('2020-01-01'), max: dayNumber('2026-10-31') }),
      rough: fc.boolean(),
      withUsers: fc.boolean(),
    });
    const periodArb = fc.record({
      start: fc.integer({ min: -200, max: 500 }),
      length: fc.oneof(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 400 })),
    });
    await fc.assert(
      fc.asyncProperty(
        herdArb,
        fc.array(periodArb, { minLength: 1, maxLength: 2 }),
        async (h, periods) => {
          const endDate = dateOfDay(h.endDay);
          const simulated = simulateHerd({
            sows: h.sows,
            years: 1,
            seed: h.seed,
            endDate,
            ...(h.withUsers ? { users: USERS } : {}),
          });
          const records = h.rough ? roughen(simulated, h.seed) : simulated;
          const site = await importedSite(database.db, demo, records);
          const first = shift(endDate, -365);
          for (const p of periods) {
            const from = shift(first, p.start);
            // Everyone who recorded, the one checked on both engines first (by the seed).
            const users = h.withUsers ? [...USERS, UNRECORDED_USER] : [UNRECORDED_USER];
            const checked = users[h.seed % users.length]!;
            const explanations = await expectExplained(
              site,
              records,
              { from, to: shift(from, p.length - 1) },
              [checked, ...users.filter((user) => user !== checked)],
            );
            for (const explanation of explanations) {
              if (explanation.rows.some((row) => row.location !== null)) met.add('location');
              if (explanation.n > 0) met.add(explanation.formula);
            }
          }
        },
      ),
      { numRuns: 12 },
    );
    expect([...met].sort()).toEqual(['average', 'count', 'location', 'npd', 'per_year', 'ratio']);
  }, 300_000);
});

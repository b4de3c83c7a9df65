import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  computeHerdReport,
  computeKpiReport,
  computeKpiSeries,
  countKpisByUser,
  dateOfDay,
  dayNumber,
  KPI_KEYS,
  REMOVAL_KINDS,
  REPORT_FIGURE_KEYS,
  type HerdRecord,
  type KpiInterval,
  type KpiReport,
  type Period,
} from '@barnboard/domain';
import { computeSiteKpiPeriods, computeSiteKpis } from '../../src/modules/kpis/kpi-engine.js';
import type { RecordsSite } from '../../src/repositories/herd-records-repository.js';
import { openDemoDatabase, type DemoTenant } from '../support/demo-tenant.js';
import { simulateHerd } from '../../src/simulator/index.js';
import {
  addVersion2EdgeCases,
  female,
  importInto,
  importedSite,
  roughen,
  shift,
} from './engine-herds.js';
import type { TestDatabase } from '../support/test-database.js';

/**
 * The server engine (SQL + light TypeScript) gives exactly the reference's answer (deep
 * equality, floats to the last bit: both sum integers first and divide once, in the same order).
 */

let database: TestDatabase;
let demo: DemoTenant;

beforeAll(async () => {
  ({ database, demo } = await openDemoDatabase(new Date('2026-11-01T00:00:00Z')));
}, 120_000);

afterAll(() => database?.dispose());

const siteWith = (records: HerdRecord[], slices = 1) =>
  importedSite(database.db, demo, records, slices);
const expectImported = (site: RecordsSite, records: HerdRecord[]) =>
  importInto(database.db, site, records);

/** The engine's answer for the period, once checked equal to the reference's. */
async function expectAgreement(
  site: RecordsSite,
  records: HerdRecord[],
  period: Period,
  interval?: KpiInterval,
): Promise<KpiReport> {
  const engine = await computeSiteKpis(database.db, site, period, { interval, byUser: true });
  expect(engine).toEqual({
    ...computeKpiReport(records, period),
    ...(interval ? { series: computeKpiSeries(records, period, interval) } : {}),
    by_user: countKpisByUser(records, period),
  });
  return engine;
}

/** The keys of kpi-definitions.md's "Version 2 additions" (the catalogue's last ones). */
const VERSION_2_KEYS = KPI_KEYS.slice(KPI_KEYS.indexOf('npd') + 1);

describe('server KPI engine', () => {
  it('agrees on hand-made edge cases (same-day order, times, removals, unweaned litters)', async () => {
    const records: HerdRecord[] = [];
    female(records, 'T')
      .entry(0)
      .serve(10)
      .serve([31, '16:00'])
      .heat(31)
      .check([31, '07:00'], 'negative')
      .serve(52)
      .farrow(167, 12, 1, 1)
      .pigletDeath(167, 1)
      .pigletDeath(170, 2)
      .serve(180)
      .wean(188, 10)
      .serve(190)
      .remove(200, 'euthanasia');
    female(records, 'S').entry(0, 3).serve(5).serve(5).abort(40).serve(60).farrow(175, 9);
    female(records, 'G').entry(20).remove(20, 'death');
    female(records, 'C').entry(3, 9).serve(30).farrow(145, 14).wean(170, 13).remove(171, 'cull');
    female(records, 'P').entry(1).pigletDeath(10, 1).serve(12).remove(300, 'transfer');
    addVersion2EdgeCases(records);
    const site = await siteWith(records);
    for (const period of [
      { from: '2024-06-01', to: '2025-12-31' },
      { from: '2025-01-01', to: '2025-01-01' },
      { from: '2025-02-01', to: '2025-07-19' },
      { from: '2025-06-17', to: '2025-06-17' },
      { from: '2026-01-01', to: '2026-03-01' },
      // Version 2 windows and spans: lagged 42 and 115 days, nursing 42 and pregnancy 120 days.
      { from: '2025-04-01', to: '2025-06-30' },
      { from: '2025-06-20', to: '2025-08-10' },
      { from: '2025-09-01', to: '2025-11-30' },
    ]) {
      await expectAgreement(site, records, period);
      await expectAgreement(site, records, period, 'week');
      await expectAgreement(site, records, period, 'month');
    }
  }, 60_000);

  it('agrees with the reference on simulated herds and random periods', async () => {
    // Version 2 keys, removal kinds and report figures some answer gave a value above 0 for:
    // every one must be met, or the herds do not exercise what the test is about.
    const met = new Set<string>();
    const meet = (report: KpiReport) => {
      for (const key of VERSION_2_KEYS) if ((report.kpis[key] ?? 0) > 0) met.add(key);
      for (const [kind, count] of Object.entries(report.removals_by_kind)) {
        if (count > 0) met.add(kind);
      }
    };
    const herdArb = fc.record({
      seed: fc.nat({ max: 1_000_000 }),
      sows: fc.integer({ min: 20, max: 80 }),
      years: fc.integer({ min: 1, max: 2 }),
      endDay: fc.integer({ min: dayNumber('2020-01-01'), max: dayNumber('2026-10-31') }),
      withUsers: fc.boolean(),
      slices: fc.integer({ min: 1, max: 3 }),
      /** Re-import the first farrowing with one more piglet born alive (an update). */
      edit: fc.boolean(),
      /** Also what the simulator seldom writes (roughen). */
      rough: fc.boolean(),
      /** The site's target lactation length the weanings' timing reads. */
      target: fc.integer({ min: 16, max: 28 }),
    });
    // A period as offsets (days) from the history's start, then a length; −800…+1200 covers
    // periods before, across and after a two-year history.
    const periodArb = fc.record({
      start: fc.integer({ min: -800, max: 1200 }),
      length: fc.oneof(
        fc.constant(1),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 800 }),
      ),
      interval: fc.constantFrom<KpiInterval | undefined>(undefined, undefined, 'week', 'month'),
    });
    await fc.assert(
      fc.asyncProperty(
        herdArb,
        fc.array(periodArb, { minLength: 3, maxLength: 5 }),
        async (h, periods) => {
          const endDate = dateOfDay(h.endDay);
          const simulated = simulateHerd({
            sows: h.sows,
            years: h.years,
            seed: h.seed,
            endDate,
            ...(h.withUsers ? { users: ['ana', 'ben', 'chloé'] } : {}),
          });
          let records = h.rough ? roughen(simulated, h.seed) : simulated;
          const site = await siteWith(records, h.slices);
          const farrowing = records.findIndex((r) => r.type === 'farrowing');
          if (h.edit && farrowing >= 0) {
            const record = records[farrowing] as Extract<HerdRecord, { type: 'farrowing' }>;
            const edited = { ...record, born_alive: record.born_alive + 1 };
            await expectImported(site, [edited]);
            records = records.map((r, i) => (i === farrowing ? edited : r));
          }
          const first = shift(endDate, -365 * h.years);
          const asked = periods.map((p) => {
            const from = shift(first, p.start);
            return { from, to: shift(from, p.length - 1) };
          });
          for (const [i, period] of asked.entries()) {
            meet(await expectAgreement(site, records, period, periods[i]!.interval));
          }
          // Periods side by side (overlapping, in any order): each its own reference report,
          // with its report figures.
          const side = await computeSiteKpiPeriods(database.db, site, asked, h.target);
          expect(side).toEqual(asked.map((period) => computeHerdReport(records, period, h.target)));
          for (const { figures } of side) {
            for (const [key, value] of Object.entries(figures)) if ((value ?? 0) > 0) met.add(key);
          }
        },
      ),
      { numRuns: 20 },
    );
    expect([...met].sort()).toEqual(
      [...VERSION_2_KEYS, ...REMOVAL_KINDS, ...REPORT_FIGURE_KEYS].sort(),
    );
  }, 300_000);
});

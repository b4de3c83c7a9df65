import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  computeKpiReport,
  computeKpiSeries,
  countKpisByUser,
  dateOfDay,
  dayNumber,
  type HerdRecord,
  type KpiInterval,
  type Period,
} from '@barnboard/domain';
import { importRecords } from '../../src/modules/herd-records/import-service.js';
import { computeSiteKpiPeriods, computeSiteKpis } from '../../src/modules/kpis/kpi-engine.js';
import {
  findRecordsSite,
  type RecordsSite,
} from '../../src/repositories/herd-records-repository.js';
import { seedDemo } from '../../src/seed/seed-demo.js';
import { demoTenant, type DemoTenant } from '../support/demo-tenant.js';
import { simulateHerd } from '../../src/simulator/index.js';
import { openTestDatabase, type TestDatabase } from '../support/test-database.js';

/**
 * The server engine (SQL + light TypeScript) gives exactly the reference's answer (deep
 * equality, floats to the last bit: both sum integers first and divide once, in the same order).
 */

let database: TestDatabase;
let demo: DemoTenant;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.db, new Date('2026-11-01T00:00:00Z'));
  demo = await demoTenant(database.db);
}, 120_000);

afterAll(() => database?.dispose());

/**
 * A fresh site holding these records, imported through the real import service in `slices`
 * imports of consecutive records: the first derives the site's facts whole, the next ones
 * recompute those of the animals they touch.
 */
async function siteWith(records: HerdRecord[], slices = 1): Promise<RecordsSite> {
  const site = (await findRecordsSite(database.db, await demo.newSite('Engine')))!;
  const size = Math.ceil(records.length / slices);
  for (let start = 0; start < records.length; start += size) {
    await expectImported(site, records.slice(start, start + size));
  }
  return site;
}

async function expectImported(site: RecordsSite, records: HerdRecord[]): Promise<void> {
  const result = await importRecords(database.db, site, [...records], (index) => ({ index }));
  expect(result.invalid).toEqual([]);
}

async function expectAgreement(
  site: RecordsSite,
  records: HerdRecord[],
  period: Period,
  interval?: KpiInterval,
): Promise<void> {
  const engine = await computeSiteKpis(database.db, site, period, { interval, byUser: true });
  expect(engine).toEqual({
    ...computeKpiReport(records, period),
    ...(interval ? { series: computeKpiSeries(records, period, interval) } : {}),
    by_user: countKpisByUser(records, period),
  });
}

const shift = (date: string, days: number) => dateOfDay(dayNumber(date) + days);

type At = number | [number, string];

/** Hand-made records of one female, in call order; days count from 2025-01-01. */
function female(records: HerdRecord[], animal: string) {
  const when = (at: At) =>
    typeof at === 'number'
      ? { animal, date: shift('2025-01-01', at) }
      : { animal, date: shift('2025-01-01', at[0]), time: at[1] };
  const add = (record: HerdRecord) => (records.push(record), builder);
  const builder = {
    entry: (at: At, parity = 0) => add({ type: 'entry', ...when(at), parity }),
    heat: (at: At) => add({ type: 'heat', ...when(at) }),
    serve: (at: At) => add({ type: 'service', ...when(at), doses: 1 }),
    check: (at: At, result: 'positive' | 'negative') =>
      add({ type: 'preg_check', ...when(at), result }),
    abort: (at: At) => add({ type: 'abortion', ...when(at) }),
    farrow: (at: At, bornAlive: number, stillborn = 0, mummified = 0) =>
      add({ type: 'farrowing', ...when(at), born_alive: bornAlive, stillborn, mummified }),
    pigletDeath: (at: At, count: number) => add({ type: 'piglet_death', ...when(at), count }),
    wean: (at: At, count: number) => add({ type: 'weaning', ...when(at), count }),
    remove: (at: At, kind: 'cull' | 'death' | 'euthanasia' | 'transfer') =>
      add({ type: 'removal', ...when(at), kind }),
  };
  return builder;
}

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
    const site = await siteWith(records);
    for (const period of [
      { from: '2024-06-01', to: '2025-12-31' },
      { from: '2025-01-01', to: '2025-01-01' },
      { from: '2025-02-01', to: '2025-07-19' },
      { from: '2025-06-17', to: '2025-06-17' },
      { from: '2026-01-01', to: '2026-03-01' },
    ]) {
      await expectAgreement(site, records, period);
      await expectAgreement(site, records, period, 'week');
      await expectAgreement(site, records, period, 'month');
    }
  }, 60_000);

  it('agrees with the reference on simulated herds and random periods', async () => {
    const herdArb = fc.record({
      seed: fc.nat({ max: 1_000_000 }),
      sows: fc.integer({ min: 20, max: 80 }),
      years: fc.integer({ min: 1, max: 2 }),
      endDay: fc.integer({ min: dayNumber('2020-01-01'), max: dayNumber('2026-10-31') }),
      withUsers: fc.boolean(),
      slices: fc.integer({ min: 1, max: 3 }),
      /** Re-import the first farrowing with one more piglet born alive (an update). */
      edit: fc.boolean(),
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
          let records = simulateHerd({
            sows: h.sows,
            years: h.years,
            seed: h.seed,
            endDate,
            ...(h.withUsers ? { users: ['ana', 'ben', 'chloé'] } : {}),
          });
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
            await expectAgreement(site, records, period, periods[i]!.interval);
          }
          // Periods side by side (overlapping, in any order): each its own reference report.
          expect(await computeSiteKpiPeriods(database.db, site, asked)).toEqual(
            asked.map((period) => computeKpiReport(records, period)),
          );
        },
      ),
      { numRuns: 20 },
    );
  }, 300_000);
});

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  computeKpiReport,
  dateOfDay,
  dayNumber,
  daysWithData,
  herdFirstDay,
  type FarmComparison,
  type HerdRecord,
  type KpiDrillDownResponse,
  type KpiReport,
  type PerformanceAnswer,
  type Period,
  type PigletMortality,
  type ReproductionAnalysis,
  type UsersReport,
} from '@barnboard/domain';
import { dateInZone } from '../../src/lib/dates.js';
import { importRecords } from '../../src/modules/herd-records/import-service.js';
import { findRecordsSite } from '../../src/repositories/herd-records-repository.js';
import { seedDemo } from '../../src/seed/seed-demo.js';
import { simulateHerd } from '../../src/simulator/index.js';
import { bearer, demoToken } from '../support/demo.js';
import { demoTenant, type DemoTenant } from '../support/demo-tenant.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * One period, one number (docs/kpis.md): for random herds and random periods, every route that
 * answers a herd figure for a period answers the same litters, services, weanings and weaned
 * (and the same KPIs where it carries them) as the KPI tiles, over the days the herd has data
 * for, and those are the reference engine's figures for those days.
 */

type KpiAnswer = KpiReport & { no_data: boolean; series?: KpiReport[] };

let t: TestApp;
let owner: string;
let demo: DemoTenant;
let partner: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, t.clock.now());
  owner = await demoToken(t, 'owner@bocage.demo');
  demo = await demoTenant(t.database.db);
  partner = await demo.newSite('Partner');
}, 120_000);

afterAll(() => t?.close());

async function get<T>(url: string): Promise<{ status: number; body: T }> {
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(owner) });
  return { status: response.statusCode, body: response.json<T>() };
}

async function ok<T>(url: string): Promise<T> {
  const { status, body } = await get<T>(url);
  expect(status, `${url}: ${JSON.stringify(body).slice(0, 300)}`).toBe(200);
  return body;
}

const COUNTS = ['litters', 'services', 'weanings', 'weaned'] as const;
const countsOf = (kpis: KpiReport['kpis']) => COUNTS.map((key) => kpis[key]);
const sum = (reports: readonly KpiReport[], key: (typeof COUNTS)[number]) =>
  reports.reduce((total, report) => total + (report.kpis[key] ?? 0), 0);
const days = (period: Period) => dayNumber(period.to) - dayNumber(period.from) + 1;

/** A herd of its own site, imported for real, ending on the site's today. */
async function herdSite(sows: number, years: number, seed: number) {
  const site = (await findRecordsSite(t.database.db, await demo.newSite('Random')))!;
  const today = dateInZone(t.clock.now(), site.timezone);
  const records: HerdRecord[] = simulateHerd({ sows, years, seed, endDate: today });
  const imported = await importRecords(t.database.db, site, records, (index) => ({ index }));
  expect(imported.invalid).toEqual([]);
  return { id: site.id, records, today };
}

describe('one period, one number', () => {
  it('gives every route the tiles’ figures for a period, over the days the herd has data for', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          sows: fc.integer({ min: 12, max: 36 }),
          years: fc.integer({ min: 1, max: 2 }),
          seed: fc.integer({ min: 1, max: 1_000_000 }),
          // Days back from today to the period's start (some before the herd), and its length
          // (some past today).
          back: fc.integer({ min: 0, max: 800 }),
          length: fc.integer({ min: 1, max: 420 }),
          unit: fc.constantFrom('week', 'month', 'quarter', 'year'),
        }),
        async ({ sows, years, seed, back, length, unit }) => {
          const herd = await herdSite(sows, years, seed);
          const from = dateOfDay(dayNumber(herd.today) - back);
          const asked = { from, to: dateOfDay(dayNumber(from) + length - 1) };
          const covered = daysWithData(asked, {
            first: herdFirstDay(herd.records),
            today: herd.today,
          });
          const site = `/api/sites/${herd.id}`;
          const query = `from=${asked.from}&to=${asked.to}`;

          const tile = await ok<KpiAnswer>(`${site}/kpis?${query}&interval=month`);
          if (!covered) {
            expect(tile.no_data).toBe(true);
            expect(countsOf(tile.kpis)).toEqual([null, null, null, null]);
            return;
          }
          // The tiles: the reference's report of the days covered, and its months add up to it.
          const { series, no_data, ...report } = tile;
          expect(no_data).toBe(false);
          expect(report).toEqual(computeKpiReport(herd.records, covered));
          for (const key of COUNTS) expect(sum(series!, key), key).toBe(tile.kpis[key]);

          // The full reports' grids: the total is the tiles' figure, the columns add up to it.
          const grid = await get<PerformanceAnswer>(
            `${site}/performances?columns=${unit}&${query}`,
          );
          if (grid.status === 200) {
            expect([grid.body.total.from, grid.body.total.to]).toEqual([covered.from, covered.to]);
            expect(grid.body.total.kpis).toEqual(tile.kpis);
            for (const key of COUNTS) expect(sum(grid.body.columns, key), key).toBe(tile.kpis[key]);
          } else {
            // Only too many columns for one grid is refused.
            expect([grid.status, unit]).toEqual([400, 'week']);
          }

          // The drill-downs list as many events as the figure counts.
          for (const key of ['litters', 'services', 'weanings'] as const) {
            const drill = await ok<KpiDrillDownResponse>(`${site}/kpis/${key}/drill-down?${query}`);
            expect([drill.from, drill.to, drill.n, drill.value], key).toEqual([
              covered.from,
              covered.to,
              tile.kpis[key],
              tile.kpis[key],
            ]);
          }

          const users = await ok<UsersReport>(`${site}/users-report?${query}`);
          expect([users.total.services, users.total.litters, users.total.weanings]).toEqual([
            tile.kpis.services,
            tile.kpis.litters,
            tile.kpis.weanings,
          ]);

          const mortality = await ok<PigletMortality>(`${site}/herd/piglet-mortality?${query}`);
          expect([mortality.litters, mortality.pre_wean_mortality]).toEqual([
            tile.kpis.litters,
            tile.kpis.pre_wean_mortality,
          ]);

          // Reports limited to recent or short periods, when the period is one of theirs.
          if (dayNumber(herd.today) - dayNumber(asked.from) < 120 && asked.to <= herd.today) {
            const analysis = await ok<ReproductionAnalysis>(
              `${site}/herd/reproduction-analysis?${query}`,
            );
            expect(analysis.services).toBe(tile.kpis.services);
          }
          if (days(asked) <= 90) {
            const comparison = await ok<FarmComparison>(
              `/api/farm-comparison?sites=${herd.id},${partner}&${query}`,
            );
            expect(comparison.sites[0]!.kpis).toEqual(tile.kpis);
          }
        },
      ),
      { numRuns: 10 },
    );
  }, 240_000);
});

// Benchmark (not a test): the server KPI engine (computeSiteKpis, apps/server/src/modules/kpis)
// on a 5,000-sow site with five years of history and on a 20-site tenant (20 × 250 sows × 2
// years), on a PostgreSQL server (a fresh database barnboard_bench_kpis, dropped at the end) and
// on the embedded PostgreSQL (a scratch data directory). Build first (`node scripts/build.mjs`); the engine is called in-process from
// apps/server/dist, so the numbers are the engine's (query + aggregation), without HTTP.
// Records are simulated (simulateHerd) and written with batched INSERTs of the import's own row
// shape (eventValues, contentHash), not through importRecords: its validation pass over ~540k
// records would dominate the run and is not what is measured; the site's derived facts are then
// computed by its first report, timed on its own. Also measured: performance monitoring's 13
// monthly columns (GET …/performances, without HTTP), the herd analysis reports, the users
// report of a year on the big site and the farm comparison of the 20 sites over 90 days (their
// routes' services), a day of gestation live figures and a page of one day's feed intakes on
// the big site (its last 30 days of feeding simulated), and simulateHerd itself. Writes
// bench/results/kpis-<date>.json. BENCH_DB names the scratch database (several benches can
// then run at once on one server); BENCH_ONLY names the cases to measure, the others skipped.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { loadSite, measure, RUNS } from './herd-site.mjs';
import { root, writeResults } from './support.mjs';

const dist = (/** @type {string} */ file) =>
  pathToFileURL(path.join(root, 'apps/server/dist', file)).href;

/** @type {typeof import('../apps/server/dist/db/database.js')} */
const { openDatabase } = await import(dist('db/database.js'));
/** @type {typeof import('../apps/server/dist/db/schema/index.js')} */
const schema = await import(dist('db/schema/index.js'));
/** @type {typeof import('../apps/server/dist/simulator/index.js')} */
const { simulateHerd } = await import(dist('simulator/index.js'));
/** @type {typeof import('../apps/server/dist/modules/kpis/kpi-engine.js')} */
const { computeSiteKpis } = await import(dist('modules/kpis/kpi-engine.js'));
/** @type {typeof import('../apps/server/dist/modules/performance/performance-service.js')} */
const { performancesOf } = await import(dist('modules/performance/performance-service.js'));
/** @type {typeof import('@barnboard/domain')} */
const { zonedInstant } = await import(
  pathToFileURL(path.join(root, 'packages/domain/dist/index.js')).href
);
/** @type {typeof import('../apps/server/dist/modules/users-report/users-report-service.js')} */
const { usersReportOn } = await import(dist('modules/users-report/users-report-service.js'));
/** @type {typeof import('../apps/server/dist/modules/farm-comparison/farm-comparison-service.js')} */
const { compareFarms } = await import(dist('modules/farm-comparison/farm-comparison-service.js'));
/** @type {typeof import('../apps/server/dist/simulator/feeding-seed.js')} */
const { seedFeeding } = await import(dist('simulator/feeding-seed.js'));
/** @type {typeof import('../apps/server/dist/modules/herd-analysis/herd-analysis-service.js')} */
const { pigletMortalityOf, reproductionAnalysisOf, sowWithdrawalsOf } = await import(
  dist('modules/herd-analysis/herd-analysis-service.js')
);
/** @type {typeof import('../apps/server/dist/modules/feeding/figures-service.js')} */
const { feedIntakesPage, gestationLiveOn } = await import(
  dist('modules/feeding/figures-service.js')
);

/** @type {typeof import('../apps/server/dist/modules/kpis/kpi-drill-down.js')} */
const { explainSiteKpi } = await import(dist('modules/kpis/kpi-drill-down.js'));

const PG_SERVER = 'postgres://postgres@localhost:5432';
/** BENCH_ONLY=case,case measures these cases only (the data is loaded whole all the same). */
const ONLY = process.env.BENCH_ONLY?.split(',');
const BENCH_DB = process.env.BENCH_DB ?? 'barnboard_bench_kpis';
const END = '2026-10-31';
/** Days of simulated feeding on the big site, ending END. */
const FEEDING_DAYS = 30;

/** @typedef {import('../apps/server/dist/db/database.js').Database} Database */
/** @typedef {{ tenantId: string, id: string, timezone: string }} Site */

/** @param {Database} db @param {string} kind */
async function runEngine(db, kind) {
  const t0 = performance.now();
  const [tenant] = await db
    .insert(schema.tenants)
    .values({ name: `KPI bench ${kind}` })
    .returning({ id: schema.tenants.id });
  if (!tenant) throw new Error('no tenant');
  const bigHerd = simulateHerd({ sows: 5000, years: 5, seed: 1, endDate: END });
  const big = await loadSite(db, tenant.id, 'Big', bigHerd);
  // The whole of END's feeding day: the feeding as of its last second at the site.
  await seedFeeding(db, big, bigHerd, {
    seed: 1,
    now: zonedInstant(END, '23:59:59', big.timezone),
    days: FEEDING_DAYS,
    kinds: ['gestation', 'lactation'],
  });
  /** @type {Site[]} */
  const small = [];
  for (let i = 0; i < 20; i++) {
    small.push(
      await loadSite(
        db,
        tenant.id,
        `Site ${i + 1}`,
        simulateHerd({ sows: 250, years: 2, seed: 100 + i, endDate: END }),
      ),
    );
  }
  console.log(`${kind}: data loaded in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  await db.execute('analyze');
  // The first report of a site derives its facts (docs/kpis.md); measured once, apart.
  const t1 = performance.now();
  await computeSiteKpis(db, big, { from: END, to: END });
  const factsMs = Number((performance.now() - t1).toFixed(1));
  console.log(`${kind}: facts of the big site derived in ${(factsMs / 1000).toFixed(1)} s`);
  for (const site of small) await computeSiteKpis(db, site, { from: END, to: END });

  const year = { from: '2025-11-01', to: END };
  const fiveYears = { from: '2021-11-01', to: END };
  const quarter = { from: '2026-08-02', to: END };
  /** @type {Record<string, () => Promise<unknown>>} */
  const timed = {
    site_year: () => measure(() => computeSiteKpis(db, big, year)),
    // Performance monitoring: 13 monthly columns with their lagged windows and total, one query.
    site_performances_13_months: () =>
      measure(() =>
        performancesOf(
          db,
          big,
          { columns: 'month', count: 13, to: END },
          new Date(`${END}T12:00Z`),
        ),
      ),
    site_5y_monthly_series: () =>
      measure(() => computeSiteKpis(db, big, fiveYears, { interval: 'month' })),
    tenant_20_sites_90d_sequential: () =>
      measure(async () => {
        for (const site of small) await computeSiteKpis(db, site, quarter);
      }),
    tenant_20_sites_90d_concurrent: () =>
      measure(() => Promise.all(small.map((site) => computeSiteKpis(db, site, quarter)))),
    // The herd analysis reports (docs/herd-analysis.md): a year, and the 120 days the
    // reproduction analysis may look back.
    piglet_mortality_year: () =>
      measure(() => pigletMortalityOf(db, big, year, { parity: [], cause: [] })),
    sow_withdrawals_year: () =>
      measure(() => sowWithdrawalsOf(db, big, year, { kind: [], parity: [], reason: [] })),
    reproduction_analysis_120d: () =>
      measure(() =>
        reproductionAnalysisOf(db, big, { from: '2026-07-03', to: END }, END, { parity: [] }),
      ),
    users_report_year: () => measure(() => usersReportOn(db, big, year)),
    farm_comparison_20_sites_90d: () =>
      measure(() =>
        compareFarms(
          db,
          small.map((site) => site.id),
          quarter,
          new Date(`${END}T12:00Z`),
        ),
      ),
    gestation_live_day: () => measure(() => gestationLiveOn(db, big, END, new Date())),
    feed_intakes_day: () =>
      measure(() => feedIntakesPage(db, big, { from: END, to: END, page: 1, per_page: 1000 })),
    // Drill-downs (docs/kpis.md): the services behind a year's farrowing rate, the litters
    // behind its born alive, and the female days behind its NPD (the longest list).
    drill_down_far_rate_year: () => measure(() => explainSiteKpi(db, big, 'far_rate', year)),
    drill_down_born_alive_year: () => measure(() => explainSiteKpi(db, big, 'born_alive', year)),
    drill_down_npd_year: () => measure(() => explainSiteKpi(db, big, 'npd', year)),
  };
  /** @type {Record<string, unknown>} */
  const cases = {};
  for (const [name, run] of Object.entries(timed)) {
    if (!ONLY || ONLY.includes(name)) cases[name] = await run();
  }
  console.table(cases);
  return { ...cases, first_report_deriving_facts_ms: factsMs };
}

const tSim = performance.now();
simulateHerd({ sows: 1200, years: 2, seed: 42, endDate: END });
const simulateMs = Number((performance.now() - tSim).toFixed(1));

const admin = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
await admin.connect();
await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
await admin.query(`create database ${BENCH_DB}`);
/** @type {Record<string, unknown>} */
const results = {};
try {
  const postgres = await openDatabase({
    databaseUrl: `${PG_SERVER}/${BENCH_DB}`,
    dataDir: os.tmpdir(),
  });
  await postgres.migrate();
  results.postgres = await runEngine(postgres.db, 'postgres');
  await postgres.close();
} finally {
  await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
  await admin.end();
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'barnboard-bench-kpis-'));
try {
  const embedded = await openDatabase({ dataDir });
  await embedded.migrate();
  results.embedded = await runEngine(embedded.db, 'embedded');
  await embedded.close();
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

writeResults('kpis', {
  runs: RUNS,
  simulate_1200_sows_2_years_ms: simulateMs,
  data: {
    big_site: `simulateHerd sows 5000 years 5 seed 1, end ${END}; its last ${FEEDING_DAYS} days of feeding`,
    tenant: '20 sites × simulateHerd sows 250 years 2 (seeds 100–119)',
    concurrency: 'concurrent = 20 computeSiteKpis at once (pool of 10 connections on both engines)',
  },
  cases: results,
});

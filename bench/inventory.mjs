// Benchmark (not a test): the inventory reports (apps/server/src/modules/inventory, docs/inventory.md)
// in-process, without HTTP, on a 5,000-sow site with five years of history and the demo's kind
// of location tree, on a PostgreSQL server (a fresh database barnboard_bench_inventory, dropped
// at the end). The target (issue 13 §3): each report for one year or one day, p50 < 300 ms.
// Build first (`node scripts/build.mjs`). Writes bench/results/inventory-<date>.json.
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { loadBigSite, measure, RUNS } from './herd-site.mjs';
import { root, writeResults } from './support.mjs';

const dist = (/** @type {string} */ file) =>
  pathToFileURL(path.join(root, 'apps/server/dist', file)).href;

/** @type {typeof import('../apps/server/dist/db/database.js')} */
const { openDatabase } = await import(dist('db/database.js'));
/** @type {typeof import('../apps/server/dist/modules/kpis/kpi-engine.js')} */
const { computeSiteKpis } = await import(dist('modules/kpis/kpi-engine.js'));
/** @type {typeof import('../apps/server/dist/modules/inventory/inventory-service.js')} */
const { farrowingInventoryOf, herdInventoryOf, locationUseOf } = await import(
  dist('modules/inventory/inventory-service.js')
);

const PG_SERVER = 'postgres://postgres@localhost:5432';
const BENCH_DB = 'barnboard_bench_inventory';
const END = '2026-10-31';

/** @param {import('../apps/server/dist/db/database.js').Database} db */
async function run(db) {
  const t0 = performance.now();
  const { site, records, locations } = await loadBigSite(db, 'Inventory bench', END);
  console.log(
    `data loaded and facts derived in ${((performance.now() - t0) / 1000).toFixed(0)} s: ` +
      `${records.length} records, ${locations} locations`,
  );

  const year = { from: '2025-11-01', to: END };
  const month = { from: '2026-10-01', to: END };
  const cases = {
    herd_inventory_year: await measure(() => herdInventoryOf(db, site, year, 240)),
    farrowing_inventory_day: await measure(() => farrowingInventoryOf(db, site, END)),
    location_use_year: await measure(() => locationUseOf(db, site, year)),
    location_use_month: await measure(() => locationUseOf(db, site, month)),
    // kpis.mjs's site_year, measured in the same conditions: the herd inventory runs it, and it
    // tells how loaded the machine was (125 ms on an idle one, docs/kpis.md).
    kpi_engine_year: await measure(() => computeSiteKpis(db, site, year)),
  };
  console.table(cases);
  return cases;
}

const admin = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
await admin.connect();
await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
await admin.query(`create database ${BENCH_DB}`);
/** @type {Record<string, unknown>} */
let postgres = {};
try {
  const database = await openDatabase({
    databaseUrl: `${PG_SERVER}/${BENCH_DB}`,
    dataDir: os.tmpdir(),
  });
  await database.migrate();
  postgres = await run(database.db);
  await database.close();
} finally {
  await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
  await admin.end();
}

writeResults('inventory', {
  runs: RUNS,
  data: {
    site: `simulateHerd sows 5000 years 5 seed 1, end ${END}; the demo's location tree of its records`,
    periods: 'a year (2025-11-01 to the end), a month, and the end day',
  },
  cases: { postgres },
});

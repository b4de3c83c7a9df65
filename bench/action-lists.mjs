// Benchmark (not a test): the barn's action lists and the records to fix
// (apps/server/src/modules/action-lists, docs/action-lists.md) in-process, without HTTP, on a
// 5,000-sow site with five years of history and the demo's kind of location tree, on a
// PostgreSQL server (a fresh database barnboard_bench_action_lists, dropped at the end). The
// target (issue 16): the action lists of a day, p50 < 300 ms. Build first
// (`node scripts/build.mjs`). Writes bench/results/action-lists-<date>.json.
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, writeResults } from './support.mjs';
import { loadBigSite, measure, onFreshPostgres, RUNS } from './herd-site.mjs';

const dist = (/** @type {string} */ file) =>
  pathToFileURL(path.join(root, 'apps/server/dist', file)).href;

/** @type {typeof import('../apps/server/dist/modules/action-lists/action-lists-service.js')} */
const { actionListsOf, recordsToFixOf } = await import(
  dist('modules/action-lists/action-lists-service.js')
);

const BENCH_DB = 'barnboard_bench_action_lists';
const END = '2026-10-31';

/** @param {import('../apps/server/dist/db/database.js').Database} db */
async function run(db) {
  const t0 = performance.now();
  const { site, records, locations } = await loadBigSite(db, 'Action lists bench', END);
  const lists = await actionListsOf(db, site, END);
  console.log(
    `data loaded and facts derived in ${((performance.now() - t0) / 1000).toFixed(0)} s: ` +
      `${records.length} records, ${locations} locations; lists of the day: ` +
      Object.entries(lists.lists)
        .map(([list, items]) => `${list} ${items.length}`)
        .join(', '),
  );
  const cases = {
    action_lists_day: await measure(() => actionListsOf(db, site, END)),
    records_to_fix: await measure(() => recordsToFixOf(db, site, END)),
  };
  console.table(cases);
  return cases;
}

const postgres = await onFreshPostgres(BENCH_DB, run);

writeResults('action-lists', {
  runs: RUNS,
  loadAverage: os.loadavg(),
  data: {
    site: `simulateHerd sows 5000 years 5 seed 1, end ${END}; the demo's location tree of its records`,
    day: END,
  },
  cases: { postgres },
});

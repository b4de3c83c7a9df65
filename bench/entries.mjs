// Benchmark (not a test): what an entry in the barn reads (docs/records.md, "Entries and
// corrections"), in-process, without HTTP, on the 5,000-sow, five-year site, on a PostgreSQL
// server (a fresh database barnboard_bench_entries, dropped at the end). An entry is an import of
// one record: the import used to read every stored event of the site; a small import now reads
// only those of its animals and those its ids and fingerprints name. Measured: both reads for one
// record and for 1,000 (where import-service.ts's TARGETED_READ_MAX_RECORDS switches), and a whole
// entry of a record stored already (validation, lock, read, matching, order rules; nothing is
// written). Build first (`node scripts/build.mjs`). Writes bench/results/entries-<date>.json.
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, writeResults } from './support.mjs';
import { loadBigSite, measure, onFreshPostgres, RUNS } from './herd-site.mjs';

const dist = (/** @type {string} */ file) =>
  pathToFileURL(path.join(root, 'apps/server/dist', file)).href;

/** @type {typeof import('../apps/server/dist/repositories/herd-records-repository.js')} */
const { listStoredEvents, listStoredEventsOf } = await import(
  dist('repositories/herd-records-repository.js')
);
/** @type {typeof import('../apps/server/dist/modules/herd-records/import-service.js')} */
const { importRecords, TARGETED_READ_MAX_RECORDS } = await import(
  dist('modules/herd-records/import-service.js')
);
/** @type {typeof import('../apps/server/dist/modules/herd-records/record-codec.js')} */
const { contentHash } = await import(dist('modules/herd-records/record-codec.js'));

const BENCH_DB = 'barnboard_bench_entries';
const END = '2026-10-31';

/** The keys a small import of these records reads by. @param {import('@barnboard/domain').HerdRecord[]} records */
function keysOf(records) {
  return {
    identities: [...new Set(records.map((record) => record.animal))],
    sourceIds: [],
    fingerprints: records.map((record) => contentHash(record)),
    eventIds: [],
  };
}

/** @param {import('../apps/server/dist/db/database.js').Database} db */
async function run(db) {
  const t0 = performance.now();
  const { site, records } = await loadBigSite(db, 'Entries bench', END);
  console.log(
    `data loaded in ${((performance.now() - t0) / 1000).toFixed(0)} s: ${records.length} records`,
  );
  // The last records of the history: a day's entries in the barn, spread over many sows.
  const last = records.slice(-TARGETED_READ_MAX_RECORDS);
  const one = last.slice(-1);
  const cases = {
    whole_site_read: await measure(() => listStoredEvents(db, site)),
    targeted_read_1_record: await measure(() => listStoredEventsOf(db, site, keysOf(one))),
    targeted_read_1000_records: await measure(() => listStoredEventsOf(db, site, keysOf(last))),
    entry_of_a_stored_record: await measure(async () => {
      const result = await importRecords(db, site, [{ ...one[0] }], (index) => ({ index }));
      if (result.unchanged !== 1) throw new Error(`not unchanged: ${JSON.stringify(result)}`);
    }),
  };
  console.table(cases);
  return cases;
}

const postgres = await onFreshPostgres(BENCH_DB, run);

writeResults('entries', {
  runs: RUNS,
  loadAverage: os.loadavg(),
  data: { site: `simulateHerd sows 5000 years 5 seed 1, end ${END}` },
  cases: { postgres },
});

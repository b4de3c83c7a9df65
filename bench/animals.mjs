// Benchmark (not a test): the sow search and the sow card (apps/server/src/modules/animals,
// docs/animals.md) in-process, without HTTP, on the 5,000-sow site with five years of history and
// the demo's kind of location tree of the other herd benches, plus its last 30 days of simulated
// feeding, on a PostgreSQL server (a fresh database barnboard_bench_animals, dropped at the end)
// and on the embedded PostgreSQL (a scratch data directory). The targets (issue 29 §8): the
// search < 100 ms, a card < 300 ms. Build first (`node scripts/build.mjs`). Writes
// bench/results/animals-<date>.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadBigSite, onFreshPostgres } from './herd-site.mjs';
import { root, summary, writeResults } from './support.mjs';

const dist = (/** @type {string} */ file) =>
  pathToFileURL(path.join(root, 'apps/server/dist', file)).href;

/** @type {typeof import('../apps/server/dist/db/database.js')} */
const { openDatabase } = await import(dist('db/database.js'));
/** @type {typeof import('../apps/server/dist/modules/animals/animal-search-service.js')} */
const { searchAnimalsOf } = await import(dist('modules/animals/animal-search-service.js'));
/** @type {typeof import('../apps/server/dist/modules/animals/animal-card-service.js')} */
const { animalCardOf } = await import(dist('modules/animals/animal-card-service.js'));
/** @type {typeof import('../apps/server/dist/simulator/feeding-seed.js')} */
const { seedFeeding } = await import(dist('simulator/feeding-seed.js'));

const BENCH_DB = 'barnboard_bench_animals';
const END = '2026-10-31';
/** Timed calls of each case (after one warm-up call), each on the next of its inputs. */
const SAMPLES = 40;

/**
 * Median and tail (p95 beside summary's p90 and p99) of SAMPLES calls, the i-th on inputs[i % n].
 * @template T @param {T[]} inputs @param {(input: T) => Promise<unknown>} run
 */
async function measureOver(inputs, run) {
  await run(/** @type {T} */ (inputs[0]));
  const samples = [];
  for (let i = 0; i < SAMPLES; i++) {
    const t0 = performance.now();
    await run(/** @type {T} */ (inputs[i % inputs.length]));
    samples.push(performance.now() - t0);
  }
  const sorted = [...samples].sort((a, b) => a - b);
  const p95 = sorted[Math.min(sorted.length - 1, Math.floor(0.95 * sorted.length))] ?? 0;
  return { ...summary(samples, 1), p95_ms: Number(p95.toFixed(1)) };
}

/**
 * The words and females measured: whole tags and RFIDs as a reader scans them, a tag's first
 * characters as typed, digits found inside many tags; the cards of females present (gestating,
 * lactating with feeding, and others) and of removed ones with their whole history.
 * @param {import('@barnboard/domain').HerdRecord[]} records
 */
function inputsOf(records) {
  const entries = records.filter((record) => record.type === 'entry');
  const removed = new Set(records.filter((r) => r.type === 'removal').map((r) => r.animal));
  const present = entries.filter((entry) => !removed.has(entry.animal));
  const pick = (/** @type {typeof entries} */ from, count = 8) =>
    Array.from({ length: count }, (_, i) => from[Math.floor(((i + 0.5) * from.length) / count)]);
  const tags = pick(present).map((entry) => /** @type {string} */ (entry?.animal));
  return {
    tags,
    rfids: pick(present).map((entry) =>
      entry?.type === 'entry' ? /** @type {string} */ (entry.rfid) : '',
    ),
    prefixes: tags.map((tag) => tag.slice(0, 3)),
    inside: ['12', '305', '77', '4'],
    presentCards: tags,
    removedCards: pick(entries.filter((entry) => removed.has(entry.animal))).map(
      (entry) => /** @type {string} */ (entry?.animal),
    ),
  };
}

/** @param {import('../apps/server/dist/db/database.js').Database} db @param {string} engine */
async function run(db, engine) {
  const t0 = performance.now();
  const { site, records } = await loadBigSite(db, `Animals bench ${engine}`, END);
  const now = new Date(`${END}T17:00:00Z`);
  const feeding = await seedFeeding(db, site, records, {
    seed: 1,
    now,
    days: 30,
    kinds: ['gestation', 'lactation'],
  });
  await db.execute('analyze');
  const inputs = inputsOf(records);
  const sample = await searchAnimalsOf(db, site, inputs.prefixes[0] ?? '', END);
  console.log(
    `${engine}: data loaded in ${((performance.now() - t0) / 1000).toFixed(0)} s: ` +
      `${records.length} records, ${feeding.intakes} intakes, ${feeding.visits} visits; ` +
      `"${inputs.prefixes[0]}" finds ${sample.matches.length}`,
  );
  const card = (/** @type {string} */ animal) => animalCardOf(db, site, animal, END, true);
  const search = (/** @type {string} */ words) => searchAnimalsOf(db, site, words, END);
  const cases = {
    search_scanned_tag: await measureOver(inputs.tags, search),
    search_scanned_rfid: await measureOver(inputs.rfids, search),
    search_typed_prefix: await measureOver(inputs.prefixes, search),
    search_digits_inside: await measureOver(inputs.inside, search),
    card_present: await measureOver(inputs.presentCards, card),
    card_removed: await measureOver(inputs.removedCards, card),
  };
  console.table(cases);
  return cases;
}

/** @type {Record<string, unknown>} */
const results = {};
results.postgres = await onFreshPostgres(BENCH_DB, (db) => run(db, 'postgres'));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'barnboard-bench-animals-'));
try {
  const embedded = await openDatabase({ dataDir });
  try {
    await embedded.migrate();
    results.embedded = await run(embedded.db, 'embedded');
  } finally {
    await embedded.close();
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

writeResults('animals', {
  samples: SAMPLES,
  loadAverage: os.loadavg(),
  data: {
    site: `simulateHerd sows 5000 years 5 seed 1, end ${END}; the demo's location tree of its records; seedFeeding of the last 30 days (gestation and lactation, seed 1)`,
    day: END,
    inputs:
      'search: 8 whole tags and 8 whole RFIDs of present females, their tags’ first 3 characters, digits inside many tags; cards: 8 present and 8 removed females, feeding included',
  },
  cases: results,
});

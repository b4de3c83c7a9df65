// What the herd benchmarks share (kpis.mjs, inventory.mjs, action-lists.mjs): a site loaded with
// simulated herd records (and the demo's kind of location tree), and timing a call. Build first (`node scripts/build.mjs`): the server's modules are
// imported from apps/server/dist.
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freshPostgresDatabase, root, summary } from './support.mjs';

/** Timed runs of each case, after one warm-up. */
export const RUNS = 7;
/** Rows per INSERT. */
const BATCH = 1000;

const dist = (/** @type {string} */ file) =>
  pathToFileURL(path.join(root, 'apps/server/dist', file)).href;

/** @type {typeof import('../apps/server/dist/db/database.js')} */
const { openDatabase } = await import(dist('db/database.js'));
/** @type {typeof import('../apps/server/dist/db/schema/index.js')} */
const schema = await import(dist('db/schema/index.js'));
/** @type {typeof import('../apps/server/dist/modules/herd-records/record-codec.js')} */
const { contentHash, eventValues } = await import(dist('modules/herd-records/record-codec.js'));
/** @type {typeof import('../apps/server/dist/seed/demo-locations.js')} */
const { demoLocations } = await import(dist('seed/demo-locations.js'));
/** @type {typeof import('../apps/server/dist/repositories/locations-repository.js')} */
const { saveLocations } = await import(dist('repositories/locations-repository.js'));
/** @type {typeof import('../apps/server/dist/simulator/index.js')} */
const { simulateHerd } = await import(dist('simulator/index.js'));
/** @type {typeof import('../apps/server/dist/repositories/herd-facts-repository.js')} */
const { ensureHerdFacts } = await import(dist('repositories/herd-facts-repository.js'));

/** The demo's buildings: gestation rooms in one, farrowing rooms alternately in the others. */
const BUILDINGS = { gestation: 'Gestation 1', farrowing: ['Mise bas A', 'Mise bas B'] };

/** @typedef {import('../apps/server/dist/db/database.js').Database} Database */
/** @typedef {{ tenantId: string, id: string, timezone: string }} Site */

/** One warm-up, then RUNS timed runs. @param {() => Promise<unknown>} run */
export async function measure(run) {
  await run();
  const samples = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await run();
    samples.push(performance.now() - t0);
  }
  return summary(samples, 1);
}

/**
 * A site of the tenant holding the simulated records, written with batched INSERTs of the
 * import's own row shape (eventValues, contentHash), not through importRecords: its validation
 * pass over ~540k records would dominate the run and is not what is measured.
 * @param {Database} db @param {string} tenantId @param {string} name
 * @param {import('@barnboard/domain').HerdRecord[]} records
 * @returns {Promise<Site>}
 */
export async function loadSite(db, tenantId, name, records) {
  const [row] = await db
    .insert(schema.sites)
    .values({ tenantId, name, type: 'maternity', access: 'all' })
    .returning({ id: schema.sites.id, timezone: schema.sites.timezone });
  if (!row) throw new Error('no site');
  const site = { tenantId, id: row.id, timezone: row.timezone };
  const identities = [...new Set(records.map((r) => r.animal))];
  /** @type {Map<string, string>} */
  const ids = new Map();
  for (let i = 0; i < identities.length; i += BATCH) {
    const created = await db
      .insert(schema.animals)
      .values(
        identities.slice(i, i + BATCH).map((identity) => ({ tenantId, siteId: site.id, identity })),
      )
      .returning({ id: schema.animals.id, identity: schema.animals.identity });
    for (const a of created) ids.set(a.identity, a.id);
  }
  /** @type {Map<string, number>} */
  const seqs = new Map();
  /** @type {Map<string, number>} */
  const copies = new Map();
  const rows = records.map((record) => {
    const key = `${record.animal}\u0000${record.date}`;
    const seq = (seqs.get(key) ?? 0) + 1;
    seqs.set(key, seq);
    const hash = contentHash(record);
    const copy = (copies.get(hash) ?? 0) + 1;
    copies.set(hash, copy);
    const fingerprint = copy === 1 ? hash : `${hash}#${copy}`;
    return {
      ...eventValues(record, ids.get(record.animal) ?? '', seq, fingerprint),
      tenantId,
      siteId: site.id,
    };
  });
  for (let i = 0; i < rows.length; i += BATCH) {
    await db.insert(schema.herdEvents).values(rows.slice(i, i + BATCH));
  }
  return site;
}

/**
 * The site's buildings and the location tree the demo builds from the places its records name
 * (docs/locations.md); the number of locations.
 * @param {Database} db @param {Site} site
 * @param {import('@barnboard/domain').HerdRecord[]} records
 */
export async function loadLocationTree(db, site, records) {
  const buildingIds = new Map();
  for (const name of [BUILDINGS.gestation, ...BUILDINGS.farrowing]) {
    const [row] = await db
      .insert(schema.buildings)
      .values({ tenantId: site.tenantId, siteId: site.id, name, type: 'barn' })
      .returning({ id: schema.buildings.id });
    buildingIds.set(name, row?.id);
  }
  const tree = demoLocations(records, [], BUILDINGS);
  await saveLocations(db, site, tree, buildingIds);
  return tree.length;
}

/**
 * The 5,000-sow, five-year site ending `endDate`, in a new tenant, with the demo's kind of
 * location tree and its derived facts: what the inventory and action-list benches measure on.
 * @param {Database} db @param {string} tenantName @param {string} endDate
 */
export async function loadBigSite(db, tenantName, endDate) {
  const [tenant] = await db
    .insert(schema.tenants)
    .values({ name: tenantName })
    .returning({ id: schema.tenants.id });
  if (!tenant) throw new Error('no tenant');
  const records = simulateHerd({ sows: 5000, years: 5, seed: 1, endDate });
  const site = await loadSite(db, tenant.id, 'Big', records);
  const locations = await loadLocationTree(db, site, records);
  await db.execute('analyze');
  await ensureHerdFacts(db, site);
  return { site, records, locations };
}

/**
 * Runs `run` on a fresh, migrated database `name` of the PostgreSQL server (BENCH_DATABASE_URL
 * or localhost:5432), dropped again afterwards; answers what `run` answers.
 * @template T
 * @param {string} name
 * @param {(db: import('../apps/server/dist/db/database.js').Database) => Promise<T>} run
 * @returns {Promise<T>}
 */
export async function onFreshPostgres(name, run) {
  const url = await freshPostgresDatabase(name);
  if (!url) throw new Error('no PostgreSQL server answers (BENCH_DATABASE_URL or localhost:5432)');
  const database = await openDatabase({ databaseUrl: url, dataDir: os.tmpdir() });
  try {
    await database.migrate();
    return await run(database.db);
  } finally {
    await database.close();
    await freshPostgresDatabase(name);
  }
}

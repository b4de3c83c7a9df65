// Benchmark (not a test): does one tenant's work stall everyone else? On the embedded default
// and on the PostgreSQL server, the built server with the demo data, 127.0.0.1 only, bounded
// request counts. Two scenes per engine:
//   1. Ferme du Bocage imports 50,000 herd records (JSON, about 6 MB) while Porcs Horizon's users
//      keep asking for their sites and pinging: their latency during the import (target p99 < 1 s).
//   2. The dashboard's report mix from 20 clients at once: answers per second and latency (target:
//      the embedded default reaches at least half the PostgreSQL server's rate in the same run).
// Writes bench/results/contention-<date>.json. Run: `node bench/contention.mjs` after a build.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getJson, load, signIn, simulatedRecords, siteOf, startDemoServer } from './demo-api.mjs';
import { request } from './http-client.mjs';
import { freshPostgresDatabase, writeResults } from './support.mjs';

const IMPORT_RECORDS = 50_000;
const OTHER_TENANT_CLIENTS = 4;
const MIX_CLIENTS = 20;
const MIX_REQUESTS = 1_500;

/**
 * Memory of a process and all its descendants (the server and, on the embedded default, its
 * PostgreSQL processes), in MB: the proportional set size, which counts memory shared between
 * processes (PostgreSQL's shared buffers) once, where adding up resident sizes would count it in
 * every process that touched it. @param {number} pid
 */
function treeMemoryMb(pid) {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number));
  const tree = new Set([pid]);
  for (let grown = true; grown;) {
    grown = false;
    for (const [child, parent] of rows) {
      if (child !== undefined && parent !== undefined && tree.has(parent) && !tree.has(child)) {
        tree.add(child);
        grown = true;
      }
    }
  }
  let kb = 0;
  for (const member of tree) {
    try {
      const rollup = fs.readFileSync(`/proc/${member}/smaps_rollup`, 'utf8');
      kb += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
    } catch {
      // the process ended meanwhile
    }
  }
  return Math.round(kb / 1024);
}

/** @param {string} url */
async function importScene(url) {
  const owner = await signIn(url, 'owner.bocage');
  const siteId = await siteOf(url, owner, 'finishing');
  // The other tenant: Porcs Horizon's first user, after the agreements.
  const horizon = await signIn(url, 'new.horizon');
  const agreed = await request(`${url}/api/user`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${horizon}`, 'content-type': 'application/json' },
    body: JSON.stringify({ agreed_terms_policy: true }),
  });
  if (!agreed.ok) throw new Error(`agreements: ${agreed.status} ${agreed.text}`);
  const body = JSON.stringify({ records: simulatedRecords(IMPORT_RECORDS) });

  let importing = true;
  const t0 = performance.now();
  const imported = request(`${url}/api/sites/${siteId}/records/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner}`, 'content-type': 'application/json' },
    body,
  }).finally(() => (importing = false));
  const others = load(
    url,
    horizon,
    ['/api/ping', '/api/sites/vision-web'],
    OTHER_TENANT_CLIENTS,
    () => !importing,
  );
  const answer = await imported;
  const importSeconds = (performance.now() - t0) / 1000;
  if (!answer.ok) throw new Error(`import answered ${answer.status}: ${answer.text.slice(0, 500)}`);
  return {
    import: {
      records: IMPORT_RECORDS,
      body_mb: Number((Buffer.byteLength(body) / 2 ** 20).toFixed(1)),
      seconds: Number(importSeconds.toFixed(1)),
      answer: JSON.parse(answer.text),
    },
    other_tenant_during_import: await others,
  };
}

/** @param {string} url */
async function mixScene(url) {
  const manager = await signIn(url, 'manager.bocage');
  const site = await siteOf(url, manager, 'maternity');
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
  const month = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
  const routes = [
    `/api/sites/${site}/kpis?from=${from}&to=${to}&interval=month`,
    `/api/sites/${site}/feeding/gestation/live`,
    `/api/sites/${site}/feeding/lactation/live`,
    `/api/sites/${site}/feed-intakes?from=${month}&to=${to}`,
    `/api/sites/${site}/feeding/gestation/visits`,
    `/api/sites/${site}/feeding/gestation/losses`,
    `/api/sites/${site}/feeding/notifications`,
    `/api/sites/${site}/last-update`,
  ];
  // Each route once first, so a wrong route fails before the clock starts.
  for (const route of routes) await getJson(url, manager, route);
  let sent = 0;
  return {
    routes: routes.map((r) => r.replace(site, '{site}')),
    ...(await load(url, manager, routes, MIX_CLIENTS, () => sent++ >= MIX_REQUESTS)),
  };
}

/** @param {string} engine @param {Record<string, string>} env */
async function benchEngine(engine, env) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'barnboard-bench-'));
  try {
    const server = await startDemoServer(dataDir, env);
    let measured;
    try {
      const idleMb = treeMemoryMb(server.pid);
      const imported = await importScene(server.url);
      const mix = await mixScene(server.url);
      measured = {
        memory_mb: { idle_after_start: idleMb, after_import_and_mix: treeMemoryMb(server.pid) },
        ...imported,
        dashboard_mix: mix,
      };
    } finally {
      await server.stop();
    }
    const restarted = await startDemoServer(dataDir, env);
    await restarted.stop();
    return {
      engine,
      start_seconds: {
        first_with_demo_data: Number(server.startSeconds.toFixed(1)),
        restart: Number(restarted.startSeconds.toFixed(1)),
      },
      ...measured,
    };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [await benchEngine(process.env.BENCH_EMBEDDED_LABEL ?? 'embedded default', {})];
// `--embedded-only`: the embedded engine alone (to measure an older build's engine the same way).
const databaseUrl = process.argv.includes('--embedded-only')
  ? null
  : await freshPostgresDatabase('barnboard_bench_contention');
if (databaseUrl) results.push(await benchEngine('postgres', { DATABASE_URL: databaseUrl }));
else console.log('No PostgreSQL on localhost:5432 (or BENCH_DATABASE_URL): PostgreSQL skipped');

const [embedded, server] = results;
const targets = {
  other_tenant_p99_under_1s: results.map((r) => ({
    engine: r.engine,
    p99_ms: r.other_tenant_during_import.p99_ms,
    met: r.other_tenant_during_import.p99_ms < 1000,
  })),
  ...(embedded && server
    ? {
        embedded_mix_share_of_postgres: Number(
          (
            embedded.dashboard_mix.answers_per_second / server.dashboard_mix.answers_per_second
          ).toFixed(2),
        ),
      }
    : {}),
};
writeResults('contention', {
  settings: {
    import_records: IMPORT_RECORDS,
    other_tenant_clients: OTHER_TENANT_CLIENTS,
    mix_clients: MIX_CLIENTS,
    mix_requests: MIX_REQUESTS,
  },
  targets,
  results,
});
console.log(JSON.stringify(targets, null, 2));

// Benchmark (not a test): sign-in and authenticated-request latency of the built server, on the
// embedded PostgreSQL and on a PostgreSQL server, against 127.0.0.1 only, bounded counts. Writes
// bench/results/api-latency-<date>.json and prints a table. Run: `npm run bench`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load, signIn, startDemoServer } from './demo-api.mjs';
import { freshPostgresDatabase, summary, writeResults } from './support.mjs';

const SIGN_INS = 20;
const REQUESTS = 2000;
const CONCURRENCY = 10;

/** A password-grant sign-in of the demo manager, timed. @param {string} url */
async function timedSignIn(url) {
  const t0 = performance.now();
  const token = await signIn(url, 'manager.bocage');
  return { ms: performance.now() - t0, token };
}

/** REQUESTS requests of `route` from CONCURRENCY clients. @param {string} url @param {string} token @param {string} route */
function measureRoute(url, token, route) {
  let sent = 0;
  return load(url, token, [route], CONCURRENCY, () => sent++ >= REQUESTS);
}

/** @param {string} label @param {Record<string, string>} env */
async function benchEngine(label, env) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'barnboard-bench-'));
  const server = await startDemoServer(dataDir, env);
  try {
    const signIns = [];
    let token = '';
    // Sign-ins are spaced out by the brute-force limits' design only on failures; these succeed.
    for (let i = 0; i < SIGN_INS; i += 1) {
      const result = await timedSignIn(server.url);
      signIns.push(result.ms);
      token = result.token;
    }
    return {
      engine: label,
      password_grant: summary(signIns),
      ping: await measureRoute(server.url, token, '/api/ping'),
      sites: await measureRoute(server.url, token, '/api/sites/vision-web'),
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [await benchEngine('embedded', {})];
const databaseUrl = await freshPostgresDatabase('barnboard_bench');
if (databaseUrl) results.push(await benchEngine('postgres', { DATABASE_URL: databaseUrl }));
else console.log('No PostgreSQL on localhost:5432 (or BENCH_DATABASE_URL): PostgreSQL skipped');

writeResults('api-latency', {
  settings: { sign_ins: SIGN_INS, requests: REQUESTS, concurrency: CONCURRENCY },
  results,
});
console.table(
  results.flatMap((r) => [
    { engine: r.engine, what: 'password grant', ...r.password_grant },
    { engine: r.engine, what: 'GET /api/ping', ...r.ping },
    { engine: r.engine, what: 'GET /api/sites/vision-web', ...r.sites },
  ]),
);

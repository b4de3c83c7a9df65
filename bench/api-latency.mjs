// Benchmark (not a test): sign-in and authenticated-request latency of the built server, on the
// embedded PostgreSQL and on a PostgreSQL server, against 127.0.0.1 only, bounded counts. Writes
// bench/results/api-latency-<date>.json and prints a table. Run: `npm run bench`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { request } from './http-client.mjs';
import { startServer as startBuiltServer, summary, writeResults } from './support.mjs';

const SIGN_INS = 20;
const REQUESTS = 2000;
const CONCURRENCY = 10;

/**
 * The built server on its own data directory, per-address limit lifted.
 * @param {Record<string, string>} env
 */
async function startServer(env) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'barnboard-bench-'));
  const server = await startBuiltServer({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The per-address limit would measure itself, not the server: lift it for the run.
    RATE_LIMIT_PER_MINUTE: '1000000',
    ...env,
  });
  return {
    url: server.url,
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** @param {string} url */
async function signIn(url) {
  const t0 = performance.now();
  const response = await request(`${url}/realms/barnboard/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: 'barnboard-web',
      username: 'manager@bocage.demo',
      password: 'Barnboard-2026',
    }).toString(),
  });
  const body = /** @type {{ access_token: string }} */ (JSON.parse(response.text));
  if (!response.ok) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return { ms: performance.now() - t0, token: body.access_token };
}

/** @param {string} url @param {string} token @param {string} route */
async function measureRoute(url, token, route) {
  const samples = /** @type {number[]} */ ([]);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next += 1;
        const t0 = performance.now();
        const response = await request(`${url}${route}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        if (!response.ok) throw new Error(`${route} answered ${response.status}`);
        samples.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { ...summary(samples), requests_per_second: Math.round(samples.length / seconds) };
}

/** @param {string} label @param {Record<string, string>} env */
async function benchEngine(label, env) {
  const server = await startServer(env);
  try {
    const signIns = [];
    let token = '';
    // Sign-ins are spaced out by the brute-force limits' design only on failures; these succeed.
    for (let i = 0; i < SIGN_INS; i += 1) {
      const result = await signIn(server.url);
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
  }
}

async function postgresUrl() {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@localhost:5432/postgres';
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query('drop database if exists barnboard_bench with (force)');
    await client.query('create database barnboard_bench');
    const target = new URL(url);
    target.pathname = '/barnboard_bench';
    return target.toString();
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

const results = [await benchEngine('embedded', {})];
const databaseUrl = await postgresUrl();
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

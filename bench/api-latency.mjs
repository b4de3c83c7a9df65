// Benchmark (not a test): sign-in and authenticated-request latency of the built server, on PGlite
// and on PostgreSQL, against 127.0.0.1 only, with bounded request counts. Writes
// bench/results/api-latency-<date>.json and prints a table. Run: `npm run bench`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { request } from './http-client.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SIGN_INS = 20;
const REQUESTS = 2000;
const CONCURRENCY = 10;

/** @param {Record<string, string>} env @returns {Promise<{ url: string, stop: () => Promise<void> }>} */
async function startServer(env) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'barnboard-bench-'));
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The per-address limit would measure itself, not the server: lift it for the run.
      RATE_LIMIT_PER_MINUTE: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /running on (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1].replace('localhost', '127.0.0.1'));
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** @param {number[]} samples */
function summary(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  /** @param {number} q */
  const at = (q) =>
    Number((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(2));
  return {
    n: sorted.length,
    median_ms: at(0.5),
    p90_ms: at(0.9),
    p99_ms: at(0.99),
    min_ms: at(0),
    max_ms: at(1),
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

const results = [await benchEngine('pglite', {})];
const databaseUrl = await postgresUrl();
if (databaseUrl) results.push(await benchEngine('postgres', { DATABASE_URL: databaseUrl }));
else console.log('No PostgreSQL on localhost:5432 (or BENCH_DATABASE_URL): PostgreSQL skipped');

const report = {
  benchmark: 'api-latency',
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpu_model: os.cpus()[0]?.model,
    memory_gib: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  },
  settings: { sign_ins: SIGN_INS, requests: REQUESTS, concurrency: CONCURRENCY },
  results,
};
const file = path.join(root, 'bench/results', `api-latency-${report.date.slice(0, 10)}.json`);
fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
console.table(
  results.flatMap((r) => [
    { engine: r.engine, what: 'password grant', ...r.password_grant },
    { engine: r.engine, what: 'GET /api/ping', ...r.ping },
    { engine: r.engine, what: 'GET /api/sites/vision-web', ...r.sites },
  ]),
);
console.log(`written to ${path.relative(root, file)}`);

// What every benchmark shares: starting the server, or a Node process that announces its URL, summing up timed
// samples, and writing results/<name>-<date>.json with the machine they were measured on.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Starts a Node process, its output on this one's.
 * @param {string[]} args @param {Record<string, string>} env
 */
function spawnNode(args, env) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return { child, stop };
}

/**
 * Starts a Node process and waits for the line announcing its URL (group 1 of `ready`).
 * @param {string[]} args @param {Record<string, string>} env @param {RegExp} ready
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startProcess(args, env, ready) {
  const { child, stop } = spawnNode(args, env);
  const url = await new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = ready.exec(output);
      if (match?.[1]) resolve(match[1].replace('localhost', '127.0.0.1'));
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
  return { url: /** @type {string} */ (url), stop };
}

/** A port nothing listens on now (the kernel's pick for port 0). */
async function freePort() {
  const probe = net.createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {net.AddressInfo} */ (probe.address());
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Starts the built server (apps/server/dist/server.js) on a free port of 127.0.0.1 and waits
 * until GET /readyz answers 200: its database answers and is migrated (docs/operations.md).
 * @param {Record<string, string>} env its configuration (database, limits)
 * @returns {Promise<{ url: string, pid: number, stop: () => Promise<void> }>}
 */
export async function startServer(env) {
  const port = await freePort();
  const { child, stop } = spawnNode([path.join(root, 'apps/server/dist/server.js')], {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
  });
  child.stdout.resume();
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (Date.now() > until) {
      await stop();
      throw new Error('the server was not ready within 5 minutes');
    }
    const status = await fetch(`${url}/readyz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return { url, pid: /** @type {number} */ (child.pid), stop };
    await sleep(200);
  }
}

/**
 * Median, tail and spread of timed samples in milliseconds.
 * @param {number[]} samples @param {number} [decimals]
 */
export function summary(samples, decimals = 2) {
  const sorted = [...samples].sort((a, b) => a - b);
  /** @param {number} q */
  const at = (q) =>
    Number(
      (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(decimals),
    );
  return {
    n: sorted.length,
    median_ms: at(0.5),
    p90_ms: at(0.9),
    p99_ms: at(0.99),
    min_ms: at(0),
    max_ms: at(1),
  };
}

/**
 * Writes bench/results/<name>-<date>.json: the report with the machine and the date.
 * @param {string} name @param {Record<string, unknown>} report @returns {string} the file written
 */
export function writeResults(name, report) {
  const date = new Date().toISOString();
  const file = `bench/results/${name}-${date.slice(0, 10)}.json`;
  const machine = {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model ?? 'unknown',
    memory_gb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  };
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(
    path.join(root, file),
    `${JSON.stringify({ benchmark: name, date, machine, ...report }, null, 2)}\n`,
  );
  console.log(`wrote ${file}`);
  return file;
}

/**
 * A new, empty database `name` on the PostgreSQL server of BENCH_DATABASE_URL (else the local
 * one), dropped first if a former run left it; its URL, or null when no server answers.
 * @param {string} name @returns {Promise<string | null>}
 */
export async function freshPostgresDatabase(name) {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@localhost:5432/postgres';
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    return target.toString();
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

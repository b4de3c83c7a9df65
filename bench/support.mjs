// What every benchmark shares: starting a Node process that announces its URL, summing up timed
// samples, and writing results/<name>-<date>.json with the machine they were measured on.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The server's line once it listens; its URL is group 1. */
export const SERVER_READY = /running on (http:\/\/localhost:\d+)/;

/**
 * Starts a Node process and waits for the line announcing its URL (group 1 of `ready`).
 * @param {string[]} args @param {Record<string, string>} env @param {RegExp} ready
 * @returns {Promise<{ url: string, pid: number, stop: () => Promise<void> }>}
 */
export async function startProcess(args, env, ready) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = ready.exec(output);
      if (match?.[1]) resolve(match[1].replace('localhost', '127.0.0.1'));
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
  return {
    url: /** @type {string} */ (url),
    pid: /** @type {number} */ (child.pid),
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
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

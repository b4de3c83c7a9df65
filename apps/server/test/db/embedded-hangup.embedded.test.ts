import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { clusterFiles } from '../../src/db/embedded/cluster.js';
import { startServerProcess } from '../support/server-process.js';

/**
 * Closing the terminal that ran `npm start` sends SIGHUP. Node's default ends the process at once,
 * which left the embedded PostgreSQL running without its server; the server now stops as on
 * SIGTERM, and PostgreSQL with it (docs/operations.md, "Stopping").
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'barnboard-hangup-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

it('stops the server and its embedded PostgreSQL when the terminal hangs up', async () => {
  const server = await startServerProcess({ DATA_DIR: dataDir });
  const lock = path.join(clusterFiles(dataDir).directory, 'postmaster.pid');
  expect(fs.existsSync(lock)).toBe(true);
  server.child.kill('SIGHUP');
  const exit = await server.exited;
  expect(exit, server.output()).toMatchObject({ code: 0, signal: null });
  expect(fs.existsSync(lock)).toBe(false);
});

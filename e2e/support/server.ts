import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverEntry = path.join(root, 'apps/server/dist/server.js');

/** A port nothing listens on now (the kernel's pick for port 0). */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** GET /readyz's status, 0 while nothing listens. */
function readiness(url: string): Promise<number> {
  return fetch(`${url}/readyz`).then(
    (response) => response.status,
    () => 0,
  );
}

export type RunningServer = {
  url: string;
  dataDir: string;
  /** Stops the server (its embedded PostgreSQL too) and removes its data unless kept. */
  stop(options?: { keepData?: boolean }): Promise<void>;
};

/**
 * Starts the built server on a free port with its own data directory (the embedded database) and
 * the demo data: a copy of `demoData`, a data directory the demo was loaded into once for the
 * whole run (demo-data.global.ts), or else loaded by this server.
 * `env` adjusts configuration (short token or session lifetimes for the session journeys).
 */
export async function startServer(
  env: Record<string, string> = {},
  demoData?: string,
): Promise<RunningServer> {
  if (!fs.existsSync(serverEntry))
    throw new Error(`${serverEntry} is missing: run 'npm run build' first`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'barnboard-e2e-'));
  // `cp -a` keeps the owner: the embedded PostgreSQL runs as its own account and checks it.
  if (demoData) execFileSync('cp', ['-a', `${demoData}/.`, dataDir]);
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const url = `http://127.0.0.1:${port}`;
  // Ready when GET /readyz says so: the database answers and is migrated (docs/operations.md).
  // Loading the demo takes half a minute, more on a loaded machine.
  const until = Date.now() + 180_000;
  while ((await readiness(url)) !== 200) {
    if (child.exitCode !== null) {
      throw new Error(`server exited (${child.exitCode}) before it was ready:\n${output}`);
    }
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`server was not ready in time:\n${output}`);
    }
    await sleep(100);
  }
  return {
    url,
    dataDir,
    async stop(options = {}) {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A data directory of its own holding the demo, loaded by a server stopped cleanly once it was
 * ready: what every journey server of a run starts on a copy of (demo-data.global.ts).
 */
export async function loadDemoData(): Promise<string> {
  const loader = await startServer();
  await loader.stop({ keepData: true });
  return loader.dataDir;
}

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const serverEntry = fileURLToPath(new URL('../../dist/server.js', import.meta.url));

export type Exit = { code: number | null; signal: NodeJS.Signals | null; at: number };

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Everything the server wrote, for failure messages. */
  output(): string;
  /** The exit code and when (performance.now()) the process exited. */
  exited: Promise<Exit>;
};

/** A port nothing listens on now (the kernel's pick for port 0). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * The built server (apps/server/dist/server.js, `node scripts/build.mjs`) as its own process, as
 * `npm start` runs it, on a free port of 127.0.0.1; `env` chooses its database. Started once
 * GET /readyz answers 200.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  if (!fs.existsSync(serverEntry)) {
    throw new Error(`${serverEntry} is missing: run 'node scripts/build.mjs' first`);
  }
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SEED: 'none', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: performance.now() })),
  );
  const url = `http://127.0.0.1:${port}`;
  const until = performance.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode}) before it was ready:\n${output}`);
    }
    if (performance.now() > until) throw new Error(`not ready within 60 s:\n${output}`);
    const status = await fetch(`${url}/readyz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    await sleep(100);
  }
  return { url, child, output: () => output, exited };
}

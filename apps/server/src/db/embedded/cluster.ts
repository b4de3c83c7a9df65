import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { postgresBinaries } from './binaries.js';
import { postgresRunAs, type RunAs } from './run-as.js';

/** The database role the server connects as; a superuser of its own cluster. */
const ROLE = 'barnboard';
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;

/** A PostgreSQL cluster under DATA_DIR, run by this process or by another one on the machine. */
export type EmbeddedCluster = {
  /** Where to connect: 127.0.0.1, a port chosen at start, a password kept beside the cluster. */
  url: string;
  port: number;
  /** The cluster's folder, for the start-up message. */
  directory: string;
  /**
   * Stops the cluster unless another process (the server, while a command runs beside it) is
   * still connected: the last one out stops it. Call after closing this process's connections.
   */
  release(): Promise<void>;
};

export type ClusterFiles = {
  directory: string;
  passwordFile: string;
  logFile: string;
};

/** The files of the embedded engine under a data directory. */
export function clusterFiles(dataDir: string): ClusterFiles {
  return {
    directory: path.join(dataDir, 'postgres'),
    passwordFile: path.join(dataDir, 'postgres-password'),
    logFile: path.join(dataDir, 'postgres.log'),
  };
}

/**
 * Starts (creating it the first time) the PostgreSQL cluster in `dataDir/postgres`, or joins the
 * one already running there: a command run beside the server, or a cluster left running by a
 * server that was killed, is used as it is rather than started twice.
 */
export async function startEmbeddedCluster(
  dataDir: string,
  { port: wantedPort }: { port?: number } = {},
): Promise<EmbeddedCluster> {
  const files = clusterFiles(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const runAs = postgresRunAs();
  if ('uid' in runAs) letPostgresThrough(dataDir);
  const password = readOrCreatePassword(files.passwordFile);
  if (!fs.existsSync(path.join(files.directory, 'PG_VERSION'))) {
    await initialise(files, password, runAs);
  }
  for (let attempt = 1; ; attempt++) {
    const running = await runningPort(files.directory, password);
    if (running !== null) return cluster(files, urlOf(running, password));
    // A restart (supervisor.ts) keeps the port: the server's pool connects to that one.
    const port = wantedPort ?? (await freePort());
    const child = await spawnPostgres(files, port, runAs);
    try {
      await waitUntilReady(urlOf(port, password), child, files.logFile);
      child.unref();
      return cluster(files, urlOf(port, password));
    } catch (error) {
      // Another process started the cluster at the same moment, or the port was taken between
      // choosing and binding it: look again, a few times.
      if (attempt >= 3) throw error;
    }
  }
}

function cluster(files: ClusterFiles, url: string): EmbeddedCluster {
  return {
    url,
    port: Number(new URL(url).port),
    directory: files.directory,
    release: () => releaseCluster(files, url),
  };
}

function urlOf(port: number, password: string): string {
  return `postgres://${ROLE}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

/** The password of the cluster's role, made on first start and readable by this account only. */
function readOrCreatePassword(file: string): string {
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const password = crypto.randomBytes(24).toString('base64url');
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600, flag: 'wx' });
  return password;
}

/**
 * initdb into a scratch folder renamed into place when complete, so that a start killed half-way
 * leaves no half-made cluster behind. UTF-8 with PostgreSQL's own C.UTF-8 collation: the same on
 * every machine, whatever locales the system has.
 */
async function initialise(files: ClusterFiles, password: string, runAs: RunAs): Promise<void> {
  const { initdb } = await postgresBinaries();
  const scratch = `${files.directory}.initialising`;
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.mkdirSync(scratch, { mode: 0o700 });
  const passwordCopy = path.join(scratch, '..', `.postgres-password-${process.pid}`);
  fs.writeFileSync(passwordCopy, `${password}\n`, { mode: 0o600 });
  try {
    if ('uid' in runAs) {
      fs.chownSync(scratch, runAs.uid, runAs.gid);
      fs.chownSync(passwordCopy, runAs.uid, runAs.gid);
    }
    const output = await runToEnd(
      initdb,
      [
        `--pgdata=${scratch}`,
        '--auth=scram-sha-256',
        `--username=${ROLE}`,
        `--pwfile=${passwordCopy}`,
        '--encoding=UTF8',
        '--locale=C',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
      ],
      runAs,
    );
    if (output.code !== 0) {
      throw new Error(
        `Creating the embedded PostgreSQL in ${files.directory} failed:\n${output.text.trim()}` +
          ('uid' in runAs ? reachableHint(files.directory) : ''),
      );
    }
  } finally {
    fs.rmSync(passwordCopy, { force: true });
  }
  fs.renameSync(scratch, files.directory);
}

/**
 * PostgreSQL, run as another account, must pass through DATA_DIR to reach its own folder: give
 * others the right to pass (x), not to list (r). A folder from mkdtemp has neither.
 */
function letPostgresThrough(dataDir: string): void {
  const mode = fs.statSync(dataDir).mode & 0o777;
  if ((mode & 0o001) === 0) fs.chmodSync(dataDir, mode | 0o001);
}

function reachableHint(directory: string): string {
  return (
    `\nThe server runs as root, so PostgreSQL runs as the account "postgres", which must be able ` +
    `to reach ${directory}: every folder above it needs the x permission for others (chmod o+x).`
  );
}

function runToEnd(
  program: string,
  args: string[],
  runAs: RunAs,
): Promise<{ code: number | null; text: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { ...runAs, stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, text }));
  });
}

/**
 * The port of a cluster already running in `directory` that answers with our password, or null.
 * postmaster.pid names the port on its fourth line.
 */
async function runningPort(directory: string, password: string): Promise<number | null> {
  const lock = readLock(directory);
  if (!lock || !isAlive(lock.pid)) return null;
  const client = new pg.Client({ connectionString: urlOf(lock.port, password) });
  try {
    await client.connect();
    return lock.port;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

function readLock(directory: string): { pid: number; port: number } | null {
  try {
    const lines = fs.readFileSync(path.join(directory, 'postmaster.pid'), 'utf8').split('\n');
    const pid = Number(lines[0]);
    const port = Number(lines[3]);
    return Number.isInteger(pid) && Number.isInteger(port) ? { pid, port } : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The postmaster, listening on 127.0.0.1 only (no Unix socket: its path would depend on
 * DATA_DIR's length). It runs in a process group of its own so that Ctrl-C in a terminal reaches
 * the server, which answers what is in flight and then stops PostgreSQL, rather than both at once.
 * It writes its log straight to DATA_DIR/postgres.log, which outlives this process.
 */
async function spawnPostgres(
  files: ClusterFiles,
  port: number,
  runAs: RunAs,
): Promise<ChildProcess> {
  const { postgres } = await postgresBinaries();
  const log = fs.openSync(files.logFile, 'a');
  try {
    return spawn(
      postgres,
      [
        '-D',
        files.directory,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        // Failed statements the server answers as 4xx (a duplicate, a constraint) are not news.
        '-c',
        'log_min_error_statement=panic',
        '-c',
        'log_min_messages=warning',
      ],
      { ...runAs, detached: true, stdio: ['ignore', log, log] },
    );
  } finally {
    fs.closeSync(log);
  }
}

async function waitUntilReady(url: string, child: ChildProcess, logFile: string): Promise<void> {
  let exited = false;
  child.once('exit', () => (exited = true));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) break;
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      return;
    } catch {
      await sleep(100);
    } finally {
      await client.end().catch(() => {});
    }
  }
  if (!exited) child.kill('SIGKILL');
  throw new Error(
    `The embedded PostgreSQL did not start; the end of ${logFile}:\n${tail(logFile)}`,
  );
}

function tail(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').trim().split('\n').slice(-15).join('\n');
  } catch {
    return '(no log)';
  }
}

async function releaseCluster(files: ClusterFiles, url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  let others = 0;
  try {
    await client.connect();
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
        where backend_type = 'client backend' and pid <> pg_backend_pid()`,
    );
    others = rows[0]?.n ?? 0;
  } catch {
    return; // already stopped
  } finally {
    await client.end().catch(() => {});
  }
  if (others > 0) return;
  await stopCluster(files.directory);
}

/**
 * Fast shutdown (SIGINT): open transactions are rolled back, committed data is on disk. The lock
 * file goes away when PostgreSQL has finished.
 */
export async function stopCluster(directory: string): Promise<void> {
  const lock = readLock(directory);
  if (!lock || !isAlive(lock.pid)) return;
  process.kill(lock.pid, 'SIGINT');
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (Date.now() < deadline && isAlive(lock.pid) && readLock(directory)?.pid === lock.pid) {
    await sleep(50);
  }
}

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.js';
import { clusterFiles, startEmbeddedCluster } from '../../src/db/embedded/cluster.js';
import { movePgliteData } from '../../src/db/embedded/move-pglite-data.js';
import { OldEngineDataError } from '../../src/db/embedded/old-engine.js';
import { migrationsFolder } from '../../src/db/migrations-folder.js';
import { sites, tenants } from '../../src/db/schema/index.js';

/**
 * The embedded default: the server runs PostgreSQL itself under DATA_DIR/postgres. These tests
 * start clusters of their own in scratch data directories (the embedded leg only).
 */
const scratch: string[] = [];
const open: DatabaseHandle[] = [];

function newDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'barnboard-engine-'));
  scratch.push(dir);
  return dir;
}

async function openIn(dataDir: string): Promise<DatabaseHandle> {
  const handle = await openDatabase({ dataDir });
  open.push(handle);
  return handle;
}

async function close(handle: DatabaseHandle): Promise<void> {
  open.splice(open.indexOf(handle), 1);
  await handle.close();
}

/** The postmaster's pid while the cluster runs, else null. */
function postmasterPid(dataDir: string): number | null {
  const lock = path.join(clusterFiles(dataDir).directory, 'postmaster.pid');
  return fs.existsSync(lock) ? Number(fs.readFileSync(lock, 'utf8').split('\n')[0]) : null;
}

afterEach(async () => {
  for (const handle of open.splice(0)) await handle.close();
  for (const dir of scratch.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('embedded PostgreSQL', () => {
  it('is created on first start, keeps its data across restarts, and stops on close', async () => {
    const dataDir = newDataDir();
    const first = await openIn(dataDir);
    expect(first.kind).toBe('embedded');
    await first.migrate();
    await first.db.insert(tenants).values({ name: 'Kept' });
    expect(postmasterPid(dataDir)).not.toBeNull();
    await close(first);
    expect(postmasterPid(dataDir)).toBeNull();

    const again = await openIn(dataDir);
    await again.migrate();
    const rows = await again.db.select().from(tenants).where(eq(tenants.name, 'Kept'));
    expect(rows).toHaveLength(1);
  });

  it('never runs PostgreSQL as root, and keeps its password from other accounts', async () => {
    const dataDir = newDataDir();
    await openIn(dataDir);
    const pid = postmasterPid(dataDir)!;
    const user = execFileSync('ps', ['-o', 'user=', '-p', String(pid)], { encoding: 'utf8' });
    expect(user.trim()).not.toBe('root');
    expect(fs.statSync(clusterFiles(dataDir).passwordFile).mode & 0o077).toBe(0);
  });

  it('is shared by the processes of one data directory: the last one out stops it', async () => {
    const dataDir = newDataDir();
    const server = await openIn(dataDir);
    const command = await openIn(dataDir); // a command run beside the server joins its cluster
    await server.migrate();
    const pid = postmasterPid(dataDir);
    await server.db.insert(tenants).values({ name: 'Seen by both' });
    const seen = await command.db.select().from(tenants).where(eq(tenants.name, 'Seen by both'));
    expect(seen).toHaveLength(1);

    await close(command);
    expect(postmasterPid(dataDir)).toBe(pid); // the server still uses it
    await server.db.execute(sql`select 1`);
    await close(server);
    expect(postmasterPid(dataDir)).toBeNull();
  });

  it("stays up when a command beside an idle server is done: the server's watch holds it", async () => {
    const dataDir = newDataDir();
    // As server.ts opens it; its pool holds no connection (an idle server's pool closes them).
    const server = await openDatabase({ dataDir, supervise: true });
    open.push(server);
    const pid = postmasterPid(dataDir);
    const command = await openIn(dataDir);
    await command.db.execute(sql`select 1`);
    await close(command);
    expect(postmasterPid(dataDir)).toBe(pid);
    await server.db.execute(sql`select 1`);
    await close(server);
    expect(postmasterPid(dataDir)).toBeNull();
  });

  it('is started again when it dies under the server, on the same port, without a restart', async () => {
    const dataDir = newDataDir();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const server = await openDatabase({ dataDir, supervise: true });
      open.push(server);
      await server.migrate();
      await server.db.insert(tenants).values({ name: 'Before the crash' });
      const killed = postmasterPid(dataDir)!;
      process.kill(killed, 'SIGKILL');
      await vi.waitFor(() => expect(server.unreachableForMs()).toBeGreaterThan(0), {
        timeout: 5_000,
        interval: 10,
      });
      // Answers again on its own: the watch restarted PostgreSQL, the pool reconnected.
      await vi.waitFor(
        async () => {
          const rows = await server.db.select().from(tenants);
          expect(rows.map((row) => row.name)).toContain('Before the crash');
        },
        { timeout: 30_000, interval: 100 },
      );
      expect(postmasterPid(dataDir)).not.toBe(killed);
      await vi.waitFor(() => expect(server.unreachableForMs()).toBe(0), { timeout: 5_000 });
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('The database answers again'));
    } finally {
      warn.mockRestore();
    }
  });

  it('joins a cluster left running by a server that was killed', async () => {
    const dataDir = newDataDir();
    // As kill -9 would leave it: started, never released.
    const orphan = await startEmbeddedCluster(dataDir);
    const pid = postmasterPid(dataDir);
    const restarted = await openIn(dataDir);
    expect(postmasterPid(dataDir)).toBe(pid);
    await restarted.migrate();
    await close(restarted);
    expect(postmasterPid(dataDir)).toBeNull();
    await orphan.release(); // nothing left to stop
  });
});

describe('a data directory of the old engine (PGlite)', () => {
  let template: string;

  /** An old data directory: PGlite, migrated, with a tenant and two sites; made once, copied. */
  beforeAll(async () => {
    template = fs.mkdtempSync(path.join(os.tmpdir(), 'barnboard-pglite-'));
    const client = await PGlite.create(path.join(template, 'pglite'));
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder });
    const [tenant] = await db
      .insert(tenants)
      .values({ name: 'Ferme Ancienne', ltrackAccess: true })
      .returning();
    await db.insert(sites).values([
      { tenantId: tenant!.id, name: 'Site 1', type: 'maternity', access: 'all' },
      { tenantId: tenant!.id, name: 'Site 2', type: 'nursery', access: { zootech: ['all'] } },
    ]);
    await client.close();
  });

  afterAll(() => fs.rmSync(template, { recursive: true, force: true }));

  function oldDataDir(): string {
    const dataDir = newDataDir();
    fs.cpSync(template, dataDir, { recursive: true });
    return dataDir;
  }

  it('stops the server with a message saying how to move the data', async () => {
    const dataDir = oldDataDir();
    const start = openDatabase({ dataDir });
    await expect(start).rejects.toBeInstanceOf(OldEngineDataError);
    await expect(start).rejects.toThrow(/npm run move-pglite-data/);
    expect(fs.existsSync(clusterFiles(dataDir).directory)).toBe(false);
  });

  it('moves every row into the embedded PostgreSQL, and the server then starts on it', async () => {
    const dataDir = oldDataDir();
    const target = await openDatabase({ dataDir, oldEngineData: 'ignore' });
    open.push(target);
    await target.migrate();
    const moved = await movePgliteData(dataDir, target, new Date('2026-11-24T08:00:00Z'));
    expect(moved).toContainEqual({ table: 'sites', rows: 2 });
    expect(moved).toContainEqual({ table: 'tenants', rows: 1 });
    await close(target);
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'pglite.moved-2026-11-24'))).toBe(true);

    const server = await openIn(dataDir);
    const [tenant] = await server.db.select().from(tenants);
    expect(tenant).toMatchObject({ name: 'Ferme Ancienne', ltrackAccess: true });
    const copied = await server.db.select().from(sites).orderBy(sites.siteNumber);
    expect(copied.map((s) => [s.name, s.access])).toEqual([
      ['Site 1', 'all'],
      ['Site 2', { zootech: ['all'] }],
    ]);
    // The identity column goes on after the copied values.
    const [added] = await server.db
      .insert(sites)
      .values({ tenantId: tenant!.id, name: 'Site 3', type: 'gdu', access: 'all' })
      .returning();
    expect(added!.siteNumber).toBe(copied[1]!.siteNumber + 1);
  });

  it('moves nothing into a database that already holds data', async () => {
    const dataDir = oldDataDir();
    const target = await openDatabase({ dataDir, oldEngineData: 'ignore' });
    open.push(target);
    await target.migrate();
    await target.db.insert(tenants).values({ name: 'Already here' });
    await expect(movePgliteData(dataDir, target, new Date())).rejects.toThrow(/not empty/);
    expect(await target.db.select().from(tenants)).toHaveLength(1);
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);
  });
});

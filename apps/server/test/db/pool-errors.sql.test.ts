import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.js';
import { testServerUrl } from '../support/test-database.js';

/**
 * Regression: PostgreSQL may close an idle pooled connection (restart, failover, an administrator).
 * node-postgres then emits 'error' on the pool, and an 'error' event nobody listens to is thrown
 * by Node: it used to stop the server. database.ts listens; this test cuts an idle connection.
 * Without the listener the 'error' is uncaught and Vitest fails the run with it.
 */
describe('PostgreSQL pool', () => {
  let handle: DatabaseHandle;
  let pool: pg.Pool;
  let admin: pg.Client;

  beforeAll(async () => {
    // Only `select`s run here, so the server's maintenance database will do.
    const url = testServerUrl();
    handle = await openDatabase({ databaseUrl: url });
    pool = (handle.db as unknown as { $client: pg.Pool }).$client;
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });

  afterAll(async () => {
    await admin?.end();
    await handle?.close();
  });

  async function backendPid(): Promise<number> {
    // Through the app's own path (Drizzle over the pool); node-postgres answers `{ rows }`.
    const result: unknown = await handle.db.execute(sql`select pg_backend_pid() as pid`);
    return Number((result as { rows: { pid: number }[] }).rows[0]!.pid);
  }

  it('survives the server closing an idle connection, and the next query opens another', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const pid = await backendPid();
      expect(pool.totalCount).toBe(1);
      expect(pool.idleCount).toBe(1);

      // From another connection: that backend, idle, in this database, then cut it (and only it).
      const idle = await admin.query(
        `select 1 from pg_stat_activity
          where pid = $1 and pid <> pg_backend_pid() and datname = current_database()
            and state = 'idle'`,
        [pid],
      );
      expect(idle.rowCount).toBe(1);
      const cut = await admin.query<{ done: boolean }>('select pg_terminate_backend($1) as done', [
        pid,
      ]);
      expect(cut.rows[0]!.done).toBe(true);

      // The pool drops the dead client before it emits 'error'.
      await vi.waitFor(() => expect(pool.totalCount).toBe(0), { timeout: 5_000, interval: 20 });
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining('PostgreSQL closed an idle connection: terminating connection'),
      );

      const next = await backendPid();
      expect(next).not.toBe(pid);
      expect(pool.totalCount).toBe(1);
    } finally {
      warn.mockRestore();
    }
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/database.js';
import { ManualClock } from '../../src/lib/clock.js';
import { READINESS_TIMEOUT_MS } from '../../src/lifecycle/readiness.js';
import { CapturingMailer, createTestApp, type TestApp } from '../support/test-app.js';
import { createScratchDatabase } from '../support/test-database.js';

/** GET /healthz and GET /readyz (docs/operations.md, "Health checks"), on both engines. */

let t: TestApp;

beforeAll(async () => {
  // A limit of 3 a minute: probes must pass far beyond it.
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
});

afterAll(() => t?.close());

const get = (url: string, remoteAddress = '10.1.1.1') =>
  t.app.inject({ method: 'GET', url, remoteAddress });

describe('health probes', () => {
  it('answer without a token, never cached', async () => {
    const alive = await get('/healthz');
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 'ok' });
    expect(alive.headers['cache-control']).toBe('no-store');
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('are outside the rate limit that holds other public routes', async () => {
    const address = '10.2.2.2';
    for (let i = 0; i < 10; i++) {
      expect((await get('/healthz', address)).statusCode).toBe(200);
      expect((await get('/readyz', address)).statusCode).toBe(200);
    }
    // The same address on another public route: the limit is there, and the probes did not use it.
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await get('/api/docs/json', address)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('are not ready while a committed migration is not applied', async () => {
    const db = t.database.db;
    const found: unknown = await db.execute(
      sql`select hash, created_at::text as created_at from drizzle.__drizzle_migrations
          order by created_at desc limit 1`,
    );
    const [newest] = (found as { rows: { hash: string; created_at: string }[] }).rows;
    await db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = ${newest!.created_at}::bigint`,
    );
    try {
      const response = await get('/readyz');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'not_ready',
        reason: expect.stringMatching(/^1 of \d+ migrations not applied$/) as string,
      });
      expect((await get('/healthz')).statusCode).toBe(200);
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at)
            values (${newest!.hash}, ${newest!.created_at}::bigint)`,
      );
    }
    expect((await get('/readyz')).statusCode).toBe(200);
  });

  it('answers 503 in bounded time when the database does not answer', async () => {
    // A transaction holds the migrations table: the readiness query waits behind it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const transaction = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table drizzle.__drizzle_migrations in access exclusive mode`);
      locked();
      await held;
    });
    try {
      await isLocked;
      const started = performance.now();
      const response = await get('/readyz');
      const elapsed = performance.now() - started;
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'not_ready',
        reason: `database did not answer within ${READINESS_TIMEOUT_MS / 1000} s`,
      });
      expect(elapsed).toBeGreaterThanOrEqual(READINESS_TIMEOUT_MS - 50);
      expect(elapsed).toBeLessThan(READINESS_TIMEOUT_MS + 1_000);
      expect((await get('/healthz')).statusCode).toBe(200);
    } finally {
      release();
      await transaction;
    }
  });

  it('stays alive but not ready once the database is gone', async () => {
    const gone = await createTestApp();
    await gone.database.dispose();
    try {
      const probe = (url: string) => gone.app.inject({ method: 'GET', url });
      const ready = await probe('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'not_ready', reason: 'database unreachable' });
      expect((await probe('/healthz')).statusCode).toBe(200);
    } finally {
      await gone.app.close();
    }
  });

  it('asks to be replaced once the database has not answered for HEALTH_DATABASE_GRACE_SECONDS', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const scratch = await createScratchDatabase({ migrated: true });
    // As server.ts opens it: watched, the watch's answer given to the app.
    const database = await openDatabase({ databaseUrl: scratch.url, supervise: true });
    const config = loadConfig({
      DATA_DIR: '.test-data',
      SEED: 'none',
      HEALTH_DATABASE_GRACE_SECONDS: '1',
    });
    const app = await buildApp({
      config,
      db: database.db,
      clock: new ManualClock(),
      mailer: new CapturingMailer(),
      databaseUnreachableForMs: database.unreachableForMs,
    });
    const probe = (url: string) => app.inject({ method: 'GET', url });
    try {
      expect((await probe('/healthz')).statusCode).toBe(200);
      await scratch.drop(); // `with (force)`: the watch's connection is cut, and cannot come back
      await vi.waitFor(async () => expect((await probe('/healthz')).statusCode).toBe(503), {
        timeout: 10_000,
        interval: 100,
      });
      expect((await probe('/healthz')).json()).toEqual({
        status: 'unhealthy',
        reason: expect.stringMatching(/^database unreachable for \d+ s$/) as string,
      });
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('The database stopped answering'));
    } finally {
      await app.close();
      await database.close();
      warn.mockRestore();
    }
  });
});

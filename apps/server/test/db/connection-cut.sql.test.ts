import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { animals, herdEvents } from '../../src/db/schema/index.js';
import { bulkRecords } from '../support/bulk-records.js';
import { seedDemoOwner } from '../support/demo-owner.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * A connection cut while a request's transaction is open (pg_terminate_backend, a failover, the
 * database killed) used to stop the whole server: node-postgres emits 'error' on a client in use,
 * and nothing listened (issue 27). Without database.ts's listener this file fails with an
 * uncaught error. On both engines.
 */
let t: TestApp;
let owner: string;
let siteId: string;
/** Reads pg_stat_activity and cuts; `locker` holds the lock (a transaction sees activity as it first read it). */
let admin: pg.Client;
let locker: pg.Client;

beforeAll(async () => {
  t = await createTestApp();
  const seeded = await seedDemoOwner(t);
  owner = seeded.owner;
  siteId = await seeded.demo.newSite('Cut');
  admin = new pg.Client({ connectionString: t.database.url });
  locker = new pg.Client({ connectionString: t.database.url });
  await Promise.all([admin.connect(), locker.connect()]);
}, 60_000);

afterAll(async () => {
  await admin?.end();
  await locker?.end();
  await t?.close();
});

const RECORDS = 500;

function sendImport() {
  return t.app.inject({
    method: 'POST',
    url: `/api/sites/${siteId}/records/import`,
    headers: { authorization: `Bearer ${owner}` },
    payload: { records: bulkRecords(RECORDS) },
  });
}

async function storedRows(): Promise<{ animals: number; events: number }> {
  const [animalRows] = await t.database.db
    .select({ n: count() })
    .from(animals)
    .where(eq(animals.siteId, siteId));
  const [eventRows] = await t.database.db
    .select({ n: count() })
    .from(herdEvents)
    .where(eq(herdEvents.siteId, siteId));
  return { animals: animalRows!.n, events: eventRows!.n };
}

it('answers 503 to an import whose connection is cut mid-transaction, keeps none of it, and takes it again', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    // Inserting events waits behind this lock, after the import has written the sows: its
    // transaction is open and has written when its connection is cut.
    await locker.query('begin');
    await locker.query('lock table herd_events in share mode');
    // inject() sends when its answer is awaited: started now, awaited after the cut.
    const answer = Promise.resolve(sendImport());
    const waiting = await vi.waitFor(
      async () => {
        const { rows } = await admin.query<{ pid: number }>(
          `select pid from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'
              and query like '%insert into "herd_events"%' and backend_xid is not null`,
        );
        expect(rows).toHaveLength(1);
        return rows[0]!.pid;
      },
      { timeout: 10_000, interval: 20 },
    );
    await admin.query('select pg_terminate_backend($1)', [waiting]);
    await locker.query('rollback');

    const refused = await answer;
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await storedRows()).toEqual({ animals: 0, events: 0 });
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('PostgreSQL closed a connection in use'),
    );

    const again = await sendImport();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ received: RECORDS, created: RECORDS });
    expect(await storedRows()).toEqual({ animals: RECORDS / 10, events: RECORDS });
  } finally {
    warn.mockRestore();
  }
});

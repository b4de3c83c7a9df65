import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { WEB_CLIENT_ID } from '@barnboard/domain';
import { openDatabase, type Database } from '../../src/db/database.js';
import { sites, tenants } from '../../src/db/schema/index.js';
import { DRAIN_MS } from '../../src/lifecycle/shutdown.js';
import {
  countSiteEvents,
  findRecordsSite,
} from '../../src/repositories/herd-records-repository.js';
import { DEMO_PASSWORD } from '../../src/seed/demo-data.js';
import { seedDemo } from '../../src/seed/seed-demo.js';
import { bulkRecords } from '../support/bulk-records.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';
import { openTestDatabase, testDbKind, type TestDatabase } from '../support/test-database.js';

/**
 * SIGTERM on the built server, as its own process, with a long import in flight
 * (docs/operations.md, "Stopping"): on PostgreSQL (DATABASE_URL to a fresh database) and on the
 * embedded default (a temporary DATA_DIR).
 */

/** Records in the import: long enough to be in flight when the signal comes. */
const RECORDS = 15_000;
/** What the test allows beyond the documented drain: the database close and the process exit. */
const EXIT_MARGIN_MS = 3_000;

/** Where the server's data is, and how the test reads it before and after the server runs. */
type Store = {
  env: Record<string, string>;
  /** Runs `work` on the database before or after the server runs (not while it runs). */
  use<T>(work: (db: Database) => Promise<T>): Promise<T>;
  dispose(): Promise<void>;
};

async function postgresStore(): Promise<Store> {
  const database: TestDatabase = await openTestDatabase();
  return {
    env: { DATABASE_URL: database.url },
    use: (work) => work(database.db),
    dispose: () => database.dispose(),
  };
}

function embeddedStore(): Store {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'barnboard-shutdown-'));
  return {
    env: { DATA_DIR: dataDir },
    async use(work) {
      const handle = await openDatabase({ dataDir });
      try {
        await handle.migrate();
        return await work(handle.db);
      } finally {
        await handle.close();
      }
    },
    dispose: () => Promise.resolve(fs.rmSync(dataDir, { recursive: true, force: true })),
  };
}

type Answer = { status: number; body: string; at: number };
type Outcome = Answer | { error: string; at: number };

/** One HTTP request; an error (refused, reset) or no answer within `timeoutMs` is an outcome. */
function request(
  url: string,
  options: http.RequestOptions & { body?: string; timeoutMs?: number; onSent?: () => void },
): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.request(url, options, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body, at: performance.now() }));
    });
    req.setTimeout(options.timeoutMs ?? 60_000, () => {
      resolve({ error: 'no answer (hang)', at: performance.now() });
      req.destroy();
    });
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message, at: performance.now() }),
    );
    req.on('finish', () => options.onSent?.());
    req.end(options.body);
  });
}

function answer(outcome: Outcome): Answer {
  if ('error' in outcome) throw new Error(`expected an answer, got ${outcome.error}`);
  return outcome;
}

let store: Store;
let server: ServerProcess | null = null;
let siteId: string;

beforeAll(async () => {
  store = testDbKind === 'postgres' ? await postgresStore() : embeddedStore();
  siteId = await store.use(async (db) => {
    await seedDemo(db, new Date());
    const [tenant] = await db
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.name, 'Ferme du Bocage'));
    const [site] = await db
      .insert(sites)
      .values({ tenantId: tenant!.id, name: 'Nightly import', type: 'maternity', access: 'all' })
      .returning({ id: sites.id });
    return site!.id;
  });
}, 120_000);

afterAll(async () => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  await store?.dispose();
});

it('on SIGTERM answers the import in flight, refuses new requests, then exits 0', async () => {
  server = await startServerProcess(store.env);
  const { url } = server;
  const token = answer(
    await request(`${url}/realms/barnboard/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        client_id: WEB_CLIENT_ID,
        username: 'owner@bocage.demo',
        password: DEMO_PASSWORD,
      }).toString(),
    }),
  );
  expect(token.status, token.body).toBe(200);
  const authorization = `Bearer ${(JSON.parse(token.body) as { access_token: string }).access_token}`;

  // A keep-alive connection left idle, as a browser or a load balancer keeps one.
  const keepAlive = new http.Agent({ keepAlive: true });
  expect(answer(await request(`${url}/healthz`, { agent: keepAlive })).status).toBe(200);
  expect(keepAlive.freeSockets).not.toEqual({});

  let sent!: () => void;
  const bodySent = new Promise<void>((resolve) => (sent = resolve));
  const importing = request(`${url}/api/sites/${siteId}/records/import`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ records: bulkRecords(RECORDS) }),
    agent: keepAlive,
    onSent: sent,
  });
  await bodySent;
  // The whole body is with the server, which is now storing it.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const signalledAt = performance.now();
  server.child.kill('SIGTERM');

  // A new request while the import is in flight: refused or 503, at once, never left waiting.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const during = await request(`${url}/api/ping`, {
    headers: { authorization },
    agent: false,
    timeoutMs: 2_000,
  });
  const imported = answer(await importing);
  expect(imported.at, 'the import was over before the signal').toBeGreaterThan(signalledAt);
  if ('error' in during) expect(during.error).toBe('ECONNREFUSED');
  else expect(during.status).toBe(503);
  expect(during.at, 'the new request waited for the import').toBeLessThan(imported.at);

  expect(imported.status, imported.body).toBe(200);
  expect(JSON.parse(imported.body)).toMatchObject({ received: RECORDS, created: RECORDS });

  const exit = await server.exited;
  expect(exit.code, server.output()).toBe(0);
  expect(exit.at - signalledAt).toBeLessThan(DRAIN_MS + EXIT_MARGIN_MS);
  // Neither the idle keep-alive connection nor the import's, idle once answered, held the exit.
  expect(exit.at - imported.at).toBeLessThan(EXIT_MARGIN_MS);
  keepAlive.destroy();

  // All of the import is stored.
  const stored = await store.use(async (db) =>
    countSiteEvents(db, (await findRecordsSite(db, siteId))!),
  );
  expect(stored).toBe(RECORDS);
}, 120_000);

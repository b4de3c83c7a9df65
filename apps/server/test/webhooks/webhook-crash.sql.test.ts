import { eq } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { tenants } from '../../src/db/schema/index.js';
import { LEASE_MS } from '../../src/modules/webhooks/dispatcher.js';
import { findUserByLogin } from '../../src/repositories/users-repository.js';
import { seedDemo } from '../../src/seed/seed-demo.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';
import { openTestDatabase, type TestDatabase } from '../support/test-database.js';
import { createIntegration, installIntegration } from '../integration-api/support.js';
import { WebhookReceiver } from './receiver.js';
import { deliveriesOf, notify, stationSite } from './support.js';

/**
 * The real server process, killed with SIGKILL while it waits for a receiver's answer, then
 * started again: the event in flight is sent again once its lease ends, and every event arrives,
 * in order, and the delivery log counts both attempts of the event in flight. The restart's clock
 * starts a lease later (CLOCK_START) so the test need not wait it.
 */
const EVENTS = 12;
/** The receiver stops answering at this request: the server is killed while it waits. */
const HANG_AT = 5;

let database: TestDatabase;
let receiver: WebhookReceiver;
let server: ServerProcess | null = null;
let installationId: string;

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  const now = new Date();
  await seedDemo(db, now);
  const [tenant] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.name, 'Ferme du Bocage'));
  const place = await stationSite(db, tenant!.id, 'Webhooks crash');
  const ownerId = (await findUserByLogin(db, 'integrator@barnboard.demo'))!.id;
  const integration = await createIntegration(db, { ownerId, url: 'http://invalid/' });
  receiver = await WebhookReceiver.start(integration.signingSecret);
  await db.execute(
    `update integrations set url = '${receiver.url}' where id = '${integration.id}'`,
  );
  installationId = (
    await installIntegration(db, { integrationId: integration.id, siteId: place.site.id })
  ).id;
  for (let code = 1; code <= EVENTS; code++) await notify(db, place, code, now);
}, 120_000);

afterAll(async () => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  await receiver?.close();
  await database?.dispose();
});

it('loses no event when the server is killed during a delivery', async () => {
  const hung = new Promise<void>((resolve) => {
    receiver.onRequest = () => {
      if (receiver.received.length === HANG_AT - 1) receiver.mode = 'hang';
      if (receiver.received.length === HANG_AT) resolve();
    };
  });
  server = await startServerProcess({ DATABASE_URL: database.url, WEBHOOK_ALLOW_LOOPBACK: 'true' });
  await hung;
  server.child.kill('SIGKILL');
  await server.exited;
  const rows = await deliveriesOf(database.db, installationId);
  expect(rows.map((row) => row.status)).toEqual([
    ...Array<string>(HANG_AT - 1).fill('delivered'),
    ...Array<string>(EVENTS - HANG_AT + 1).fill('pending'),
  ]);
  // The attempt cut short by the kill reached the receiver: the delivery log counts it.
  expect(rows.map((row) => row.attempts)).toEqual([
    ...Array<number>(HANG_AT).fill(1),
    ...Array<number>(EVENTS - HANG_AT).fill(0),
  ]);

  receiver.mode = 'accept';
  receiver.onRequest = null;
  server = await startServerProcess({
    DATABASE_URL: database.url,
    WEBHOOK_ALLOW_LOOPBACK: 'true',
    CLOCK_START: new Date(Date.now() + LEASE_MS).toISOString(),
  });
  const until = performance.now() + 30_000;
  let settled = await deliveriesOf(database.db, installationId);
  while (settled.some((row) => row.status !== 'delivered') && performance.now() < until) {
    await sleep(200);
    settled = await deliveriesOf(database.db, installationId);
  }
  server.child.kill('SIGTERM');
  await server.exited;

  expect(settled.map((row) => row.status)).toEqual(Array<string>(EVENTS).fill('delivered'));
  // Sent twice, counted twice.
  expect(settled[HANG_AT - 1]!.attempts).toBe(2);
  // The event in flight came twice (at least once); kept once by its webhook-id, all in order.
  expect(receiver.received.filter((one) => one.id === settled[HANG_AT - 1]!.id)).toHaveLength(2);
  expect(receiver.received.every((one) => one.verified)).toBe(true);
  const kept = receiver.deduped();
  expect(kept.map((one) => one.id)).toEqual(settled.map((row) => row.id));
  expect(kept.map((one) => (one.data.notification as { code: number }).code)).toEqual(
    Array.from({ length: EVENTS }, (_, index) => index + 1),
  );
}, 120_000);

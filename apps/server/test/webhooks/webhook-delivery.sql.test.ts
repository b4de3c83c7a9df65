import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_RETRY_MS, GIVE_UP_AFTER_MS, MAX_RETRY_MS } from '@barnboard/domain';
import {
  integrationInstallations,
  stationNotifications,
  tenants,
  webhookDeliveries,
} from '../../src/db/schema/index.js';
import { WebhookDispatcher, recordStationNotifications } from '../../src/modules/webhooks/index.js';
import { demoToken } from '../support/demo.js';
import { findUserByLogin } from '../../src/repositories/users-repository.js';
import { seedDemo } from '../../src/seed/seed-demo.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import {
  createIntegration,
  installIntegration,
  revokeInstallation,
} from '../integration-api/support.js';
import { WebhookReceiver } from './receiver.js';
import { deliveriesOf, notify, stationSite } from './support.js';

/**
 * The webhook outbox delivered to a real receiver: events written with what causes them, signed,
 * retried with back-off while the receiver fails, each delivered once verified and in order per
 * site; abandoned after a day; none for a revoked installation. The dispatcher is driven pass by
 * pass on the test's clock; jitter is fixed at its middle (random 0.5: the nominal delay).
 */
let t: TestApp;
let tenantId: string;
let ownerId: string;
let receiver: WebhookReceiver;
let dispatcher: WebhookDispatcher;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, t.clock.now());
  // The demo's own installation (docs/administration.md) is not part of these tests: its events
  // would be counted by every pass of the dispatcher.
  await t.database.db.delete(webhookDeliveries);
  await t.database.db.update(integrationInstallations).set({ revokedAt: t.clock.now() });
  const [tenant] = await t.database.db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.name, 'Ferme du Bocage'));
  tenantId = tenant!.id;
  ownerId = (await findUserByLogin(t.database.db, 'integrator@barnboard.demo'))!.id;
  dispatcher = new WebhookDispatcher({
    db: t.database.db,
    clock: t.clock,
    log: t.app.log,
    // The receivers run on this machine.
    addressRule: { allowLoopback: true },
    random: () => 0.5,
  });
}, 120_000);

afterEach(() => receiver?.close());
afterAll(() => t?.close());

/** An integration whose url is a fresh receiver (its secret is the receiver's). */
async function integrationWithReceiver() {
  const integration = await createIntegration(t.database.db, { ownerId, url: 'http://invalid/' });
  receiver = await WebhookReceiver.start(integration.signingSecret);
  await t.database.db.execute(
    `update integrations set url = '${receiver.url}' where id = '${integration.id}'`,
  );
  return integration;
}

describe('webhook delivery', () => {
  it('retries while the receiver fails, then delivers every event once, verified, in order per site', async () => {
    const db = t.database.db;
    const integration = await integrationWithReceiver();
    const a = await stationSite(db, tenantId, 'Webhooks A');
    const b = await stationSite(db, tenantId, 'Webhooks B');
    const onA = await installIntegration(db, { integrationId: integration.id, siteId: a.site.id });
    const onB = await installIntegration(db, { integrationId: integration.id, siteId: b.site.id });
    // Interleaved notifications of both sites; codes number them in the order they happened.
    for (let code = 1; code <= 6; code++) {
      await notify(db, code % 2 ? a : b, code, t.clock.now());
    }
    receiver.mode = 'fail';
    await dispatcher.runOnce();
    // Only the first event of each installation was tried: the later ones wait behind it.
    expect(receiver.received.map((one) => one.data)).toHaveLength(2);
    const start = t.clock.now().getTime();
    for (const installation of [onA, onB]) {
      const [first, ...rest] = await deliveriesOf(db, installation.id);
      expect(first).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
      expect(first!.nextAttemptAt.getTime()).toBe(start + FIRST_RETRY_MS);
      expect(rest.every((row) => row.attempts === 0)).toBe(true);
    }
    // Nothing is due before the back-off ends; then it doubles.
    t.clock.advance(FIRST_RETRY_MS - 1);
    expect(await dispatcher.runOnce()).toBe(0);
    t.clock.advance(1);
    expect(await dispatcher.runOnce()).toBe(2);
    const [retried] = await deliveriesOf(db, onA.id);
    expect(retried!.attempts).toBe(2);
    expect(retried!.nextAttemptAt.getTime() - t.clock.now().getTime()).toBe(2 * FIRST_RETRY_MS);
    t.clock.advance(2 * FIRST_RETRY_MS);
    await dispatcher.runOnce();

    receiver.mode = 'accept';
    t.clock.advance(4 * FIRST_RETRY_MS);
    await dispatcher.runOnce();

    expect(receiver.received.every((one) => one.verified)).toBe(true);
    const kept = receiver.deduped();
    const codesOf = (siteId: string) =>
      kept
        .filter((one) => one.type === 'station.notification')
        .filter((one) => (one.data.site as { id: string }).id === siteId)
        .map((one) => (one.data.notification as { code: number }).code);
    expect(codesOf(a.site.id)).toEqual([1, 3, 5]);
    expect(codesOf(b.site.id)).toEqual([2, 4, 6]);
    for (const installation of [onA, onB]) {
      const rows = await deliveriesOf(db, installation.id);
      expect(rows.map((row) => row.status)).toEqual(['delivered', 'delivered', 'delivered']);
      expect(rows[0]!.attempts).toBe(4);
    }
  });

  it('backs off up to an hour and abandons an event after a day, then sends the next', async () => {
    const db = t.database.db;
    const integration = await integrationWithReceiver();
    const place = await stationSite(db, tenantId, 'Webhooks down');
    const installed = await installIntegration(db, {
      integrationId: integration.id,
      siteId: place.site.id,
    });
    await notify(db, place, 1, t.clock.now());
    await notify(db, place, 2, t.clock.now());
    const createdAt = t.clock.now().getTime();
    receiver.mode = 'fail';
    const delays: number[] = [];
    for (;;) {
      await dispatcher.runOnce();
      const [first] = await deliveriesOf(db, installed.id);
      if (first!.status !== 'pending') break;
      const delay = first!.nextAttemptAt.getTime() - t.clock.now().getTime();
      delays.push(delay);
      t.clock.advance(delay);
    }
    expect(delays.slice(0, 4)).toEqual([1, 2, 4, 8].map((n) => n * FIRST_RETRY_MS));
    expect(Math.max(...delays)).toBe(MAX_RETRY_MS);
    const [abandoned, next] = await deliveriesOf(db, installed.id);
    expect(abandoned).toMatchObject({ status: 'abandoned', attempts: delays.length + 1 });
    expect(abandoned!.lastAttemptAt!.getTime() - createdAt).toBeLessThanOrEqual(GIVE_UP_AFTER_MS);
    expect(abandoned!.lastAttemptAt!.getTime() + MAX_RETRY_MS - createdAt).toBeGreaterThan(
      GIVE_UP_AFTER_MS - MAX_RETRY_MS,
    );
    // The next event is no longer held back: it was tried in the same pass, and goes on.
    expect(next).toMatchObject({ status: 'pending', attempts: 1 });
    receiver.mode = 'accept';
    t.clock.advance(FIRST_RETRY_MS);
    await dispatcher.runOnce();
    const [, delivered] = await deliveriesOf(db, installed.id);
    expect(delivered!.status).toBe('delivered');
  });

  it('queues the events of notifications imported through the feeding route', async () => {
    const db = t.database.db;
    const integration = await integrationWithReceiver();
    const place = await stationSite(db, tenantId, 'Webhooks import');
    const installed = await installIntegration(db, {
      integrationId: integration.id,
      siteId: place.site.id,
    });
    const token = await demoToken(t, 'owner@bocage.demo');
    const imported = await t.app.inject({
      method: 'POST',
      url: `/api/sites/${place.site.id}/feeding/notifications/import`,
      headers: { authorization: `Bearer ${token}` },
      payload: {
        notifications: [
          { station: 'ESF 1', code: 3, time: '2026-05-31T06:00:00Z' },
          { station: 'ESF 1', code: 10, time: '2026-05-31T07:00:00Z' },
        ],
      },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const rows = await deliveriesOf(db, installed.id);
    expect(
      rows.map((row) => (row.payload as { notification: { code: number } }).notification.code),
    ).toEqual([3, 10]);
    // Imported again: nothing new is stored, so nothing new is sent.
    await t.app.inject({
      method: 'POST',
      url: `/api/sites/${place.site.id}/feeding/notifications/import`,
      headers: { authorization: `Bearer ${token}` },
      payload: { notifications: [{ station: 'ESF 1', code: 3, time: '2026-05-31T06:00:00Z' }] },
    });
    expect(await deliveriesOf(db, installed.id)).toHaveLength(2);
  });

  it('writes no event when the notification’s transaction rolls back', async () => {
    const db = t.database.db;
    const integration = await integrationWithReceiver();
    const place = await stationSite(db, tenantId, 'Webhooks rollback');
    const installed = await installIntegration(db, {
      integrationId: integration.id,
      siteId: place.site.id,
    });
    const failing = db.transaction(async (tx) => {
      await recordStationNotifications(
        tx,
        place.site,
        [{ stationId: place.stationId, code: 9, date: '2026-06-01', at: t.clock.now() }],
        t.clock.now(),
      );
      expect(await deliveriesOf(tx, installed.id)).toHaveLength(1);
      throw new Error('rolled back');
    });
    await expect(failing).rejects.toThrow('rolled back');
    expect(await deliveriesOf(db, installed.id)).toHaveLength(0);
    const stored = await db
      .select()
      .from(stationNotifications)
      .where(eq(stationNotifications.siteId, place.site.id));
    expect(stored).toHaveLength(0);
  });

  it('sends nothing for a revoked installation: its pending events are abandoned unsent', async () => {
    const db = t.database.db;
    const integration = await integrationWithReceiver();
    const place = await stationSite(db, tenantId, 'Webhooks revoked');
    const installed = await installIntegration(db, {
      integrationId: integration.id,
      siteId: place.site.id,
    });
    await notify(db, place, 1, t.clock.now());
    await revokeInstallation(db, installed.id, t.clock.now());
    await notify(db, place, 2, t.clock.now());
    await dispatcher.runOnce();
    expect(receiver.received).toEqual([]);
    const rows = await deliveriesOf(db, installed.id);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([['abandoned', 0]]);
  });

  it('sends a test event from the area and lists the deliveries', async () => {
    const db = t.database.db;
    const integration = await integrationWithReceiver();
    const token = await demoToken(t, 'integrator@barnboard.demo');
    const headers = { authorization: `Bearer ${token}` };
    const none = await t.app.inject({
      method: 'POST',
      url: `/api/integrations/${integration.id}/test-event`,
      headers,
      payload: {},
    });
    expect(none.statusCode).toBe(409);
    expect(none.json<{ code: string }>().code).toBe('no_installation');
    const place = await stationSite(db, tenantId, 'Webhooks test event');
    await installIntegration(db, { integrationId: integration.id, siteId: place.site.id });
    const queued = await t.app.inject({
      method: 'POST',
      url: `/api/integrations/${integration.id}/test-event`,
      headers,
      payload: {},
    });
    expect(queued.statusCode).toBe(202);
    const { delivery_id: deliveryId } = queued.json<{ delivery_id: string }>();
    const list = async (query = '') =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/integrations/${integration.id}/deliveries${query}`,
          headers,
        })
      ).json<{
        data: { id: string; status: string; site_name: string; last_status_code: number | null }[];
        meta: { total: number };
      }>();
    expect((await list()).data).toMatchObject([
      { id: deliveryId, status: 'pending', site_name: 'Webhooks test event' },
    ]);
    await dispatcher.runOnce();
    expect(receiver.deduped().map((one) => [one.id, one.type, one.verified])).toEqual([
      [deliveryId, 'test', true],
    ]);
    expect((await list('?status=delivered')).data).toMatchObject([
      { id: deliveryId, last_status_code: 204 },
    ]);
    expect((await list('?status=pending')).meta.total).toBe(0);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/integrations/${integration.id}/deliveries?status=lost&per_page=500`,
      headers,
    });
    expect(bad.statusCode).toBe(400);
    const [row] = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, deliveryId));
    expect(row!.eventType).toBe('test');
  });
});

import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bins, buildings, sites } from '../../src/db/schema/index.js';
import { BIN_WARNINGS_EVERY_MS, WebhookDispatcher } from '../../src/modules/webhooks/index.js';
import { findUserByLogin } from '../../src/repositories/users-repository.js';
import { seedDemo } from '../../src/seed/seed-demo.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createIntegration, installIntegration } from '../integration-api/support.js';
import { WebhookReceiver } from './receiver.js';

/**
 * `bin.warning` events for the demo bins: sent when a bin gains a warning (the first look
 * included), not again while its warnings stay; a key narrowed to a building gets its bins' only.
 */
let t: TestApp;
let receiver: WebhookReceiver;
let dispatcher: WebhookDispatcher;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, t.clock.now());
  dispatcher = new WebhookDispatcher({
    db: t.database.db,
    clock: t.clock,
    log: t.app.log,
    addressRule: { allowLoopback: true }, // the receiver runs on this machine
  });
}, 120_000);

afterAll(async () => {
  await receiver?.close();
  await t?.close();
});

type BinEvent = {
  site: { id: string };
  bin: { id: string; building: { id: string } };
  new_warnings: string[];
  warnings: { code: string }[];
};

it('sends a bin.warning when a bin gains a warning, once, to the installations concerned', async () => {
  const db = t.database.db;
  const [site] = await db
    .select({ id: sites.id })
    .from(sites)
    .where(eq(sites.name, 'Maternité Saint-Hyacinthe'));
  const [building] = await db
    .select({ id: buildings.id })
    .from(buildings)
    .innerJoin(bins, and(eq(bins.tenantId, buildings.tenantId), eq(bins.buildingId, buildings.id)))
    .where(eq(buildings.siteId, site!.id))
    .limit(1);
  const ownerId = (await findUserByLogin(db, 'integrator@barnboard.demo'))!.id;
  const integration = await createIntegration(db, { ownerId, url: 'http://invalid/' });
  receiver = await WebhookReceiver.start(integration.signingSecret);
  await db.execute(
    `update integrations set url = '${receiver.url}' where id = '${integration.id}'`,
  );
  await installIntegration(db, { integrationId: integration.id, siteId: site!.id });
  const narrowed = await createIntegration(db, { ownerId, url: receiver.url });
  // One receiver for both: it checks signatures with one secret.
  await db.execute(
    `update integrations set signing_secret = '${integration.signingSecret}' where id = '${narrowed.id}'`,
  );
  await installIntegration(db, {
    integrationId: narrowed.id,
    siteId: site!.id,
    buildingId: building!.id,
  });

  const eventsOf = (from: number) =>
    receiver
      .deduped()
      .slice(from)
      .filter((one) => one.type === 'bin.warning')
      .map((one) => one.data as unknown as BinEvent);

  await dispatcher.runOnce();
  const first = eventsOf(0);
  const [{ n: siteBins }] = (await db
    .select({ n: count() })
    .from(bins)
    .where(and(eq(bins.siteId, site!.id), isNotNull(bins.id)))) as [{ n: number }];
  // Every bin of the site has at least one warning at the first look (the demo's bins all do not
  // report perfectly), once to the whole-site installation, and the building's to the other.
  const buildingBins = first.filter((event) => event.bin.building.id === building!.id);
  expect(first.length).toBeGreaterThan(0);
  expect(first.every((event) => event.site.id === site!.id)).toBe(true);
  expect(first.every((event) => event.new_warnings.length > 0)).toBe(true);
  const wholeSite = new Set(first.map((event) => event.bin.id));
  expect(wholeSite.size).toBeLessThanOrEqual(siteBins);
  expect(first.length - wholeSite.size).toBe(buildingBins.length / 2);
  expect(receiver.received.every((one) => one.verified)).toBe(true);

  // The same warnings at the next look: nothing new.
  const seen = receiver.deduped().length;
  t.clock.advance(BIN_WARNINGS_EVERY_MS);
  await dispatcher.runOnce();
  expect(eventsOf(seen)).toEqual([]);

  // Four days of silence: the sensors are now disconnected, a warning they did not have.
  t.clock.advance(4 * 24 * 3_600_000);
  await dispatcher.runOnce();
  const later = eventsOf(seen);
  expect(later.length).toBeGreaterThan(0);
  const before = new Map(first.map((event) => [event.bin.id, event.warnings.map((w) => w.code)]));
  for (const event of later) {
    expect(event.new_warnings).toContain('sensor_disconnected');
    expect(event.new_warnings.some((code) => before.get(event.bin.id)?.includes(code))).toBe(false);
  }
});

import { addDays, type BinItem, type DeliveryOrder } from '@barnboard/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildings } from '../../src/db/schema/index.js';
import { dateInZone } from '../../src/lib/dates.js';
import { queueOrderChanged } from '../../src/modules/feed/delivery/order-events.js';
import { findUserByLogin } from '../../src/repositories/users-repository.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { feedKit, HOUR_MS, type FeedKit, type FeedSite } from '../feed/feed-kit.js';
import { createIntegration, installIntegration } from '../integration-api/support.js';
import { deliveriesOf } from './support.js';

/**
 * `delivery_order.changed` (docs/integration-api.md): queued in the transaction that requests an
 * order or moves it, for the live installations of the order's site that see its bins (one
 * narrowed to a building: when every bin of the order is in it), never for a write rolled back
 * nor for an installation of another site.
 */

let t: TestApp;
let kit: FeedKit;
let site: FeedSite;
let otherBuildingId: string;
let g1: BinItem;
let g2: BinItem;
let h1: BinItem;
/** Installations: the whole site, narrowed to each building, and one of another site. */
let wholeSite: string;
let firstBuilding: string;
let secondBuilding: string;
let otherSite: string;

type OrderEvent = {
  site: { id: string; name: string };
  order: {
    id: string;
    state: string;
    previous_state: string | null;
    feed: { id: string; name: string };
    quantity_kg: number;
    bins: { id: string; name: string | null; building: { id: string; name: string } | null }[];
    wished_date: string;
    delivered_kg: number | null;
    requested_at: string;
    updated_at: string;
  };
};

const today = () => dateInZone(t.clock.now(), 'America/Montreal');
const ordersUrl = () => `/feed/sites/${site.siteId}/delivery-orders`;

/** The `delivery_order.changed` events queued for an installation, oldest first. */
async function orderEvents(installationId: string): Promise<OrderEvent[]> {
  const rows = await deliveriesOf(t.database.db, installationId);
  return rows
    .filter((row) => row.eventType === 'delivery_order.changed')
    .map((row) => row.payload as OrderEvent);
}

async function request(binIds: string[], wishedDate: string): Promise<DeliveryOrder> {
  const response = await kit.call('POST', ordersUrl(), kit.tokens.owner, {
    feed_id: site.feedId,
    quantity_kg: 12_000,
    bin_ids: binIds,
    wished_date: wishedDate,
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ order: DeliveryOrder }>().order;
}

async function move(order: DeliveryOrder, action: string, version = order.updated_at) {
  return kit.call('POST', `${ordersUrl()}/${order.id}/${action}`, kit.tokens.owner, {
    expected_updated_at: version,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  kit = await feedKit(t);
  await kit.setAvailableLicences(10);
  site = await kit.newSite('Milled');
  const [second] = await t.database.db
    .insert(buildings)
    .values({ tenantId: kit.bocageId, siteId: site.siteId, name: 'Gestation', type: 'gestation' })
    .returning({ id: buildings.id });
  otherBuildingId = second!.id;
  g1 = await kit.create(site, { name: 'G1-1' });
  g2 = await kit.create(site, { name: 'G1-2' });
  h1 = await kit.create(site, { name: 'H-1', building_id: otherBuildingId });
  // A day and a half of readings, about a third full.
  for (const bin of [g1, g2]) {
    const readings = [];
    for (let hours = 36; hours >= 0; hours -= 4) {
      readings.push({ at: new Date(t.clock.now().getTime() - hours * HOUR_MS), distanceMm: 2500 });
    }
    await kit.insertReadings(bin.id, readings);
  }

  const db = t.database.db;
  const ownerId = (await findUserByLogin(db, 'integrator@barnboard.demo'))!.id;
  // One integration installs once per site: one each (a mill's, a building's integrator's…).
  const install = async (siteId: string, buildingId?: string) => {
    const integration = await createIntegration(db, { ownerId, url: 'http://127.0.0.1:9/hook' });
    const installation = await installIntegration(db, {
      integrationId: integration.id,
      siteId,
      ...(buildingId ? { buildingId } : {}),
    });
    return installation.id;
  };
  wholeSite = await install(site.siteId);
  firstBuilding = await install(site.siteId, site.buildingId);
  secondBuilding = await install(site.siteId, otherBuildingId);
  otherSite = await install((await kit.newSite('Next door')).siteId);
}, 120_000);

afterAll(() => t?.close());

it('queues the order as requested, with its feed, bins and wished date, for the installations that see its bins', async () => {
  const wished = addDays(today(), 1);
  const order = await request([g2.id, g1.id], wished);
  const [event] = await orderEvents(wholeSite);
  const building = { id: site.buildingId, name: 'Engraissement' };
  expect(event).toEqual({
    site: { id: site.siteId, name: 'Milled' },
    order: {
      id: order.id,
      state: 'requested',
      previous_state: null,
      feed: { id: site.feedId, name: 'Grower' },
      quantity_kg: 12_000,
      // In the order's order.
      bins: [
        { id: g2.id, name: 'G1-2', building },
        { id: g1.id, name: 'G1-1', building },
      ],
      wished_date: wished,
      // Its window began today (the day before the wished date): nothing delivered yet.
      delivered_kg: 0,
      requested_at: order.created_at,
      updated_at: order.updated_at,
    },
  });
  // Both bins are in the first building: its installation gets it too, not the second's.
  expect(await orderEvents(firstBuilding)).toEqual([event]);
  expect(await orderEvents(secondBuilding)).toEqual([]);
  expect(await orderEvents(otherSite)).toEqual([]);
});

it('queues each change of state, the delivery with what the sensors saw delivered', async () => {
  const [first] = await orderEvents(wholeSite);
  const order = { id: first!.order.id, updated_at: first!.order.updated_at } as DeliveryOrder;
  const confirmed = await move(order, 'confirm');
  expect(confirmed.statusCode).toBe(200);
  const afterConfirm = confirmed.json<{ order: DeliveryOrder }>().order;

  const before = new Map(
    (await kit.list({ site_ids: [site.siteId] })).content.map((bin) => [bin.id, bin.quantity!]),
  );
  const fillAt = new Date(t.clock.now().getTime() + 60_000);
  await kit.insertReadings(g1.id, [{ at: fillAt, distanceMm: 700 }]);
  await kit.insertReadings(g2.id, [{ at: fillAt, distanceMm: 900 }]);
  t.clock.advance(2 * 60_000);
  const after = (await kit.list({ site_ids: [site.siteId] })).content;
  const added = after
    .filter((bin) => bin.id === g1.id || bin.id === g2.id)
    .reduce((kg, bin) => kg + bin.quantity! - before.get(bin.id)!, 0);
  expect(added).toBeGreaterThan(1000);

  const delivered = await move(afterConfirm, 'deliver');
  expect(delivered.statusCode).toBe(200);
  const afterDeliver = delivered.json<{ order: DeliveryOrder }>().order;

  for (const installation of [wholeSite, firstBuilding]) {
    const events = await orderEvents(installation);
    expect(events.map((event) => [event.order.previous_state, event.order.state])).toEqual([
      [null, 'requested'],
      ['requested', 'confirmed'],
      ['confirmed', 'delivered'],
    ]);
    expect(events[1]!.order).toMatchObject({ updated_at: afterConfirm.updated_at });
    const last = events[2]!.order;
    expect(last.updated_at).toBe(afterDeliver.updated_at);
    // What the order itself says it got, the fills' kg.
    expect(last.delivered_kg).toBe(afterDeliver.delivered_kg);
    expect(Math.abs(last.delivered_kg! - added)).toBeLessThanOrEqual(1);
  }
  expect(await orderEvents(secondBuilding)).toEqual([]);
  expect(await orderEvents(otherSite)).toEqual([]);
});

it('queues a cancelled order spanning two buildings for the whole site only', async () => {
  const order = await request([g1.id, h1.id], addDays(today(), 3));
  const cancelled = await move(order, 'cancel');
  expect(cancelled.statusCode).toBe(200);
  const events = (await orderEvents(wholeSite)).filter((event) => event.order.id === order.id);
  expect(events.map((event) => [event.order.state, event.order.delivered_kg])).toEqual([
    ['requested', null],
    ['cancelled', null],
  ]);
  expect(events[0]!.order.bins.map((bin) => bin.building?.id)).toEqual([
    site.buildingId,
    otherBuildingId,
  ]);
  for (const installation of [firstBuilding, secondBuilding, otherSite]) {
    const theirs = (await orderEvents(installation)).filter((e) => e.order.id === order.id);
    expect(theirs).toEqual([]);
  }
  // A second building's order alone is its installation's.
  const h1Order = await request([h1.id], addDays(today(), 3));
  expect((await orderEvents(secondBuilding)).map((event) => event.order.id)).toEqual([h1Order.id]);
});

it('queues nothing for a refused move, nor for a write rolled back', async () => {
  const order = await request([g1.id], addDays(today(), 4));
  const queued = async () => (await orderEvents(wholeSite)).length;
  const count = await queued();
  // Another state than the move needs, and a version seen before a change: refused.
  const stale = await move(order, 'cancel', '2000-01-01T00:00:00.000Z');
  expect(stale.statusCode).toBe(409);
  const delivered = await move(order, 'deliver');
  expect(delivered.statusCode).toBe(200);
  expect(await queued()).toBe(count + 1);
  const again = await move(delivered.json<{ order: DeliveryOrder }>().order, 'deliver');
  expect(again.json()).toMatchObject({ code: 'order_state' });
  expect(await queued()).toBe(count + 1);

  // The events are the transaction's: one that fails after queueing them leaves none.
  await expect(
    t.database.db.transaction(async (tx) => {
      await queueOrderChanged(tx, site.siteId, order.id, 'requested', t.clock.now());
      throw new Error('the write fails after the events were queued');
    }),
  ).rejects.toThrow('the write fails');
  expect(await queued()).toBe(count + 1);
});

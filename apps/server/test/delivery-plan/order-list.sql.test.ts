import { addDays, type BinItem, type DeliveryOrder } from '@barnboard/domain';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import * as schema from '../../src/db/schema/index.js';
import { dateInZone } from '../../src/lib/dates.js';
import { oneOrder, tenantOrders } from '../../src/modules/feed/delivery/orders-service.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { feedKit, HOUR_MS, type FeedKit, type FeedSite } from '../feed/feed-kit.js';

/**
 * The orders' list (docs/bins.md, "Orders") with several orders and fills: each order's delivered
 * quantity is what its own bins' fills added in its own window, the list says what each order
 * alone says, and the list reads the readings of all its orders in one query.
 */

let t: TestApp;
let kit: FeedKit;
let site: FeedSite;
let silos: BinItem[];

const ago = (hours: number) => new Date(t.clock.now().getTime() - hours * HOUR_MS);
const today = () => dateInZone(t.clock.now(), 'America/Montreal');
const ordersUrl = () => `/feed/sites/${site.siteId}/delivery-orders`;

async function order(binIds: string[], wishedDate: string): Promise<DeliveryOrder> {
  const response = await kit.call('POST', ordersUrl(), kit.tokens.owner, {
    feed_id: site.feedId,
    quantity_kg: 5_000,
    bin_ids: binIds,
    wished_date: wishedDate,
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json<{ order: DeliveryOrder }>().order;
}

const quantities = async () =>
  new Map((await kit.list({ site_ids: [site.siteId] })).content.map((b) => [b.id, b.quantity!]));

beforeAll(async () => {
  t = await createTestApp();
  kit = await feedKit(t);
  await kit.setAvailableLicences(10);
  site = await kit.newSite('Listed');
  silos = [];
  for (const name of ['L-1', 'L-2', 'L-3']) silos.push(await kit.create(site, { name }));
  // Three days of eating, 10 mm an hour from about a third full.
  for (const silo of silos) {
    const readings = [];
    for (let hours = 72; hours >= 0; hours -= 4) {
      readings.push({ at: ago(hours), distanceMm: 2500 + (72 - hours) * 10 });
    }
    await kit.insertReadings(silo.id, readings);
  }
}, 120_000);

afterAll(() => t?.close());

it('lists several orders, each with what the fills of its own bins added in its own window', async () => {
  const [l1, l2, l3] = silos.map((silo) => silo.id) as [string, string, string];
  const tomorrow = addDays(today(), 1);
  const both = await order([l1, l2], tomorrow);
  const third = await order([l3], tomorrow);
  // L-1 again, but wished in ten days: its window has not begun.
  const later = await order([l1], addDays(today(), 10));
  // Wished a week ago: its window ended before the fills, which it does not count.
  const past = await order([l3], addDays(today(), -7));
  const cancelled = await order([l2], tomorrow);
  const cancel = await kit.call('POST', `${ordersUrl()}/${cancelled.id}/cancel`, kit.tokens.owner, {
    expected_updated_at: cancelled.updated_at,
  });
  expect(cancel.statusCode).toBe(200);

  const before = await quantities();
  const fillAt = new Date(t.clock.now().getTime() + 60_000);
  await kit.insertReadings(l1, [{ at: fillAt, distanceMm: 800 }]);
  await kit.insertReadings(l2, [{ at: fillAt, distanceMm: 1200 }]);
  await kit.insertReadings(l3, [{ at: fillAt, distanceMm: 600 }]);
  t.clock.advance(2 * 60_000);
  const after = await quantities();
  const added = (id: string) => after.get(id)! - before.get(id)!;
  for (const id of [l1, l2, l3]) expect(added(id)).toBeGreaterThan(1000);

  const listed = await kit.call(
    'GET',
    `/feed/tenants/${kit.bocageId}/delivery-orders`,
    kit.tokens.owner,
  );
  expect(listed.statusCode).toBe(200);
  const byId = new Map(
    listed.json<{ orders: DeliveryOrder[] }>().orders.map((one) => [one.id, one.delivered_kg]),
  );
  expect(Math.abs(byId.get(both.id)! - (added(l1) + added(l2)))).toBeLessThanOrEqual(1);
  expect(Math.abs(byId.get(third.id)! - added(l3))).toBeLessThanOrEqual(1);
  expect(byId.get(later.id)).toBeNull();
  expect(byId.get(past.id)).toBe(0);
  expect(byId.get(cancelled.id)).toBeNull();

  // Each order alone says the same as the list.
  for (const one of [both, third, later, past, cancelled]) {
    const alone = await oneOrder(t.database.db, site.siteId, one.id, t.clock.now());
    expect(alone.delivered_kg).toBe(byId.get(one.id));
  }
});

it("reads the readings of the whole list's bins in one query", async () => {
  const queries: string[] = [];
  const pool = (t.database.db as Database & { $client: pg.Pool }).$client;
  const counted = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (query) => queries.push(query) },
  });
  const orders = await tenantOrders(counted, kit.bocageId, [site.siteId], t.clock.now());
  expect(orders.filter((one) => one.delivered_kg !== null).length).toBeGreaterThanOrEqual(3);
  expect(queries.filter((query) => query.includes('bin_readings'))).toHaveLength(1);
  // The orders, their bins' readings, their bins' names.
  expect(queries).toHaveLength(3);
});

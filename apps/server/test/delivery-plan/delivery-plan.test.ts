import {
  addDays,
  type BinItem,
  type DeliveryOrder,
  type DeliveryPlanAnswer,
} from '@barnboard/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, memberships, membershipSites, users } from '../../src/db/schema/index.js';
import { dateInZone } from '../../src/lib/dates.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { feedKit, HOUR_MS, type FeedKit, type FeedSite } from '../feed/feed-kit.js';

/**
 * Delivery planning's routes (docs/bins.md, "Delivery planning") on real bins and readings: the
 * plan, its access, the tenant's settings, orders with their states, the mill's e-mail and the
 * quantity the sensors saw delivered.
 */

let t: TestApp;
let kit: FeedKit;
let site: FeedSite;
let nearEmpty: BinItem;
let halfFull: BinItem;
let silent: BinItem;

const ago = (hours: number) => new Date(t.clock.now().getTime() - hours * HOUR_MS);

/** Three days of readings falling `mmPerHour` from `startMm` (distance grows as feed is eaten). */
async function eating(binId: string, startMm: number, mmPerHour: number) {
  const readings = [];
  for (let hours = 72; hours >= 0; hours -= 4) {
    readings.push({ at: ago(hours), distanceMm: startMm + (72 - hours) * mmPerHour });
  }
  await kit.insertReadings(binId, readings);
}

async function get<T>(url: string, token: string): Promise<T> {
  const response = await kit.call('GET', url, token);
  if (response.statusCode !== 200)
    throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

const tomorrow = () => addDays(dateInZone(t.clock.now(), 'America/Montreal'), 1);

const sitePlan = (token = kit.tokens.owner) =>
  get<DeliveryPlanAnswer>(`/feed/sites/${site.siteId}/delivery-plan`, token);
const binsNow = async () =>
  new Map((await kit.list({ site_ids: [site.siteId] })).content.map((bin) => [bin.id, bin]));

beforeAll(async () => {
  t = await createTestApp();
  kit = await feedKit(t);
  await kit.setAvailableLicences(10);
  site = await kit.newSite('Planned');
  nearEmpty = await kit.create(site, { name: 'G1-2' });
  halfFull = await kit.create(site, { name: 'G1-1' });
  silent = await kit.create(site, { name: 'G1-3' });
  // The demo manager manages the maternity and the finishing site; this site too, now.
  const [managerMembership] = await t.database.db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(users.email, 'manager@bocage.demo'), eq(memberships.tenantId, kit.bocageId)));
  await t.database.db
    .insert(membershipSites)
    .values({ tenantId: kit.bocageId, membershipId: managerMembership!.id, siteId: site.siteId });
  // 10 mm an hour over a 2 m wide bin: about 0.08 m³, 50 kg an hour.
  await eating(nearEmpty.id, 3100, 10);
  await eating(halfFull.id, 1200, 10);
}, 120_000);

afterAll(() => t?.close());

describe('the delivery plan', () => {
  it("plans from the silos page's forecasts: the near-empty bin sets the trip, its neighbour rides along", async () => {
    const plan = await sitePlan();
    const bins = await binsNow();
    const today = dateInZone(t.clock.now(), 'America/Montreal');
    expect(plan.sites).toEqual([
      { id: site.siteId, name: 'Planned', timezone: 'America/Montreal', today },
    ]);
    expect(plan).toMatchObject({
      horizon_days: 14,
      truck: { capacity_kg: 24_000, compartments: 3 },
      lead_days: 1,
    });
    for (const bin of plan.bins) {
      const item = bins.get(bin.id)!;
      // The "empty by" of each bin is the silos page's forecast, as a date of the site.
      expect(bin.empty_date).toBe(
        item.forecast ? addDays(today, item.forecast.days_until_empty) : null,
      );
      expect(bin.kg_per_day).toBe(item.forecast?.kg_per_day ?? null);
    }
    const emptyDays = bins.get(nearEmpty.id)!.forecast!.days_until_empty;
    expect(emptyDays).toBeLessThan(4);
    expect(plan.bins.find((b) => b.id === silent.id)).toMatchObject({
      problem: 'no_level',
      empty_date: null,
    });

    const [first] = plan.trips;
    expect(first).toMatchObject({
      site_id: site.siteId,
      date: addDays(today, Math.max(1, emptyDays - 1)),
      reason: { bin: { id: nearEmpty.id, name: 'G1-2' }, empty_date: addDays(today, emptyDays) },
    });
    // Three compartments of 8 t on the default 24 t truck: the feed takes what its kg need.
    expect(first!.compartments).toEqual([
      { feed_id: site.feedId, count: Math.ceil(first!.total_kg / 8_000) },
    ]);
    expect(first!.loads.map((load) => load.bin.name)).toEqual(['G1-2', 'G1-1']);
    expect(first!.loads[0]!.feed).toEqual({ id: site.feedId, name: 'Grower' });
    // Each bin is filled to capacity on the trip's day: what it lacks by then.
    const lead = Math.max(1, emptyDays - 1);
    for (const load of first!.loads) {
      const item = bins.get(load.bin.id)!;
      const lacking = item.capacity_kg! - (item.quantity! - lead * item.forecast!.kg_per_day!);
      expect(Math.abs(load.kg - lacking)).toBeLessThanOrEqual(1);
    }
    expect(first!.total_kg).toBe(first!.loads.reduce((kg, load) => kg + load.kg, 0));
  });

  it('plans a tenant: the sites the caller sees with silo access, none for another tenant', async () => {
    const owner = await get<DeliveryPlanAnswer>(
      `/feed/tenants/${kit.bocageId}/delivery-plan`,
      kit.tokens.owner,
    );
    expect(owner.sites.map((s) => s.id)).toContain(site.siteId);
    expect(owner.trips.some((trip) => trip.reason.bin.id === nearEmpty.id)).toBe(true);
    // The member's membership covers the maternity only.
    const member = await get<DeliveryPlanAnswer>(
      `/feed/tenants/${kit.bocageId}/delivery-plan`,
      kit.tokens.member,
    );
    expect(member.sites.map((s) => s.id)).not.toContain(site.siteId);
    expect(member.bins.some((bin) => bin.site_id === site.siteId)).toBe(false);
    const other = await get<DeliveryPlanAnswer>(
      `/feed/tenants/${kit.bocageId}/delivery-plan`,
      kit.tokens.other,
    );
    expect(other).toMatchObject({ sites: [], trips: [], bins: [] });
  });

  it("refuses a site's plan to whoever has no silo access on it", async () => {
    for (const token of [kit.tokens.member, kit.tokens.other]) {
      const response = await kit.call('GET', `/feed/sites/${site.siteId}/delivery-plan`, token);
      expect(response.statusCode).toBe(403);
    }
    expect(
      (await kit.call('GET', `/feed/sites/${site.siteId}/delivery-plan`, null)).statusCode,
    ).toBe(401);
  });
});

describe('the delivery settings', () => {
  const url = () => `/feed/tenants/${kit.bocageId}/delivery-settings`;
  type Settings = { updated_at: string; truck_capacity_kg: number };

  it('start at the documented defaults and are changed by an admin, with an audit event', async () => {
    const before = await get<Settings>(url(), kit.tokens.admin);
    expect(before).toMatchObject({
      tenant_id: kit.bocageId,
      truck_capacity_kg: 24_000,
      truck_compartments: 3,
      lead_days: 1,
      mill_email: null,
    });
    const body = {
      truck_capacity_kg: 30_000,
      truck_compartments: 4,
      lead_days: 2,
      mill_email: 'orders@mill.example',
      expected_updated_at: before.updated_at,
    };
    const saved = await kit.call('PUT', url(), kit.tokens.admin, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ truck_capacity_kg: 30_000, lead_days: 2 });
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityType, 'delivery_settings'))
      .orderBy(asc(auditEvents.at));
    expect(events.at(-1)).toMatchObject({ tenantId: kit.bocageId, action: 'update' });
    expect(events.at(-1)!.changes).toEqual([
      { field: 'truck_capacity_kg', from: 24_000, to: 30_000 },
      { field: 'truck_compartments', from: 3, to: 4 },
      { field: 'lead_days', from: 1, to: 2 },
      { field: 'mill_email', from: null, to: 'orders@mill.example' },
    ]);
    const plan = await sitePlan();
    expect(plan).toMatchObject({ truck: { capacity_kg: 30_000, compartments: 4 }, lead_days: 2 });

    // The same edit on the version before is someone else's older view: refused with the current.
    const stale = await kit.call('PUT', url(), kit.tokens.owner, { ...body, lead_days: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'edited_elsewhere',
      current: { truck_capacity_kg: 30_000 },
    });
  });

  it('are refused to managers and checked field by field', async () => {
    const current = await get<Settings>(url(), kit.tokens.owner);
    expect((await kit.call('GET', url(), kit.tokens.manager)).statusCode).toBe(403);
    const bad = await kit.call('PUT', url(), kit.tokens.owner, {
      truck_capacity_kg: 24_000,
      truck_compartments: 0,
      lead_days: 1,
      mill_email: 'not an address',
      expected_updated_at: current.updated_at,
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json<{ details: { field: string }[] }>().details.map((d) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['body.truck_compartments', 'body.mill_email']));
  });
});

describe('orders', () => {
  const ordersUrl = () => `/feed/sites/${site.siteId}/delivery-orders`;
  let order: DeliveryOrder;

  it('are requested by a manager from the plan and e-mailed to the mill', async () => {
    const plan = await sitePlan();
    const trip = plan.trips[0]!;
    const sentBefore = t.mailer.sent.length;
    const response = await kit.call('POST', ordersUrl(), kit.tokens.owner, {
      feed_id: site.feedId,
      quantity_kg: trip.total_kg,
      bin_ids: trip.loads.map((load) => load.bin.id),
      // The manager wishes it earlier than the plan's day: tomorrow.
      wished_date: tomorrow(),
    });
    expect(response.statusCode).toBe(201);
    const answer = response.json<{ order: DeliveryOrder; mailed: boolean }>();
    order = answer.order;
    expect(answer.mailed).toBe(true);
    expect(order).toMatchObject({
      state: 'requested',
      site: { id: site.siteId, name: 'Planned' },
      feed: { id: site.feedId, name: 'Grower' },
      quantity_kg: trip.total_kg,
      wished_date: tomorrow(),
      bins: [
        { id: nearEmpty.id, name: 'G1-2' },
        { id: halfFull.id, name: 'G1-1' },
      ],
    });
    const mail = t.mailer.sent.slice(sentBefore);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to).toBe('orders@mill.example');
    expect(mail[0]!.text).toContain(`${trip.total_kg} kg of Grower`);
    expect(mail[0]!.text).toContain('G1-2, G1-1');
    expect(mail[0]!.text).toContain(tomorrow());
    const listed = await get<{ orders: DeliveryOrder[] }>(
      `/feed/tenants/${kit.bocageId}/delivery-orders`,
      kit.tokens.owner,
    );
    expect(listed.orders.map((o) => o.id)).toContain(order.id);
  });

  it('refuse bins of another feed or site, and members', async () => {
    const other = await kit.newSite('Elsewhere');
    const foreign = await kit.create(other, { name: 'X-1' });
    const wrong = await kit.call('POST', ordersUrl(), kit.tokens.owner, {
      feed_id: site.feedId,
      quantity_kg: 1000,
      bin_ids: [foreign.id],
      wished_date: addDays(dateInZone(t.clock.now(), 'America/Montreal'), 2),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'bin_not_on_site' });
    const otherFeed = await kit.call(
      'POST',
      `/feed/sites/${other.siteId}/delivery-orders`,
      kit.tokens.owner,
      {
        feed_id: site.feedId,
        quantity_kg: 1000,
        bin_ids: [foreign.id],
        wished_date: '2026-06-03',
      },
    );
    expect(otherFeed.json()).toMatchObject({ code: 'bin_holds_another_feed' });
    const member = await kit.call(
      'POST',
      `/feed/sites/${kit.maternityId}/delivery-orders`,
      kit.tokens.member,
      {
        feed_id: site.feedId,
        quantity_kg: 1000,
        bin_ids: [nearEmpty.id],
        wished_date: '2026-06-03',
      },
    );
    expect(member.statusCode).toBe(403);
  });

  it('move from state to state by the rule: admins confirm, managers deliver or cancel', async () => {
    const move = (action: string, token: string, version = order.updated_at) =>
      kit.call('POST', `${ordersUrl()}/${order.id}/${action}`, token, {
        expected_updated_at: version,
      });
    expect((await move('confirm', kit.tokens.manager)).statusCode).toBe(403);
    const confirmed = await move('confirm', kit.tokens.admin);
    expect(confirmed.statusCode).toBe(200);
    const stale = await move('cancel', kit.tokens.manager);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'edited_elsewhere',
      current: { state: 'confirmed' },
    });
    order = confirmed.json<{ order: DeliveryOrder }>().order;
    expect(order.state).toBe('confirmed');
    const again = await move('confirm', kit.tokens.admin);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'order_state' });
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, order.id))
      .orderBy(asc(auditEvents.at));
    expect(events.map((e) => e.action)).toEqual(['create', 'update']);
    expect(events[1]!.changes).toEqual([{ field: 'state', from: 'requested', to: 'confirmed' }]);
  });

  it('count as delivered what the sensors saw the fills add from the day before the wished date', async () => {
    const before = await binsNow();
    const fillAt = new Date(t.clock.now().getTime() + 60_000);
    await kit.insertReadings(nearEmpty.id, [{ at: fillAt, distanceMm: 800 }]);
    await kit.insertReadings(halfFull.id, [{ at: fillAt, distanceMm: 700 }]);
    t.clock.advance(2 * 60_000);
    const after = await binsNow();
    const added = [nearEmpty.id, halfFull.id]
      .map((id) => after.get(id)!.quantity! - before.get(id)!.quantity!)
      .reduce((a, b) => a + b, 0);
    expect(added).toBeGreaterThan(1000);

    const delivered = await kit.call(
      'POST',
      `${ordersUrl()}/${order.id}/deliver`,
      kit.tokens.manager,
      { expected_updated_at: order.updated_at },
    );
    expect(delivered.statusCode).toBe(200);
    const answer = delivered.json<{ order: DeliveryOrder }>().order;
    expect(answer.state).toBe('delivered');
    expect(Math.abs(answer.delivered_kg! - added)).toBeLessThanOrEqual(1);
    const cancel = await kit.call('POST', `${ordersUrl()}/${order.id}/cancel`, kit.tokens.manager, {
      expected_updated_at: answer.updated_at,
    });
    expect(cancel.json()).toMatchObject({ code: 'order_state' });
  });
});

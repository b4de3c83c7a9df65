import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  bins,
  buildings,
  deliveryOrders,
  sensorDevices,
  sites,
  tenants,
} from '../../src/db/schema/index.js';
import { createFeed } from '../../src/repositories/feeds-repository.js';
import type { TestApp } from '../support/test-app.js';

/**
 * Delivery planning's cases of the role × route matrix (test/access/route-matrix.sql.test.ts) on
 * the demo maternity (an L-Track tenant) and Horizon GDU (a tenant without L-Track access): a
 * bin in service with a feed on each, and an order per step that `before` puts back in the
 * requested state at a known version, so that every persona's try may move it.
 */

type Target = {
  method: string;
  url: string;
  body?: object;
  siteId?: string;
  tenantId?: string;
  before?: () => Promise<void>;
};

export type DeliveryMatrix = { targets(method: string, url: string): Record<string, Target[]> };

const YEAR_MS = 365 * 86_400_000;
const VERSION = new Date('2026-01-01T00:00:00Z');

async function prepareSite(t: TestApp, siteId: string) {
  const db = t.database.db;
  const [site] = await db.select().from(sites).where(eq(sites.id, siteId));
  const [building] = await db.select().from(buildings).where(eq(buildings.siteId, siteId));
  const tenantId = site!.tenantId;
  const feedId = await createFeed(db, {
    tenantId,
    name: 'Matrix delivery feed',
    recipe: 'MD-1',
    densityKgM3: 650,
    siteIds: [siteId],
  });
  const binId = randomUUID();
  const devEui = `a8404177${randomUUID().slice(0, 8)}`;
  await db.insert(bins).values({
    tenantId,
    id: binId,
    siteId,
    buildingId: building!.id,
    feedId,
    name: 'Matrix delivery',
    devEui,
    type: 'flat_bottom',
    diameterM: 2,
    verticalHeightM: 4,
    bottomHeightM: 0,
    roofHeightM: 0.5,
    offsetM: 0.2,
    expiresAt: new Date(t.clock.now().getTime() + YEAR_MS),
  });
  await db.insert(sensorDevices).values({ devEui, tenantId, binId });
  const order = async () => {
    const [row] = await db
      .insert(deliveryOrders)
      .values({
        tenantId,
        siteId,
        feedId,
        quantityKg: 8_000,
        binIds: [binId],
        wishedDate: '2026-06-03',
        state: 'requested',
        updatedAt: VERSION,
      })
      .returning();
    const reset = async () => {
      await db
        .update(deliveryOrders)
        .set({ state: 'requested', updatedAt: VERSION })
        .where(and(eq(deliveryOrders.tenantId, tenantId), eq(deliveryOrders.id, row!.id)));
    };
    return { id: row!.id, reset };
  };
  return {
    siteId,
    tenantId,
    order: { feed_id: feedId, quantity_kg: 8_000, bin_ids: [binId], wished_date: '2026-06-03' },
    steps: { confirm: await order(), deliver: await order(), cancel: await order() },
  };
}

export async function prepareDeliveryMatrix(
  t: TestApp,
  siteIds: { maternity: string; gdu: string },
): Promise<DeliveryMatrix> {
  const perSite = [await prepareSite(t, siteIds.maternity), await prepareSite(t, siteIds.gdu)];
  const db = t.database.db;
  const settings = await db
    .select({ id: tenants.id, version: tenants.deliverySettingsUpdatedAt })
    .from(tenants);
  const onTenants = (method: string, url: string, body?: (version: Date) => object) =>
    perSite.map((s) => {
      const version = settings.find((row) => row.id === s.tenantId)!.version;
      return {
        method,
        url: url.replace(':tenantId', s.tenantId),
        tenantId: s.tenantId,
        ...(body ? { body: body(version) } : {}),
      };
    });
  const onSites = (method: string, url: string, body?: object) =>
    perSite.map((s) => ({
      method,
      url: url.replace(':siteId', s.siteId),
      siteId: s.siteId,
      ...(body ? { body } : {}),
    }));
  const step = (method: string, url: string, action: 'confirm' | 'deliver' | 'cancel') =>
    perSite.map((s) => ({
      method,
      url: url.replace(':siteId', s.siteId).replace(':orderId', s.steps[action].id),
      siteId: s.siteId,
      body: { expected_updated_at: VERSION.toISOString() },
      before: s.steps[action].reset,
    }));
  return {
    targets: (method, url) => ({
      'GET /feed/tenants/:tenantId/delivery-settings': onTenants(method, url),
      // The settings as they are: every allowed try saves nothing, so the version stays.
      'PUT /feed/tenants/:tenantId/delivery-settings': onTenants(method, url, (version) => ({
        truck_capacity_kg: 24_000,
        truck_compartments: 3,
        lead_days: 1,
        mill_email: null,
        expected_updated_at: version.toISOString(),
      })),
      'GET /feed/tenants/:tenantId/delivery-plan': onTenants(method, url),
      'GET /feed/tenants/:tenantId/delivery-orders': onTenants(method, url),
      'GET /feed/sites/:siteId/delivery-plan': onSites(method, url),
      'POST /feed/sites/:siteId/delivery-orders': perSite.map((s) => ({
        method,
        url: url.replace(':siteId', s.siteId),
        siteId: s.siteId,
        body: s.order,
      })),
      'POST /feed/sites/:siteId/delivery-orders/:orderId/confirm': step(method, url, 'confirm'),
      'POST /feed/sites/:siteId/delivery-orders/:orderId/deliver': step(method, url, 'deliver'),
      'POST /feed/sites/:siteId/delivery-orders/:orderId/cancel': step(method, url, 'cancel'),
    }),
  };
}

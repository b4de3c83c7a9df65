import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DeliveryOrderState, DeliverySettings } from '@barnboard/domain';
import type { Executor } from '../db/database.js';
import { deliveryOrders, feeds, sites, tenants, users } from '../db/schema/index.js';

/** Delivery planning's rows (docs/bins.md, "Delivery planning"): tenant settings and orders. */

export type DeliverySettingsRow = DeliverySettings & {
  tenantId: string;
  tenantName: string;
  updatedAt: Date;
};

const settingsColumns = {
  tenantId: tenants.id,
  tenantName: tenants.name,
  truck_capacity_kg: tenants.truckCapacityKg,
  truck_compartments: tenants.truckCompartments,
  lead_days: tenants.deliveryLeadDays,
  mill_email: tenants.millEmail,
  updatedAt: tenants.deliverySettingsUpdatedAt,
};

export async function findDeliverySettings(
  db: Executor,
  tenantId: string,
  options: { lock?: boolean } = {},
): Promise<DeliverySettingsRow | null> {
  const query = db.select(settingsColumns).from(tenants).where(eq(tenants.id, tenantId));
  const [row] = await (options.lock ? query.for('no key update') : query);
  return row ?? null;
}

export async function updateDeliverySettings(
  db: Executor,
  tenantId: string,
  settings: DeliverySettings,
  updatedAt: Date,
): Promise<void> {
  await db
    .update(tenants)
    .set({
      truckCapacityKg: settings.truck_capacity_kg,
      truckCompartments: settings.truck_compartments,
      deliveryLeadDays: settings.lead_days,
      millEmail: settings.mill_email,
      deliverySettingsUpdatedAt: updatedAt,
    })
    .where(eq(tenants.id, tenantId));
}

/** A site as a plan names it: its clock makes the plan's dates. */
export type PlanSite = { id: string; tenantId: string; name: string; timezone: string };

export async function listPlanSites(
  db: Executor,
  where: { tenantId: string; siteIds?: readonly string[] },
): Promise<PlanSite[]> {
  if (where.siteIds?.length === 0) return [];
  return db
    .select({ id: sites.id, tenantId: sites.tenantId, name: sites.name, timezone: sites.timezone })
    .from(sites)
    .where(
      and(
        eq(sites.tenantId, where.tenantId),
        where.siteIds ? inArray(sites.id, [...where.siteIds]) : undefined,
      ),
    )
    .orderBy(sites.name);
}

export type OrderRow = typeof deliveryOrders.$inferSelect;
function selectOrders(db: Executor) {
  return db
    .select({
      order: deliveryOrders,
      site: { id: sites.id, name: sites.name, timezone: sites.timezone },
      feed: { id: feeds.id, name: feeds.name },
      requester: { email: users.email, firstName: users.firstName, lastName: users.lastName },
    })
    .from(deliveryOrders)
    .innerJoin(
      sites,
      and(eq(sites.tenantId, deliveryOrders.tenantId), eq(sites.id, deliveryOrders.siteId)),
    )
    .innerJoin(
      feeds,
      and(eq(feeds.tenantId, deliveryOrders.tenantId), eq(feeds.id, deliveryOrders.feedId)),
    )
    .leftJoin(users, eq(users.id, deliveryOrders.requestedBy));
}

/** The orders of these sites of a tenant, the newest wished date first. */
export async function listOrders(db: Executor, tenantId: string, siteIds: readonly string[]) {
  if (siteIds.length === 0) return [];
  return selectOrders(db)
    .where(and(eq(deliveryOrders.tenantId, tenantId), inArray(deliveryOrders.siteId, [...siteIds])))
    .orderBy(desc(deliveryOrders.wishedDate), desc(deliveryOrders.createdAt));
}

export async function findOrder(db: Executor, siteId: string, orderId: string) {
  const [row] = await selectOrders(db).where(
    and(eq(deliveryOrders.siteId, siteId), eq(deliveryOrders.id, orderId)),
  );
  return row ?? null;
}

export async function lockOrder(db: Executor, siteId: string, orderId: string) {
  const [row] = await db
    .select()
    .from(deliveryOrders)
    .where(and(eq(deliveryOrders.siteId, siteId), eq(deliveryOrders.id, orderId)))
    .for('no key update');
  return row ?? null;
}

export async function insertOrder(
  db: Executor,
  values: typeof deliveryOrders.$inferInsert,
): Promise<OrderRow> {
  const [row] = await db.insert(deliveryOrders).values(values).returning();
  return row!;
}

export async function setOrderState(
  db: Executor,
  order: Pick<OrderRow, 'tenantId' | 'id'>,
  state: DeliveryOrderState,
  updatedAt: Date,
): Promise<void> {
  await db
    .update(deliveryOrders)
    .set({ state, updatedAt })
    .where(and(eq(deliveryOrders.tenantId, order.tenantId), eq(deliveryOrders.id, order.id)));
}

import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DeliveryOrderState, DeliverySettings } from '@barnboard/domain';
import type { Executor } from '../db/database.js';
import { deliveryOrders, feeds, sites, tenants, users } from '../db/schema/index.js';
import { windowReadings, type BinGeometry, type ReadingRow } from './bins-repository.js';

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

/** The readings an order's delivered quantity is judged on: its bins' over its window. */
export type OrderWindow = {
  orderId: string;
  tenantId: string;
  siteId: string;
  binIds: readonly string[];
  from: Date;
  to: Date;
};

/** One bin of an order, with what reading its distances needs and its window's readings. */
export type OrderBinReadings = {
  orderId: string;
  bin: BinGeometry & { id: string };
  feed: { densityKgM3: number } | null;
  readings: Omit<ReadingRow, 'binId'>[];
};

type OrderBinReadingRow = BinGeometry & {
  orderId: string;
  binId: string;
  densityKgM3: number | null;
  measuredAt: Date | string;
} & Omit<ReadingRow, 'binId' | 'measuredAt'>;

/**
 * The readings of every order's bins over its window, in one query for a whole list of orders:
 * per bin what readingsForBins answers (its newest reading with an echo and its newest at or
 * before `from`, then those of (from, to]). The bins are those in service of the order's site,
 * of an L-Track tenant, as listBinRecords lists them and in its order; a bin without any reading
 * is left out (it saw nothing delivered).
 */
export async function readingsOfOrderBins(
  db: Executor,
  windows: readonly OrderWindow[],
): Promise<OrderBinReadings[]> {
  const wanted = windows.flatMap((window) =>
    window.binIds.map((binId) => ({
      order_id: window.orderId,
      tenant_id: window.tenantId,
      site_id: window.siteId,
      bin_id: binId,
      from_at: window.from.toISOString(),
      to_at: window.to.toISOString(),
    })),
  );
  if (wanted.length === 0) return [];
  const readingColumns = sql.raw(`measured_at, distance_mm, battery_mv, temperature_c, firmware,
    rssi, snr`);
  const result = await db.execute(sql`
    with wanted as (
      select * from jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb) as w(
        order_id uuid, tenant_id uuid, site_id uuid, bin_id uuid, from_at timestamptz,
        to_at timestamptz)
    ), order_bins as (
      select w.order_id, w.from_at, w.to_at, b.tenant_id, b.id, b.name, bd.name as building,
        b.type, b.diameter_m, b.vertical_height_m, b.bottom_height_m, b.roof_height_m,
        b.flat_height_m, b.outlet_diameter_m, b.offset_m, f.density_kg_m3
      from wanted w
      join bins b on b.tenant_id = w.tenant_id and b.site_id = w.site_id and b.id = w.bin_id
        and b.deleted_at is null
      join tenants t on t.id = b.tenant_id and t.ltrack_access
      join buildings bd on bd.tenant_id = b.tenant_id and bd.id = b.building_id
      left join feeds f on f.tenant_id = b.tenant_id and f.id = b.feed_id
    )
    select ob.order_id as "orderId", ob.id as "binId", ob.type, ob.diameter_m as "diameterM",
      ob.vertical_height_m as "verticalHeightM", ob.bottom_height_m as "bottomHeightM",
      ob.roof_height_m as "roofHeightM", ob.flat_height_m as "flatHeightM",
      ob.outlet_diameter_m as "outletDiameterM", ob.offset_m as "offsetM",
      ob.density_kg_m3 as "densityKgM3", r.measured_at as "measuredAt",
      r.distance_mm as "distanceMm", r.battery_mv as "batteryMv",
      r.temperature_c as "temperatureC", r.firmware, r.rssi, r.snr
    from order_bins ob
    cross join lateral (
      (select 0 as part, ${readingColumns} from bin_readings
        where tenant_id = ob.tenant_id and bin_id = ob.id and measured_at <= ob.from_at
          and distance_mm is not null
        order by measured_at desc limit 1)
      union all
      (select 1, ${readingColumns} from bin_readings
        where tenant_id = ob.tenant_id and bin_id = ob.id and measured_at <= ob.from_at
        order by measured_at desc limit 1)
      union all
      (select 2, ${readingColumns} from bin_readings
        where tenant_id = ob.tenant_id and bin_id = ob.id and measured_at > ob.from_at
          and measured_at <= ob.to_at)
    ) r
    order by ob.order_id, ob.building, ob.name, ob.id, r.part, r.measured_at`);
  // Rows come bin after bin of each order, readings in readingsForBins' order.
  const byBin = new Map<string, OrderBinReadings>();
  for (const row of (result as unknown as { rows: OrderBinReadingRow[] }).rows) {
    const key = `${row.orderId}/${row.binId}`;
    let entry = byBin.get(key);
    if (!entry) {
      entry = {
        orderId: row.orderId,
        bin: {
          id: row.binId,
          type: row.type,
          diameterM: row.diameterM,
          verticalHeightM: row.verticalHeightM,
          bottomHeightM: row.bottomHeightM,
          roofHeightM: row.roofHeightM,
          flatHeightM: row.flatHeightM,
          outletDiameterM: row.outletDiameterM,
          offsetM: row.offsetM,
        },
        feed: row.densityKgM3 === null ? null : { densityKgM3: row.densityKgM3 },
        readings: [],
      };
      byBin.set(key, entry);
    }
    entry.readings.push({
      measuredAt: new Date(row.measuredAt),
      distanceMm: row.distanceMm,
      batteryMv: row.batteryMv,
      temperatureC: row.temperatureC,
      firmware: row.firmware,
      rssi: row.rssi,
      snr: row.snr,
    });
  }
  return [...byBin.values()].map((entry) => ({
    ...entry,
    readings: windowReadings(entry.readings),
  }));
}

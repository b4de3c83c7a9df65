import { and, asc, count, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { bins, buildings, licences, membershipSites, sites, tenants } from '../db/schema/index.js';

/**
 * Tenants, sites and buildings as the sites manager reads and writes them
 * (docs/administration.md, "Sites manager"). Every write is made by a service inside its
 * transaction, after locking the row it changes.
 */

export type TenantRow = typeof tenants.$inferSelect;
export type SiteRow = typeof sites.$inferSelect;
export type BuildingRow = typeof buildings.$inferSelect;

export type TenantSummary = {
  tenant: TenantRow;
  sites: number;
  licences: { total: number; available: number };
};

/** Tenants by name (every one, or those listed), with their sites and licences counted. */
export async function listTenantSummaries(
  db: Executor,
  scope: 'all' | string[],
): Promise<TenantSummary[]> {
  if (scope !== 'all' && scope.length === 0) return [];
  const rows = await db
    .select()
    .from(tenants)
    .where(scope === 'all' ? undefined : inArray(tenants.id, scope))
    .orderBy(asc(tenants.name), asc(tenants.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  // One query after the other: the executor may be a transaction (one connection).
  const siteCounts = await db
    .select({ tenantId: sites.tenantId, n: count() })
    .from(sites)
    .where(inArray(sites.tenantId, ids))
    .groupBy(sites.tenantId);
  const licenceCounts = await db
    .select({
      tenantId: licences.tenantId,
      total: count(),
      available: sql<number>`count(*) filter (where ${licences.binId} is null)::int`,
    })
    .from(licences)
    .where(inArray(licences.tenantId, ids))
    .groupBy(licences.tenantId);
  return rows.map((tenant) => {
    const licence = licenceCounts.find((row) => row.tenantId === tenant.id);
    return {
      tenant,
      sites: siteCounts.find((row) => row.tenantId === tenant.id)?.n ?? 0,
      licences: { total: licence?.total ?? 0, available: licence?.available ?? 0 },
    };
  });
}

/**
 * Row locks of the admin writes are `for no key update`: they order the admin's own writes (a
 * second edit waits for the first, then sees its version) without holding up the inserts of
 * other rows that refer to the locked one (a herd record of the site, a licence of the tenant).
 */
export async function lockTenant(db: Executor, id: string): Promise<TenantRow | null> {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, id)).for('no key update');
  return row ?? null;
}

export async function listTenantNames(db: Executor): Promise<{ id: string; name: string }[]> {
  return db.select({ id: tenants.id, name: tenants.name }).from(tenants);
}

export async function insertTenant(
  db: Executor,
  values: { name: string; ltrackAccess: boolean; now: Date },
): Promise<TenantRow> {
  const [row] = await db
    .insert(tenants)
    .values({
      name: values.name,
      ltrackAccess: values.ltrackAccess,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  return row!;
}

export async function updateTenant(
  db: Executor,
  id: string,
  values: Partial<Pick<TenantRow, 'name' | 'ltrackAccess' | 'updatedAt'>>,
): Promise<void> {
  await db.update(tenants).set(values).where(eq(tenants.id, id));
}

// ---------------------------------------------------------------------------------------------
// Sites.

export type BuildingSummary = BuildingRow & { bins: number };

export type SiteRecord = {
  site: SiteRow;
  tenant: TenantRow;
  buildings: BuildingSummary[];
  deletedBins: number;
};

/**
 * Which sites an admin manages: every one (staff), or those of the tenants whose sites they all
 * administer and those listed one by one.
 */
export type SiteScope = 'all' | { tenantIds: string[]; siteIds: string[] };

function scopeWhere(scope: SiteScope): SQL | undefined | false {
  if (scope === 'all') return undefined;
  if (scope.tenantIds.length === 0 && scope.siteIds.length === 0) return false;
  return or(
    scope.tenantIds.length ? inArray(sites.tenantId, scope.tenantIds) : undefined,
    scope.siteIds.length ? inArray(sites.id, scope.siteIds) : undefined,
  );
}

/** The sites of the scope by tenant and name, each with its buildings and their bins counted. */
export async function listSiteRecords(
  db: Executor,
  scope: SiteScope,
  siteId?: string,
): Promise<SiteRecord[]> {
  const where = scopeWhere(scope);
  if (where === false) return [];
  const rows = await db
    .select({ site: sites, tenant: tenants })
    .from(sites)
    .innerJoin(tenants, eq(tenants.id, sites.tenantId))
    .where(and(where, siteId ? eq(sites.id, siteId) : undefined))
    .orderBy(asc(tenants.name), asc(sites.name), asc(sites.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.site.id);
  const buildingRows = await db
    .select()
    .from(buildings)
    .where(inArray(buildings.siteId, ids))
    .orderBy(asc(buildings.name), asc(buildings.id));
  const binCounts = await db
    .select({
      siteId: bins.siteId,
      buildingId: bins.buildingId,
      live: sql<number>`count(*) filter (where ${bins.deletedAt} is null)::int`,
      deleted: sql<number>`count(*) filter (where ${bins.deletedAt} is not null)::int`,
    })
    .from(bins)
    .where(inArray(bins.siteId, ids))
    .groupBy(bins.siteId, bins.buildingId);
  return rows.map(({ site, tenant }) => ({
    site,
    tenant,
    buildings: buildingRows
      .filter((building) => building.siteId === site.id)
      .map((building) => ({
        ...building,
        bins: binCounts.find((c) => c.buildingId === building.id)?.live ?? 0,
      })),
    deletedBins: binCounts
      .filter((c) => c.siteId === site.id)
      .reduce((sum, c) => sum + c.deleted, 0),
  }));
}

export async function findSiteRecord(db: Executor, siteId: string): Promise<SiteRecord | null> {
  const [record] = await listSiteRecords(db, 'all', siteId);
  return record ?? null;
}

export async function lockSite(db: Executor, id: string): Promise<SiteRow | null> {
  const [row] = await db.select().from(sites).where(eq(sites.id, id)).for('no key update');
  return row ?? null;
}

/** The names of a tenant's sites, to refuse a duplicate. */
export function listSiteNames(db: Executor, tenantId: string) {
  return db
    .select({ id: sites.id, name: sites.name })
    .from(sites)
    .where(eq(sites.tenantId, tenantId));
}

export type SiteValues = Pick<
  SiteRow,
  | 'name'
  | 'sharingName'
  | 'address'
  | 'apartment'
  | 'city'
  | 'region'
  | 'country'
  | 'zip'
  | 'type'
  | 'timezone'
>;

export async function insertSite(
  db: Executor,
  tenantId: string,
  values: SiteValues,
  now: Date,
): Promise<SiteRow> {
  const [row] = await db
    .insert(sites)
    .values({ tenantId, ...values, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updateSite(
  db: Executor,
  site: { tenantId: string; id: string },
  values: Partial<SiteValues> & { updatedAt: Date },
): Promise<void> {
  await db
    .update(sites)
    .set(values)
    .where(and(eq(sites.tenantId, site.tenantId), eq(sites.id, site.id)));
}

/** What stops a site from being deleted beside its buildings. */
export async function countSiteGrants(
  db: Executor,
  site: { tenantId: string; id: string },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(membershipSites)
    .where(and(eq(membershipSites.tenantId, site.tenantId), eq(membershipSites.siteId, site.id)));
  return row?.n ?? 0;
}

export async function countDeletedBinsOfSite(
  db: Executor,
  site: { tenantId: string; id: string },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bins)
    .where(
      and(eq(bins.tenantId, site.tenantId), eq(bins.siteId, site.id), isNotNull(bins.deletedAt)),
    );
  return row?.n ?? 0;
}

export async function deleteSiteRow(
  db: Executor,
  site: { tenantId: string; id: string },
): Promise<void> {
  await db.delete(sites).where(and(eq(sites.tenantId, site.tenantId), eq(sites.id, site.id)));
}

// ---------------------------------------------------------------------------------------------
// Buildings.

export async function lockBuilding(db: Executor, id: string): Promise<BuildingRow | null> {
  const [row] = await db.select().from(buildings).where(eq(buildings.id, id)).for('no key update');
  return row ?? null;
}

export async function findBuildingSummary(
  db: Executor,
  id: string,
): Promise<BuildingSummary | null> {
  const [row] = await db.select().from(buildings).where(eq(buildings.id, id));
  if (!row) return null;
  const [live] = await db
    .select({ n: count() })
    .from(bins)
    .where(and(eq(bins.tenantId, row.tenantId), eq(bins.buildingId, id), isNull(bins.deletedAt)));
  return { ...row, bins: live?.n ?? 0 };
}

/** The names of a site's buildings, to refuse a duplicate and to say what blocks a delete. */
export function listBuildingNames(db: Executor, site: { tenantId: string; id: string }) {
  return db
    .select({ id: buildings.id, name: buildings.name })
    .from(buildings)
    .where(and(eq(buildings.tenantId, site.tenantId), eq(buildings.siteId, site.id)))
    .orderBy(asc(buildings.name));
}

export async function insertBuilding(
  db: Executor,
  site: { tenantId: string; id: string },
  values: { name: string; type: string },
  now: Date,
): Promise<BuildingRow> {
  const [row] = await db
    .insert(buildings)
    .values({ tenantId: site.tenantId, siteId: site.id, ...values, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updateBuilding(
  db: Executor,
  building: { tenantId: string; id: string },
  values: Partial<{ name: string; type: string }> & { updatedAt: Date },
): Promise<void> {
  await db
    .update(buildings)
    .set(values)
    .where(and(eq(buildings.tenantId, building.tenantId), eq(buildings.id, building.id)));
}

export async function deleteBuildingRow(
  db: Executor,
  building: { tenantId: string; id: string },
): Promise<void> {
  await db
    .delete(buildings)
    .where(and(eq(buildings.tenantId, building.tenantId), eq(buildings.id, building.id)));
}

/**
 * Whether a database error is a foreign key's refusal (23503): the row is still referenced,
 * by a record the admin area does not delete (herd or feeding records, locations). Drizzle wraps
 * the driver's error; the code is on it or on its cause.
 */
export function referencedBy(error: unknown): string | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, table } = e as { code?: unknown; table?: unknown };
    if (code === '23503') return typeof table === 'string' ? table : 'records';
  }
  return null;
}

/** The ids of the sites of a scope (with their tenant). */
export async function listSiteKeysInScope(
  db: Executor,
  scope: SiteScope,
): Promise<{ id: string; tenantId: string }[]> {
  const where = scopeWhere(scope);
  if (where === false) return [];
  return db.select({ id: sites.id, tenantId: sites.tenantId }).from(sites).where(where);
}

/** The sites among `ids` that belong to the tenant, with their names. */
export function listSitesOfTenant(db: Executor, tenantId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: sites.id, name: sites.name })
    .from(sites)
    .where(and(eq(sites.tenantId, tenantId), inArray(sites.id, ids)));
}

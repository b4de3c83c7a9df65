import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PageQuery, Site, SiteGrant, SiteHolds } from '@barnboard/domain';
import type { Executor } from '../db/database.js';
import {
  bins,
  buildings,
  feedIntakes,
  herdEvents,
  membershipSites,
  memberships,
  sites,
  tenants,
} from '../db/schema/index.js';

type SiteRow = typeof sites.$inferSelect;
type TenantRow = typeof tenants.$inferSelect;

/** Sites covered by at least one of the user's memberships still active at `now`. */
function visibleTo(userId: string, now: Date): SQL {
  return sql`exists (
    select 1 from ${memberships} m
    where m.user_id = ${userId} and m.tenant_id = ${sites.tenantId}
      and (m.expires_at is null or m.expires_at > ${now.toISOString()})
      and (m.all_sites or exists (
        select 1 from ${membershipSites} ms
        where ms.tenant_id = m.tenant_id and ms.membership_id = m.id and ms.site_id = ${sites.id}
      ))
  )`;
}

async function pageOfSites(
  db: Executor,
  where: SQL | undefined,
  page: PageQuery,
): Promise<{ total: number; sites: Site[] }> {
  const [totalRow] = await db.select({ total: count() }).from(sites).where(where);
  const rows = await db
    .select({ site: sites, tenant: tenants })
    .from(sites)
    .innerJoin(tenants, eq(tenants.id, sites.tenantId))
    .where(where)
    .orderBy(asc(tenants.name), asc(sites.name), asc(sites.id))
    .limit(page.per_page)
    .offset((page.page - 1) * page.per_page);
  return { total: totalRow?.total ?? 0, sites: await withBuildings(db, rows) };
}

/** GET /api/sites/vision-web: the sites the user's active memberships cover. */
export function listSitesVisibleTo(db: Executor, userId: string, now: Date, page: PageQuery) {
  return pageOfSites(db, visibleTo(userId, now), page);
}

/** GET /api/staff/sites/vision-web: every site. */
export function listAllSites(db: Executor, page: PageQuery) {
  return pageOfSites(db, undefined, page);
}

export async function findSite(db: Executor, id: string): Promise<Site | null> {
  const rows = await db
    .select({ site: sites, tenant: tenants })
    .from(sites)
    .innerJoin(tenants, eq(tenants.id, sites.tenantId))
    .where(eq(sites.id, id))
    .limit(1);
  const [site] = await withBuildings(db, rows);
  return site ?? null;
}

/** The part of the sites the access rules read. */
async function siteGrantsWhere(db: Executor, where: SQL | undefined): Promise<SiteGrant[]> {
  const rows = await db
    .select({
      id: sites.id,
      access: sites.access,
      tenantId: tenants.id,
      ltrack: tenants.ltrackAccess,
    })
    .from(sites)
    .innerJoin(tenants, eq(tenants.id, sites.tenantId))
    .where(where);
  return rows.map((row) => ({
    id: row.id,
    access: row.access,
    tenant: { cloud_id: row.tenantId, ltrack_access: row.ltrack },
  }));
}

/** The part of a site the access rules read. */
export async function findSiteGrant(db: Executor, id: string): Promise<SiteGrant | null> {
  const [grant] = await siteGrantsWhere(db, eq(sites.id, id));
  return grant ?? null;
}

/** The access-rule part of each of these sites that exists (in no particular order). */
export function findSiteGrants(db: Executor, ids: readonly string[]): Promise<SiteGrant[]> {
  return ids.length === 0 ? Promise.resolve([]) : siteGrantsWhere(db, inArray(sites.id, [...ids]));
}

/** The access-rule part of every site the user's active memberships cover, or of all sites. */
export function listSiteGrants(
  db: Executor,
  scope: { userId: string; now: Date } | 'all',
): Promise<SiteGrant[]> {
  return siteGrantsWhere(db, scope === 'all' ? undefined : visibleTo(scope.userId, scope.now));
}

/** The site's stored preferences (JSON text) alone; null when there is no such site. */
export async function findSitePreferences(db: Executor, id: string): Promise<string | null> {
  const [row] = await db
    .select({ preferences: sites.preferences })
    .from(sites)
    .where(eq(sites.id, id));
  return row?.preferences ?? null;
}

export async function updateSitePreferences(
  db: Executor,
  site: { tenantId: string; id: string },
  preferences: string,
  now: Date,
): Promise<void> {
  await db
    .update(sites)
    .set({ preferences, updatedAt: now })
    .where(and(eq(sites.tenantId, site.tenantId), eq(sites.id, site.id)));
}

async function withBuildings(
  db: Executor,
  rows: { site: SiteRow; tenant: TenantRow }[],
): Promise<Site[]> {
  const ids = rows.map((row) => row.site.id);
  const siteBuildings = ids.length
    ? await db
        .select({
          siteId: buildings.siteId,
          id: buildings.id,
          name: buildings.name,
          type: buildings.type,
        })
        .from(buildings)
        .where(inArray(buildings.siteId, ids))
        .orderBy(asc(buildings.name))
    : [];
  const holds = await siteHolds(db, rows);
  return rows.map(({ site, tenant }) =>
    toApiSite(
      site,
      tenant,
      siteBuildings.filter((b) => b.siteId === site.id),
      holds.get(site.id)!,
    ),
  );
}

/** What each site holds data of: one probe of an index per site and kind. */
async function siteHolds(db: Executor, rows: { site: SiteRow }[]): Promise<Map<string, SiteHolds>> {
  const result = new Map<string, SiteHolds>();
  if (rows.length === 0) return result;
  const ids = rows.map((row) => row.site.id);
  const answer = await db.execute(sql`
    select s.id,
      exists (select 1 from ${feedIntakes} i where i.tenant_id = s.tenant_id and i.site_id = s.id
        and i.kind = 'gestation') as gestation,
      exists (select 1 from ${feedIntakes} i where i.tenant_id = s.tenant_id and i.site_id = s.id
        and i.kind = 'lactation') as lactation,
      exists (select 1 from ${herdEvents} e
        where e.tenant_id = s.tenant_id and e.site_id = s.id) as herd,
      exists (select 1 from ${bins} b where b.tenant_id = s.tenant_id and b.site_id = s.id
        and b.deleted_at is null) as bins
    from ${sites} s where s.id = any(${sql.param(ids)}::uuid[])`);
  const holds = (answer as unknown as { rows: (SiteHolds & { id: string })[] }).rows;
  for (const { id, ...kinds } of holds) result.set(id, kinds);
  return result;
}

function toApiSite(
  site: SiteRow,
  tenant: TenantRow,
  siteBuildings: { id: string; name: string; type: string }[],
  holds: SiteHolds,
): Site {
  return {
    site_id: site.siteNumber,
    id: site.id,
    name: site.name,
    sharing_name: site.sharingName,
    address: site.address,
    apartment: site.apartment,
    city: site.city,
    region: site.region,
    country: site.country,
    zip: site.zip,
    type: site.type,
    timezone: site.timezone,
    created_at: site.createdAt.toISOString(),
    updated_at: site.updatedAt.toISOString(),
    tenant: { cloud_id: tenant.id, name: tenant.name, ltrack_access: tenant.ltrackAccess },
    access: site.access,
    access_code: site.accessCode,
    expires_at: site.expiresAt?.toISOString() ?? null,
    buildings: siteBuildings.map((b) => ({ cloud_id: b.id, name: b.name, type: b.type })),
    contents: [],
    preferences: site.preferences,
    holds,
  };
}

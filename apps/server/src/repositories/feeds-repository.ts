import { and, asc, eq, inArray, isNotNull, isNull, ne, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { bins, buildings, feedSites, feeds, sites, tenants, users } from '../db/schema/index.js';

/** The feed dictionary (spec §3 "Content / dictionary item"): what a bin holds. */

export type FeedRow = typeof feeds.$inferSelect;
export type FeedKey = { tenantId: string; id: string };

export type NewFeed = {
  tenantId: string;
  name: string;
  recipe: string;
  densityKgM3: number;
  utility?: string | null;
  ownerId?: string | null;
  /** The sites the item is offered on (at least one, spec §5). */
  siteIds: string[];
  /** The clock's now; the database's when left out (the demo, tests). */
  now?: Date;
};

/** Creates a dictionary item offered on its sites; answers its id. */
export async function createFeed(db: Executor, input: NewFeed): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(feeds)
      .values({
        tenantId: input.tenantId,
        name: input.name,
        recipe: input.recipe,
        densityKgM3: input.densityKgM3,
        utility: input.utility ?? null,
        ownerId: input.ownerId ?? null,
        ...(input.now ? { createdAt: input.now, updatedAt: input.now } : {}),
      })
      .returning({ id: feeds.id });
    const id = row!.id;
    await addFeedSites(tx, { tenantId: input.tenantId, id }, input.siteIds);
    return id;
  });
}

/** A feed of the tenant offered on the site; null when there is none. */
export async function findFeedOfferedOnSite(
  db: Executor,
  site: { tenantId: string; id: string },
  feedId: string,
): Promise<FeedRow | null> {
  const [row] = await db
    .select({ feed: feeds })
    .from(feeds)
    .innerJoin(
      feedSites,
      and(eq(feedSites.tenantId, feeds.tenantId), eq(feedSites.feedId, feeds.id)),
    )
    .where(
      and(eq(feeds.tenantId, site.tenantId), eq(feeds.id, feedId), eq(feedSites.siteId, site.id)),
    )
    .limit(1);
  return row?.feed ?? null;
}

/** The sites an item is offered on, for the access guard; null when there is no such item. */
export async function findFeedSiteIds(db: Executor, feedId: string): Promise<string[] | null> {
  const [feed] = await db
    .select({ tenantId: feeds.tenantId })
    .from(feeds)
    .where(eq(feeds.id, feedId))
    .limit(1);
  if (!feed) return null;
  const rows = await db
    .select({ siteId: feedSites.siteId })
    .from(feedSites)
    .where(and(eq(feedSites.tenantId, feed.tenantId), eq(feedSites.feedId, feedId)));
  return rows.map((row) => row.siteId);
}

/** A dictionary item with what the manager shows of it. */
export type DictionaryRecord = {
  feed: FeedRow;
  tenant: { id: string; name: string };
  sites: { id: string; name: string }[];
  owner: { email: string; firstName: string | null; lastName: string | null } | null;
  /** The bins in service that hold it. */
  bins: { id: string; name: string; site: { id: string; name: string }; building: string | null }[];
};

/**
 * The items offered on any of these sites (every item with 'all'), by tenant and name, each with
 * all its sites (not only those listed) and the bins in service holding it.
 */
export async function listDictionary(
  db: Executor,
  scope: 'all' | { siteIds: string[] },
  feedId?: string,
): Promise<DictionaryRecord[]> {
  if (scope !== 'all' && scope.siteIds.length === 0) return [];
  const where: (SQL | undefined)[] = [feedId ? eq(feeds.id, feedId) : undefined];
  if (scope !== 'all') {
    const offered = db
      .select({ feedId: feedSites.feedId })
      .from(feedSites)
      .where(inArray(feedSites.siteId, scope.siteIds));
    where.push(inArray(feeds.id, offered));
  }
  const rows = await db
    .select({
      feed: feeds,
      tenant: { id: tenants.id, name: tenants.name },
      ownerEmail: users.email,
      ownerFirstName: users.firstName,
      ownerLastName: users.lastName,
    })
    .from(feeds)
    .innerJoin(tenants, eq(tenants.id, feeds.tenantId))
    .leftJoin(users, eq(users.id, feeds.ownerId))
    .where(and(...where))
    .orderBy(asc(tenants.name), asc(feeds.name), asc(feeds.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.feed.id);
  // One query after the other: the executor may be a transaction (one connection).
  const siteRows = await db
    .select({ feedId: feedSites.feedId, id: sites.id, name: sites.name })
    .from(feedSites)
    .innerJoin(sites, and(eq(sites.tenantId, feedSites.tenantId), eq(sites.id, feedSites.siteId)))
    .where(inArray(feedSites.feedId, ids))
    .orderBy(asc(sites.name));
  const binRows = await db
    .select({
      feedId: bins.feedId,
      id: bins.id,
      name: bins.name,
      siteId: sites.id,
      siteName: sites.name,
      building: buildings.name,
    })
    .from(bins)
    .innerJoin(sites, and(eq(sites.tenantId, bins.tenantId), eq(sites.id, bins.siteId)))
    .leftJoin(
      buildings,
      and(eq(buildings.tenantId, bins.tenantId), eq(buildings.id, bins.buildingId)),
    )
    .where(and(inArray(bins.feedId, ids), isNull(bins.deletedAt)))
    .orderBy(asc(sites.name), asc(bins.name));
  return rows.map((row) => ({
    feed: row.feed,
    tenant: row.tenant,
    sites: siteRows
      .filter((site) => site.feedId === row.feed.id)
      .map((site) => ({ id: site.id, name: site.name })),
    owner:
      row.ownerEmail === null
        ? null
        : { email: row.ownerEmail, firstName: row.ownerFirstName, lastName: row.ownerLastName },
    bins: binRows
      .filter((bin) => bin.feedId === row.feed.id)
      .map((bin) => ({
        id: bin.id,
        name: bin.name,
        site: { id: bin.siteId, name: bin.siteName },
        building: bin.building,
      })),
  }));
}

/** The items offered on a site, by name: the bin form's content picker. */
export function listSiteDictionary(db: Executor, site: { tenantId: string; id: string }) {
  return db
    .select({ feed: feeds })
    .from(feeds)
    .innerJoin(
      feedSites,
      and(eq(feedSites.tenantId, feeds.tenantId), eq(feedSites.feedId, feeds.id)),
    )
    .where(and(eq(feedSites.tenantId, site.tenantId), eq(feedSites.siteId, site.id)))
    .orderBy(asc(feeds.name), asc(feeds.id));
}

/** Locks an item until the transaction ends; null when there is none. */
export async function lockFeed(db: Executor, key: FeedKey): Promise<FeedRow | null> {
  const [row] = await db
    .select()
    .from(feeds)
    .where(and(eq(feeds.tenantId, key.tenantId), eq(feeds.id, key.id)))
    .for('update');
  return row ?? null;
}

/** The tenant of an item; null when there is none. */
export async function findFeedTenantId(db: Executor, feedId: string): Promise<string | null> {
  const [row] = await db
    .select({ tenantId: feeds.tenantId })
    .from(feeds)
    .where(eq(feeds.id, feedId))
    .limit(1);
  return row?.tenantId ?? null;
}

/** The names of the other items offered on these sites, with the site: to find duplicates. */
export function listItemNamesOnSites(
  db: Executor,
  tenantId: string,
  siteIds: string[],
  exceptFeedId: string | null,
) {
  if (siteIds.length === 0) return Promise.resolve([]);
  return db
    .select({ feedId: feeds.id, name: feeds.name, siteId: sites.id, siteName: sites.name })
    .from(feedSites)
    .innerJoin(feeds, and(eq(feeds.tenantId, feedSites.tenantId), eq(feeds.id, feedSites.feedId)))
    .innerJoin(sites, and(eq(sites.tenantId, feedSites.tenantId), eq(sites.id, feedSites.siteId)))
    .where(
      and(
        eq(feedSites.tenantId, tenantId),
        inArray(feedSites.siteId, siteIds),
        exceptFeedId ? ne(feeds.id, exceptFeedId) : undefined,
      ),
    );
}

export async function updateFeed(
  db: Executor,
  key: FeedKey,
  values: Partial<Pick<FeedRow, 'name' | 'recipe' | 'densityKgM3' | 'utility' | 'updatedAt'>>,
): Promise<void> {
  await db
    .update(feeds)
    .set(values)
    .where(and(eq(feeds.tenantId, key.tenantId), eq(feeds.id, key.id)));
}

export async function addFeedSites(db: Executor, key: FeedKey, siteIds: string[]): Promise<void> {
  if (siteIds.length === 0) return;
  await db
    .insert(feedSites)
    .values(siteIds.map((siteId) => ({ tenantId: key.tenantId, feedId: key.id, siteId })));
}

export async function removeFeedSites(
  db: Executor,
  key: FeedKey,
  siteIds: string[],
): Promise<void> {
  if (siteIds.length === 0) return;
  await db
    .delete(feedSites)
    .where(
      and(
        eq(feedSites.tenantId, key.tenantId),
        eq(feedSites.feedId, key.id),
        inArray(feedSites.siteId, siteIds),
      ),
    );
}

/**
 * Deletes an item. Deleted bins that held it keep their readings but no longer name it (the
 * audit trail keeps what it was); bins in service must not hold it (checked by the caller).
 */
export async function deleteFeed(db: Executor, key: FeedKey): Promise<void> {
  await db
    .update(bins)
    .set({ feedId: null })
    .where(
      and(eq(bins.tenantId, key.tenantId), eq(bins.feedId, key.id), isNotNull(bins.deletedAt)),
    );
  await db
    .delete(feedSites)
    .where(and(eq(feedSites.tenantId, key.tenantId), eq(feedSites.feedId, key.id)));
  await db.delete(feeds).where(and(eq(feeds.tenantId, key.tenantId), eq(feeds.id, key.id)));
}

/** The items offered on a site, by name (what stops the site from being deleted). */
export async function listFeedNamesOfSite(
  db: Executor,
  site: { tenantId: string; id: string },
): Promise<string[]> {
  const rows = await listSiteDictionary(db, site);
  return rows.map((row) => row.feed.name);
}

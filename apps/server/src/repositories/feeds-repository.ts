import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { feedSites, feeds } from '../db/schema/index.js';

/** The feed dictionary (spec §3 "Content / dictionary item"): what a bin holds. */

export type FeedRow = typeof feeds.$inferSelect;

export type NewFeed = {
  tenantId: string;
  name: string;
  recipe: string;
  densityKgM3: number;
  utility?: string | null;
  ownerId?: string | null;
  /** The sites the item is offered on (at least one, spec §5). */
  siteIds: string[];
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
      })
      .returning({ id: feeds.id });
    const id = row!.id;
    if (input.siteIds.length > 0) {
      await tx
        .insert(feedSites)
        .values(input.siteIds.map((siteId) => ({ tenantId: input.tenantId, feedId: id, siteId })));
    }
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

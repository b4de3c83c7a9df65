import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { rateLimitHits } from '../db/schema/index.js';

export type RateLimitCount = { hits: number; windowEndsAt: Date };

/**
 * Counts one request of a key in one statement: a key whose window has ended starts a new one
 * at 1, otherwise its count grows by one. Atomic, so servers sharing the database count together.
 */
export async function countRateLimitHit(
  db: Executor,
  key: string,
  now: Date,
  windowMs: number,
): Promise<RateLimitCount> {
  const ended = sql`${rateLimitHits.windowEndsAt} <= ${now.toISOString()}`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, hits: 1, windowEndsAt: new Date(now.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${rateLimitHits.hits} + 1 end`,
        windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${rateLimitHits.windowEndsAt} end`,
      },
    })
    .returning({ hits: rateLimitHits.hits, windowEndsAt: rateLimitHits.windowEndsAt });
  return row!;
}

/** Removes the counters of windows that ended before `before`. */
export async function forgetEndedRateLimitWindows(db: Executor, before: Date): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.windowEndsAt, before));
}

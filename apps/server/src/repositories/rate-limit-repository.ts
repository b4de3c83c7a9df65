import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { rateLimitHits } from '../db/schema/index.js';

export type RateLimitCount = { hits: number; windowEndsAt: Date };

/**
 * Counts `requests` requests of a key in one statement: a key whose window has ended starts a new
 * one at `requests`, otherwise its count grows by them. Atomic, so servers sharing the database
 * count together. Answers the count after them.
 */
export async function countRateLimitHits(
  db: Executor,
  key: string,
  requests: number,
  now: Date,
  windowMs: number,
): Promise<RateLimitCount> {
  const ended = sql`${rateLimitHits.windowEndsAt} <= ${now.toISOString()}`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, hits: requests, windowEndsAt: new Date(now.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${ended} then excluded.hits else ${rateLimitHits.hits} + excluded.hits end`,
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

import { and, eq, inArray, isNull, like, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { authFailures } from '../../db/schema/index.js';
import { FAILURE_MEMORY_MS, lockDuration, type LockoutPolicy } from './lockout.js';

/** True when any of the keys is throttled at `now`. */
export async function isLocked(db: Executor, keys: string[], now: Date): Promise<boolean> {
  const rows = await db
    .select({ lockedUntil: authFailures.lockedUntil })
    .from(authFailures)
    .where(inArray(authFailures.key, keys));
  return rows.some((row) => row.lockedUntil !== null && row.lockedUntil > now);
}

/** A key's consecutive failures after one more, and whether that throttles it. */
export type FailureCount = { failures: number; locked: boolean };

/**
 * Counts one failure atomically (an upsert, so concurrent failures all count), forgetting old
 * ones, then sets the wait the new count calls for.
 */
export async function recordFailure(
  db: Executor,
  key: string,
  policy: LockoutPolicy,
  now: Date,
): Promise<FailureCount> {
  const forgetBefore = new Date(now.getTime() - FAILURE_MEMORY_MS);
  const [row] = await db
    .insert(authFailures)
    .values({ key, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: authFailures.key,
      set: {
        failures: sql`case when ${authFailures.lastFailureAt} < ${forgetBefore.toISOString()} then 1 else ${authFailures.failures} + 1 end`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: authFailures.failures });
  const failures = row!.failures;
  const wait = lockDuration(failures, policy);
  if (wait > 0) {
    await db
      .update(authFailures)
      .set({ lockedUntil: new Date(now.getTime() + wait) })
      .where(eq(authFailures.key, key));
  }
  return { failures, locked: wait > 0 };
}

/**
 * Marks the key as notified at `now` unless it was within `everyMs`: true for the one caller
 * that should send the notice, whichever server it runs on.
 */
export async function claimNotice(
  db: Executor,
  key: string,
  now: Date,
  everyMs: number,
): Promise<boolean> {
  const rows = await db
    .update(authFailures)
    .set({ notifiedAt: now })
    .where(
      and(
        eq(authFailures.key, key),
        or(
          isNull(authFailures.notifiedAt),
          lte(authFailures.notifiedAt, new Date(now.getTime() - everyMs)),
        ),
      ),
    )
    .returning({ key: authFailures.key });
  return rows.length > 0;
}

export async function clearFailures(db: Executor, key: string): Promise<void> {
  await db.delete(authFailures).where(eq(authFailures.key, key));
}

/** Clears an account's own counter and those of every address with it. */
export async function clearAccountFailures(
  db: Executor,
  account: string,
  pairPrefix: string,
): Promise<void> {
  await db
    .delete(authFailures)
    .where(or(eq(authFailures.key, account), like(authFailures.key, `${pairPrefix}%`)));
}

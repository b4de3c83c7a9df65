import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { authFailures } from '../../db/schema/index.js';
import { FAILURE_MEMORY_MS, lockDuration, type LockoutPolicy } from './lockout.js';

/** True when any of the keys is locked at `now`. */
export async function isLocked(db: Executor, keys: string[], now: Date): Promise<boolean> {
  const rows = await db
    .select({ lockedUntil: authFailures.lockedUntil })
    .from(authFailures)
    .where(inArray(authFailures.key, keys));
  return rows.some((row) => row.lockedUntil !== null && row.lockedUntil > now);
}

/**
 * Counts one failure atomically (an upsert, so concurrent failures all count), forgetting old
 * ones, then sets the lock the new count calls for.
 */
export async function recordFailure(
  db: Executor,
  key: string,
  policy: LockoutPolicy,
  now: Date,
): Promise<void> {
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
  const wait = lockDuration(row!.failures, policy);
  if (wait > 0) {
    await db
      .update(authFailures)
      .set({ lockedUntil: new Date(now.getTime() + wait) })
      .where(eq(authFailures.key, key));
  }
}

export async function clearFailures(db: Executor, key: string): Promise<void> {
  await db.delete(authFailures).where(eq(authFailures.key, key));
}

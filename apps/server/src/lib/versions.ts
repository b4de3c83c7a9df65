import { assertNotStale } from './stale-write.js';

/**
 * Versions of the admin area's records (docs/administration.md, "Two people editing one
 * record"), beside lib/stale-write.ts.
 */

/**
 * The `updated_at` a write gives a row: the clock's now, or one millisecond after the stored one
 * when now is not later (two writes in one millisecond, a clock set back). Every write then
 * changes the version, so an edit based on the one before is always seen as stale.
 */
export function nextVersion(stored: Date, now: Date): Date {
  return now.getTime() > stored.getTime() ? now : new Date(stored.getTime() + 1);
}

/**
 * assertNotStale, reading the current record only when the edit is refused (it takes a query or
 * more, which an edit based on the stored version does not need).
 */
export async function checkVersion(
  stored: Date,
  expected: string,
  current: () => Promise<unknown>,
): Promise<void> {
  if (stored.getTime() === new Date(expected).getTime()) return;
  assertNotStale(stored, expected, await current());
}

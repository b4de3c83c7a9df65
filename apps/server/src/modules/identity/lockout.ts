/**
 * The brute-force schedule: after `threshold` consecutive failures a key is locked, first for
 * BASE_WAIT_MS, doubling with each further failure up to MAX_WAIT_MS. Attempts during a lock
 * are refused without being counted, so a guesser gets one try per (growing) wait.
 */
export type LockoutPolicy = { threshold: number };

/** Per account: a person mistyping a few times is not locked; a guesser soon is. */
export const ACCOUNT_POLICY: LockoutPolicy = { threshold: 5 };
/** Per client address: higher, as an office behind one address holds several people. */
export const ADDRESS_POLICY: LockoutPolicy = { threshold: 20 };

export const BASE_WAIT_MS = 30_000;
export const MAX_WAIT_MS = 15 * 60_000;
/** A key with no failure for this long starts again from zero. */
export const FAILURE_MEMORY_MS = 60 * 60_000;

/** How long a key stays locked after its n-th consecutive failure (0: not locked). */
export function lockDuration(failures: number, policy: LockoutPolicy): number {
  if (failures < policy.threshold) return 0;
  const doublings = Math.min(failures - policy.threshold, 10);
  return Math.min(BASE_WAIT_MS * 2 ** doublings, MAX_WAIT_MS);
}

export function accountKey(userId: string): string {
  return `user:${userId}`;
}

export function addressKey(address: string): string {
  return `ip:${address}`;
}

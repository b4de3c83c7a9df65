/**
 * The brute-force schedule (docs/security.md, "Throttling of sign-in"): after `threshold`
 * consecutive failures a key is throttled, first for BASE_WAIT_MS, doubling with each further
 * failure up to MAX_WAIT_MS. Attempts during a wait are refused without being counted, so a
 * guesser gets one try per (growing) wait; nothing is locked for good.
 *
 * Three keys, after OWASP ASVS 5.0 V6.3 and NIST SP 800-63B §5.2.2:
 * - per account and client address: what one guesser at one place can do to one account;
 * - per account across addresses, looser, and not applied to the account's known addresses (where
 *   it signed in successfully before), so a guesser elsewhere slows only unknown places down and
 *   cannot keep the account's owner out;
 * - per client address across accounts: password spraying from one place.
 */
export type LockoutPolicy = { threshold: number };

/** Per account and address: a person mistyping a few times is not slowed; a guesser soon is. */
export const PAIR_POLICY: LockoutPolicy = { threshold: 5 };
/** Per account across unknown addresses: several guessers together. */
export const ACCOUNT_POLICY: LockoutPolicy = { threshold: 10 };
/** Per client address: higher, as an office behind one address holds several people. */
export const ADDRESS_POLICY: LockoutPolicy = { threshold: 20 };

export const BASE_WAIT_MS = 30_000;
export const MAX_WAIT_MS = 15 * 60_000;
/** A key with no failure for this long starts again from zero. */
export const FAILURE_MEMORY_MS = 60 * 60_000;
/** An address stays known this long after the account's last successful sign-in from it. */
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60_000;
/** The owner of an account under attack is mailed at most once in this period. */
export const ATTACK_NOTICE_EVERY_MS = FAILURE_MEMORY_MS;

/** How long a key waits after its n-th consecutive failure (0: not throttled). */
export function lockDuration(failures: number, policy: LockoutPolicy): number {
  if (failures < policy.threshold) return 0;
  const doublings = Math.min(failures - policy.threshold, 10);
  return Math.min(BASE_WAIT_MS * 2 ** doublings, MAX_WAIT_MS);
}

export function accountKey(userId: string): string {
  return `user:${userId}`;
}

export function pairKey(userId: string, address: string): string {
  return `pair:${userId}:${address}`;
}

/** The prefix of every pair key of an account (cleared with the account by a password reset). */
export function pairKeyPrefix(userId: string): string {
  return `pair:${userId}:`;
}

export function addressKey(address: string): string {
  return `ip:${address}`;
}

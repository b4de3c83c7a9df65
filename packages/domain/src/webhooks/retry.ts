/**
 * When a webhook that failed is tried again (docs/integration-api.md, "Retries"): exponential
 * back-off from FIRST_RETRY_MS, doubling up to MAX_RETRY_MS, each delay drawn within ±JITTER of
 * its value so that a receiver that comes back is not hit by every waiting event at once; an
 * event still undelivered GIVE_UP_AFTER_MS after it happened is abandoned.
 */
export const FIRST_RETRY_MS = 30_000;
export const MAX_RETRY_MS = 60 * 60_000;
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
export const JITTER = 0.2;

/**
 * The delay before the next attempt once `attempts` have failed (1 for the first failure);
 * `random` in [0, 1), Math.random in production, fixed in tests.
 */
export function retryDelayMs(attempts: number, random: number): number {
  const nominal = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(nominal * (1 - JITTER + 2 * JITTER * random));
}

/**
 * What becomes of an event whose attempt failed at `now`: tried again at `retryAt`, or abandoned
 * when that would be past GIVE_UP_AFTER_MS from its creation.
 */
export function afterFailure(
  createdAt: number,
  attempts: number,
  now: number,
  random: number,
): { status: 'pending'; retryAt: number } | { status: 'abandoned' } {
  const retryAt = now + retryDelayMs(attempts, random);
  return retryAt - createdAt > GIVE_UP_AFTER_MS
    ? { status: 'abandoned' }
    : { status: 'pending', retryAt };
}

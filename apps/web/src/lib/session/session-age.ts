import { SESSION_MAX_AGE_MS } from '@barnboard/domain';

/** Milliseconds left before the session's 8-hour limit; 0 or less means it has expired. */
export function sessionRemainingMs(setupAt: number | null, now: number): number {
  if (setupAt === null) return 0;
  return setupAt + SESSION_MAX_AGE_MS - now;
}

export function isSessionExpired(setupAt: number | null, now: number): boolean {
  return sessionRemainingMs(setupAt, now) <= 0;
}

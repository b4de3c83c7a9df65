import { ApiError, NetworkError, SessionExpiredError } from '../api/api-error';
import { emitSessionEvent } from './session-events';

/**
 * A session that cannot be loaded or confirmed ends: refused → 'unauthorized', unreachable
 * server → 'networkLost'. An expired refresh has already announced itself.
 */
export function signOutAfterFailure(error: unknown): void {
  if (error instanceof SessionExpiredError) return;
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  emitSessionEvent({ type: 'signOut', message: refused ? 'unauthorized' : 'networkLost' });
}

export function isNetworkError(error: unknown): boolean {
  return error instanceof NetworkError;
}

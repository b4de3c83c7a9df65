import { ApiError, NetworkError, SessionExpiredError } from '../api/api-error';
import { emitSessionEvent, type SessionMessage } from './session-events';

/**
 * A session that cannot be loaded or confirmed ends: refused → 'unauthorized', refused because
 * the current terms are not accepted (the server's 403 terms_not_accepted) → 'mustAccept', whose
 * next sign-in goes through the agreements page; unreachable server → 'networkLost'. An expired
 * refresh has already announced itself.
 */
export function signOutAfterFailure(error: unknown): void {
  if (error instanceof SessionExpiredError) return;
  emitSessionEvent({ type: 'signOut', message: failureMessage(error) });
}

function failureMessage(error: unknown): SessionMessage {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500)
    return 'networkLost';
  return error.code === 'terms_not_accepted' ? 'mustAccept' : 'unauthorized';
}

export function isNetworkError(error: unknown): boolean {
  return error instanceof NetworkError;
}

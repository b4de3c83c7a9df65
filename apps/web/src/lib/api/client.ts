import { createApiClient } from './api-client';
import { refreshGrant } from './identity';
import { emitSessionEvent } from '../session/session-events';
import { tokenStore } from '../session/token-store';

/** The app's API client: same origin, tokens in localStorage, expired refresh → sign-out. */
export const api = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  tokens: tokenStore,
  refreshTokens: (refreshToken) => refreshGrant(refreshToken),
  onRefreshFailed: () => emitSessionEvent({ type: 'signOut', message: 'expired' }),
});

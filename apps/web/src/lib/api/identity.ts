import { DEFAULT_REALM, WEB_CLIENT_ID, tokenResponseSchema } from '@barnboard/domain';
import { ApiError, NetworkError, readBody } from './api-error';
import type { Tokens } from '../session/token-store';

const OIDC_URL = `/realms/${DEFAULT_REALM}/protocol/openid-connect`;
const TOKEN_URL = `${OIDC_URL}/token`;

// Only the two tokens matter to the client; the other fields may evolve on the provider side.
const tokenPairSchema = tokenResponseSchema.pick({ access_token: true, refresh_token: true });

async function tokenRequest(
  params: Record<string, string>,
  fetchImpl: typeof fetch,
): Promise<Tokens> {
  let response: Response;
  try {
    response = await fetchImpl(TOKEN_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({ client_id: WEB_CLIENT_ID, ...params }).toString(),
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  const body = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, body);
  const parsed = tokenPairSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(502, body);
  return { accessToken: parsed.data.access_token, refreshToken: parsed.data.refresh_token };
}

export function passwordGrant(username: string, password: string, fetchImpl: typeof fetch = fetch) {
  return tokenRequest({ grant_type: 'password', username, password }, fetchImpl);
}

export function refreshGrant(refreshToken: string, fetchImpl: typeof fetch = fetch) {
  return tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken }, fetchImpl);
}

/**
 * Ends the session at the identity provider so its refresh token stops working. Fire and forget:
 * signing out must never wait on, or fail because of, the network (keepalive lets it outlive the page).
 */
export function revokeSession(refreshToken: string, fetchImpl: typeof fetch = fetch): void {
  fetchImpl(`${OIDC_URL}/logout`, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: WEB_CLIENT_ID, refresh_token: refreshToken }).toString(),
  }).catch(() => undefined);
}

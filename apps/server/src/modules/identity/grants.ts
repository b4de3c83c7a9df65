import { SESSION_IDLE_TIMEOUT_MS, type TokenRequest, type TokenResponse } from '@barnboard/domain';
import type { AppDeps } from '../../lib/fastify-types.js';
import { findUserById } from '../../repositories/users-repository.js';
import { TOKEN_SCOPE, type AccessTokens } from './access-tokens.js';
import { findClient } from './clients.js';
import type { IdentityService } from './contract.js';
import { invalidCredentials, OAuthError } from './oauth-error.js';
import {
  findSessionByRefreshToken,
  revokeSession,
  rotateRefreshToken,
  sessionDeadline,
  startSession,
  type Issued,
  type RotationFailure,
} from './sessions.js';

/** Keycloak's descriptions where it has one, so Keycloak clients read what they expect. */
const rotationErrors: Record<RotationFailure, string> = {
  unknown: 'Invalid refresh token',
  reused: 'Refresh token already used: the session is revoked',
  revoked: 'Session not active',
  expired: 'Session expired',
  idle: 'Session expired',
  wrong_client: "Token client and authorized client don't match",
};

type Grants = {
  password(
    request: Extract<TokenRequest, { grant_type: 'password' }>,
    clientAddress: string,
  ): Promise<TokenResponse>;
  refresh(request: Extract<TokenRequest, { grant_type: 'refresh_token' }>): Promise<TokenResponse>;
  logout(clientId: string, refreshToken: string): Promise<void>;
};

function requireClient(clientId: string): void {
  if (!findClient(clientId))
    throw new OAuthError('invalid_client', 'Invalid client or Invalid client credentials');
}

/** The token and logout endpoints' work; errors are thrown as OAuthError. */
export function createGrants(
  deps: AppDeps,
  tools: { tokens: AccessTokens; checkCredentials: IdentityService['checkCredentials'] },
): Grants {
  const { db, clock, config } = deps;

  async function answer(issued: Issued): Promise<TokenResponse> {
    const user = await findUserById(db, issued.session.userId);
    if (!user) throw new OAuthError('invalid_grant', 'User not found');
    const access = await tools.tokens.sign({
      user,
      clientId: issued.session.clientId,
      sessionId: issued.session.id,
      notAfter: issued.session.expiresAt,
    });
    const deadline = sessionDeadline(issued.session, SESSION_IDLE_TIMEOUT_MS);
    return {
      access_token: access.token,
      refresh_token: issued.refreshToken,
      expires_in: access.expiresIn,
      refresh_expires_in: Math.max(
        0,
        Math.floor((deadline.getTime() - clock.now().getTime()) / 1000),
      ),
      token_type: 'Bearer',
      session_state: issued.session.id,
      scope: TOKEN_SCOPE,
    };
  }

  return {
    async password(request, clientAddress) {
      requireClient(request.client_id);
      const check = await tools.checkCredentials(request.username, request.password, clientAddress);
      if (!check.ok) {
        // Keycloak's answer for a disabled account; every other failure reads the same.
        throw check.reason === 'user_deactivated'
          ? new OAuthError('invalid_grant', 'Account disabled')
          : invalidCredentials();
      }
      const issued = await startSession(db, {
        userId: check.userId,
        clientId: request.client_id,
        now: clock.now(),
        maxAgeMs: config.sessionMaxAgeMs,
      });
      return answer(issued);
    },

    async refresh(request) {
      requireClient(request.client_id);
      const rotation = await rotateRefreshToken(db, {
        token: request.refresh_token,
        clientId: request.client_id,
        now: clock.now(),
        idleTimeoutMs: SESSION_IDLE_TIMEOUT_MS,
      });
      if (!rotation.ok) throw new OAuthError('invalid_grant', rotationErrors[rotation.reason]);
      return answer(rotation);
    },

    async logout(clientId, refreshToken) {
      requireClient(clientId);
      const session = await findSessionByRefreshToken(db, refreshToken);
      if (!session) throw new OAuthError('invalid_grant', 'Invalid refresh token');
      if (session.clientId !== clientId)
        throw new OAuthError('invalid_grant', rotationErrors.wrong_client);
      await revokeSession(db, session.id, 'logout', clock.now());
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';
import { WEB_CLIENT_ID } from '@barnboard/domain';
import type { AppDeps } from '../../lib/fastify-types.js';
import { findUserById } from '../../repositories/users-repository.js';
import { createAccessTokens } from './access-tokens.js';
import type { IdentityService, VerifiedToken } from './contract.js';
import { createCredentialChecker } from './credentials.js';
import { createExternalVerifier } from './external-issuer.js';
import { createGrants } from './grants.js';
import { requestPasswordReset, resetPassword } from './password-reset.js';
import { findSession } from './sessions.js';
import { createKeyStore } from './signing-keys.js';

export function builtInIssuer(deps: AppDeps): string {
  return `${deps.config.publicUrl}/realms/${deps.config.realm}`;
}

/** The identity module's parts, wired once per app. */
export function createIdentity(deps: AppDeps, log: FastifyBaseLogger) {
  const { db, clock, config } = deps;
  const issuer = builtInIssuer(deps);
  const keys = createKeyStore(db);
  const tokens = createAccessTokens({
    issuer,
    ttlSeconds: config.accessTokenTtlSeconds,
    keys,
    clock,
  });
  const checkCredentials = createCredentialChecker(deps, log);
  const grants = createGrants(deps, { tokens, checkCredentials });

  /** A built-in token stands only while its session is neither revoked nor past its end. */
  async function sessionIsLive(verified: VerifiedToken & { sessionId: string }): Promise<boolean> {
    const session = await findSession(db, verified.sessionId);
    const live = session && !session.revokedAt && clock.now() < session.expiresAt;
    return Boolean(live) && session!.userId === verified.userId;
  }

  async function verifyBuiltIn(token: string): Promise<VerifiedToken | null> {
    const verified = await tokens.verify(token);
    if (!verified?.sessionId) return verified;
    return (await sessionIsLive({ ...verified, sessionId: verified.sessionId })) ? verified : null;
  }

  const verifyAccessToken = config.oidcIssuer
    ? createExternalVerifier(deps, config.oidcIssuer, log)
    : verifyBuiltIn;

  const service: IdentityService = {
    verifyAccessToken,
    async stillValid(verified, token) {
      if (verified.sessionId) return sessionIsLive({ ...verified, sessionId: verified.sessionId });
      return (await verifyAccessToken(token)) !== null;
    },
    checkCredentials,
    async issueAccessToken(userId) {
      const user = await findUserById(db, userId);
      if (!user) throw new Error(`user ${userId} does not exist`);
      return (await tokens.sign({ user, clientId: WEB_CLIENT_ID })).token;
    },
    requestPasswordReset: (email) => requestPasswordReset(deps, email),
    resetPassword: (token, password) => resetPassword(deps, token, password),
  };
  return { service, issuer, keys, grants };
}

export type Identity = ReturnType<typeof createIdentity>;

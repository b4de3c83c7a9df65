import type { FastifyBaseLogger } from 'fastify';
import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { AppDeps } from '../../lib/fastify-types.js';
import { findUserByEmail } from '../../repositories/users-repository.js';
import type { VerifiedToken } from './contract.js';

/** Asymmetric algorithms only: 'none' and HMAC (a shared secret an issuer never gives us) are out. */
const ACCEPTED_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
];

type Discovery = { issuer?: unknown; jwks_uri?: unknown };

/**
 * Verifies tokens of an external OpenID Connect issuer (OIDC_ISSUER, e.g. a Keycloak realm):
 * keys from the jwks_uri its discovery document names (fetched once, keys cached and refreshed by
 * jose), issuer, expiry and, when OIDC_AUDIENCE is set, audience. The token maps to a local account
 * by its e-mail claim; an e-mail the issuer marks unverified is refused.
 */
export function createExternalVerifier(deps: AppDeps, issuer: string, log: FastifyBaseLogger) {
  let jwks: Promise<JWTVerifyGetKey> | null = null;

  async function discover(): Promise<JWTVerifyGetKey> {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`);
    if (!response.ok) throw new Error(`OIDC discovery of ${issuer} answered ${response.status}`);
    const document = (await response.json()) as Discovery;
    if (document.issuer !== issuer || typeof document.jwks_uri !== 'string') {
      throw new Error(`OIDC discovery of ${issuer} names another issuer or no jwks_uri`);
    }
    return createRemoteJWKSet(new URL(document.jwks_uri));
  }

  function keys(): Promise<JWTVerifyGetKey> {
    jwks ??= discover().catch((error: unknown) => {
      jwks = null;
      throw error;
    });
    return jwks;
  }

  return async function verifyExternal(token: string): Promise<VerifiedToken | null> {
    try {
      const { payload } = await jwtVerify(token, await keys(), {
        issuer,
        algorithms: ACCEPTED_ALGORITHMS,
        currentDate: deps.clock.now(),
        ...(deps.config.oidcAudience ? { audience: deps.config.oidcAudience } : {}),
      });
      if (typeof payload.email !== 'string' || payload.email_verified === false) return null;
      const user = await findUserByEmail(deps.db, payload.email);
      return user ? { userId: user.id, sessionId: null } : null;
    } catch (error) {
      // A bad token is routine; an unreachable issuer is worth an operator's attention.
      if (!(error instanceof errors.JOSEError))
        log.warn({ err: error }, 'external issuer unavailable');
      return null;
    }
  };
}

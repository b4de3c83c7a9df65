import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { API_AUDIENCE } from '@barnboard/domain';
import type { Clock } from '../../lib/clock.js';
import type { UserRow } from '../../repositories/users-repository.js';
import type { VerifiedToken } from './contract.js';
import { SIGNING_ALGORITHM, type KeyStore } from './signing-keys.js';

/** The scopes every token carries (Keycloak's defaults without an ID token). */
export const TOKEN_SCOPE = 'email profile';

export type AccessTokenInput = {
  user: UserRow;
  clientId: string;
  /** Absent for the session-less tokens of POST /api/auth. */
  sessionId?: string;
  /** The token never outlives this instant (the session's end). */
  notAfter?: Date;
};

export type SignedAccessToken = { token: string; expiresIn: number };

export function createAccessTokens(options: {
  issuer: string;
  ttlSeconds: number;
  keys: KeyStore;
  clock: Clock;
}) {
  const { issuer, ttlSeconds, keys, clock } = options;

  async function sign(input: AccessTokenInput): Promise<SignedAccessToken> {
    const now = Math.floor(clock.now().getTime() / 1000);
    const end = input.notAfter ? Math.floor(input.notAfter.getTime() / 1000) : Infinity;
    const exp = Math.min(now + ttlSeconds, end);
    const key = await keys.current();
    const token = await new SignJWT({
      typ: 'Bearer',
      azp: input.clientId,
      scope: TOKEN_SCOPE,
      ...(input.user.email ? { email: input.user.email } : {}),
      // Every account has an e-mail address, a username or both (users_email_or_username).
      preferred_username: input.user.username ?? input.user.email ?? input.user.id,
      ...(input.sessionId ? { sid: input.sessionId } : {}),
    })
      .setProtectedHeader({ alg: SIGNING_ALGORITHM, typ: 'JWT', kid: key.kid })
      .setIssuer(issuer)
      .setSubject(input.user.id)
      .setAudience(API_AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .setJti(randomUUID())
      .sign(key.privateKey);
    return { token, expiresIn: exp - now };
  }

  /** Signature, algorithm, issuer, audience and expiry; the session is the caller's check. */
  async function verify(token: string): Promise<VerifiedToken | null> {
    try {
      const { payload } = await jwtVerify(
        token,
        async (header) => {
          const key = header.kid ? await keys.publicKey(header.kid) : null;
          if (!key) throw new Error('unknown signing key');
          return key;
        },
        {
          issuer,
          audience: API_AUDIENCE,
          algorithms: [SIGNING_ALGORITHM],
          currentDate: clock.now(),
        },
      );
      if (payload.typ !== 'Bearer' || !payload.sub) return null;
      return {
        userId: payload.sub,
        sessionId: typeof payload.sid === 'string' ? payload.sid : null,
      };
    } catch {
      return null;
    }
  }

  return { sign, verify };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;

import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { refreshTokens, sessions } from '../../db/schema/index.js';
import { newOpaqueToken, sha256 } from './secrets.js';

export type SessionRow = typeof sessions.$inferSelect;

export type RevocationReason =
  | 'logout'
  | 'refresh_token_reuse'
  | 'idle_timeout'
  | 'password_reset'
  /** An admin deactivated the account, or set a new first password for it. */
  | 'deactivated'
  | 'first_password_reset'
  /** The person replaced their first password: their other sessions end. */
  | 'password_change';

/** The session ends at the first of: the fixed end (8 hours after sign-in) and the idle deadline. */
export function sessionDeadline(session: SessionRow, idleTimeoutMs: number): Date {
  const idle = session.lastRefreshAt.getTime() + idleTimeoutMs;
  return new Date(Math.min(idle, session.expiresAt.getTime()));
}

export type Issued = { session: SessionRow; refreshToken: string };

async function issueRefreshToken(db: Executor, sessionId: string, now: Date): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(refreshTokens).values({ tokenHash: sha256(token), sessionId, issuedAt: now });
  return token;
}

/** A password grant: a new session and its first refresh token, together or not at all. */
export function startSession(
  db: Executor,
  input: { userId: string; clientId: string; now: Date; maxAgeMs: number },
): Promise<Issued> {
  return db.transaction(async (tx) => {
    const [session] = await tx
      .insert(sessions)
      .values({
        userId: input.userId,
        clientId: input.clientId,
        createdAt: input.now,
        lastRefreshAt: input.now,
        expiresAt: new Date(input.now.getTime() + input.maxAgeMs),
      })
      .returning();
    return { session: session!, refreshToken: await issueRefreshToken(tx, session!.id, input.now) };
  });
}

export type RotationFailure =
  'unknown' | 'reused' | 'revoked' | 'expired' | 'idle' | 'wrong_client';
export type Rotation = ({ ok: true } & Issued) | { ok: false; reason: RotationFailure };

/**
 * A refresh: the presented token is spent by a conditional update, so of two concurrent refreshes
 * with one token only one finds it unused (the other waits for the row lock, then sees it used).
 * A spent token presented again means it was copied: the whole session is revoked. Failures are
 * returned, not thrown, so the revocation commits.
 */
export function rotateRefreshToken(
  db: Executor,
  input: { token: string; clientId: string; now: Date; idleTimeoutMs: number },
): Promise<Rotation> {
  const tokenHash = sha256(input.token);
  return db.transaction(async (tx): Promise<Rotation> => {
    const [spent] = await tx
      .update(refreshTokens)
      .set({ usedAt: input.now })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
      .returning({ sessionId: refreshTokens.sessionId });
    if (!spent) {
      const [known] = await tx
        .select({ sessionId: refreshTokens.sessionId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      if (!known) return { ok: false, reason: 'unknown' };
      await revokeSession(tx, known.sessionId, 'refresh_token_reuse', input.now);
      return { ok: false, reason: 'reused' };
    }
    const [session] = await tx.select().from(sessions).where(eq(sessions.id, spent.sessionId));
    if (!session || session.revokedAt) return { ok: false, reason: 'revoked' };
    if (session.clientId !== input.clientId) return { ok: false, reason: 'wrong_client' };
    if (input.now >= session.expiresAt) return { ok: false, reason: 'expired' };
    if (input.now.getTime() >= session.lastRefreshAt.getTime() + input.idleTimeoutMs) {
      await revokeSession(tx, session.id, 'idle_timeout', input.now);
      return { ok: false, reason: 'idle' };
    }
    const [refreshed] = await tx
      .update(sessions)
      .set({ lastRefreshAt: input.now })
      .where(eq(sessions.id, session.id))
      .returning();
    return {
      ok: true,
      session: refreshed!,
      refreshToken: await issueRefreshToken(tx, session.id, input.now),
    };
  });
}

export async function findSession(db: Executor, id: string): Promise<SessionRow | null> {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
  return row ?? null;
}

/** The session a refresh token belongs to, spent or not (logout accepts either). */
export async function findSessionByRefreshToken(
  db: Executor,
  token: string,
): Promise<SessionRow | null> {
  const [row] = await db
    .select({ session: sessions })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, sha256(token)));
  return row?.session ?? null;
}

export async function revokeSession(
  db: Executor,
  id: string,
  reason: RevocationReason,
  now: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Ends every live session of the account, or every one but `keep` (the caller's own). */
export async function revokeSessionsOfUser(
  db: Executor,
  userId: string,
  reason: RevocationReason,
  now: Date,
  keep?: string | null,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keep ? ne(sessions.id, keep) : undefined,
      ),
    );
}

/**
 * Ends every live session of the user but `keep` (the one that asked, which goes on; null ends
 * them all) and answers how many ended. Their access tokens stop at their next request
 * (verifyBuiltIn reads the session), their refresh tokens at their next refresh.
 */
export async function revokeOtherSessionsOfUser(
  db: Executor,
  userId: string,
  keep: string | null,
  reason: RevocationReason,
  now: Date,
): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        ...(keep ? [ne(sessions.id, keep)] : []),
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}

import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { PASSWORD_RESET_TTL_MS } from '@barnboard/domain';
import type { Executor } from '../../db/database.js';
import { passwordResets } from '../../db/schema/index.js';
import type { AppDeps } from '../../lib/fastify-types.js';
import { hashPassword } from '../../lib/passwords.js';
import { findUserByEmail, updateUser } from '../../repositories/users-repository.js';
import { resetMail } from './account-mails.js';
import { clearAccountFailures } from './failures-repository.js';
import { accountKey, pairKeyPrefix } from './lockout.js';
import { newOpaqueToken, sha256 } from './secrets.js';
import { revokeSessionsOfUser } from './sessions.js';

/** More links than this within the validity of one are not sent: a mailbox is not a target. */
const MAX_LINKS_PER_PERIOD = 3;

/**
 * What a mailed link of the account is for: a password recovery, or an admin's invitation
 * (users manager). Both are stored the same way; one is never accepted for the other.
 */
export type LinkPurpose = 'reset' | 'invitation';

/** A new single-use link: only its SHA-256 is stored; the token goes in the mail only. */
export async function issueAccountLink(
  db: Executor,
  input: { userId: string; purpose: LinkPurpose; now: Date; ttlMs: number },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newOpaqueToken();
  const expiresAt = new Date(input.now.getTime() + input.ttlMs);
  await db.insert(passwordResets).values({
    tokenHash: sha256(token),
    purpose: input.purpose,
    userId: input.userId,
    createdAt: input.now,
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * Spends a live link of that purpose by a conditional update (of two concurrent uses, one
 * wins): its account, or null for a token unknown, used, expired or of the other purpose.
 */
export async function spendAccountLink(
  db: Executor,
  token: string,
  purpose: LinkPurpose,
  now: Date,
): Promise<string | null> {
  const [spent] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, sha256(token)),
        eq(passwordResets.purpose, purpose),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return spent?.userId ?? null;
}

/** A live link of that purpose, without spending it (the page shows whom it is for). */
export async function findLiveAccountLink(
  db: Executor,
  token: string,
  purpose: LinkPurpose,
  now: Date,
): Promise<{ userId: string; expiresAt: Date } | null> {
  const [row] = await db
    .select({ userId: passwordResets.userId, expiresAt: passwordResets.expiresAt })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, sha256(token)),
        eq(passwordResets.purpose, purpose),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    );
  return row ?? null;
}

/**
 * Spends every unused link of the account (of one purpose, or all): a resent invitation
 * replaces the old link, a new password or a deactivation makes every link void.
 */
export async function spendLinksOfUser(
  db: Executor,
  userId: string,
  now: Date,
  purpose?: LinkPurpose,
): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.userId, userId),
        isNull(passwordResets.usedAt),
        purpose ? eq(passwordResets.purpose, purpose) : undefined,
      ),
    );
}

/** The address a link opens in the web app. */
export function accountLinkUrl(publicUrl: string, page: string, token: string): string {
  return `${publicUrl}/${page}?token=${encodeURIComponent(token)}`;
}

/** POST /api/user/recover: a single-use link, stored hashed, mailed to the account's address. */
export async function requestPasswordReset(
  deps: AppDeps,
  email: string,
): Promise<'sent' | 'user_notfound'> {
  const { db, clock, config, mailer } = deps;
  const user = await findUserByEmail(db, email);
  if (!user?.email) return 'user_notfound';
  const now = clock.now();
  const [recent] = await db
    .select({ n: count() })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.userId, user.id),
        eq(passwordResets.purpose, 'reset'),
        gt(passwordResets.createdAt, new Date(now.getTime() - PASSWORD_RESET_TTL_MS)),
      ),
    );
  // The answer is the same either way, so the caller cannot tell a throttled request (or a
  // deactivated account, which could not sign in with a new password anyway) apart.
  if ((recent?.n ?? 0) >= MAX_LINKS_PER_PERIOD || user.deactivatedAt) return 'sent';

  const { token } = await issueAccountLink(db, {
    userId: user.id,
    purpose: 'reset',
    now,
    ttlMs: PASSWORD_RESET_TTL_MS,
  });
  const link = accountLinkUrl(config.publicUrl, 'reset-password', token);
  await mailer.send({ to: user.email, ...resetMail(link, user.locale) });
  return 'sent';
}

/**
 * Sets a new password after the account's link was spent, in the caller's transaction: spends
 * the user's other links (invitations too), ends every session and clears the account's
 * throttling (its own and that of every address with it).
 */
export async function setPasswordAfterLink(
  tx: Executor,
  userId: string,
  password: string,
  now: Date,
  extra: { agreedTermsPolicy?: true; neverLogin?: false } = {},
): Promise<void> {
  await updateUser(
    tx,
    userId,
    { passwordHash: await hashPassword(password), mustChangePassword: false, ...extra },
    now,
  );
  await spendLinksOfUser(tx, userId, now);
  await revokeSessionsOfUser(tx, userId, 'password_reset', now);
  await clearAccountFailures(tx, accountKey(userId), pairKeyPrefix(userId));
}

/**
 * POST /api/user/reset-password: spends the link and sets the new password, in one transaction.
 */
export async function resetPassword(
  deps: AppDeps,
  token: string,
  password: string,
): Promise<'done' | 'invalid_token'> {
  const { db, clock } = deps;
  const now = clock.now();
  return db.transaction(async (tx) => {
    const userId = await spendAccountLink(tx, token, 'reset', now);
    if (!userId) return 'invalid_token';
    await setPasswordAfterLink(tx, userId, password, now);
    return 'done';
  });
}

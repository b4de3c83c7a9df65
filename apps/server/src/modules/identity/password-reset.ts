import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { PASSWORD_RESET_TTL_MS } from '@barnboard/domain';
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

/** POST /api/user/recover: a single-use link, stored hashed, mailed to the account's address. */
export async function requestPasswordReset(
  deps: AppDeps,
  email: string,
): Promise<'sent' | 'user_notfound'> {
  const { db, clock, config, mailer } = deps;
  const user = await findUserByEmail(db, email);
  if (!user) return 'user_notfound';
  const now = clock.now();
  const [recent] = await db
    .select({ n: count() })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.userId, user.id),
        gt(passwordResets.createdAt, new Date(now.getTime() - PASSWORD_RESET_TTL_MS)),
      ),
    );
  // The answer is the same either way, so the caller cannot tell a throttled request apart.
  if ((recent?.n ?? 0) >= MAX_LINKS_PER_PERIOD) return 'sent';

  const token = newOpaqueToken();
  await db.insert(passwordResets).values({
    tokenHash: sha256(token),
    userId: user.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
  });
  const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await mailer.send({ to: user.email, ...resetMail(link, user.locale) });
  return 'sent';
}

/**
 * POST /api/user/reset-password: spends the link, sets the new hash, spends the user's other
 * links, ends every session and clears the account's throttling (its own and that of every
 * address with it), in one transaction.
 */
export async function resetPassword(
  deps: AppDeps,
  token: string,
  password: string,
): Promise<'done' | 'invalid_token'> {
  const { db, clock } = deps;
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, sha256(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!spent) return 'invalid_token';
    await updateUser(tx, spent.userId, { passwordHash: await hashPassword(password) }, now);
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, spent.userId), isNull(passwordResets.usedAt)));
    await revokeSessionsOfUser(tx, spent.userId, 'password_reset', now);
    await clearAccountFailures(tx, accountKey(spent.userId), pairKeyPrefix(spent.userId));
    return 'done';
  });
}

import { and, eq, isNull } from 'drizzle-orm';
import type { PasswordChange, PasswordChanged } from '@barnboard/domain';
import type { FastifyBaseLogger } from 'fastify';
import { passwordResets } from '../../db/schema/index.js';
import type { AppDeps } from '../../lib/fastify-types.js';
import { hashPassword } from '../../lib/passwords.js';
import { httpError } from '../../plugins/errors.js';
import { lockUser, updateUser } from '../../repositories/users-repository.js';
import { passwordChangedMail } from '../identity/account-mails.js';
import { revokeOtherSessionsOfUser } from '../identity/sessions.js';
import { checkCurrentPassword } from './profile-service.js';

/**
 * POST /api/user/password (spec §5): checks the current password, sets the new one, spends the
 * account's unused recovery links and ends every other session of the account, in one
 * transaction; the session that asked goes on. The owner is then mailed that the password
 * changed. Not an administrative change: no audit event, and the password is written nowhere
 * but its argon2 hash.
 */
export async function changePassword(
  deps: AppDeps,
  log: FastifyBaseLogger,
  input: { userId: string; sessionId: string | null; body: PasswordChange },
): Promise<PasswordChanged> {
  const { db, clock, config } = deps;
  const { userId, sessionId, body } = input;
  if (config.oidcIssuer) {
    throw httpError(
      409,
      'password_managed_elsewhere',
      "Your password is your organisation's sign-in service's: change it there",
    );
  }
  if (body.new_password === body.current_password) {
    throw httpError(400, 'same_password', 'The new password must differ from the current one', [
      { field: 'body.new_password', reason: 'must differ from the current password' },
    ]);
  }
  // Hashed before the row is locked: argon2 takes its time on purpose.
  const passwordHash = await hashPassword(body.new_password);
  const now = clock.now();
  const { user, ended } = await db.transaction(async (tx) => {
    const stored = await lockUser(tx, userId);
    if (!stored) throw httpError(401, 'unauthorized', 'You are not connected');
    await checkCurrentPassword(stored, body.current_password, 'to change the password');
    const row = await updateUser(tx, userId, { passwordHash }, now);
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    const count = await revokeOtherSessionsOfUser(tx, userId, sessionId, 'password_change', now);
    return { user: row, ended: count };
  });

  if (user.email) {
    const mail = passwordChangedMail(`${config.publicUrl}/login`, user.locale);
    deps.mailer
      .send({ to: user.email, ...mail })
      .catch((error: unknown) =>
        log.error({ err: error, userId }, 'could not mail the notice of a changed password'),
      );
  }
  return { ended_sessions: ended };
}

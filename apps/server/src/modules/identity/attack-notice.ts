import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../lib/fastify-types.js';
import type { UserRow } from '../../repositories/users-repository.js';
import { attackMail } from './account-mails.js';
import { claimNotice } from './failures-repository.js';
import { accountKey, ATTACK_NOTICE_EVERY_MS } from './lockout.js';

/**
 * Tells an account's owner that it is under attack, once per ATTACK_NOTICE_EVERY_MS whatever the
 * number of attempts and servers (the claim is one conditional update). The sign-in answer does
 * not wait for the mail: one that cannot be sent is logged.
 */
export async function warnOfAttack(
  deps: AppDeps,
  log: FastifyBaseLogger,
  attack: { user: UserRow; failures: number; now: Date },
): Promise<void> {
  const { user, failures, now } = attack;
  // A username-only account has no mailbox to warn: its throttling still applies.
  if (!user.email) return;
  if (!(await claimNotice(deps.db, accountKey(user.id), now, ATTACK_NOTICE_EVERY_MS))) return;
  const mail = {
    to: user.email,
    ...attackMail(failures, `${deps.config.publicUrl}/login`, user.locale),
  };
  deps.mailer
    .send(mail)
    .catch((error: unknown) =>
      log.error({ err: error, userId: user.id }, 'could not mail the notice of an attack'),
    );
}

import type { FastifyBaseLogger } from 'fastify';
import { PRODUCT_NAME } from '@barnboard/domain';
import type { AppDeps } from '../../lib/fastify-types.js';
import type { UserRow } from '../../repositories/users-repository.js';
import { claimNotice } from './failures-repository.js';
import { accountKey, ATTACK_NOTICE_EVERY_MS } from './lockout.js';

function attackMail(failures: number, signInLink: string) {
  const subject = `${PRODUCT_NAME}: someone is trying to sign in to your account / quelqu'un essaie d'accéder à votre compte`;
  const text = [
    'Hello,',
    '',
    `${failures} sign-ins to your ${PRODUCT_NAME} account failed with a wrong password in the last`,
    'hour, from places where you have not signed in before. Sign-in from such places is now slowed',
    'down; the computers and networks you signed in from before are not affected:',
    signInLink,
    'If these attempts were not yours, someone may be guessing your password: choose a new, unique',
    'one ("Forgot your password?" on the sign-in page). You will get this message at most once an hour.',
    '',
    '---',
    '',
    'Bonjour,',
    '',
    `${failures} connexions à votre compte ${PRODUCT_NAME} ont échoué avec un mauvais mot de passe`,
    "dans la dernière heure, depuis des endroits d'où vous ne vous êtes jamais connecté. La connexion",
    "depuis ces endroits est maintenant ralentie ; les ordinateurs et réseaux d'où vous vous êtes déjà",
    'connecté ne sont pas concernés :',
    signInLink,
    "Si ces tentatives ne viennent pas de vous, quelqu'un essaie peut-être de deviner votre mot de",
    'passe : choisissez-en un nouveau, unique (« Mot de passe oublié ? » sur la page de connexion).',
    'Vous recevrez ce message au plus une fois par heure.',
  ].join('\n');
  return { subject, text };
}

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
  if (!(await claimNotice(deps.db, accountKey(user.id), now, ATTACK_NOTICE_EVERY_MS))) return;
  const mail = { to: user.email, ...attackMail(failures, `${deps.config.publicUrl}/login`) };
  deps.mailer
    .send(mail)
    .catch((error: unknown) =>
      log.error({ err: error, userId: user.id }, 'could not mail the notice of an attack'),
    );
}

import {
  PROFILE_ERROR_REASONS,
  sameEmail,
  validateProfile,
  type ProfileSave,
  type ProfileUpdate,
} from '@barnboard/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../lib/fastify-types.js';
import { verifyPassword } from '../../lib/passwords.js';
import { assertNotStale } from '../../lib/stale-write.js';
import { httpError } from '../../plugins/errors.js';
import {
  findOtherUserByEmail,
  lockUser,
  toApiUser,
  updateUser,
  type UserRow,
} from '../../repositories/users-repository.js';
import { emailChangedMail } from '../identity/account-mails.js';
import { isUniqueViolation } from './unique-violation.js';

const emailTaken = () =>
  httpError(409, 'email_taken', 'Another account already uses this e-mail address', [
    { field: 'body.email', reason: 'is already used by another account' },
  ]);

/**
 * PUT /api/user/profile (docs/administration.md, "Settings"): the signed-in user's own names,
 * e-mail address, phone and SMS opt-in, checked by the domain's profile rules, against the
 * version the form was opened with (409 with the profile as it is now), and, for a new address,
 * against the other accounts' addresses and the user's current password. Not an administrative
 * change: no audit event. The old address is told of a change of address once it is saved.
 */
export async function saveProfile(
  deps: AppDeps,
  log: FastifyBaseLogger,
  userId: string,
  body: ProfileUpdate,
): Promise<ProfileSave> {
  const { db, clock, config } = deps;
  const now = clock.now();
  /** The saved profile, and the account as it was when its address changed (to tell it). */
  type Outcome = { saved: ProfileSave; oldAddress: UserRow | null };
  let outcome: Outcome;
  try {
    outcome = await db.transaction(async (tx): Promise<Outcome> => {
      const stored = await lockUser(tx, userId);
      if (!stored) throw httpError(401, 'unauthorized', 'You are not connected');
      const check = validateProfile(body, {
        emailOptional: stored.username !== null && (stored.email ?? '').trim() === '',
      });
      if (!check.ok) {
        const details = check.errors.map((error) => ({
          field: `body.${error.field}`,
          reason: PROFILE_ERROR_REASONS[error.code],
        }));
        const summary = details.map((d) => `${d.field}: ${d.reason}`).join('; ');
        throw httpError(400, 'validation_error', summary, details);
      }
      assertNotStale(stored.updatedAt, body.expected_updated_at, toApiUser(stored));

      const next = check.value;
      const update = {
        firstName: next.first_name,
        lastName: next.last_name,
        // An account without an address keeps the stored one (none: null).
        email: next.email || stored.email,
        phone: next.phone,
        phoneCountry: next.phone_country,
        smsOptIn: next.sms_opt_in,
      };
      const same =
        update.firstName === stored.firstName &&
        update.lastName === stored.lastName &&
        update.email === stored.email &&
        update.phone === stored.phone &&
        update.phoneCountry === stored.phoneCountry &&
        update.smsOptIn === stored.smsOptIn;
      if (same) return { saved: { changed: false, user: toApiUser(stored) }, oldAddress: null };

      const newAddress = update.email !== null && !sameEmail(update.email, stored.email ?? '');
      if (newAddress && update.email !== null) {
        if (config.oidcIssuer) {
          throw httpError(
            409,
            'email_managed_elsewhere',
            "Your e-mail address is your organisation's sign-in service's: change it there",
            [{ field: 'body.email', reason: 'is managed by the sign-in service' }],
          );
        }
        await checkCurrentPassword(stored, body.current_password, 'to change the e-mail address');
        if (await findOtherUserByEmail(tx, update.email, userId)) throw emailTaken();
      }
      const row = await updateUser(tx, userId, update, now);
      return {
        saved: { changed: true, user: toApiUser(row) },
        oldAddress: newAddress ? stored : null,
      };
    });
  } catch (error) {
    // Two accounts taking one address at once: the unique index lets one through.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }

  const { saved, oldAddress: old } = outcome;
  if (old?.email && saved.user.email) {
    const mail = emailChangedMail(saved.user.email, `${config.publicUrl}/login`, old.locale);
    deps.mailer
      .send({ to: old.email, ...mail })
      .catch((error: unknown) =>
        log.error({ err: error, userId }, 'could not mail the notice of a changed address'),
      );
  }
  return saved;
}

/**
 * The account's current password, asked before a change that could take the account away
 * (OWASP ASVS: re-authentication before a change of the address recovery goes to, or of the
 * password itself). A wrong one answers 400 naming the field, and writes nothing.
 */
export async function checkCurrentPassword(
  stored: UserRow,
  password: string | undefined,
  purpose: string,
): Promise<void> {
  if (!password) {
    throw httpError(400, 'current_password_required', `Enter your current password ${purpose}`, [
      { field: 'body.current_password', reason: `is required ${purpose}` },
    ]);
  }
  if (!stored.passwordHash || !(await verifyPassword(stored.passwordHash, password))) {
    throw httpError(400, 'wrong_password', 'Sorry, that password isn’t right', [
      { field: 'body.current_password', reason: 'is not the current password' },
    ]);
  }
}

import { isMembershipActive, type InvitationDetails, type User } from '@barnboard/domain';
import type { AppDeps } from '../../lib/fastify-types.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { httpError } from '../../plugins/errors.js';
import { findPerson } from '../../repositories/users-manager-repository.js';
import { toApiUser, updateUser, type UserRow } from '../../repositories/users-repository.js';
import {
  findLiveAccountLink,
  setPasswordAfterLink,
  spendAccountLink,
} from '../identity/password-reset.js';
import { revokeSessionsOfUser } from '../identity/sessions.js';

const invalidInvitation = () =>
  httpError(
    400,
    'invalid_token',
    'This invitation link is invalid, already used or expired: ask your administrator for a new one',
  );

/** POST /api/invitation/inspect: whom a live invitation is for, and to which tenants. */
export async function inspectInvitation(deps: AppDeps, token: string): Promise<InvitationDetails> {
  const now = deps.clock.now();
  const link = await findLiveAccountLink(deps.db, token, 'invitation', now);
  const person = link ? await findPerson(deps.db, link.userId) : null;
  if (!link || !person?.user.email || person.user.deactivatedAt) throw invalidInvitation();
  const tenants = person.memberships
    .filter((m) => isMembershipActive({ expires_at: m.row.expiresAt?.toISOString() ?? null }, now))
    .map((m) => m.tenant.name);
  return {
    email: person.user.email,
    first_name: person.user.firstName,
    last_name: person.user.lastName,
    tenants: [...new Set(tenants)],
    expires_at: link.expiresAt.toISOString(),
  };
}

/**
 * POST /api/invitation/accept: spends the link, sets the person's password and records that
 * they accepted the terms, in one transaction; they then sign in with their address.
 */
export async function acceptInvitation(
  deps: AppDeps,
  token: string,
  password: string,
): Promise<{ login: string }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const userId = await spendAccountLink(tx, token, 'invitation', now);
    const person = userId ? await findPerson(tx, userId) : null;
    if (!person?.user.email || person.user.deactivatedAt) throw invalidInvitation();
    await setPasswordAfterLink(tx, person.user.id, password, now, {
      agreedTermsPolicy: true,
      neverLogin: false,
    });
    return { login: person.user.email };
  });
}

/**
 * POST /api/user/first-password: the person replaces the first password an admin handed over.
 * Their current one is asked again (a token left open on a shared barn computer is not enough);
 * their other sessions end; the API opens to them.
 */
export async function changeFirstPassword(
  deps: AppDeps,
  user: UserRow,
  sessionId: string | null,
  input: { current_password: string; password: string },
): Promise<User> {
  if (!user.mustChangePassword) {
    throw httpError(
      409,
      'password_change_not_required',
      'This account already has a password of its own: change it from the settings page',
    );
  }
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.current_password))) {
    throw httpError(400, 'wrong_password', 'body.current_password: is not your current password', [
      { field: 'body.current_password', reason: 'is not your current password' },
    ]);
  }
  if (input.password === input.current_password) {
    throw httpError(400, 'same_password', 'body.password: must differ from the current one', [
      { field: 'body.password', reason: 'must differ from the current one' },
    ]);
  }
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const updated = await updateUser(tx, user.id, { passwordHash, mustChangePassword: false }, now);
    await revokeSessionsOfUser(tx, user.id, 'password_change', now, sessionId);
    return updated;
  });
  return toApiUser(row);
}

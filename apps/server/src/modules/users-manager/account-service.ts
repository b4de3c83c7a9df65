import type { FastifyBaseLogger } from 'fastify';
import {
  changedFields,
  INVITATION_TTL_MS,
  recordFields,
  type InvitationInput,
  type UserNamesPatch,
  type UsernameAccountInput,
  type UserWrite,
} from '@barnboard/domain';
import type { Executor } from '../../db/database.js';
import { users } from '../../db/schema/index.js';
import type { AppDeps } from '../../lib/fastify-types.js';
import { hashPassword } from '../../lib/passwords.js';
import { httpError } from '../../plugins/errors.js';
import {
  findPerson,
  findTenant,
  hasSignedIn,
  lockUser,
  loginTaken,
  deleteMembershipRow,
  deleteUnconfirmedUser,
  type PersonRecord,
} from '../../repositories/users-manager-repository.js';
import { findUserByEmail, updateUser, type UserRow } from '../../repositories/users-repository.js';
import { accessGrantedMail, invitationMail } from '../identity/account-mails.js';
import { clearAccountFailures } from '../identity/failures-repository.js';
import { accountKey, pairKeyPrefix } from '../identity/lockout.js';
import { accountLinkUrl, issueAccountLink, spendLinksOfUser } from '../identity/password-reset.js';
import { revokeSessionsOfUser } from '../identity/sessions.js';
import {
  auditMembership,
  auditUser,
  MEMBERSHIP_AUDIT_FIELDS,
  membershipAuditRecord,
  USER_AUDIT_FIELDS,
  userAuditRecord,
} from './audit.js';
import {
  alreadyDone,
  answer,
  assertMayGrant,
  assertOwnerRemains,
  assertSharingName,
  assertSitesOfTenant,
  assertVersion,
  isActiveOwner,
  valuesOfFields,
  valuesOfRecord,
  type Caller,
} from './caller.js';
import { assertNoOtherMembership, grantMembership } from './membership-service.js';
import { isConfirmed, mayManageAccount } from './views.js';

/** PostgreSQL's unique_violation: a concurrent write took the address or username first. */
function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  return code === '23505' || cause?.code === '23505';
}

const loginTakenError = () =>
  httpError(409, 'user_exists', 'An account already uses this e-mail address or username');

/** A mail to send once the transaction committed (never for a change that did not happen). */
type PendingMail = { to: string; subject: string; text: string };

async function sendAfterCommit(
  deps: AppDeps,
  log: FastifyBaseLogger,
  mail: PendingMail | null,
  userId: string,
): Promise<boolean> {
  if (!mail) return true;
  try {
    await deps.mailer.send(mail);
    return true;
  } catch (error) {
    // The invitation stands: the admin sees that the mail failed and resends it.
    log.error({ err: error, userId }, 'could not send the invitation mail');
    return false;
  }
}

async function tenantName(deps: AppDeps, tenantId: string): Promise<string> {
  const tenant = await findTenant(deps.db, tenantId);
  if (!tenant) throw httpError(404, 'tenant_not_found', 'This tenant does not exist');
  return tenant.name;
}

/** A new invitation link for the account, the old ones spent; the mail to send with it. */
async function newInvitation(
  deps: AppDeps,
  tx: Executor,
  caller: Caller,
  user: UserRow,
  tenant: string,
): Promise<{ mail: PendingMail; sentAt: Date }> {
  await spendLinksOfUser(tx, user.id, caller.now, 'invitation');
  const { token } = await issueAccountLink(tx, {
    userId: user.id,
    purpose: 'invitation',
    now: caller.now,
    ttlMs: INVITATION_TTL_MS,
  });
  const link = accountLinkUrl(deps.config.publicUrl, 'invitation', token);
  const facts = { inviter: caller.actor.name, tenant, login: user.email! };
  return {
    mail: { to: user.email!, ...invitationMail(link, facts, user.locale) },
    sentAt: caller.now,
  };
}

/**
 * POST /api/tenants/{tenantId}/invitations: a new account with no password and a single-use
 * link mailed to it, or, for an address that already has an account, a membership on one more
 * tenant (and a new link while its invitation is still not accepted).
 */
export async function invite(
  deps: AppDeps,
  caller: Caller,
  log: FastifyBaseLogger,
  tenantId: string,
  input: InvitationInput,
): Promise<UserWrite> {
  const tenant = await tenantName(deps, tenantId);
  const values = valuesOfFields(input.membership);
  assertMayGrant(caller, { tenantId, role: values.role, sites: values.sites });
  assertSharingName(values, 'body.membership.sharing_name');
  const email = input.email.trim();
  const outcome = await deps.db
    .transaction(async (tx) => {
      await assertSitesOfTenant(tx, tenantId, values.sites, 'body.membership.sites');
      const found = await findUserByEmail(tx, email);
      const existing = found ? await lockUser(tx, found.id) : null;
      if (!existing) {
        const [user] = await tx
          .insert(users)
          .values({
            email,
            firstName: input.first_name ?? null,
            lastName: input.last_name ?? null,
            locale: input.locale ?? null,
            createdAt: caller.now,
            updatedAt: caller.now,
          })
          .returning();
        await grantMembership(tx, caller, { tenantId, user: user!, values });
        const { mail } = await newInvitation(deps, tx, caller, user!, tenant);
        await auditUser(
          tx,
          {
            tenantIds: [tenantId],
            actor: caller.actor,
            action: 'invite',
            user: user!,
            changes: recordFields(userAuditRecord(user!), USER_AUDIT_FIELDS, 'created'),
          },
          caller.now,
        );
        return { userId: user!.id, mail };
      }
      if (existing.deactivatedAt) {
        throw httpError(
          409,
          'user_deactivated',
          'This account is deactivated: it must be reactivated before it is given access',
        );
      }
      await assertNoOtherMembership(tx, caller, tenantId, existing.id);
      await grantMembership(tx, caller, { tenantId, user: existing, values });
      if (existing.passwordHash) {
        const facts = { inviter: caller.actor.name, tenant };
        const link = `${deps.config.publicUrl}/login`;
        return {
          userId: existing.id,
          mail: { to: email, ...accessGrantedMail(link, facts, existing.locale) },
        };
      }
      // Still not confirmed (invited by another tenant): a fresh link replaces the old one.
      const { mail, sentAt } = await newInvitation(deps, tx, caller, existing, tenant);
      await auditUser(
        tx,
        {
          tenantIds: [tenantId],
          actor: caller.actor,
          action: 'invite',
          user: existing,
          changes: [{ field: 'invitation_sent_at', from: null, to: sentAt.toISOString() }],
        },
        caller.now,
      );
      return { userId: existing.id, mail };
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? loginTakenError() : error;
    });
  const mailSent = await sendAfterCommit(deps, log, outcome.mail, outcome.userId);
  return { ...(await answer(deps, caller, outcome.userId, true)), mail_sent: mailSent };
}

/**
 * POST /api/tenants/{tenantId}/accounts: a username-only account (barn staff without e-mail)
 * with a first password the admin hands over; the person must replace it at first sign-in.
 */
export async function createUsernameAccount(
  deps: AppDeps,
  caller: Caller,
  tenantId: string,
  input: UsernameAccountInput,
): Promise<UserWrite> {
  await tenantName(deps, tenantId);
  const values = valuesOfFields(input.membership);
  assertMayGrant(caller, { tenantId, role: values.role, sites: values.sites });
  assertSharingName(values, 'body.membership.sharing_name');
  const passwordHash = await hashPassword(input.password);
  const userId = await deps.db
    .transaction(async (tx) => {
      await assertSitesOfTenant(tx, tenantId, values.sites, 'body.membership.sites');
      if (await loginTaken(tx, input.username)) throw loginTakenError();
      const [user] = await tx
        .insert(users)
        .values({
          email: null,
          username: input.username,
          firstName: input.first_name ?? null,
          lastName: input.last_name ?? null,
          locale: input.locale ?? null,
          passwordHash,
          mustChangePassword: true,
          createdAt: caller.now,
          updatedAt: caller.now,
        })
        .returning();
      await auditUser(
        tx,
        {
          tenantIds: [tenantId],
          actor: caller.actor,
          action: 'create',
          user: user!,
          changes: recordFields(userAuditRecord(user!), USER_AUDIT_FIELDS, 'created'),
        },
        caller.now,
      );
      await grantMembership(tx, caller, { tenantId, user: user!, values });
      return user!.id;
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? loginTakenError() : error;
    });
  return answer(deps, caller, userId, true);
}

/**
 * The account locked for an action on it, which the caller must be allowed to take: they manage
 * every membership of the person (staff: anyone), and never act on their own account this way.
 */
async function lockedAccount(
  tx: Executor,
  caller: Caller,
  userId: string,
  options: { self?: 'refused' } = {},
): Promise<PersonRecord> {
  const user = await lockUser(tx, userId);
  const person = user ? await findPerson(tx, userId) : null;
  if (!person) throw httpError(404, 'user_not_found', 'This user does not exist');
  if (!mayManageAccount(caller.rules, person, caller.now)) {
    throw httpError(
      403,
      'other_tenants',
      'This person also has access you do not manage (another tenant, other sites or a higher role): change their membership instead',
    );
  }
  if (options.self === 'refused' && userId === caller.userId) {
    throw httpError(403, 'own_account', 'You cannot do this to your own account');
  }
  return person;
}

const tenantsOf = (person: PersonRecord) => person.memberships.map((m) => m.tenant.id);

/** PATCH /api/users/{userId}: the person's first and last names. */
export async function changeNames(
  deps: AppDeps,
  caller: Caller,
  userId: string,
  patch: UserNamesPatch,
): Promise<UserWrite> {
  const changed = await deps.db.transaction(async (tx) => {
    const person = await lockedAccount(tx, caller, userId);
    const { user } = person;
    await assertVersion(tx, caller, user.updatedAt, patch.expected_updated_at, userId);
    const before = userAuditRecord(user);
    const after = {
      ...before,
      ...(patch.first_name !== undefined ? { first_name: patch.first_name } : {}),
      ...(patch.last_name !== undefined ? { last_name: patch.last_name } : {}),
    };
    const changes = changedFields(before, after, ['first_name', 'last_name']);
    if (changes.length === 0) return false;
    const updated = await updateUser(
      tx,
      userId,
      { firstName: after.first_name, lastName: after.last_name },
      caller.now,
    );
    await auditUser(
      tx,
      {
        tenantIds: tenantsOf(person),
        actor: caller.actor,
        action: 'update',
        user: updated,
        changes,
      },
      caller.now,
    );
    return true;
  });
  return answer(deps, caller, userId, changed);
}

/**
 * POST /api/users/{userId}/deactivate: the account cannot sign in any more; its sessions end at
 * once (their tokens are refused on the next request) and its mailed links stop working.
 */
export async function deactivate(
  deps: AppDeps,
  caller: Caller,
  userId: string,
): Promise<UserWrite> {
  await deps.db.transaction(async (tx) => {
    const person = await lockedAccount(tx, caller, userId, { self: 'refused' });
    if (person.user.deactivatedAt) await alreadyDone(tx, caller, userId);
    for (const membership of person.memberships) {
      if (isActiveOwner(valuesOfRecord(membership), caller.now))
        await assertOwnerRemains(tx, membership.tenant.id, { userId }, caller.now);
    }
    const updated = await updateUser(tx, userId, { deactivatedAt: caller.now }, caller.now);
    await revokeSessionsOfUser(tx, userId, 'deactivated', caller.now);
    await spendLinksOfUser(tx, userId, caller.now);
    await auditUser(
      tx,
      {
        tenantIds: tenantsOf(person),
        actor: caller.actor,
        action: 'deactivate',
        user: updated,
        changes: [{ field: 'deactivated_at', from: null, to: caller.now.toISOString() }],
      },
      caller.now,
    );
  });
  return answer(deps, caller, userId, true);
}

/** POST /api/users/{userId}/reactivate: the person signs in again with their password. */
export async function reactivate(
  deps: AppDeps,
  caller: Caller,
  userId: string,
): Promise<UserWrite> {
  await deps.db.transaction(async (tx) => {
    const person = await lockedAccount(tx, caller, userId, { self: 'refused' });
    const since = person.user.deactivatedAt;
    if (!since) await alreadyDone(tx, caller, userId);
    const updated = await updateUser(tx, userId, { deactivatedAt: null }, caller.now);
    await auditUser(
      tx,
      {
        tenantIds: tenantsOf(person),
        actor: caller.actor,
        action: 'reactivate',
        user: updated,
        changes: [{ field: 'deactivated_at', from: since!.toISOString(), to: null }],
      },
      caller.now,
    );
  });
  return answer(deps, caller, userId, true);
}

/**
 * POST /api/users/{userId}/invitation: a new link to an account whose invitation is not
 * accepted yet; the old link stops working.
 */
export async function resendInvitation(
  deps: AppDeps,
  caller: Caller,
  log: FastifyBaseLogger,
  userId: string,
): Promise<UserWrite> {
  const mail = await deps.db.transaction(async (tx) => {
    const person = await lockedAccount(tx, caller, userId);
    const { user } = person;
    if (!user.email) {
      throw httpError(409, 'no_email', 'This account has no e-mail address to send a link to');
    }
    if (user.deactivatedAt || user.passwordHash) await alreadyDone(tx, caller, userId);
    const tenants = [...new Set(person.memberships.map((m) => m.tenant.name))].join(', ');
    const invitation = await newInvitation(deps, tx, caller, user, tenants);
    const updated = await updateUser(tx, userId, {}, caller.now);
    await auditUser(
      tx,
      {
        tenantIds: tenantsOf(person),
        actor: caller.actor,
        action: 'invite',
        user: updated,
        changes: [
          {
            field: 'invitation_sent_at',
            from: person.invitation?.sentAt.toISOString() ?? null,
            to: invitation.sentAt.toISOString(),
          },
        ],
      },
      caller.now,
    );
    return invitation.mail;
  });
  const mailSent = await sendAfterCommit(deps, log, mail, userId);
  return { ...(await answer(deps, caller, userId, true)), mail_sent: mailSent };
}

/**
 * POST /api/users/{userId}/first-password: a new first password for an account without e-mail
 * (which cannot recover its own), to hand over; to be changed at the next sign-in. The
 * account's sessions end.
 */
export async function setFirstPassword(
  deps: AppDeps,
  caller: Caller,
  userId: string,
  password: string,
): Promise<UserWrite> {
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    const person = await lockedAccount(tx, caller, userId, { self: 'refused' });
    const { user } = person;
    if (user.email) {
      throw httpError(
        409,
        'has_email',
        'This account has an e-mail address: the person recovers their password from the sign-in page',
      );
    }
    if (user.deactivatedAt) await alreadyDone(tx, caller, userId);
    const updated = await updateUser(
      tx,
      userId,
      { passwordHash, mustChangePassword: true },
      caller.now,
    );
    await revokeSessionsOfUser(tx, userId, 'first_password_reset', caller.now);
    await clearAccountFailures(tx, accountKey(userId), pairKeyPrefix(userId));
    await auditUser(
      tx,
      {
        tenantIds: tenantsOf(person),
        actor: caller.actor,
        action: 'update',
        user: updated,
        // The password itself is never written; only that a new first one was handed over.
        changes: [{ field: 'first_sign_in_change', from: user.mustChangePassword, to: true }],
      },
      caller.now,
    );
  });
  return answer(deps, caller, userId, true);
}

/**
 * DELETE /api/users/{userId}: takes back an account that has never been used (the invitation
 * not accepted, or the first password never used to sign in), with its memberships. An account
 * that has been used is deactivated instead, so its history keeps its author.
 */
export async function deleteUnusedAccount(
  deps: AppDeps,
  caller: Caller,
  userId: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const person = await lockedAccount(tx, caller, userId, { self: 'refused' });
    const { user } = person;
    if (isConfirmed(user) || (await hasSignedIn(tx, userId))) {
      throw httpError(
        409,
        'user_active',
        'This account has been used: deactivate it instead of deleting it',
      );
    }
    for (const membership of person.memberships) {
      const before = valuesOfRecord(membership);
      await deleteMembershipRow(tx, membership.tenant.id, membership.row.id);
      await auditMembership(
        tx,
        {
          tenantId: membership.tenant.id,
          actor: caller.actor,
          action: 'delete',
          membershipId: membership.row.id,
          user,
          sites: before.sites,
          changes: recordFields(membershipAuditRecord(before), MEMBERSHIP_AUDIT_FIELDS, 'deleted'),
        },
        caller.now,
      );
    }
    await auditUser(
      tx,
      {
        tenantIds: tenantsOf(person),
        actor: caller.actor,
        action: 'delete',
        user,
        changes: recordFields(userAuditRecord(user), USER_AUDIT_FIELDS, 'deleted'),
      },
      caller.now,
    );
    await clearAccountFailures(tx, accountKey(userId), pairKeyPrefix(userId));
    await deleteUnconfirmedUser(tx, userId);
  });
}

import {
  administeredTenantIds,
  displayName,
  grantRefusal,
  isMembershipActive,
  isStaff,
  userState,
  type ManagedMembership,
  type ManagedUser,
  type Subject,
} from '@barnboard/domain';
import type { UserRow } from '../../repositories/users-repository.js';
import type {
  MembershipRecord,
  PersonRecord,
} from '../../repositories/users-manager-repository.js';

/** The person set a password of their own: the invitation is accepted, the first one replaced. */
export function isConfirmed(user: UserRow): boolean {
  return user.passwordHash !== null && !user.mustChangePassword;
}

/** "Name <login>", or the login alone: how the audit trail names a person. */
export function personLabel(user: UserRow): string {
  const login = user.email ?? user.username ?? user.id;
  const name = displayName({
    email: user.email,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
  });
  return name === login || !(user.firstName || user.lastName) ? login : `${name} <${login}>`;
}

function mayManage(caller: Subject, membership: MembershipRecord, now: Date): boolean {
  return (
    grantRefusal(
      caller,
      { tenantId: membership.tenant.id, role: membership.row.role, sites: membership.sites },
      now,
    ) === null
  );
}

/**
 * Whether the caller may act on the account itself: staff; or an account of a farm person
 * (not staff, not integrator) each of whose memberships, on any tenant, the caller manages. An
 * admin of one tenant never deactivates someone another tenant still counts on.
 */
export function mayManageAccount(caller: Subject, person: PersonRecord, now: Date): boolean {
  if (isStaff(caller)) return true;
  return (
    person.user.role === 'user' &&
    person.memberships.length > 0 &&
    person.memberships.every((membership) => mayManage(caller, membership, now))
  );
}

function membershipView(
  caller: Subject,
  membership: MembershipRecord,
  now: Date,
): ManagedMembership {
  const { row, tenant } = membership;
  const expiresAt = row.expiresAt?.toISOString() ?? null;
  return {
    id: row.id,
    tenant: { cloud_id: tenant.id, name: tenant.name, ltrack_access: tenant.ltrackAccess },
    role: row.role,
    sites: membership.sites,
    access_type: row.accessType,
    expires_at: expiresAt,
    use_sharing_name: row.useSharingName,
    sharing_name: row.sharingName,
    expired: !isMembershipActive({ expires_at: expiresAt }, now),
    updated_at: row.updatedAt.toISOString(),
    manageable: mayManage(caller, membership, now),
  };
}

/** The memberships of the person the caller sees: on the tenants they administer (staff: all). */
export function visibleMemberships(
  caller: Subject,
  person: PersonRecord,
  now: Date,
): MembershipRecord[] {
  if (isStaff(caller)) return person.memberships;
  const administered = new Set(administeredTenantIds(caller, now));
  return person.memberships.filter((m) => administered.has(m.tenant.id));
}

/** A person as the users manager shows them to the caller. */
export function personView(caller: Subject, person: PersonRecord, now: Date): ManagedUser {
  const { user, invitation } = person;
  const memberships = visibleMemberships(caller, person, now).map((m) =>
    membershipView(caller, m, now),
  );
  const confirmed = isConfirmed(user);
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    role: user.role,
    state: userState(
      { deactivated_at: user.deactivatedAt?.toISOString() ?? null, confirmed, memberships },
      now,
    ),
    must_change_password: user.mustChangePassword,
    deactivated_at: user.deactivatedAt?.toISOString() ?? null,
    invitation:
      invitation && !confirmed
        ? {
            sent_at: invitation.sentAt.toISOString(),
            expires_at: invitation.expiresAt.toISOString(),
            expired: invitation.expiresAt <= now,
          }
        : null,
    memberships,
    updated_at: user.updatedAt.toISOString(),
    manageable: mayManageAccount(caller, person, now),
  };
}

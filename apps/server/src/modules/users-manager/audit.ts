import type { FieldChange } from '@barnboard/domain';
import type { Executor } from '../../db/database.js';
import { recordAudit, type AuditActor } from '../../repositories/audit-repository.js';
import type { MembershipValues } from '../../repositories/users-manager-repository.js';
import type { UserRow } from '../../repositories/users-repository.js';
import { personLabel } from './views.js';

/** The membership fields the trail records, with the API's names (spec §3). */
export const MEMBERSHIP_AUDIT_FIELDS = [
  'role',
  'sites',
  'access_type',
  'expires_at',
  'use_sharing_name',
  'sharing_name',
] as const;

export type MembershipAuditRecord = {
  role: string;
  sites: 'all' | string[];
  access_type: MembershipValues['accessType'];
  expires_at: Date | null;
  use_sharing_name: boolean;
  sharing_name: string | null;
};

export function membershipAuditRecord(values: MembershipValues): MembershipAuditRecord {
  return {
    role: values.role,
    // Sorted, so the same sites in another order are the same value.
    sites: values.sites === 'all' ? 'all' : [...values.sites].sort(),
    access_type: {
      ...values.accessType,
      feeding: [...values.accessType.feeding].sort(),
    },
    expires_at: values.expiresAt,
    use_sharing_name: values.useSharingName,
    sharing_name: values.sharingName,
  };
}

/** The account fields the trail records (never the password nor its hash). */
export const USER_AUDIT_FIELDS = [
  'email',
  'username',
  'first_name',
  'last_name',
  'locale',
  'deactivated_at',
] as const;

export function userAuditRecord(user: UserRow) {
  return {
    email: user.email,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    locale: user.locale,
    deactivated_at: user.deactivatedAt,
  };
}

/** The one site a membership concerns, for a site admin's view of the trail; null for several. */
function siteOf(sites: 'all' | string[]): string | null {
  return sites !== 'all' && sites.length === 1 ? sites[0]! : null;
}

export async function auditMembership(
  tx: Executor,
  entry: {
    tenantId: string;
    actor: AuditActor;
    action: 'create' | 'update' | 'delete';
    membershipId: string;
    user: UserRow;
    sites: 'all' | string[];
    changes: FieldChange[];
  },
  at: Date,
): Promise<void> {
  await recordAudit(
    tx,
    {
      tenantId: entry.tenantId,
      actor: entry.actor,
      action: entry.action,
      entity: { type: 'membership', id: entry.membershipId, name: personLabel(entry.user) },
      siteId: siteOf(entry.sites),
      changes: entry.changes,
    },
    at,
  );
}

/**
 * An account's change, in the trail of each tenant the person belongs to (the trail is kept per
 * tenant: each tenant's admins read what was done to their people).
 */
export async function auditUser(
  tx: Executor,
  entry: {
    tenantIds: readonly string[];
    actor: AuditActor;
    action: 'invite' | 'create' | 'update' | 'delete' | 'deactivate' | 'reactivate';
    user: UserRow;
    changes: FieldChange[];
  },
  at: Date,
): Promise<void> {
  for (const tenantId of new Set(entry.tenantIds)) {
    await recordAudit(
      tx,
      {
        tenantId,
        actor: entry.actor,
        action: entry.action,
        entity: { type: 'user', id: entry.user.id, name: personLabel(entry.user) },
        changes: entry.changes,
      },
      at,
    );
  }
}

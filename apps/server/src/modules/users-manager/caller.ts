import type { FastifyRequest } from 'fastify';
import {
  grantRefusal,
  type GrantedMembership,
  type GrantRefusal,
  type MembershipFields,
  type Subject as RulesSubject,
  type UserWrite,
} from '@barnboard/domain';
import type { Executor } from '../../db/database.js';
import type { AppDeps } from '../../lib/fastify-types.js';
import { assertNotStale } from '../../lib/stale-write.js';
import { rulesSubject } from '../../plugins/access-guard.js';
import { httpError, StaleWriteError } from '../../plugins/errors.js';
import { auditActor, type AuditActor } from '../../repositories/audit-repository.js';
import {
  findPerson,
  lockOwners,
  sitesOfTenant,
  type MembershipRecord,
  type MembershipValues,
} from '../../repositories/users-manager-repository.js';
import { personView } from './views.js';

/** Who makes a users-manager change, and when. */
export type Caller = { userId: string; rules: RulesSubject; actor: AuditActor; now: Date };

export function callerOf(deps: AppDeps, request: FastifyRequest): Caller {
  const subject = request.subject!;
  return {
    userId: subject.user.id,
    rules: rulesSubject(subject),
    actor: auditActor(subject),
    now: deps.clock.now(),
  };
}

const refusals: Record<GrantRefusal, [string, string]> = {
  not_admin: ['forbidden', 'This action needs additional privileges'],
  role_above_own: ['role_above_own', 'You cannot give a role above your own'],
  sites_outside_reach: [
    'sites_outside_reach',
    'You can give access only to the sites you administer',
  ],
};

/** 403 when the caller may not hold this membership in their hands (domain grantRefusal). */
export function assertMayGrant(caller: Caller, membership: GrantedMembership): void {
  const refusal = grantRefusal(caller.rules, membership, caller.now);
  if (refusal) {
    const [code, message] = refusals[refusal];
    throw httpError(403, code, message);
  }
}

/** The stored values of a membership, as its writes take them. */
export function valuesOfRecord(record: MembershipRecord): MembershipValues {
  const { row } = record;
  return {
    role: row.role,
    sites: record.sites,
    accessType: row.accessType,
    expiresAt: row.expiresAt,
    useSharingName: row.useSharingName,
    sharingName: row.sharingName,
  };
}

/** The values of the API's fields; sites without repeats, in one order. */
export function valuesOfFields(fields: MembershipFields): MembershipValues {
  return {
    role: fields.role,
    sites: fields.sites === 'all' ? 'all' : [...new Set(fields.sites)].sort(),
    accessType: { ...fields.access_type, feeding: [...new Set(fields.access_type.feeding)] },
    expiresAt: fields.expires_at ? new Date(fields.expires_at) : null,
    useSharingName: fields.use_sharing_name,
    sharingName: fields.sharing_name ?? null,
  };
}

/** 400 naming the listed sites that are not the tenant's (another tenant's, or none at all). */
export async function assertSitesOfTenant(
  db: Executor,
  tenantId: string,
  list: 'all' | string[],
  field: string,
): Promise<void> {
  if (list === 'all') return;
  const known = await sitesOfTenant(db, tenantId, list);
  const unknown = list.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw httpError(
      400,
      'site_not_in_tenant',
      `${field}: ${unknown.join(', ')} ${unknown.length === 1 ? 'is not a site' : 'are not sites'} of this tenant`,
      [{ field, reason: 'lists a site that is not one of the tenant' }],
    );
  }
}

/** A sharing name is needed to use one. */
export function assertSharingName(values: MembershipValues, field: string): void {
  if (values.useSharingName && !values.sharingName) {
    throw httpError(400, 'validation_error', `${field}: is required to use the sharing name`, [
      { field, reason: 'is required to use the sharing name' },
    ]);
  }
}

export function isActiveOwner(values: Pick<MembershipValues, 'role' | 'expiresAt'>, now: Date) {
  return values.role === 'owner' && (values.expiresAt === null || values.expiresAt > now);
}

/**
 * Refuses (409 last_owner) to take the owner role away from the last active owner of a tenant:
 * by a change of role or an expiry of the membership, its deletion, or the deactivation of the
 * account. Owners count while they can sign in (a password set, not deactivated). The tenant's
 * owner rows are locked first, so two owners leaving at once cannot both
 * pass. A tenant without any owner (made so by the command line) has nothing to keep.
 */
export async function assertOwnerRemains(
  tx: Executor,
  tenantId: string,
  leaving: { membershipId?: string; userId?: string },
  now: Date,
): Promise<void> {
  const owners = await lockOwners(tx, tenantId);
  // An owner counts while they can sign in: an invitation not accepted yet keeps no tenant.
  const active = owners.filter(
    (owner) => owner.canSignIn && (owner.expiresAt === null || owner.expiresAt > now),
  );
  const remaining = active.filter(
    (owner) => owner.id !== leaving.membershipId && owner.userId !== leaving.userId,
  );
  if (active.length > 0 && remaining.length === 0) {
    throw httpError(
      409,
      'last_owner',
      'The last owner of a tenant cannot be removed, demoted or deactivated: make someone else owner first',
    );
  }
}

/** The person as the caller sees them now (after a write, or in a 409's `current`). */
export async function currentView(deps: AppDeps, caller: Caller, userId: string) {
  const person = await findPerson(deps.db, userId);
  if (!person) throw httpError(404, 'user_not_found', 'This user does not exist');
  return personView(caller.rules, person, deps.clock.now());
}

export async function answer(
  deps: AppDeps,
  caller: Caller,
  userId: string,
  changed: boolean,
): Promise<UserWrite> {
  return { changed, user: await currentView(deps, caller, userId) };
}

/**
 * The stale-write check of docs/administration.md with the person as the caller sees them in
 * the 409's `current`; read with the executor of the write's transaction.
 */
export async function assertVersion(
  tx: Executor,
  caller: Caller,
  stored: Date,
  expected: string,
  userId: string,
): Promise<void> {
  if (stored.getTime() === new Date(expected).getTime()) return;
  const person = await findPerson(tx, userId);
  assertNotStale(stored, expected, person ? personView(caller.rules, person, caller.now) : null);
}

/**
 * 409 edited_elsewhere with the person as they are: someone did it (or its opposite) since
 * the caller read the list (deactivating a deactivated account, resending to a confirmed one).
 */
export async function alreadyDone(tx: Executor, caller: Caller, userId: string): Promise<never> {
  const person = await findPerson(tx, userId);
  throw new StaleWriteError(person ? personView(caller.rules, person, caller.now) : null);
}

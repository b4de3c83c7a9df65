import {
  changedFields,
  isStaff,
  recordFields,
  type MembershipPatch,
  type NewMembershipInput,
  type UserWrite,
} from '@barnboard/domain';
import type { AppDeps } from '../../lib/fastify-types.js';
import { httpError, StaleWriteError } from '../../plugins/errors.js';
import {
  deleteMembershipRow,
  findOtherMembership,
  findPerson,
  findTenant,
  insertMembership,
  lockMembership,
  lockUser,
  updateMembership,
  type MembershipRecord,
  type MembershipValues,
} from '../../repositories/users-manager-repository.js';
import { auditMembership, MEMBERSHIP_AUDIT_FIELDS, membershipAuditRecord } from './audit.js';
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
import { personView, visibleMemberships } from './views.js';
import type { Executor } from '../../db/database.js';
import type { UserRow } from '../../repositories/users-repository.js';

const notFound = () =>
  httpError(404, 'membership_not_found', 'This membership does not exist on this tenant');

/** The membership locked for a write, with its sites and its person. */
async function lockedMembership(
  tx: Executor,
  tenantId: string,
  id: string,
): Promise<{ record: MembershipRecord; user: UserRow }> {
  const row = await lockMembership(tx, tenantId, id);
  if (!row) throw notFound();
  const person = await findPerson(tx, row.userId);
  const record = person?.memberships.find((m) => m.row.id === id);
  if (!person || !record) throw notFound();
  return { record, user: person.user };
}

/**
 * Refuses to create a second membership of a person on a tenant (409 membership_exists, spec §8
 * "already exists"): the one they have is changed instead, expired or not.
 */
export async function assertNoOtherMembership(
  tx: Executor,
  caller: Caller,
  tenantId: string,
  userId: string,
): Promise<void> {
  if (!(await findOtherMembership(tx, tenantId, userId))) return;
  const person = await findPerson(tx, userId);
  throw new StaleWriteError(
    person ? personView(caller.rules, person, caller.now) : null,
    'membership_exists',
    'This person already has a membership on this tenant: change that one instead',
  );
}

/** Creates a membership in the caller's transaction, with its audit event. */
export async function grantMembership(
  tx: Executor,
  caller: Pick<Caller, 'actor' | 'now'>,
  input: { tenantId: string; user: UserRow; values: MembershipValues },
): Promise<string> {
  const row = await insertMembership(tx, {
    tenantId: input.tenantId,
    userId: input.user.id,
    values: input.values,
    now: caller.now,
  });
  await auditMembership(
    tx,
    {
      tenantId: input.tenantId,
      actor: caller.actor,
      action: 'create',
      membershipId: row.id,
      user: input.user,
      sites: input.values.sites,
      changes: [
        { field: 'user', from: null, to: input.user.email ?? input.user.username },
        ...recordFields(membershipAuditRecord(input.values), MEMBERSHIP_AUDIT_FIELDS, 'created'),
      ],
    },
    caller.now,
  );
  return row.id;
}

/** Checks every rule of a membership's values before it is written. */
async function checkValues(
  tx: Executor,
  caller: Caller,
  tenantId: string,
  values: MembershipValues,
  field: string,
): Promise<void> {
  assertMayGrant(caller, { tenantId, role: values.role, sites: values.sites });
  assertSharingName(values, `${field}.sharing_name`);
  await assertSitesOfTenant(tx, tenantId, values.sites, `${field}.sites`);
}

/**
 * POST /api/tenants/{tenantId}/memberships: a membership for a person the caller already sees
 * (a membership on a tenant they administer; staff: anyone). Others are invited by e-mail.
 */
export async function createMembership(
  deps: AppDeps,
  caller: Caller,
  tenantId: string,
  input: NewMembershipInput,
): Promise<UserWrite> {
  const values = valuesOfFields(input);
  await deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, input.user_id);
    const person = user ? await findPerson(tx, user.id) : null;
    if (
      !user ||
      !person ||
      (!isStaff(caller.rules) && visibleMemberships(caller.rules, person, caller.now).length === 0)
    ) {
      throw httpError(404, 'user_not_found', 'This user does not exist');
    }
    await checkValues(tx, caller, tenantId, values, 'body');
    // Staff may name any tenant: one that does not exist is a 404, not a foreign-key 500.
    if (!(await findTenant(tx, tenantId))) {
      throw httpError(404, 'tenant_not_found', 'This tenant does not exist');
    }
    await assertNoOtherMembership(tx, caller, tenantId, user.id);
    await grantMembership(tx, caller, { tenantId, user, values });
  });
  return answer(deps, caller, input.user_id, true);
}

/**
 * PATCH /api/tenants/{tenantId}/memberships/{id}: the caller must manage the membership as it is
 * and as it will be; the last owner keeps the owner role and no expiry.
 */
export async function changeMembership(
  deps: AppDeps,
  caller: Caller,
  tenantId: string,
  id: string,
  patch: MembershipPatch,
): Promise<UserWrite> {
  const { expected_updated_at: expected, ...fields } = patch;
  const userId = await deps.db.transaction(async (tx) => {
    const { record, user } = await lockedMembership(tx, tenantId, id);
    await assertVersion(tx, caller, record.row.updatedAt, expected, user.id);
    const before = valuesOfRecord(record);
    assertMayGrant(caller, { tenantId, role: before.role, sites: before.sites });
    const merged = valuesOfFields({
      role: fields.role ?? before.role,
      sites: fields.sites ?? before.sites,
      access_type: fields.access_type ?? before.accessType,
      expires_at:
        fields.expires_at !== undefined
          ? fields.expires_at
          : (before.expiresAt?.toISOString() ?? null),
      use_sharing_name: fields.use_sharing_name ?? before.useSharingName,
      sharing_name: fields.sharing_name !== undefined ? fields.sharing_name : before.sharingName,
    });
    const changes = changedFields(
      membershipAuditRecord(before),
      membershipAuditRecord(merged),
      MEMBERSHIP_AUDIT_FIELDS,
    );
    if (changes.length === 0) return { userId: user.id, changed: false };
    await checkValues(tx, caller, tenantId, merged, 'body');
    if (isActiveOwner(before, caller.now) && (merged.role !== 'owner' || merged.expiresAt)) {
      await assertOwnerRemains(tx, tenantId, { membershipId: id }, caller.now);
    }
    await updateMembership(tx, { tenantId, id, values: merged, now: caller.now });
    await auditMembership(
      tx,
      {
        tenantId,
        actor: caller.actor,
        action: 'update',
        membershipId: id,
        user,
        sites: merged.sites,
        changes,
      },
      caller.now,
    );
    return { userId: user.id, changed: true };
  });
  return answer(deps, caller, userId.userId, userId.changed);
}

/**
 * POST /api/tenants/{tenantId}/memberships/{id}/end: the membership expires now, so the
 * person's next request already goes without it (the guard reads memberships on every request).
 */
export async function endMembership(
  deps: AppDeps,
  caller: Caller,
  tenantId: string,
  id: string,
  expected: string,
): Promise<UserWrite> {
  const userId = await deps.db.transaction(async (tx) => {
    const { record, user } = await lockedMembership(tx, tenantId, id);
    await assertVersion(tx, caller, record.row.updatedAt, expected, user.id);
    const before = valuesOfRecord(record);
    assertMayGrant(caller, { tenantId, role: before.role, sites: before.sites });
    if (before.expiresAt && before.expiresAt <= caller.now) await alreadyDone(tx, caller, user.id);
    if (isActiveOwner(before, caller.now)) {
      await assertOwnerRemains(tx, tenantId, { membershipId: id }, caller.now);
    }
    await updateMembership(tx, {
      tenantId,
      id,
      values: { expiresAt: caller.now },
      now: caller.now,
    });
    await auditMembership(
      tx,
      {
        tenantId,
        actor: caller.actor,
        action: 'update',
        membershipId: id,
        user,
        sites: before.sites,
        changes: [
          {
            field: 'expires_at',
            from: before.expiresAt?.toISOString() ?? null,
            to: caller.now.toISOString(),
          },
        ],
      },
      caller.now,
    );
    return user.id;
  });
  return answer(deps, caller, userId, true);
}

/** DELETE /api/tenants/{tenantId}/memberships/{id}: gone on the person's next request. */
export async function removeMembership(
  deps: AppDeps,
  caller: Caller,
  tenantId: string,
  id: string,
  expected: string,
): Promise<UserWrite> {
  const userId = await deps.db.transaction(async (tx) => {
    const { record, user } = await lockedMembership(tx, tenantId, id);
    await assertVersion(tx, caller, record.row.updatedAt, expected, user.id);
    const before = valuesOfRecord(record);
    assertMayGrant(caller, { tenantId, role: before.role, sites: before.sites });
    if (isActiveOwner(before, caller.now)) {
      await assertOwnerRemains(tx, tenantId, { membershipId: id }, caller.now);
    }
    await deleteMembershipRow(tx, tenantId, id);
    await auditMembership(
      tx,
      {
        tenantId,
        actor: caller.actor,
        action: 'delete',
        membershipId: id,
        user,
        sites: before.sites,
        changes: recordFields(membershipAuditRecord(before), MEMBERSHIP_AUDIT_FIELDS, 'deleted'),
      },
      caller.now,
    );
    return user.id;
  });
  return answer(deps, caller, userId, true);
}

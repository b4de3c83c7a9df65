import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Membership } from '@barnboard/domain';
import type { Executor } from '../db/database.js';
import {
  membershipSites,
  memberships,
  passwordResets,
  sessions,
  sites,
  tenants,
  users,
} from '../db/schema/index.js';
import type { UserRow } from './users-repository.js';

/**
 * SQL of the users manager (docs/administration.md, "Users manager"): people, their
 * memberships and pending invitations, and the rows its writes lock.
 */

export type MembershipRow = typeof memberships.$inferSelect;

export type MembershipRecord = {
  row: MembershipRow;
  tenant: { id: string; name: string; ltrackAccess: boolean };
  /** 'all', or the listed sites sorted by id (so two readings compare equal). */
  sites: 'all' | string[];
};

export type PersonRecord = {
  user: UserRow;
  /** Every membership of the person, on any tenant, expired or not. */
  memberships: MembershipRecord[];
  /** The newest unused invitation link, if any. */
  invitation: { sentAt: Date; expiresAt: Date } | null;
};

/** Whose people: every account (staff), or those with a membership on one of these tenants. */
export type PeopleReach = 'all' | readonly string[];

async function membershipsOf(db: Executor, userIds: string[]): Promise<MembershipRecord[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ membership: memberships, tenant: tenants })
    .from(memberships)
    .innerJoin(tenants, eq(tenants.id, memberships.tenantId))
    .where(inArray(memberships.userId, userIds))
    .orderBy(asc(tenants.name), asc(memberships.createdAt));
  const listed = rows.filter((r) => !r.membership.allSites).map((r) => r.membership.id);
  const links = listed.length
    ? await db
        .select({ membershipId: membershipSites.membershipId, siteId: membershipSites.siteId })
        .from(membershipSites)
        .where(inArray(membershipSites.membershipId, listed))
        .orderBy(asc(membershipSites.siteId))
    : [];
  return rows.map(({ membership, tenant }) => ({
    row: membership,
    tenant: { id: tenant.id, name: tenant.name, ltrackAccess: tenant.ltrackAccess },
    sites: membership.allSites
      ? 'all'
      : links.filter((l) => l.membershipId === membership.id).map((l) => l.siteId),
  }));
}

async function invitationsOf(
  db: Executor,
  userIds: string[],
): Promise<Map<string, PersonRecord['invitation']>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: passwordResets.userId,
      createdAt: passwordResets.createdAt,
      expiresAt: passwordResets.expiresAt,
    })
    .from(passwordResets)
    .where(
      and(
        inArray(passwordResets.userId, userIds),
        eq(passwordResets.purpose, 'invitation'),
        isNull(passwordResets.usedAt),
      ),
    )
    .orderBy(desc(passwordResets.createdAt));
  const newest = new Map<string, PersonRecord['invitation']>();
  for (const row of rows) {
    if (!newest.has(row.userId))
      newest.set(row.userId, { sentAt: row.createdAt, expiresAt: row.expiresAt });
  }
  return newest;
}

async function people(db: Executor, userRows: UserRow[]): Promise<PersonRecord[]> {
  const ids = userRows.map((u) => u.id);
  const [all, invitations] = await Promise.all([membershipsOf(db, ids), invitationsOf(db, ids)]);
  return userRows.map((user) => ({
    user,
    memberships: all.filter((m) => m.row.userId === user.id),
    invitation: invitations.get(user.id) ?? null,
  }));
}

/** The people within reach, each with all their memberships and their pending invitation. */
export async function listPeople(db: Executor, reach: PeopleReach): Promise<PersonRecord[]> {
  if (reach !== 'all' && reach.length === 0) return [];
  const userRows = await db
    .select()
    .from(users)
    .where(
      reach === 'all'
        ? undefined
        : inArray(
            users.id,
            db
              .selectDistinct({ id: memberships.userId })
              .from(memberships)
              .where(inArray(memberships.tenantId, [...reach])),
          ),
    );
  return people(db, userRows);
}

export async function findPerson(db: Executor, userId: string): Promise<PersonRecord | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user ? ((await people(db, [user]))[0] ?? null) : null;
}

/** The account's row, locked until the transaction ends (every write to a person starts here). */
export async function lockUser(tx: Executor, userId: string): Promise<UserRow | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row ?? null;
}

/** The membership's row, locked until the transaction ends. */
export async function lockMembership(
  tx: Executor,
  tenantId: string,
  id: string,
): Promise<MembershipRow | null> {
  const [row] = await tx
    .select()
    .from(memberships)
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.id, id)))
    .for('update');
  return row ?? null;
}

/**
 * The tenant's owner memberships, locked: two owners demoting each other at once wait for one
 * another, so the second sees that the first is no longer an owner.
 */
export async function lockOwners(
  tx: Executor,
  tenantId: string,
): Promise<{ id: string; userId: string; expiresAt: Date | null; canSignIn: boolean }[]> {
  const rows = await tx
    .select({
      id: memberships.id,
      userId: memberships.userId,
      expiresAt: memberships.expiresAt,
      deactivatedAt: users.deactivatedAt,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.role, 'owner')))
    .for('update', { of: memberships });
  return rows.map(({ deactivatedAt, hasPassword, ...row }) => ({
    ...row,
    canSignIn: hasPassword && deactivatedAt === null,
  }));
}

export async function findTenant(db: Executor, tenantId: string) {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, tenantId));
  return row ?? null;
}

/** The ids of the tenant's sites among `ids`: a membership lists only its tenant's sites. */
export async function sitesOfTenant(
  db: Executor,
  tenantId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.tenantId, tenantId), inArray(sites.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}

/** A membership of the user on the tenant other than `except`, if any. */
export async function findOtherMembership(
  db: Executor,
  tenantId: string,
  userId: string,
  except?: string,
): Promise<MembershipRow | null> {
  const [row] = await db
    .select()
    .from(memberships)
    .where(
      and(
        eq(memberships.tenantId, tenantId),
        eq(memberships.userId, userId),
        except ? ne(memberships.id, except) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

export type MembershipValues = {
  role: Membership['role'];
  sites: 'all' | string[];
  accessType: Membership['access_type'];
  expiresAt: Date | null;
  useSharingName: boolean;
  sharingName: string | null;
};

async function writeSites(
  tx: Executor,
  tenantId: string,
  membershipId: string,
  list: 'all' | string[],
): Promise<void> {
  await tx
    .delete(membershipSites)
    .where(
      and(eq(membershipSites.tenantId, tenantId), eq(membershipSites.membershipId, membershipId)),
    );
  if (list !== 'all' && list.length > 0) {
    await tx
      .insert(membershipSites)
      .values(list.map((siteId) => ({ tenantId, membershipId, siteId })));
  }
}

export async function insertMembership(
  tx: Executor,
  input: { tenantId: string; userId: string; values: MembershipValues; now: Date },
): Promise<MembershipRow> {
  const { values } = input;
  const [row] = await tx
    .insert(memberships)
    .values({
      tenantId: input.tenantId,
      userId: input.userId,
      role: values.role,
      allSites: values.sites === 'all',
      accessType: values.accessType,
      expiresAt: values.expiresAt,
      useSharingName: values.useSharingName,
      sharingName: values.sharingName,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  await writeSites(tx, input.tenantId, row!.id, values.sites);
  return row!;
}

export async function updateMembership(
  tx: Executor,
  input: { tenantId: string; id: string; values: Partial<MembershipValues>; now: Date },
): Promise<void> {
  const { values } = input;
  await tx
    .update(memberships)
    .set({
      ...(values.role !== undefined ? { role: values.role } : {}),
      ...(values.sites !== undefined ? { allSites: values.sites === 'all' } : {}),
      ...(values.accessType !== undefined ? { accessType: values.accessType } : {}),
      ...(values.expiresAt !== undefined ? { expiresAt: values.expiresAt } : {}),
      ...(values.useSharingName !== undefined ? { useSharingName: values.useSharingName } : {}),
      ...(values.sharingName !== undefined ? { sharingName: values.sharingName } : {}),
      updatedAt: input.now,
    })
    .where(and(eq(memberships.tenantId, input.tenantId), eq(memberships.id, input.id)));
  if (values.sites !== undefined) await writeSites(tx, input.tenantId, input.id, values.sites);
}

export async function deleteMembershipRow(tx: Executor, tenantId: string, id: string) {
  await tx
    .delete(memberships)
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.id, id)));
}

/**
 * Removes an account that never signed in (an invitation taken back): its links, then the
 * account. Its memberships are removed by the caller first (each with its audit event).
 */
export async function deleteUnconfirmedUser(tx: Executor, userId: string): Promise<void> {
  await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
  await tx.delete(users).where(eq(users.id, userId));
}

/** Whether an e-mail address or a username is taken (case ignored). */
export async function loginTaken(db: Executor, login: string): Promise<boolean> {
  const value = login.trim().toLowerCase();
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${value} or lower(${users.username}) = ${value}`)
    .limit(1);
  return row !== undefined;
}

/** Whether the account ever started a session (signed in through the token endpoint). */
export async function hasSignedIn(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .limit(1);
  return row !== undefined;
}

import { and, eq, inArray } from 'drizzle-orm';
import type { Membership } from '@barnboard/domain';
import type { Executor } from '../db/database.js';
import { membershipSites, memberships, tenants, users } from '../db/schema/index.js';

/**
 * Every membership of a user, expired ones included (the rules decide what counts, at the
 * instant of the request), in the API shape of spec §3.
 */
export async function listMembershipsOfUser(db: Executor, userId: string): Promise<Membership[]> {
  const rows = await db
    .select({ membership: memberships, tenant: tenants, email: users.email })
    .from(memberships)
    .innerJoin(tenants, eq(tenants.id, memberships.tenantId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.userId, userId))
    .orderBy(tenants.name, memberships.createdAt);
  if (rows.length === 0) return [];

  const listed = rows.filter((row) => !row.membership.allSites).map((row) => row.membership.id);
  const siteLinks = listed.length
    ? await db
        .select({ membershipId: membershipSites.membershipId, siteId: membershipSites.siteId })
        .from(membershipSites)
        .where(inArray(membershipSites.membershipId, listed))
    : [];

  return rows.map(({ membership, tenant, email }) => ({
    id: membership.id,
    tenant: { cloud_id: tenant.id, name: tenant.name, ltrack_access: tenant.ltrackAccess },
    role: membership.role,
    sites: membership.allSites
      ? 'all'
      : siteLinks.filter((link) => link.membershipId === membership.id).map((link) => link.siteId),
    use_sharing_name: membership.useSharingName,
    sharing_name: membership.sharingName,
    access_type: membership.accessType,
    expires_at: membership.expiresAt?.toISOString() ?? null,
    user_email: email,
  }));
}

/** The tenants a user has a membership on, expired or not (the users manager's reach). */
export async function listMembershipTenantIds(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ tenantId: memberships.tenantId })
    .from(memberships)
    .where(eq(memberships.userId, userId));
  return rows.map((row) => row.tenantId);
}

export type NewMembership = {
  tenantId: string;
  userId: string;
  role: Membership['role'];
  sites: 'all' | string[];
  accessType: Membership['access_type'];
  expiresAt?: Date | null;
  useSharingName?: boolean;
  sharingName?: string | null;
};

/** Creates a membership and its site links in one transaction. */
export async function createMembership(db: Executor, input: NewMembership): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(memberships)
      .values({
        tenantId: input.tenantId,
        userId: input.userId,
        role: input.role,
        allSites: input.sites === 'all',
        accessType: input.accessType,
        expiresAt: input.expiresAt ?? null,
        useSharingName: input.useSharingName ?? false,
        sharingName: input.sharingName ?? null,
      })
      .returning({ id: memberships.id });
    const id = row!.id;
    if (input.sites !== 'all' && input.sites.length > 0) {
      await tx
        .insert(membershipSites)
        .values(
          input.sites.map((siteId) => ({ tenantId: input.tenantId, membershipId: id, siteId })),
        );
    }
    return id;
  });
}

export async function deleteMembership(db: Executor, tenantId: string, id: string): Promise<void> {
  await db
    .delete(memberships)
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.id, id)));
}

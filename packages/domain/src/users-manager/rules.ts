/**
 * The users manager's rules (spec §5, §6; docs/administration.md, "Users manager"): who may
 * grant what, on which sites; a person's state. Pure functions, used by the server's services
 * and by the web forms (which only hide what the server would refuse anyway).
 */
import { activeMemberships, isMembershipActive, isStaff, type Subject } from '../access/rules.js';
import { hasAdminRights, roleRank, type MembershipRole } from '../access/roles.js';
import type { UserState } from './api.js';

/** Sites of a tenant: 'all' (present and future) or a list. */
export type SiteReach = 'all' | readonly string[];

/** The strongest role the subject holds on the tenant, on active memberships; staff: 'staff'. */
export function roleOnTenant(
  subject: Subject,
  tenantId: string,
  now: Date,
): MembershipRole | 'staff' | null {
  if (isStaff(subject)) return 'staff';
  const roles = activeMemberships(subject.memberships, now)
    .filter((m) => m.tenant.cloud_id === tenantId)
    .map((m) => m.role);
  if (roles.length === 0) return null;
  return roles.reduce((best, role) => (roleRank(role) > roleRank(best) ? role : best));
}

/** Tenants on which the subject is owner or admin on an active membership. */
export function administeredTenantIds(subject: Subject, now: Date): string[] {
  return [
    ...new Set(
      activeMemberships(subject.memberships, now)
        .filter((m) => hasAdminRights(m.role))
        .map((m) => m.tenant.cloud_id),
    ),
  ];
}

/**
 * The sites of the tenant the subject administers (spec §6: owner or admin on a membership
 * covering the site): 'all' when one such membership covers every site, present and future.
 */
export function administeredSites(subject: Subject, tenantId: string, now: Date): SiteReach {
  if (isStaff(subject)) return 'all';
  const admin = activeMemberships(subject.memberships, now).filter(
    (m) => m.tenant.cloud_id === tenantId && hasAdminRights(m.role),
  );
  if (admin.some((m) => m.sites === 'all')) return 'all';
  return [...new Set(admin.flatMap((m) => (m.sites === 'all' ? [] : m.sites)))];
}

/** Whether `sites` lie within `reach`: 'all' needs a reach of 'all'. */
export function sitesWithin(reach: SiteReach, sites: SiteReach): boolean {
  if (reach === 'all') return true;
  if (sites === 'all') return false;
  return sites.every((site) => reach.includes(site));
}

/** An admin grants any role up to their own, never above (spec §6); staff grant every role. */
export function mayGrantRole(
  grantor: MembershipRole | 'staff' | null,
  role: MembershipRole,
): boolean {
  if (grantor === 'staff') return true;
  if (!grantor || !hasAdminRights(grantor)) return false;
  return roleRank(role) <= roleRank(grantor);
}

/** The part of a membership the grant rules read. */
export type GrantedMembership = { tenantId: string; role: MembershipRole; sites: SiteReach };

export type GrantRefusal = 'not_admin' | 'role_above_own' | 'sites_outside_reach';

/**
 * Why the subject may not hold this membership in their hands (create it, change it to it, or
 * change, end or delete it as it is), or null when they may: they administer the tenant, the
 * role is not above their own, and every site is one they administer.
 */
export function grantRefusal(
  subject: Subject,
  membership: GrantedMembership,
  now: Date,
): GrantRefusal | null {
  const role = roleOnTenant(subject, membership.tenantId, now);
  if (role !== 'staff' && (!role || !hasAdminRights(role))) return 'not_admin';
  if (!mayGrantRole(role, membership.role)) return 'role_above_own';
  if (!sitesWithin(administeredSites(subject, membership.tenantId, now), membership.sites))
    return 'sites_outside_reach';
  return null;
}

/** The facts a person's state is read from. */
export type StateFacts = {
  deactivated_at: string | null;
  /** The person set their own password (accepted the invitation or replaced the first one). */
  confirmed: boolean;
  memberships: { expires_at: string | null }[];
};

/**
 * Deactivated first, then not confirmed, then expired when every membership shown has ended;
 * otherwise active. A person with no membership shown (staff's view of an account without any)
 * is active unless deactivated or unconfirmed.
 */
export function userState(facts: StateFacts, now: Date): UserState {
  if (facts.deactivated_at) return 'deactivated';
  if (!facts.confirmed) return 'invited';
  if (facts.memberships.length > 0 && !facts.memberships.some((m) => isMembershipActive(m, now)))
    return 'expired';
  return 'active';
}

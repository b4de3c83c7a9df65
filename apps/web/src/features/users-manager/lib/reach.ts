import {
  administeredSites,
  administeredTenantIds,
  isStaff,
  MEMBERSHIP_ROLES,
  mayGrantRole,
  roleOnTenant,
  type MembershipRole,
  type Site,
  type SiteReach,
} from '@barnboard/domain';
import { subjectOf } from '../../../lib/session/home-path';
import type { SessionData } from '../../../lib/session/session-store';

/** An organisation the signed-in user administers, as the users manager's forms offer it. */
export type TenantReach = {
  id: string;
  name: string;
  ltrackAccess: boolean;
  /** The user's role there ('staff' for staff). */
  role: MembershipRole | 'staff';
  /** The sites they may grant: 'all', or those listed. */
  sites: SiteReach;
  /** The organisation's sites the user sees (the site list of their session), by name. */
  knownSites: Site[];
};

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/**
 * The organisations the user administers (spec §6), from their session: an owner or admin
 * membership still active; staff, every organisation of the sites they see.
 */
export function adminReach(data: SessionData, now: Date): TenantReach[] {
  const subject = subjectOf(data);
  const staff = isStaff(subject);
  const ids = staff
    ? [...new Set(data.sites.map((site) => site.tenant.cloud_id))]
    : administeredTenantIds(subject, now);
  return ids
    .map((id): TenantReach | null => {
      const tenant =
        data.memberships.find((m) => m.tenant.cloud_id === id)?.tenant ??
        data.sites.find((site) => site.tenant.cloud_id === id)?.tenant;
      const role = roleOnTenant(subject, id, now);
      if (!tenant || !role) return null;
      return {
        id,
        name: tenant.name,
        ltrackAccess: tenant.ltrack_access,
        role,
        sites: administeredSites(subject, id, now),
        knownSites: data.sites.filter((site) => site.tenant.cloud_id === id).sort(byName),
      };
    })
    .filter((reach): reach is TenantReach => reach !== null)
    .sort(byName);
}

/** The roles the user may give on the organisation: up to their own (spec §6). */
export function grantableRoles(reach: TenantReach): MembershipRole[] {
  return MEMBERSHIP_ROLES.filter((role) => mayGrantRole(reach.role, role));
}

/** Whether the user may grant access to this site. */
export function siteInReach(reach: TenantReach, siteId: string): boolean {
  return reach.sites === 'all' || reach.sites.includes(siteId);
}

import {
  activeMemberships,
  isAdminOfSite,
  isStaff,
  type SiteGrant,
  type Subject,
} from '../access/rules.js';
import { hasAdminRights } from '../access/roles.js';

/**
 * Who may do what in the admin area (spec §6; docs/administration.md), beside the site rules of
 * access/rules.ts. Pure functions of the caller and the time, used by the server's guard and
 * services and by the web app.
 */

/**
 * Whether the caller administers anything: staff, or owner or admin on an active membership. The
 * admin pages' lists answer 403 to everyone else (a manager, a member).
 */
export function administersAnything(subject: Subject, now: Date): boolean {
  return (
    isStaff(subject) ||
    activeMemberships(subject.memberships, now).some((m) => hasAdminRights(m.role))
  );
}

/** Owner or admin of the tenant on an active membership, whatever its sites (or staff). */
export function isAdminOfTenant(subject: Subject, tenantId: string, now: Date): boolean {
  return (
    isStaff(subject) ||
    activeMemberships(subject.memberships, now).some(
      (m) => m.tenant.cloud_id === tenantId && hasAdminRights(m.role),
    )
  );
}

/**
 * Adding a site to a tenant: staff, or owner or admin on a membership covering all the tenant's
 * sites, present and future. An admin of some sites only would not administer the site they add
 * (their membership lists sites), so they may not add one.
 */
export function canCreateSitesOf(subject: Subject, tenantId: string, now: Date): boolean {
  return (
    isStaff(subject) ||
    activeMemberships(subject.memberships, now).some(
      (m) => m.tenant.cloud_id === tenantId && hasAdminRights(m.role) && m.sites === 'all',
    )
  );
}

/**
 * A dictionary item belongs to the tenant that created it; the tenant acts through the admins of
 * every site the item is offered on (or staff). An admin of only some of them sees the item in
 * their sites' dictionary but may neither edit nor delete it (the dictionary's forbidden message).
 */
export function canChangeDictionaryItem(
  subject: Subject,
  itemSites: Pick<SiteGrant, 'id' | 'tenant'>[],
  now: Date,
): boolean {
  if (isStaff(subject)) return true;
  return itemSites.length > 0 && itemSites.every((site) => isAdminOfSite(subject, site, now));
}

/** Whether the caller sees the item in the dictionary manager: admin of one of its sites. */
export function canSeeDictionaryItem(
  subject: Subject,
  itemSites: Pick<SiteGrant, 'id' | 'tenant'>[],
  now: Date,
): boolean {
  return isStaff(subject) || itemSites.some((site) => isAdminOfSite(subject, site, now));
}

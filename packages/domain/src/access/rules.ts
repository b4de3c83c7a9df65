/**
 * The access rules of spec §6, written once and used by the server's route guards and the web
 * menus. Pure functions of the user, their memberships, the site and the current time: expiry is
 * evaluated at the instant given, never taken from a token.
 */
import type { AccessArea, FeedingArea, MembershipRole, UserRole } from './roles.js';
import { hasAdminRights, hasManagerRights, roleRank } from './roles.js';

export type AccessType = { feeding: FeedingArea[]; zootech: boolean; silo: boolean };

/** The part of a membership the rules read. */
export type MembershipGrant = {
  tenant: { cloud_id: string; ltrack_access: boolean };
  role: MembershipRole;
  sites: 'all' | string[];
  access_type: AccessType;
  expires_at: string | null;
};

/** What a site itself is subscribed to (spec §3): 'all', or lists per area. */
export type SiteAccess = 'all' | { feeding?: ('all' | FeedingArea)[]; zootech?: string[] };

/** The part of a site the rules read. */
export type SiteGrant = {
  id: string;
  tenant: { cloud_id: string; ltrack_access: boolean };
  access: SiteAccess;
};

export type Subject = { role: UserRole; memberships: MembershipGrant[] };

export function isStaff(subject: Pick<Subject, 'role'>): boolean {
  return subject.role === 'staff';
}

export function isIntegrator(subject: Pick<Subject, 'role'>): boolean {
  return subject.role === 'integrator';
}

/** A membership counts while it has no expiry or its expiry is still ahead. */
export function isMembershipActive(
  membership: Pick<MembershipGrant, 'expires_at'>,
  now: Date,
): boolean {
  return membership.expires_at === null || Date.parse(membership.expires_at) > now.getTime();
}

export function activeMemberships<M extends MembershipGrant>(memberships: M[], now: Date): M[] {
  return memberships.filter((membership) => isMembershipActive(membership, now));
}

/** A user has any access only if staff, integrator, or holding at least one active membership. */
export function hasAnyAccess(subject: Subject, now: Date): boolean {
  return (
    isStaff(subject) ||
    isIntegrator(subject) ||
    activeMemberships(subject.memberships, now).length > 0
  );
}

export function membershipCoversSite(
  membership: MembershipGrant,
  site: Pick<SiteGrant, 'id' | 'tenant'>,
): boolean {
  return (
    membership.tenant.cloud_id === site.tenant.cloud_id &&
    (membership.sites === 'all' || membership.sites.includes(site.id))
  );
}

/** Active memberships that cover the site. */
export function grantsForSite(
  subject: Subject,
  site: Pick<SiteGrant, 'id' | 'tenant'>,
  now: Date,
): MembershipGrant[] {
  return activeMemberships(subject.memberships, now).filter((m) => membershipCoversSite(m, site));
}

/** The strongest role the subject holds on the site, 'staff' for staff, null without access. */
export function roleOnSite(
  subject: Subject,
  site: Pick<SiteGrant, 'id' | 'tenant'>,
  now: Date,
): MembershipRole | 'staff' | null {
  if (isStaff(subject)) return 'staff';
  const roles = grantsForSite(subject, site, now).map((m) => m.role);
  if (roles.length === 0) return null;
  return roles.reduce((best, role) => (roleRank(role) > roleRank(best) ? role : best));
}

export function canViewSite(
  subject: Subject,
  site: Pick<SiteGrant, 'id' | 'tenant'>,
  now: Date,
): boolean {
  return roleOnSite(subject, site, now) !== null;
}

/** Owner or admin of the site's tenant on a membership covering the site (or staff). */
export function isAdminOfSite(
  subject: Subject,
  site: Pick<SiteGrant, 'id' | 'tenant'>,
  now: Date,
): boolean {
  const role = roleOnSite(subject, site, now);
  return role === 'staff' || (role !== null && hasAdminRights(role));
}

/** Any role other than member on a membership covering the site (or staff). */
export function isManagerOfSite(
  subject: Subject,
  site: Pick<SiteGrant, 'id' | 'tenant'>,
  now: Date,
): boolean {
  const role = roleOnSite(subject, site, now);
  return role === 'staff' || (role !== null && hasManagerRights(role));
}

/** Silo access of a site: its tenant has L-Track access. */
export function siteHasSiloAccess(site: Pick<SiteGrant, 'tenant'>): boolean {
  return site.tenant.ltrack_access;
}

function siteFeedingAreas(access: SiteAccess): FeedingArea[] {
  if (access === 'all') return ['gestation', 'lactation'];
  const feeding = access.feeding ?? [];
  if (feeding.includes('all')) return ['gestation', 'lactation'];
  return feeding.filter((area): area is FeedingArea => area !== 'all');
}

/** Whether the site itself is subscribed to an area. */
export function siteHasArea(site: SiteGrant, area: AccessArea): boolean {
  switch (area) {
    case 'silo':
      return siteHasSiloAccess(site);
    case 'zootech':
      return site.access === 'all' || (site.access.zootech ?? []).length > 0;
    case 'feeding':
      return siteFeedingAreas(site.access).length > 0;
    default:
      return siteFeedingAreas(site.access).includes(area);
  }
}

function grantHasArea(grant: MembershipGrant, area: AccessArea): boolean {
  switch (area) {
    case 'silo':
      return grant.access_type.silo;
    case 'zootech':
      return grant.access_type.zootech;
    case 'feeding':
      return grant.access_type.feeding.length > 0;
    default:
      return grant.access_type.feeding.includes(area);
  }
}

/** Whether the user's own access on the site includes an area (staff: every area). */
export function userHasAreaOnSite(
  subject: Subject,
  site: SiteGrant,
  area: AccessArea,
  now: Date,
): boolean {
  if (isStaff(subject)) return true;
  return grantsForSite(subject, site, now).some((grant) => grantHasArea(grant, area));
}

/** A tile or page of an area shows only when both the site and the user allow it (spec §6). */
export function canAccessArea(
  subject: Subject,
  site: SiteGrant,
  area: AccessArea,
  now: Date,
): boolean {
  return siteHasArea(site, area) && userHasAreaOnSite(subject, site, area, now);
}

/**
 * Area access for the current site, or, with no current site, on any of the sites (spec §6:
 * "with no current site, access is granted if any site has it").
 */
export function canAccessAreaAt(
  subject: Subject,
  currentSite: SiteGrant | null,
  sites: SiteGrant[],
  area: AccessArea,
  now: Date,
): boolean {
  if (currentSite) return canAccessArea(subject, currentSite, area, now);
  return sites.some((site) => canAccessArea(subject, site, area, now));
}

/** Silos menu: any site with silo access that the user may use, or no sites at all (spec §2). */
export function canSeeSilos(subject: Subject, sites: SiteGrant[], now: Date): boolean {
  if (sites.length === 0) return true;
  return sites.some((site) => canAccessArea(subject, site, 'silo', now));
}

/** What a site holds data of (the sites API's `holds`). */
export type SiteData = { gestation: boolean; lactation: boolean; herd: boolean; bins: boolean };

/**
 * How many of the areas the user may open on a site hold data there (gestation, lactation, herd,
 * bins): 0 for a site that would show the user only "No data".
 */
export function areasShowingData(
  subject: Subject,
  site: SiteGrant & { holds: SiteData },
  now: Date,
): number {
  const { holds } = site;
  const areas: [boolean, AccessArea][] = [
    [holds.gestation, 'gestation'],
    [holds.lactation, 'lactation'],
    [holds.herd, 'zootech'],
    [holds.bins, 'silo'],
  ];
  return areas.filter(([held, area]) => held && canAccessArea(subject, site, area, now)).length;
}

/** Farm comparison needs a site the user manages with both gestation and lactation feeding. */
export function canUseFarmComparison(subject: Subject, sites: SiteGrant[], now: Date): boolean {
  return sites.some(
    (site) =>
      isManagerOfSite(subject, site, now) &&
      siteHasArea(site, 'gestation') &&
      siteHasArea(site, 'lactation'),
  );
}

/** Admin pages (sites, users, dictionary managers): admin of at least one site, or staff. */
export function canAdministerAnySite(subject: Subject, sites: SiteGrant[], now: Date): boolean {
  return isStaff(subject) || sites.some((site) => isAdminOfSite(subject, site, now));
}

/** L-Track subscriptions: admin of a site whose tenant has L-Track access, with silo access. */
export function canManageLtrackSubscriptions(
  subject: Subject,
  sites: SiteGrant[],
  now: Date,
): boolean {
  return sites.some(
    (site) => isAdminOfSite(subject, site, now) && canAccessArea(subject, site, 'silo', now),
  );
}

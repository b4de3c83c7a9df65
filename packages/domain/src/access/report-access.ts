/**
 * Who sees which herd report (spec §2 side menu, §6): the rules the menus, the report screens and
 * the server's guard share, written on the general rules of rules.ts.
 */
import {
  canAccessArea,
  canAccessAreaAt,
  canUseFarmComparison,
  isManagerOfSite,
  type SiteGrant,
  type Subject,
} from './rules.js';

/**
 * Manager rights where the user is: on the current site, or with no current site on any site
 * (spec §6, "with no current site, access is granted if any site has it").
 */
export function isManagerAt(
  subject: Subject,
  currentSite: SiteGrant | null,
  sites: SiteGrant[],
  now: Date,
): boolean {
  if (currentSite) return isManagerOfSite(subject, currentSite, now);
  return sites.some((site) => isManagerOfSite(subject, site, now));
}

/** The users report (spec §2 "users-report (managers only)"): zootech, as a manager. */
export function canSeeUsersReport(
  subject: Subject,
  currentSite: SiteGrant | null,
  sites: SiteGrant[],
  now: Date,
): boolean {
  return (
    canAccessAreaAt(subject, currentSite, sites, 'zootech', now) &&
    isManagerAt(subject, currentSite, sites, now)
  );
}

/** A site may stand in a farm comparison when the user may read its herd KPIs there. */
export function canCompareSite(subject: Subject, site: SiteGrant, now: Date): boolean {
  return canAccessArea(subject, site, 'zootech', now);
}

/**
 * A farm comparison of these sites: the user may open the comparison (a site they manage with
 * both gestation and lactation feeding, among all of theirs) and read every compared site.
 */
export function canCompareFarms(
  subject: Subject,
  userSites: SiteGrant[],
  compared: SiteGrant[],
  now: Date,
): boolean {
  return (
    canUseFarmComparison(subject, userSites, now) &&
    compared.every((site) => canCompareSite(subject, site, now))
  );
}

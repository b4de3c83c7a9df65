/**
 * Sharing names (docs/access-rules.md, "Sharing names"): a tenant shares a site with a partner
 * through a membership that uses a sharing name, and the partner then knows neither the owner nor
 * the site's own name. The server applies these rules to every answer a partner gets (the site list, a site
 * changed, the memberships); the live streams name sites by id only.
 */
import type { Membership, Site } from '../api/sites.js';
import { activeMemberships, isStaff, membershipCoversSite, type Subject } from './rules.js';

type SharingSubject = Pick<Subject, 'role'> & { memberships: Membership[] };

/**
 * Whether the subject knows a tenant by its own name: staff, and anyone holding an active
 * membership of the tenant that does not use a sharing name (they belong to the farm).
 */
export function knowsTenantByName(subject: SharingSubject, tenantId: string, now: Date): boolean {
  return (
    isStaff(subject) ||
    activeMemberships(subject.memberships, now).some(
      (m) => m.tenant.cloud_id === tenantId && !m.use_sharing_name,
    )
  );
}

/** The sharing membership the subject sees the site through, or null when it knows the site's name. */
export function sharingMembershipFor(
  subject: SharingSubject,
  site: Pick<Site, 'id' | 'tenant'>,
  now: Date,
): Membership | null {
  if (knowsTenantByName(subject, site.tenant.cloud_id, now)) return null;
  return (
    activeMemberships(subject.memberships, now).find(
      (m) => m.use_sharing_name && membershipCoversSite(m, site),
    ) ?? null
  );
}

/**
 * The site as a partner sees it: named by the site's sharing name (or, without one, by the name
 * the membership gives the owner), its owner named by the membership's sharing name, and nothing
 * that would locate the farm (street address, suite, city, postal code, access code). The region,
 * country and time zone stay: reports need the site's clock.
 */
export function siteSeenBy<S extends Site>(subject: SharingSubject, site: S, now: Date): S {
  const sharing = sharingMembershipFor(subject, site, now);
  if (!sharing) return site;
  const ownerName = sharing.sharing_name ?? '';
  return {
    ...site,
    name: site.sharing_name ?? ownerName,
    tenant: { ...site.tenant, name: ownerName },
    address: null,
    apartment: null,
    city: null,
    zip: null,
    access_code: null,
  };
}

/** The subject's memberships as it may read them: a sharing membership names its tenant by the sharing name. */
export function membershipsSeenBy(subject: SharingSubject, now: Date): Membership[] {
  return subject.memberships.map((m) =>
    m.use_sharing_name && !knowsTenantByName(subject, m.tenant.cloud_id, now)
      ? { ...m, tenant: { ...m.tenant, name: m.sharing_name ?? '' } }
      : m,
  );
}

import type { ManagedMembership, MembershipFields, MembershipRole } from '@barnboard/domain';
import { DateTime } from 'luxon';
import { siteInReach, type TenantReach } from './reach';

/** What the membership form holds (spec §3): one field per control. */
export type MembershipFormValues = {
  tenantId: string;
  role: MembershipRole;
  /** Every site of the organisation, present and future; otherwise the chosen ones. */
  allSites: boolean;
  sites: string[];
  gestation: boolean;
  lactation: boolean;
  zootech: boolean;
  silo: boolean;
  /** Whether it ends; then the last day it is valid, on the current site's calendar. */
  expires: boolean;
  expiresOn: string;
  useSharingName: boolean;
  sharingName: string;
};

export type MembershipField = 'tenantId' | 'role' | 'sites' | 'expiresOn' | 'sharingName';

export type MembershipFormError =
  | 'tenantRequired'
  | 'roleAboveOwn'
  | 'sitesRequired'
  | 'sitesOutsideReach'
  | 'expiryRequired'
  | 'sharingNameRequired';

export type MembershipErrors = Partial<Record<MembershipField, MembershipFormError>>;

/**
 * A new membership's values: a member, on the current site when the user may grant it (else no
 * site yet: one must be chosen), with every area the organisation has, never ending.
 */
export function newMembershipValues(
  reach: TenantReach | undefined,
  currentSiteId: string | null,
): MembershipFormValues {
  const preselected =
    reach && currentSiteId && reach.knownSites.some((site) => site.id === currentSiteId)
      ? siteInReach(reach, currentSiteId)
      : false;
  return {
    tenantId: reach?.id ?? '',
    role: 'member',
    allSites: false,
    sites: preselected && currentSiteId ? [currentSiteId] : [],
    gestation: true,
    lactation: true,
    zootech: true,
    silo: reach?.ltrackAccess ?? false,
    expires: false,
    expiresOn: '',
    useSharingName: false,
    sharingName: '',
  };
}

/**
 * The last day a membership is valid, on the calendar of `timeZone`: it ends at the midnight
 * that closes that day. An end that is not a midnight there (ended now) is on its own day.
 */
export function expiryDay(expiresAt: string, timeZone: string): string {
  const end = DateTime.fromISO(expiresAt, { zone: timeZone });
  const atMidnight = end.equals(end.startOf('day'));
  return (atMidnight ? end.minus({ days: 1 }) : end).toISODate() ?? '';
}

/** The instant a membership valid through `day` ends: the next midnight in `timeZone`. */
export function expiryInstant(day: string, timeZone: string): string {
  const start = DateTime.fromISO(day, { zone: timeZone });
  return start.plus({ days: 1 }).startOf('day').toUTC().toISO() ?? '';
}

export function membershipValues(
  membership: ManagedMembership,
  timeZone: string,
): MembershipFormValues {
  const { access_type: access } = membership;
  return {
    tenantId: membership.tenant.cloud_id,
    role: membership.role,
    allSites: membership.sites === 'all',
    sites: membership.sites === 'all' ? [] : [...membership.sites],
    gestation: access.feeding.includes('gestation'),
    lactation: access.feeding.includes('lactation'),
    zootech: access.zootech,
    silo: access.silo,
    expires: membership.expires_at !== null,
    expiresOn: membership.expires_at ? expiryDay(membership.expires_at, timeZone) : '',
    useSharingName: membership.use_sharing_name,
    sharingName: membership.sharing_name ?? '',
  };
}

/**
 * The form's errors, checked as the server checks them (it checks again): an organisation, a
 * role up to the user's own, all sites or at least one (spec §5; the user may grant all only
 * when they administer all), an expiry date when it ends, a sharing name when it is used.
 * Sites the membership already lists outside the user's reach are theirs to keep, not to add.
 */
export function checkMembership(
  values: MembershipFormValues,
  reach: TenantReach | undefined,
  grantable: MembershipRole[],
): MembershipErrors {
  const errors: MembershipErrors = {};
  if (!reach) errors.tenantId = 'tenantRequired';
  if (!grantable.includes(values.role)) errors.role = 'roleAboveOwn';
  if (!values.allSites && values.sites.length === 0) errors.sites = 'sitesRequired';
  else if (
    reach &&
    (values.allSites
      ? reach.sites !== 'all'
      : values.sites.some((site) => !siteInReach(reach, site)))
  )
    errors.sites = 'sitesOutsideReach';
  if (values.expires && !/^\d{4}-\d{2}-\d{2}$/.test(values.expiresOn))
    errors.expiresOn = 'expiryRequired';
  if (values.useSharingName && !values.sharingName.trim())
    errors.sharingName = 'sharingNameRequired';
  return errors;
}

/** The API's fields of the form's values; the expiry at the end of its day in `timeZone`. */
export function membershipFields(values: MembershipFormValues, timeZone: string): MembershipFields {
  const sharingName = values.sharingName.trim();
  return {
    role: values.role,
    sites: values.allSites ? 'all' : [...values.sites],
    access_type: {
      feeding: [
        ...(values.gestation ? (['gestation'] as const) : []),
        ...(values.lactation ? (['lactation'] as const) : []),
      ],
      zootech: values.zootech,
      silo: values.silo,
    },
    expires_at: values.expires ? expiryInstant(values.expiresOn, timeZone) : null,
    use_sharing_name: values.useSharingName,
    sharing_name: sharingName || null,
  };
}

import {
  activeMemberships,
  canCreateSitesOf,
  hasAdminRights,
  isStaff,
  type AdminBuilding,
  type AdminSite,
  type AdminTenant,
  type Subject,
} from '@barnboard/domain';
import type {
  BuildingSummary,
  SiteRecord,
  SiteScope,
  TenantSummary,
} from '../../repositories/admin-sites-repository.js';

/** The sites manager's answers, and which tenants and sites a caller manages. */

/** The tenants whose sites, buildings or bins the caller administers (every one for staff). */
export function administeredTenants(subject: Subject, now: Date): 'all' | string[] {
  if (isStaff(subject)) return 'all';
  return [
    ...new Set(
      activeMemberships(subject.memberships, now)
        .filter((m) => hasAdminRights(m.role))
        .map((m) => m.tenant.cloud_id),
    ),
  ];
}

/** The sites the caller administers: whole tenants, and sites listed on a membership. */
export function administeredSites(subject: Subject, now: Date): SiteScope {
  if (isStaff(subject)) return 'all';
  const grants = activeMemberships(subject.memberships, now).filter((m) => hasAdminRights(m.role));
  return {
    tenantIds: grants.filter((m) => m.sites === 'all').map((m) => m.tenant.cloud_id),
    siteIds: grants.flatMap((m) => (m.sites === 'all' ? [] : m.sites)),
  };
}

export function toAdminTenant(summary: TenantSummary, subject: Subject, now: Date): AdminTenant {
  const { tenant } = summary;
  return {
    cloud_id: tenant.id,
    name: tenant.name,
    ltrack_access: tenant.ltrackAccess,
    created_at: tenant.createdAt.toISOString(),
    updated_at: tenant.updatedAt.toISOString(),
    sites: summary.sites,
    licences: summary.licences,
    can_create_sites: canCreateSitesOf(subject, tenant.id, now),
  };
}

export function toAdminBuilding(building: BuildingSummary): AdminBuilding {
  return {
    cloud_id: building.id,
    site_id: building.siteId,
    name: building.name,
    type: building.type,
    created_at: building.createdAt.toISOString(),
    updated_at: building.updatedAt.toISOString(),
    bins: building.bins,
  };
}

export function toAdminSite(record: SiteRecord): AdminSite {
  const { site, tenant } = record;
  return {
    id: site.id,
    site_id: site.siteNumber,
    name: site.name,
    sharing_name: site.sharingName,
    address: site.address,
    apartment: site.apartment,
    city: site.city,
    region: site.region,
    country: site.country,
    zip: site.zip,
    type: site.type,
    timezone: site.timezone,
    created_at: site.createdAt.toISOString(),
    updated_at: site.updatedAt.toISOString(),
    tenant: { cloud_id: tenant.id, name: tenant.name, ltrack_access: tenant.ltrackAccess },
    buildings: record.buildings.map(toAdminBuilding),
    deleted_bins: record.deletedBins,
  };
}

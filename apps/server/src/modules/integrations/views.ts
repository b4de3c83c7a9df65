import {
  displayName,
  firstPlace,
  roleOnSite,
  type Installation,
  type IntegrationRow,
  type Membership,
} from '@barnboard/domain';
import type {
  InstallationDetails,
  IntegrationRecord,
} from '../../repositories/integrations-repository.js';

type Person = {
  id: string;
  email: string | null;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
};

export function personName(person: Person): string {
  return displayName({
    email: person.email,
    username: person.username,
    first_name: person.firstName,
    last_name: person.lastName,
  });
}

/** An installer's role on the site now: their strongest membership's, staff, or none. */
export type RoleLookup = (
  installerId: string,
  site: { id: string; tenantId: string },
) => string | null;

export function roleLookup(
  people: Map<string, { role: 'staff' | 'integrator' | 'user'; memberships: Membership[] }>,
  now: Date,
): RoleLookup {
  return (installerId, site) => {
    const person = people.get(installerId);
    if (!person) return null;
    return roleOnSite(
      person,
      { id: site.id, tenant: { cloud_id: site.tenantId, ltrack_access: false } },
      now,
    );
  };
}

export function toInstallation(details: InstallationDetails, roleOf: RoleLookup): Installation {
  const { installation, installer } = details;
  const iso = (value: Date | null) => value?.toISOString() ?? null;
  return {
    id: installation.id,
    integration: {
      id: details.integration.id,
      name: details.integration.name,
      url: details.integration.url,
      url_changed_at: iso(details.integration.urlChangedAt),
    },
    tenant: { id: installation.tenantId, name: details.tenantName },
    site: { id: installation.siteId, name: details.siteName },
    building:
      installation.buildingId && details.buildingName !== null
        ? { id: installation.buildingId, name: details.buildingName }
        : null,
    installed_by: installer ? { id: installer.id, name: personName(installer) } : null,
    role: installer
      ? roleOf(installer.id, { id: installation.siteId, tenantId: installation.tenantId })
      : null,
    key_prefix: installation.keyPrefix,
    key_rotated_at: iso(installation.keyRotatedAt),
    last_active_at: iso(installation.lastActiveAt),
    created_at: installation.createdAt.toISOString(),
    updated_at: installation.updatedAt.toISOString(),
    revoked_at: iso(installation.revokedAt),
  };
}

/** An integration as the area lists it, from its record, owner and live installations. */
export function toIntegration(
  integration: IntegrationRecord,
  owner: Person & { role: string },
  live: InstallationDetails[],
): IntegrationRow {
  const lastActive = live
    .map((row) => row.installation.lastActiveAt)
    .filter((at): at is Date => at !== null)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  return {
    id: integration.id,
    name: integration.name,
    url: integration.url,
    owner: { id: owner.id, name: personName(owner) },
    owner_role: owner.role,
    install_code: integration.installCode,
    installations: live.length,
    first_installation: firstPlace(
      live.map((row) => ({
        tenant_name: row.tenantName,
        site_name: row.siteName,
        building_name: row.buildingName,
      })),
    ),
    created_at: integration.createdAt.toISOString(),
    updated_at: integration.updatedAt.toISOString(),
    last_active_at: lastActive?.toISOString() ?? null,
  };
}

/** The API's shape: the owner's role is the sort's, not the answer's. */
export function withoutOwnerRole({ owner_role: _role, ...integration }: IntegrationRow) {
  return integration;
}

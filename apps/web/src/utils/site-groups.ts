import { membershipCoversSite, normalizeText, type Membership, type Site } from '@barnboard/domain';

export type SiteOption = { id: string; label: string };

/** A tenant's sites, or (shared: true) the sites reached through a sharing-name membership. */
export type SiteGroup = {
  key: string;
  tenantName: string | null;
  shared: boolean;
  options: SiteOption[];
};

function byLabel(a: SiteOption, b: SiteOption): number {
  return a.label.localeCompare(b.label, undefined, { sensitivity: 'base' });
}

function isShared(site: Site, memberships: Membership[]): boolean {
  return memberships.some((m) => m.use_sharing_name && membershipCoversSite(m, site));
}

/**
 * Site selector content (spec §2): grouped by tenant name, shared sites apart (shown by their
 * sharing name), filtered by a query matching the site or tenant name regardless of accents and
 * case. Tenant groups are sorted by name; the shared group comes last.
 */
export function groupSites(sites: Site[], memberships: Membership[], query = ''): SiteGroup[] {
  const needle = normalizeText(query);
  const matches = (...texts: string[]) =>
    !needle || texts.some((text) => normalizeText(text).includes(needle));

  const tenants = new Map<string, SiteGroup>();
  const shared: SiteOption[] = [];
  for (const site of sites) {
    if (isShared(site, memberships)) {
      // A shared site hides its owner: match and show only the name it is shared under.
      const label = site.sharing_name ?? site.name;
      if (matches(label)) shared.push({ id: site.id, label });
      continue;
    }
    if (!matches(site.name, site.tenant.name)) continue;
    const group = tenants.get(site.tenant.cloud_id) ?? {
      key: site.tenant.cloud_id,
      tenantName: site.tenant.name,
      shared: false,
      options: [],
    };
    group.options.push({ id: site.id, label: site.name });
    tenants.set(site.tenant.cloud_id, group);
  }

  const groups = [...tenants.values()]
    .map((group) => ({ ...group, options: group.options.sort(byLabel) }))
    .sort((a, b) =>
      (a.tenantName ?? '').localeCompare(b.tenantName ?? '', undefined, { sensitivity: 'base' }),
    );
  if (shared.length > 0)
    groups.push({ key: 'shared', tenantName: null, shared: true, options: shared.sort(byLabel) });
  return groups;
}

/** The label a site is shown under in the selector. */
export function siteLabel(site: Site, memberships: Membership[]): string {
  return isShared(site, memberships) ? (site.sharing_name ?? site.name) : site.name;
}

import type { AdminSite, AdminTenant, DictionaryItem } from '@barnboard/domain';

/** The admin pages' records, as GET /api/admin/tenants, /sites and /dictionary answer them. */
export const ADMIN_TENANT: AdminTenant = {
  cloud_id: 'b0000000-0000-4000-8000-000000000001',
  name: 'Ferme du Bocage',
  ltrack_access: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  sites: 1,
  licences: { total: 14, available: 4 },
  can_create_sites: true,
};

export const ADMIN_SITE: AdminSite = {
  id: 'a0000000-0000-4000-8000-000000000001',
  site_id: 1,
  name: 'Maternité Saint-Hyacinthe',
  sharing_name: null,
  address: null,
  apartment: null,
  city: 'Saint-Hyacinthe',
  region: 'Québec',
  country: 'CA',
  zip: null,
  type: 'maternity',
  timezone: 'America/Montreal',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  tenant: { cloud_id: ADMIN_TENANT.cloud_id, name: ADMIN_TENANT.name, ltrack_access: true },
  buildings: [
    {
      cloud_id: 'c0000000-0000-4000-8000-000000000001',
      site_id: 'a0000000-0000-4000-8000-000000000001',
      name: 'Gestation 1',
      type: 'gestation',
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
      bins: 1,
    },
    {
      cloud_id: 'c0000000-0000-4000-8000-000000000002',
      site_id: 'a0000000-0000-4000-8000-000000000001',
      name: 'Mise bas A',
      type: 'farrowing',
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
      bins: 0,
    },
  ],
  deleted_bins: 0,
};

export function makeItem(extra: Partial<DictionaryItem> = {}): DictionaryItem {
  return {
    cloud_id: 'd0000000-0000-4000-8000-000000000001',
    name: 'Gestation feed',
    recipe: 'GEST-13',
    density: 650,
    utility: 'Gestation',
    tenant: { cloud_id: ADMIN_TENANT.cloud_id, name: ADMIN_TENANT.name },
    sites: [{ id: ADMIN_SITE.id, name: ADMIN_SITE.name }],
    created_by: 'Odile Bouchard',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-02-01T00:00:00.000Z',
    bins: [],
    can_edit: true,
    ...extra,
  };
}

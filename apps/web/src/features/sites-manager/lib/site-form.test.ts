import { describe, expect, it } from 'vitest';
import type { AdminBuilding, AdminSite, AdminTenant } from '@barnboard/domain';
import {
  checkBuilding,
  checkSite,
  checkTenant,
  countryChoices,
  siteFormValues,
  timeZoneChoices,
} from './site-form';

const site: AdminSite = {
  id: 'a0000000-0000-4000-8000-000000000001',
  site_id: 12,
  name: 'Maternité Saint-Hyacinthe',
  sharing_name: null,
  address: '12 rang Nord',
  apartment: null,
  city: 'Saint-Hyacinthe',
  region: null,
  country: 'CA',
  zip: null,
  type: 'maternity',
  timezone: 'America/Montreal',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  tenant: { cloud_id: 'b0000000-0000-4000-8000-000000000001', name: 'Bocage', ltrack_access: true },
  buildings: [],
  deleted_bins: 0,
};

describe('the site form', () => {
  it('requires a name and a known time zone and country, with the server schema', () => {
    const values = { ...siteFormValues(null, 'America/Toronto'), name: '  ', country: 'XX' };
    expect(checkSite(values, null)).toEqual({
      kind: 'invalid',
      errors: { name: 'required', country: 'invalid' },
    });
    const zone = { ...siteFormValues(null, 'Mars/Olympus'), name: 'Ferme' };
    expect(checkSite(zone, null)).toMatchObject({ errors: { timezone: 'invalid' } });
  });

  it('sends a new site with its empty fields as null', () => {
    const values = {
      ...siteFormValues(null, 'America/Toronto'),
      name: ' Ferme Nord ',
      city: 'Acton',
    };
    const check = checkSite(values, null);
    expect(check.kind).toBe('send');
    if (check.kind !== 'send') return;
    expect(check.body).toMatchObject({
      name: 'Ferme Nord',
      city: 'Acton',
      address: null,
      country: null,
      timezone: 'America/Toronto',
    });
  });

  it('says "same values" when nothing changed, and sends only the changes with the version', () => {
    const values = siteFormValues(site, 'UTC');
    expect(checkSite(values, site)).toEqual({ kind: 'same' });
    expect(checkSite({ ...values, city: ' Saint-Hyacinthe ' }, site)).toEqual({ kind: 'same' });
    expect(checkSite({ ...values, address: '', zip: 'J2S 1A1' }, site)).toEqual({
      kind: 'send',
      body: { address: null, zip: 'J2S 1A1', expected_updated_at: site.updated_at },
    });
  });

  it('offers the browser zones, keeping an alias stored before', () => {
    const zones = timeZoneChoices('America/Montreal');
    expect(zones[0]).toBe('America/Montreal');
    expect(zones).toContain('Europe/Paris');
    expect(countryChoices('fr').find((c) => c.value === 'ES')?.label).toBe('Espagne');
  });
});

describe('the building and tenant forms', () => {
  const building: AdminBuilding = {
    cloud_id: 'c0000000-0000-4000-8000-000000000001',
    site_id: site.id,
    name: 'Gestation 1',
    type: 'gestation',
    created_at: site.created_at,
    updated_at: site.updated_at,
    bins: 2,
  };

  it('requires a building name and type', () => {
    expect(checkBuilding({ name: '', type: '' }, null)).toEqual({
      kind: 'invalid',
      errors: { name: 'required', type: 'invalid' },
    });
    expect(checkBuilding({ name: 'Gestation 1', type: 'gestation' }, building)).toEqual({
      kind: 'same',
    });
    expect(checkBuilding({ name: 'Gestation 2', type: 'gestation' }, building)).toEqual({
      kind: 'send',
      body: { name: 'Gestation 2', expected_updated_at: building.updated_at },
    });
  });

  it('requires a tenant name and sends its L-Track access', () => {
    const tenant: AdminTenant = {
      cloud_id: site.tenant.cloud_id,
      name: 'Bocage',
      ltrack_access: false,
      created_at: site.created_at,
      updated_at: site.updated_at,
      sites: 1,
      licences: { total: 0, available: 0 },
      can_create_sites: true,
    };
    expect(checkTenant({ name: ' ', ltrack_access: true }, null)).toMatchObject({
      errors: { name: 'required' },
    });
    expect(checkTenant({ name: 'Bocage', ltrack_access: true }, tenant)).toEqual({
      kind: 'send',
      body: { ltrack_access: true, expected_updated_at: tenant.updated_at },
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { Membership, Site } from '../api/sites.js';
import { knowsTenantByName, membershipsSeenBy, siteSeenBy } from './sharing.js';

const NOW = new Date('2026-06-01T12:00:00Z');
const owner = {
  cloud_id: '00000000-0000-4000-8000-00000000000a',
  name: 'Porcs Horizon',
  ltrack_access: false,
};

const site: Site = {
  site_id: 7,
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Horizon GDU',
  sharing_name: 'GDU partenaire',
  address: '12 rang Saint-Joseph',
  apartment: 'B',
  city: 'Drummondville',
  region: 'QC',
  country: 'CA',
  zip: 'J2B 1A1',
  type: 'gdu',
  timezone: 'America/Montreal',
  created_at: NOW.toISOString(),
  updated_at: NOW.toISOString(),
  tenant: owner,
  access: 'all',
  access_code: '4412',
  expires_at: null,
  buildings: [],
  contents: [],
  preferences: '{}',
  holds: { gestation: true, lactation: false, herd: true, bins: false },
};

function membership(extra: Partial<Membership> = {}): Membership {
  return {
    id: '00000000-0000-4000-8000-0000000000b1',
    tenant: owner,
    role: 'member',
    sites: [site.id],
    use_sharing_name: true,
    sharing_name: 'Partenaire Horizon',
    access_type: { feeding: ['gestation'], zootech: true, silo: false },
    expires_at: null,
    user_email: 'partner@example.test',
    ...extra,
  };
}

const partner = { role: 'user' as const, memberships: [membership()] };

describe('sharing names', () => {
  it('shows a partner the site by its sharing name, its owner by the membership’s, and no address', () => {
    const seen = siteSeenBy(partner, site, NOW);
    expect(seen.name).toBe('GDU partenaire');
    expect(seen.tenant.name).toBe('Partenaire Horizon');
    expect([seen.address, seen.apartment, seen.city, seen.zip, seen.access_code]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    expect([seen.region, seen.country, seen.timezone]).toEqual(['QC', 'CA', 'America/Montreal']);
    expect(JSON.stringify(seen)).not.toMatch(/Horizon GDU|Porcs Horizon/);
  });

  it('names a site without a sharing name by the name the membership gives its owner', () => {
    expect(siteSeenBy(partner, { ...site, sharing_name: null }, NOW).name).toBe(
      'Partenaire Horizon',
    );
  });

  it('leaves the site whole for staff and for anyone who belongs to the farm', () => {
    expect(siteSeenBy({ role: 'staff', memberships: [] }, site, NOW)).toBe(site);
    const alsoMember = {
      role: 'user' as const,
      memberships: [membership(), membership({ use_sharing_name: false, sites: 'all' })],
    };
    expect(knowsTenantByName(alsoMember, owner.cloud_id, NOW)).toBe(true);
    expect(siteSeenBy(alsoMember, site, NOW)).toBe(site);
  });

  it('does not count an expired plain membership as belonging to the farm', () => {
    const expired = membership({ use_sharing_name: false, expires_at: '2026-01-01T00:00:00Z' });
    const subject = { role: 'user' as const, memberships: [membership(), expired] };
    expect(siteSeenBy(subject, site, NOW).name).toBe('GDU partenaire');
  });

  it('names the owner of a sharing membership by the sharing name', () => {
    const [seen] = membershipsSeenBy(partner, NOW);
    expect(seen!.tenant).toEqual({ ...owner, name: 'Partenaire Horizon' });
    const plain = { role: 'user' as const, memberships: [membership({ use_sharing_name: false })] };
    expect(membershipsSeenBy(plain, NOW)[0]!.tenant.name).toBe('Porcs Horizon');
  });
});

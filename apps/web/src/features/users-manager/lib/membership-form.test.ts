import { describe, expect, it } from 'vitest';
import type { ManagedMembership } from '@barnboard/domain';
import { makeSite, makeTenant } from '../../../testing/fixtures';
import {
  checkMembership,
  expiryDay,
  expiryInstant,
  membershipFields,
  membershipValues,
  newMembershipValues,
} from './membership-form';
import type { TenantReach } from './reach';

const tenant = makeTenant('Ferme du Bocage', true);
const maternity = makeSite('Maternité', tenant);
const finishing = makeSite('Engraissement', tenant);
const everySite: TenantReach = {
  id: tenant.cloud_id,
  name: tenant.name,
  ltrackAccess: true,
  role: 'admin',
  sites: 'all',
  knownSites: [finishing, maternity],
};
const oneSite: TenantReach = { ...everySite, sites: [maternity.id] };
const roles = ['admin', 'manager', 'member'] as const;

describe('a new membership', () => {
  it('starts as a member on the current site when it may be granted, with every area', () => {
    const values = newMembershipValues(oneSite, maternity.id);
    expect(values).toMatchObject({
      tenantId: tenant.cloud_id,
      role: 'member',
      allSites: false,
      sites: [maternity.id],
      gestation: true,
      lactation: true,
      zootech: true,
      silo: true,
      expires: false,
    });
    expect(newMembershipValues(oneSite, finishing.id).sites).toEqual([]);
    expect(newMembershipValues({ ...oneSite, ltrackAccess: false }, null).silo).toBe(false);
  });
});

describe('checking the membership form', () => {
  const valid = { ...newMembershipValues(everySite, maternity.id) };

  it('passes a complete form', () => {
    expect(checkMembership(valid, everySite, [...roles])).toEqual({});
  });

  it('needs all sites or at least one (spec §5)', () => {
    expect(checkMembership({ ...valid, sites: [] }, everySite, [...roles])).toEqual({
      sites: 'sitesRequired',
    });
    expect(checkMembership({ ...valid, allSites: true, sites: [] }, everySite, [...roles])).toEqual(
      {},
    );
  });

  it('keeps a site admin to their sites, all sites included', () => {
    expect(checkMembership({ ...valid, sites: [finishing.id] }, oneSite, [...roles])).toEqual({
      sites: 'sitesOutsideReach',
    });
    expect(checkMembership({ ...valid, allSites: true }, oneSite, [...roles])).toEqual({
      sites: 'sitesOutsideReach',
    });
  });

  it('refuses a role above the user own, a missing expiry date and sharing name, no organisation', () => {
    expect(checkMembership({ ...valid, role: 'owner' }, everySite, [...roles])).toEqual({
      role: 'roleAboveOwn',
    });
    expect(
      checkMembership({ ...valid, expires: true, expiresOn: '' }, everySite, [...roles]),
    ).toEqual({ expiresOn: 'expiryRequired' });
    expect(
      checkMembership({ ...valid, useSharingName: true, sharingName: '  ' }, everySite, [...roles]),
    ).toEqual({ sharingName: 'sharingNameRequired' });
    expect(checkMembership(valid, undefined, [...roles])).toMatchObject({
      tenantId: 'tenantRequired',
    });
  });
});

describe('the membership API fields', () => {
  it('say the areas, the sites and the end of the last day at the site', () => {
    const values = {
      ...newMembershipValues(everySite, maternity.id),
      lactation: false,
      silo: false,
      expires: true,
      expiresOn: '2026-12-31',
      useSharingName: true,
      sharingName: ' Partenaire ',
    };
    expect(membershipFields(values, 'America/Montreal')).toEqual({
      role: 'member',
      sites: [maternity.id],
      access_type: { feeding: ['gestation'], zootech: true, silo: false },
      expires_at: '2027-01-01T05:00:00.000Z',
      use_sharing_name: true,
      sharing_name: 'Partenaire',
    });
    expect(membershipFields({ ...values, allSites: true, expires: false }, 'UTC')).toMatchObject({
      sites: 'all',
      expires_at: null,
    });
  });

  it('read a stored end back as its last day, and an end now as its own day', () => {
    expect(expiryInstant('2026-06-30', 'Europe/Paris')).toBe('2026-06-30T22:00:00.000Z');
    expect(expiryDay('2026-06-30T22:00:00.000Z', 'Europe/Paris')).toBe('2026-06-30');
    expect(expiryDay('2026-06-30T14:12:00.000Z', 'Europe/Paris')).toBe('2026-06-30');
    const membership: ManagedMembership = {
      id: 'm',
      tenant,
      role: 'manager',
      sites: [finishing.id],
      access_type: { feeding: ['lactation'], zootech: false, silo: true },
      expires_at: '2027-01-01T05:00:00.000Z',
      use_sharing_name: false,
      sharing_name: null,
      expired: false,
      updated_at: '2026-01-01T00:00:00.000Z',
      manageable: true,
    };
    expect(membershipValues(membership, 'America/Montreal')).toMatchObject({
      role: 'manager',
      allSites: false,
      sites: [finishing.id],
      gestation: false,
      lactation: true,
      zootech: false,
      silo: true,
      expires: true,
      expiresOn: '2026-12-31',
    });
  });
});

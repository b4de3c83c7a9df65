import { describe, expect, it } from 'vitest';
import {
  canCompareFarms,
  canCompareSite,
  canSeeUsersReport,
  isManagerAt,
} from './report-access.js';
import type { MembershipGrant, SiteGrant, Subject } from './rules.js';

const NOW = new Date('2026-06-01T12:00:00Z');
const tenant = { cloud_id: 't-a', ltrack_access: false };
const other = { cloud_id: 't-b', ltrack_access: false };
const maternity: SiteGrant = { id: 'mat', tenant, access: 'all' };
const nursery: SiteGrant = { id: 'nur', tenant, access: { zootech: ['all'] } };
const gestationOnly: SiteGrant = {
  id: 'ges',
  tenant,
  access: { feeding: ['gestation'], zootech: ['all'] },
};
const elsewhere: SiteGrant = { id: 'far', tenant: other, access: 'all' };
const sites = [maternity, nursery, gestationOnly];

const membership = (overrides: Partial<MembershipGrant> = {}): MembershipGrant => ({
  tenant,
  role: 'member',
  sites: 'all',
  access_type: { feeding: ['gestation', 'lactation'], zootech: true, silo: false },
  expires_at: null,
  ...overrides,
});
const user = (...memberships: MembershipGrant[]): Subject => ({ role: 'user', memberships });

describe('users report', () => {
  it('is for managers with zootech access where they are', () => {
    const manager = user(membership({ role: 'manager' }));
    expect(canSeeUsersReport(manager, maternity, sites, NOW)).toBe(true);
    expect(canSeeUsersReport(user(membership()), maternity, sites, NOW)).toBe(false);
    const noZootech = user(
      membership({
        role: 'manager',
        access_type: { feeding: ['gestation'], zootech: false, silo: false },
      }),
    );
    expect(canSeeUsersReport(noZootech, maternity, sites, NOW)).toBe(false);
    expect(canSeeUsersReport({ role: 'staff', memberships: [] }, nursery, sites, NOW)).toBe(true);
  });

  it('follows the current site: a manager of one site and member of another', () => {
    const mixed = user(
      membership({ role: 'manager', sites: ['mat'] }),
      membership({ sites: ['nur'] }),
    );
    expect(isManagerAt(mixed, maternity, sites, NOW)).toBe(true);
    expect(isManagerAt(mixed, nursery, sites, NOW)).toBe(false);
    expect(isManagerAt(mixed, null, sites, NOW)).toBe(true);
    expect(canSeeUsersReport(mixed, nursery, sites, NOW)).toBe(false);
  });

  it('ignores an expired manager membership', () => {
    const expired = user(membership({ role: 'manager', expires_at: '2026-05-01T00:00:00Z' }));
    expect(canSeeUsersReport(expired, maternity, sites, NOW)).toBe(false);
  });
});

describe('farm comparison', () => {
  const manager = user(membership({ role: 'manager' }));

  it('needs a managed site with both feedings, and zootech on every compared site', () => {
    expect(canCompareFarms(manager, sites, [maternity, nursery], NOW)).toBe(true);
    // Without the managed maternity, the user has no site with both feedings.
    expect(canCompareFarms(manager, [nursery, gestationOnly], [nursery, gestationOnly], NOW)).toBe(
      false,
    );
    expect(canCompareFarms(user(membership()), sites, [maternity, nursery], NOW)).toBe(false);
  });

  it('refuses a site of another tenant or one without zootech access', () => {
    expect(canCompareSite(manager, elsewhere, NOW)).toBe(false);
    expect(canCompareFarms(manager, sites, [maternity, elsewhere], NOW)).toBe(false);
    const feedingOnly = user(
      membership({ role: 'manager' }),
      membership({
        tenant: other,
        role: 'manager',
        access_type: { feeding: ['gestation', 'lactation'], zootech: false, silo: false },
      }),
    );
    expect(canCompareFarms(feedingOnly, [...sites, elsewhere], [maternity, elsewhere], NOW)).toBe(
      false,
    );
    expect(canCompareFarms(feedingOnly, [...sites, elsewhere], [maternity, nursery], NOW)).toBe(
      true,
    );
  });
});

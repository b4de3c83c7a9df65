import { describe, expect, it } from 'vitest';
import type { MembershipGrant, Subject } from '../access/rules.js';
import {
  administeredSites,
  administeredTenantIds,
  grantRefusal,
  mayGrantRole,
  roleOnTenant,
  sitesWithin,
  userState,
} from './rules.js';

const now = new Date('2026-06-01T12:00:00Z');
const access = { feeding: [], zootech: true, silo: false };

function grant(
  tenant: string,
  role: MembershipGrant['role'],
  sites: 'all' | string[],
  expires_at: string | null = null,
): MembershipGrant {
  return {
    tenant: { cloud_id: tenant, ltrack_access: false },
    role,
    sites,
    access_type: access,
    expires_at,
  };
}
const user = (...memberships: MembershipGrant[]): Subject => ({ role: 'user', memberships });
const staff: Subject = { role: 'staff', memberships: [] };

describe('roles on a tenant', () => {
  it('takes the strongest active role, ignoring expired memberships and other tenants', () => {
    const subject = user(
      grant('t1', 'member', ['s1']),
      grant('t1', 'owner', 'all', '2026-05-01T00:00:00Z'),
      grant('t1', 'admin', ['s2']),
      grant('t2', 'owner', 'all'),
    );
    expect(roleOnTenant(subject, 't1', now)).toBe('admin');
    expect(roleOnTenant(subject, 't3', now)).toBeNull();
    expect(roleOnTenant(staff, 't3', now)).toBe('staff');
    expect(administeredTenantIds(subject, now).sort()).toEqual(['t1', 't2']);
  });

  it('grants roles up to the grantor own, never above', () => {
    expect(mayGrantRole('admin', 'admin')).toBe(true);
    expect(mayGrantRole('admin', 'owner')).toBe(false);
    expect(mayGrantRole('owner', 'owner')).toBe(true);
    expect(mayGrantRole('manager', 'member')).toBe(false);
    expect(mayGrantRole('staff', 'owner')).toBe(true);
    expect(mayGrantRole(null, 'member')).toBe(false);
  });
});

describe('administered sites', () => {
  it('is every site with an all-sites admin membership, else the union of the listed ones', () => {
    expect(administeredSites(user(grant('t1', 'admin', 'all')), 't1', now)).toBe('all');
    expect(
      administeredSites(
        user(
          grant('t1', 'admin', ['s1']),
          grant('t1', 'owner', ['s2', 's1']),
          grant('t1', 'manager', ['s3']),
        ),
        't1',
        now,
      ),
    ).toEqual(['s1', 's2']);
    expect(administeredSites(staff, 't1', now)).toBe('all');
  });

  it('lets a list within the reach through; all sites need a reach of all', () => {
    expect(sitesWithin('all', 'all')).toBe(true);
    expect(sitesWithin(['s1', 's2'], ['s2'])).toBe(true);
    expect(sitesWithin(['s1'], ['s1', 's2'])).toBe(false);
    expect(sitesWithin(['s1', 's2'], 'all')).toBe(false);
  });
});

describe('grant refusals', () => {
  const siteAdmin = user(grant('t1', 'admin', ['s1', 's2']));
  it('lets a site admin grant on their sites only', () => {
    expect(
      grantRefusal(siteAdmin, { tenantId: 't1', role: 'member', sites: ['s1'] }, now),
    ).toBeNull();
    expect(grantRefusal(siteAdmin, { tenantId: 't1', role: 'member', sites: ['s3'] }, now)).toBe(
      'sites_outside_reach',
    );
    expect(grantRefusal(siteAdmin, { tenantId: 't1', role: 'member', sites: 'all' }, now)).toBe(
      'sites_outside_reach',
    );
  });
  it('refuses a role above the grantor own, and anyone but an admin of the tenant', () => {
    expect(grantRefusal(siteAdmin, { tenantId: 't1', role: 'owner', sites: ['s1'] }, now)).toBe(
      'role_above_own',
    );
    expect(grantRefusal(siteAdmin, { tenantId: 't2', role: 'member', sites: 'all' }, now)).toBe(
      'not_admin',
    );
    expect(
      grantRefusal(
        user(grant('t1', 'manager', 'all')),
        { tenantId: 't1', role: 'member', sites: 'all' },
        now,
      ),
    ).toBe('not_admin');
    expect(
      grantRefusal(
        user(grant('t1', 'owner', 'all', '2026-05-31T00:00:00Z')),
        { tenantId: 't1', role: 'member', sites: 'all' },
        now,
      ),
    ).toBe('not_admin');
    expect(grantRefusal(staff, { tenantId: 't9', role: 'owner', sites: 'all' }, now)).toBeNull();
  });
});

describe('a person state', () => {
  const active = { expires_at: null };
  const ended = { expires_at: '2026-05-01T00:00:00Z' };
  it('reads deactivated, then unconfirmed, then expired, else active', () => {
    expect(
      userState(
        { deactivated_at: '2026-05-01T00:00:00Z', confirmed: false, memberships: [active] },
        now,
      ),
    ).toBe('deactivated');
    expect(userState({ deactivated_at: null, confirmed: false, memberships: [ended] }, now)).toBe(
      'invited',
    );
    expect(userState({ deactivated_at: null, confirmed: true, memberships: [ended] }, now)).toBe(
      'expired',
    );
    expect(
      userState({ deactivated_at: null, confirmed: true, memberships: [ended, active] }, now),
    ).toBe('active');
    expect(userState({ deactivated_at: null, confirmed: true, memberships: [] }, now)).toBe(
      'active',
    );
  });
  it('counts a membership that ends exactly now as ended', () => {
    expect(
      userState(
        { deactivated_at: null, confirmed: true, memberships: [{ expires_at: now.toISOString() }] },
        now,
      ),
    ).toBe('expired');
  });
});

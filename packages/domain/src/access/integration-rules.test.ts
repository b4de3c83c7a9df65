import { describe, expect, it } from 'vitest';
import {
  canManageInstallation,
  canManageIntegration,
  canOwnIntegrations,
  canUseIntegratorArea,
} from './integration-rules.js';
import type { MembershipGrant, SiteGrant, Subject } from './rules.js';

const NOW = new Date('2026-06-01T12:00:00Z');
const tenant = { cloud_id: 't-a', ltrack_access: true };
const site: SiteGrant = { id: 's-1', tenant, access: 'all' };
const otherSite: SiteGrant = { id: 's-2', tenant, access: 'all' };
const membership = (role: MembershipGrant['role'], expires_at: string | null = null) => ({
  tenant,
  role,
  sites: ['s-1'],
  access_type: { feeding: [], zootech: true, silo: true },
  expires_at,
});
const staff: Subject = { role: 'staff', memberships: [] };
const integrator: Subject = { role: 'integrator', memberships: [] };
const admin: Subject = { role: 'user', memberships: [membership('admin')] };
const expiredAdmin: Subject = { role: 'user', memberships: [membership('admin', '2026-01-01')] };
const manager: Subject = { role: 'user', memberships: [membership('manager')] };

describe('integration rules', () => {
  it('lets integrators and staff own integrations, nobody else', () => {
    expect([staff, integrator, admin, manager].map(canOwnIntegrations)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('opens the area to site admins on an active membership too', () => {
    const open = [staff, integrator, admin, expiredAdmin, manager].map((s) =>
      canUseIntegratorArea(s, NOW),
    );
    expect(open).toEqual([true, true, true, false, false]);
  });

  it('lets only the owner or staff change an integration', () => {
    expect(canManageIntegration(integrator, 'u-1', { ownerId: 'u-1' })).toBe(true);
    expect(canManageIntegration(integrator, 'u-2', { ownerId: 'u-1' })).toBe(false);
    expect(canManageIntegration(staff, 'u-2', { ownerId: 'u-1' })).toBe(true);
  });

  it("lets the site's admin manage an installation on their site, not on another", () => {
    const on = (s: SiteGrant) => ({ ownerId: 'u-owner', site: s });
    expect(canManageInstallation(admin, 'u-admin', on(site), NOW)).toBe(true);
    expect(canManageInstallation(admin, 'u-admin', on(otherSite), NOW)).toBe(false);
    expect(canManageInstallation(manager, 'u-manager', on(site), NOW)).toBe(false);
    expect(canManageInstallation(integrator, 'u-owner', on(otherSite), NOW)).toBe(true);
    expect(canManageInstallation(integrator, 'u-other', on(site), NOW)).toBe(false);
  });
});

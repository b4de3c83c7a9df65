import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_ROLES, USER_ROLES, type AccessArea } from './roles.js';
import {
  canAccessArea,
  canAccessAreaAt,
  canSeeSilos,
  canUseFarmComparison,
  canViewSite,
  hasAnyAccess,
  isAdminOfSite,
  isManagerOfSite,
  isMembershipActive,
  roleOnSite,
  siteHasArea,
  userHasAreaOnSite,
  type MembershipGrant,
  type SiteGrant,
  type Subject,
} from './rules.js';

const NOW = new Date('2026-06-01T12:00:00Z');
const TENANTS = ['t-a', 't-b'];
const SITES = ['s-1', 's-2', 's-3'];
const AREAS: AccessArea[] = ['gestation', 'lactation', 'feeding', 'zootech', 'silo'];

const tenantArb = fc
  .constantFrom(...TENANTS)
  .map((id) => ({ cloud_id: id, ltrack_access: id === 't-a' }));

const siteArb: fc.Arbitrary<SiteGrant> = fc.record({
  id: fc.constantFrom(...SITES),
  tenant: tenantArb,
  access: fc.oneof(
    fc.constant('all' as const),
    fc.record(
      {
        feeding: fc.subarray(['all', 'gestation', 'lactation'] as const),
        zootech: fc.subarray(['all']),
      },
      { requiredKeys: [] },
    ),
  ),
});

const expiryArb = fc.oneof(
  fc.constant(null),
  fc
    .integer({ min: -400, max: 400 })
    .map((days) => new Date(NOW.getTime() + days * 86_400_000).toISOString()),
);

const membershipArb: fc.Arbitrary<MembershipGrant> = fc.record({
  tenant: tenantArb,
  role: fc.constantFrom(...MEMBERSHIP_ROLES),
  sites: fc.oneof(fc.constant('all' as const), fc.subarray(SITES)),
  access_type: fc.record({
    feeding: fc.subarray(['gestation', 'lactation'] as const),
    zootech: fc.boolean(),
    silo: fc.boolean(),
  }),
  expires_at: expiryArb,
});

const subjectArb: fc.Arbitrary<Subject> = fc.record({
  role: fc.constantFrom(...USER_ROLES),
  memberships: fc.array(membershipArb, { maxLength: 4 }),
});

const expired = (m: MembershipGrant): MembershipGrant => ({
  ...m,
  expires_at: new Date(NOW.getTime() - 1).toISOString(),
});

/** Every decision the rules make about one site. */
function decisions(subject: Subject, site: SiteGrant) {
  return {
    role: roleOnSite(subject, site, NOW),
    view: canViewSite(subject, site, NOW),
    manager: isManagerOfSite(subject, site, NOW),
    admin: isAdminOfSite(subject, site, NOW),
    areas: AREAS.map((area) => canAccessArea(subject, site, area, NOW)),
  };
}

describe('access rules: properties', () => {
  it('expired memberships never count', () => {
    fc.assert(
      fc.property(
        subjectArb,
        fc.array(membershipArb, { maxLength: 3 }),
        siteArb,
        (subject, extra, site) => {
          const withExpired = {
            ...subject,
            memberships: [...subject.memberships, ...extra.map(expired)],
          };
          expect(decisions(withExpired, site)).toEqual(decisions(subject, site));
        },
      ),
    );
  });

  it('a user with only expired memberships has no access unless staff or integrator', () => {
    fc.assert(
      fc.property(
        fc.array(membershipArb, { minLength: 1, maxLength: 4 }),
        siteArb,
        (memberships, site) => {
          const subject: Subject = { role: 'user', memberships: memberships.map(expired) };
          expect(hasAnyAccess(subject, NOW)).toBe(false);
          expect(canViewSite(subject, site, NOW)).toBe(false);
          expect(AREAS.some((area) => canAccessArea(subject, site, area, NOW))).toBe(false);
        },
      ),
    );
  });

  it('staff may do everything the site itself allows', () => {
    fc.assert(
      fc.property(fc.array(membershipArb, { maxLength: 3 }), siteArb, (memberships, site) => {
        const staff: Subject = { role: 'staff', memberships };
        expect(isAdminOfSite(staff, site, NOW)).toBe(true);
        expect(isManagerOfSite(staff, site, NOW)).toBe(true);
        for (const area of AREAS)
          expect(canAccessArea(staff, site, area, NOW)).toBe(siteHasArea(site, area));
      }),
    );
  });

  it('admin implies manager implies viewer', () => {
    fc.assert(
      fc.property(subjectArb, siteArb, (subject, site) => {
        const d = decisions(subject, site);
        if (d.admin) expect(d.manager).toBe(true);
        if (d.manager) expect(d.view).toBe(true);
      }),
    );
  });

  it("another tenant's memberships grant nothing on a site", () => {
    fc.assert(
      fc.property(subjectArb, siteArb, (subject, site) => {
        fc.pre(subject.role === 'user');
        const foreign = {
          ...subject,
          memberships: subject.memberships.filter(
            (m) => m.tenant.cloud_id !== site.tenant.cloud_id,
          ),
        };
        expect(roleOnSite(foreign, site, NOW)).toBeNull();
        expect(AREAS.some((area) => canAccessArea(foreign, site, area, NOW))).toBe(false);
      }),
    );
  });

  it('an area needs both the site and the user to allow it', () => {
    fc.assert(
      fc.property(subjectArb, siteArb, fc.constantFrom(...AREAS), (subject, site, area) => {
        expect(canAccessArea(subject, site, area, NOW)).toBe(
          siteHasArea(site, area) && userHasAreaOnSite(subject, site, area, NOW),
        );
        if (canAccessArea(subject, site, area, NOW))
          expect(canViewSite(subject, site, NOW)).toBe(true);
      }),
    );
  });

  it('adding a membership never takes access away', () => {
    fc.assert(
      fc.property(subjectArb, membershipArb, siteArb, (subject, extra, site) => {
        const before = decisions(subject, site);
        const after = decisions({ ...subject, memberships: [...subject.memberships, extra] }, site);
        for (const key of ['view', 'manager', 'admin'] as const)
          if (before[key]) expect(after[key]).toBe(true);
        before.areas.forEach((allowed, i) => allowed && expect(after.areas[i]).toBe(true));
      }),
    );
  });
});

describe('access rules: examples', () => {
  const tenant = { cloud_id: 't-a', ltrack_access: true };
  const maternity: SiteGrant = { id: 's-1', tenant, access: 'all' };
  const finishing: SiteGrant = { id: 's-2', tenant, access: { zootech: ['all'] } };
  const member = (over: Partial<MembershipGrant> = {}): MembershipGrant => ({
    tenant,
    role: 'member',
    sites: ['s-1'],
    access_type: { feeding: ['gestation'], zootech: true, silo: false },
    expires_at: null,
    ...over,
  });

  it('a membership expiring exactly now no longer counts', () => {
    expect(isMembershipActive({ expires_at: NOW.toISOString() }, NOW)).toBe(false);
    expect(isMembershipActive({ expires_at: new Date(NOW.getTime() + 1).toISOString() }, NOW)).toBe(
      true,
    );
  });

  it('a member with gestation access sees gestation but not lactation or silos', () => {
    const subject: Subject = { role: 'user', memberships: [member()] };
    expect(canAccessArea(subject, maternity, 'gestation', NOW)).toBe(true);
    expect(canAccessArea(subject, maternity, 'feeding', NOW)).toBe(true);
    expect(canAccessArea(subject, maternity, 'lactation', NOW)).toBe(false);
    expect(canAccessArea(subject, maternity, 'silo', NOW)).toBe(false);
    expect(isManagerOfSite(subject, maternity, NOW)).toBe(false);
  });

  it('the strongest role of several memberships wins', () => {
    const subject: Subject = {
      role: 'user',
      memberships: [member(), member({ role: 'admin', sites: 'all' })],
    };
    expect(roleOnSite(subject, maternity, NOW)).toBe('admin');
  });

  it('with no current site, access is granted if any site has it', () => {
    const subject: Subject = { role: 'user', memberships: [member({ sites: 'all' })] };
    expect(canAccessAreaAt(subject, null, [finishing, maternity], 'gestation', NOW)).toBe(true);
    expect(canAccessAreaAt(subject, finishing, [finishing, maternity], 'gestation', NOW)).toBe(
      false,
    );
  });

  it('silos show with no sites, or with a site where both allow silo access', () => {
    expect(canSeeSilos({ role: 'user', memberships: [] }, [], NOW)).toBe(true);
    expect(canSeeSilos({ role: 'user', memberships: [member()] }, [maternity], NOW)).toBe(false);
    const siloMember = member({ access_type: { feeding: [], zootech: false, silo: true } });
    expect(canSeeSilos({ role: 'user', memberships: [siloMember] }, [maternity], NOW)).toBe(true);
  });

  it('farm comparison needs a managed site with gestation and lactation', () => {
    const manager: Subject = {
      role: 'user',
      memberships: [member({ role: 'manager', sites: 'all' })],
    };
    expect(canUseFarmComparison(manager, [maternity], NOW)).toBe(true);
    expect(canUseFarmComparison(manager, [finishing], NOW)).toBe(false);
    expect(canUseFarmComparison({ role: 'user', memberships: [member()] }, [maternity], NOW)).toBe(
      false,
    );
  });
});

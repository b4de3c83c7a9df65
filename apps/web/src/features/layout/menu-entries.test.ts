import { describe, expect, it } from 'vitest';
import { makeMembership, makeSite, makeTenant } from '../../testing/fixtures';
import {
  SIDE_MENU,
  USER_MENU,
  visibleEntries,
  type MenuContext,
  type MenuEntry,
} from './menu-entries';

const now = new Date('2025-03-10T12:00:00Z');
const tenant = makeTenant('Porcs Québec', true);
const site = makeSite('Ferme du Bocage', tenant);
const gestationOnly = makeSite('Gestation Only', tenant, { access: { feeding: ['gestation'] } });

function ctx(extra: Partial<MenuContext> = {}): MenuContext {
  return {
    subject: { role: 'user', memberships: [makeMembership(tenant)] },
    sites: [site],
    currentSite: site,
    now,
    smallScreen: false,
    ...extra,
  };
}

const keys = (entries: MenuEntry[]): string[] =>
  entries.flatMap((entry) => [entry.key, ...(entry.children ? keys(entry.children) : [])]);

/** The same menus with every page marked built, to check the access rules alone. */
const allBuilt = (entries: MenuEntry[]): MenuEntry[] =>
  entries.map((entry) => ({
    ...entry,
    built: true,
    children: entry.children && allBuilt(entry.children),
  }));

describe('menu entries today', () => {
  it('show only the built pages: dashboard, favorites, feeding, zootech, the barn’s lists and entry, the built reports, silos and their delivery plan, settings, objectives, help and logout', () => {
    expect(keys(visibleEntries(SIDE_MENU, ctx()))).toEqual([
      'dashboard',
      'favorites',
      'feeding',
      'zootech',
      'actionLists',
      'barnEntry',
      'recordsToFix',
      'reports',
      'gestationLosses',
      'reproductionAnalysis',
      'performancesMonitoring',
      'pigletsMortality',
      'sowWithdrawals',
      'locations',
      'silos',
      'deliveryPlan',
      'settings',
      'objectives',
      'help',
      'logout',
    ]);
    expect(keys(visibleEntries(USER_MENU, ctx()))).toEqual([
      'objectives',
      'settings',
      'help',
      'logout',
    ]);
  });

  it('hide admin entries until built (the users manager), even for staff on a small screen', () => {
    const staff = ctx({ subject: { role: 'staff', memberships: [] }, smallScreen: true });
    expect(keys(visibleEntries(SIDE_MENU, staff))).toEqual([
      'dashboard',
      'favorites',
      'feeding',
      'zootech',
      'actionLists',
      'barnEntry',
      'recordsToFix',
      'reports',
      'gestationLosses',
      'usersReport',
      'reproductionAnalysis',
      'performancesMonitoring',
      'pigletsMortality',
      'sowWithdrawals',
      'locations',
      'farmComparison',
      'silos',
      'deliveryPlan',
      'ltrackSubscriptions',
      'sitesManager',
      'usersManager',
      'dictionaryManager',
      'auditTrail',
      'integrations',
      'settings',
      'objectives',
      'help',
      'logout',
    ]);
  });
});

describe('side menu icons', () => {
  it('tell the entries apart: no two entries share an icon (the delivery plan is not the silos)', () => {
    const icons = SIDE_MENU.flatMap((entry) => (entry.icon ? [entry.icon] : []));
    expect(new Set(icons).size).toBe(icons.length);
    const iconOf = (key: string) => SIDE_MENU.find((entry) => entry.key === key)?.icon;
    expect(iconOf('deliveryPlan')).toBeDefined();
    expect(iconOf('deliveryPlan')).not.toBe(iconOf('silos'));
  });
});

describe('menu access rules (all pages built)', () => {
  const side = allBuilt(SIDE_MENU);
  const user = allBuilt(USER_MENU);

  it('gives a member feeding, zootech and reports but not the users report or admin pages', () => {
    const visible = keys(visibleEntries(side, ctx()));
    expect(visible).toContain('feeding');
    expect(visible).toContain('zootech');
    expect(visible).toContain('gestationLosses');
    expect(visible).not.toContain('usersReport');
    expect(visible).not.toContain('farmComparison');
    expect(visible).not.toContain('sitesManager');
    expect(keys(visibleEntries(user, ctx()))).not.toContain('usersManager');
  });

  it('hides feeding without the user feeding access, and reports without zootech', () => {
    const membership = makeMembership(tenant, {
      access_type: { feeding: [], zootech: false, silo: false },
    });
    const visible = keys(
      visibleEntries(side, ctx({ subject: { role: 'user', memberships: [membership] } })),
    );
    expect(visible).not.toContain('feeding');
    expect(visible).not.toContain('zootech');
    expect(visible).not.toContain('actionLists');
    expect(visible).not.toContain('barnEntry');
    expect(visible).not.toContain('reports');
    expect(visible).not.toContain('silos');
  });

  it('gives the users report to the managers of the current site only', () => {
    const subject = {
      role: 'user' as const,
      memberships: [
        makeMembership(tenant, { role: 'manager', sites: [site.id] }),
        makeMembership(tenant, { sites: [gestationOnly.id] }),
      ],
    };
    const sites = [site, gestationOnly];
    expect(keys(visibleEntries(SIDE_MENU, ctx({ subject, sites })))).toContain('usersReport');
    const elsewhere = ctx({ subject, sites, currentSite: gestationOnly });
    expect(keys(visibleEntries(SIDE_MENU, elsewhere))).not.toContain('usersReport');
    // Farm comparison follows the user's sites, not the current one.
    expect(keys(visibleEntries(SIDE_MENU, elsewhere))).toContain('farmComparison');
  });

  it('gives managers the users report and farm comparison (site with gestation and lactation)', () => {
    const subject = {
      role: 'user' as const,
      memberships: [makeMembership(tenant, { role: 'manager' })],
    };
    const visible = keys(visibleEntries(side, ctx({ subject })));
    expect(visible).toContain('usersReport');
    expect(visible).toContain('farmComparison');
    const partial = keys(
      visibleEntries(side, ctx({ subject, sites: [gestationOnly], currentSite: gestationOnly })),
    );
    expect(partial).not.toContain('farmComparison');
  });

  it('puts admin pages in the side menu only on small screens', () => {
    const subject = {
      role: 'user' as const,
      memberships: [makeMembership(tenant, { role: 'admin' })],
    };
    expect(keys(visibleEntries(side, ctx({ subject })))).not.toContain('sitesManager');
    expect(keys(visibleEntries(side, ctx({ subject, smallScreen: true })))).toEqual(
      expect.arrayContaining([
        'ltrackSubscriptions',
        'sitesManager',
        'usersManager',
        'dictionaryManager',
      ]),
    );
    expect(keys(visibleEntries(user, ctx({ subject })))).toContain('usersManager');
  });

  it('shows silos with no sites at all, and hides it when no site has L-Track', () => {
    expect(keys(visibleEntries(side, ctx({ sites: [], currentSite: null })))).toContain('silos');
    const plainTenant = makeTenant('No L-Track');
    const plain = makeSite('Plain', plainTenant);
    const subject = { role: 'user' as const, memberships: [makeMembership(plainTenant)] };
    expect(
      keys(visibleEntries(side, ctx({ subject, sites: [plain], currentSite: plain }))),
    ).not.toContain('silos');
  });

  it('ignores expired memberships', () => {
    const expired = makeMembership(tenant, { expires_at: '2020-01-01T00:00:00Z' });
    const visible = keys(
      visibleEntries(side, ctx({ subject: { role: 'user', memberships: [expired] } })),
    );
    expect(visible).not.toContain('feeding');
  });

  it('give an integrator the integrations entry, and no dashboard nor help', () => {
    const integrator = ctx({ subject: { role: 'integrator', memberships: [] }, sites: [] });
    const shown = keys(visibleEntries(SIDE_MENU, integrator));
    expect(shown).toContain('integrations');
    expect(shown).not.toContain('dashboard');
    expect(shown).not.toContain('help');
  });
});

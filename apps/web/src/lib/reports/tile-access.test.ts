import { TILE_KEYS } from '@barnboard/domain';
import { describe, expect, it } from 'vitest';
import { makeMembership, makeSite, makeTenant } from '../../testing/fixtures';
import { canSeeTile, comparableSites, visibleTiles, type TileAccessContext } from './tile-access';

const now = new Date('2026-03-10T12:00:00Z');
const tenant = makeTenant('Ferme du Bocage');
const maternity = makeSite('Maternité', tenant);
const gestationSite = makeSite('GDU', tenant, {
  access: { feeding: ['gestation'], zootech: ['all'] },
});

const gestationMember = makeMembership(tenant, {
  access_type: { feeding: ['gestation'], zootech: false, silo: false },
});

const context = (extra: Partial<TileAccessContext> = {}): TileAccessContext => ({
  subject: { role: 'user', memberships: [makeMembership(tenant)] },
  currentSite: maternity,
  sites: [maternity, gestationSite],
  now,
  ...extra,
});

describe('tile access (spec §6)', () => {
  it('shows every tile but the managers’ to a member with every area on a site with every area', () => {
    expect(visibleTiles(context(), TILE_KEYS)).toEqual(
      TILE_KEYS.filter((key) => key !== 'performances-users' && key !== 'breedings'),
    );
    const manager = {
      role: 'user' as const,
      memberships: [makeMembership(tenant, { role: 'manager' })],
    };
    expect(visibleTiles(context({ subject: manager }), TILE_KEYS)).toEqual([...TILE_KEYS]);
  });

  it('compares a managers’ tile only across the sites the user manages', () => {
    const subject = {
      role: 'user' as const,
      memberships: [
        makeMembership(tenant, { role: 'manager', sites: [maternity.id] }),
        makeMembership(tenant, { sites: [gestationSite.id] }),
      ],
    };
    expect(comparableSites(context({ subject }), 'performances-users')).toEqual([maternity]);
    expect(comparableSites(context({ subject }), 'kpi-herd')).toEqual([maternity, gestationSite]);
  });

  it('hides lactation and zootech tiles from a gestation-only member', () => {
    const ctx = context({ subject: { role: 'user', memberships: [gestationMember] } });
    expect(visibleTiles(ctx, TILE_KEYS)).toEqual([
      'notifications',
      'gestation-live',
      'gestation-visits',
      'gestation-losses',
      'feedintakes',
    ]);
    expect(canSeeTile(ctx, 'lactation-live')).toBe(false);
  });

  it('hides the tiles whose area the current site lacks, whatever the membership', () => {
    const ctx = context({ currentSite: gestationSite });
    expect(canSeeTile(ctx, 'gestation-live')).toBe(true);
    expect(canSeeTile(ctx, 'lactation-history')).toBe(false);
    expect(canSeeTile(ctx, 'kpi-herd')).toBe(true);
  });

  it('hides every tile once the membership has expired', () => {
    const expired = makeMembership(tenant, { expires_at: '2026-01-01T00:00:00Z' });
    const ctx = context({ subject: { role: 'user', memberships: [expired] } });
    expect(visibleTiles(ctx, TILE_KEYS)).toEqual([]);
  });

  it('compares a tile across the sites where its area is open', () => {
    const ctx = context();
    expect(comparableSites(ctx, 'gestation-live')).toEqual([maternity, gestationSite]);
    expect(comparableSites(ctx, 'lactation-live')).toEqual([maternity]);
  });
});

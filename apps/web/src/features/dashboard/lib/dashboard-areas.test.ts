import type { Membership, Site } from '@barnboard/domain';
import { describe, expect, it } from 'vitest';
import { mergeVisibleOrder } from '../../../components/sortable/merge-visible-order';
import type { TileAccessContext } from '../../../lib/reports/tile-access';
import { makeMembership, makeSite, makeTenant } from '../../../testing/fixtures';
import { dashboardAreas } from './dashboard-areas';
import { readTileOrders } from './read-tile-orders';

const tenant = makeTenant('Ferme du Bocage');
const now = new Date('2026-03-10T12:00:00Z');

function context(siteAccess: Site['access'], accessType: Membership['access_type']) {
  const site = makeSite('Maternité', tenant, { access: siteAccess });
  return {
    subject: { role: 'user', memberships: [makeMembership(tenant, { access_type: accessType })] },
    currentSite: site,
    sites: [site],
    now,
  } satisfies TileAccessContext;
}

const everything = context('all', {
  feeding: ['gestation', 'lactation'],
  zootech: true,
  silo: true,
});
const tilesOf = (ctx: TileAccessContext, saved = {}) =>
  Object.fromEntries(dashboardAreas(ctx, saved).map(({ area, tiles }) => [area, tiles]));

describe('dashboardAreas', () => {
  it('shows every area and tile, in their default order, to a user with every access', () => {
    expect(tilesOf(everything)).toEqual({
      home: ['notifications', 'gestation-live', 'lactation-live', 'kpi-reproduction'],
      feeding: ['notifications', 'gestation-live', 'lactation-live', 'feedintakes'],
      gestation: ['gestation-live', 'gestation-visits', 'gestation-losses'],
      lactation: ['lactation-live', 'lactation-history'],
      zootech: [
        'kpi-reproduction',
        'kpi-farrowing',
        'kpi-herd',
        'performances-monitoring',
        'herd-reproduction',
        'farrow-wean-piglets',
        'historical-performances',
        'active-sows',
        'sows-piglets',
        'locations',
        'piglets-mortality',
        'sow-withdrawals',
        'reproduction-analysis',
        'action-lists',
        'records-to-fix',
      ],
    });
  });

  it('follows the saved order, tiles the order does not name last', () => {
    expect(tilesOf(everything, { home: ['kpi-reproduction', 'lactation-live'] }).home).toEqual([
      'kpi-reproduction',
      'lactation-live',
      'notifications',
      'gestation-live',
    ]);
  });

  it('leaves out the tiles and areas the user cannot open on the site', () => {
    const gestationOnly = context('all', { feeding: ['gestation'], zootech: false, silo: false });
    expect(tilesOf(gestationOnly)).toEqual({
      home: ['notifications', 'gestation-live'],
      feeding: ['notifications', 'gestation-live', 'feedintakes'],
      gestation: ['gestation-live', 'gestation-visits', 'gestation-losses'],
    });
  });

  it('needs the site to allow an area as well as the user', () => {
    const zootechSite = context(
      { zootech: ['all'] },
      everything.subject.memberships[0]!.access_type,
    );
    expect(tilesOf(zootechSite)).toEqual({
      home: ['kpi-reproduction'],
      zootech: [
        'kpi-reproduction',
        'kpi-farrowing',
        'kpi-herd',
        'performances-monitoring',
        'herd-reproduction',
        'farrow-wean-piglets',
        'historical-performances',
        'active-sows',
        'sows-piglets',
        'locations',
        'piglets-mortality',
        'sow-withdrawals',
        'reproduction-analysis',
        'action-lists',
        'records-to-fix',
      ],
    });
    expect(dashboardAreas(context({}, { feeding: [], zootech: true, silo: true }), {})).toEqual([]);
  });
});

describe('mergeVisibleOrder', () => {
  it('gives the visible tiles their new order and keeps hidden ones in place', () => {
    expect(
      mergeVisibleOrder(
        ['notifications', 'gestation-live', 'lactation-live', 'kpi-reproduction'],
        ['kpi-reproduction', 'notifications', 'gestation-live'],
      ),
    ).toEqual(['kpi-reproduction', 'notifications', 'lactation-live', 'gestation-live']);
  });
});

describe('readTileOrders', () => {
  it('keeps only the tiles of each area, once, and drops what is not an area', () => {
    const prefs = JSON.stringify({
      dashboardTiles: {
        home: ['kpi-herd', 'kpi-reproduction', 'kpi-reproduction', 7, 'gone'],
        attic: ['kpi-herd'],
        zootech: 'kpi-herd',
      },
    });
    expect(readTileOrders(prefs)).toEqual({
      home: ['kpi-reproduction', 'notifications', 'gestation-live', 'lactation-live'],
    });
    expect(readTileOrders('not json')).toEqual({});
  });
});

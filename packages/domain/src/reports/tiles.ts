import type { AccessArea } from '../access/roles.js';
import { REPRODUCTION_ANALYSIS_DAYS } from '../herd-analysis/analysis-period.js';

/**
 * The report tiles of the product (spec §2): each report key maps to one main tile, the area that
 * must be open to the user on the site for it to show (and that the server's route enforces), and
 * the preference date key its period is saved under. Dashboards and favourites pages store tile
 * keys, so a key, once released, is never renamed.
 */

/** The dashboard's areas (spec §3 "order of dashboard tiles per area"). */
export const DASHBOARD_AREAS = ['home', 'feeding', 'gestation', 'lactation', 'zootech'] as const;
export type DashboardArea = (typeof DASHBOARD_AREAS)[number];

/** Preference keys that hold date settings (spec §3). */
export const DATE_PREFERENCE_KEYS = ['gestation', 'lactation', 'performances', 'reports'] as const;
export type DatePreferenceKey = (typeof DATE_PREFERENCE_KEYS)[number];

/**
 * How a tile's period is chosen: a single day (live figures, today by default), a stored period
 * ending today (spec §4 tile period), or none (a list that is not dated by the user).
 */
export type TilePeriodKind = 'day' | 'period' | 'none';

export type TileDefinition = {
  /** The report key (spec §2), also the tile's key and, for a tile with its own screen, the route. */
  key: TileKey;
  /** The screen showing the report in full, when it has one. */
  route: string | null;
  access: AccessArea;
  dateKey: DatePreferenceKey;
  period: TilePeriodKind;
  /** Period stored by default, in months (spec §4); for a 'period' tile only. */
  defaultMonths: number | null;
  /** Whether the lactation-day range applies (spec §5). */
  lactationDays: boolean;
  /** Whether the tile has a chart beside its grid. */
  chart: boolean;
  /** Whether the tile can compare sites (figures of several sites side by side). */
  siteComparison: boolean;
  /** Dashboard areas the tile belongs to, in the default order of each. */
  areas: readonly DashboardArea[];
  /**
   * The longest period it may show, in days ending today at the latest, when limited (spec §5:
   * the reproduction analysis, 120 days); none otherwise.
   */
  maxDays?: number;
  /** Only for managers of the site (spec §6: the users report), as the server's route says. */
  managersOnly?: true;
};

export const TILE_KEYS = [
  'notifications',
  'gestation-live',
  'gestation-visits',
  'gestation-losses',
  'lactation-live',
  'lactation-history',
  'feedintakes',
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
  'performances-users',
  'breedings',
  'action-lists',
  'records-to-fix',
] as const;
export type TileKey = (typeof TILE_KEYS)[number];

const tile = (definition: TileDefinition): TileDefinition => definition;

/**
 * A herd report's tile (the zootech area): a stored period, a chart, comparable across sites,
 * on the zootech dashboard; `differences` says where a report departs from that.
 */
function herdTile(
  key: TileKey,
  route: string | null,
  dateKey: DatePreferenceKey,
  defaultMonths: number | null,
  differences: Partial<TileDefinition> = {},
): TileDefinition {
  return tile({
    key,
    route,
    access: 'zootech',
    dateKey,
    period: 'period',
    defaultMonths,
    lactationDays: false,
    chart: true,
    siteComparison: true,
    areas: ['zootech'],
    ...differences,
  });
}

/** Every tile, in the default order dashboards use. */
export const TILES: Record<TileKey, TileDefinition> = {
  notifications: tile({
    key: 'notifications',
    route: '/dashboard/notifications',
    access: 'feeding',
    dateKey: 'reports',
    period: 'none',
    defaultMonths: null,
    lactationDays: false,
    chart: false,
    siteComparison: false,
    areas: ['home', 'feeding'],
  }),
  'gestation-live': tile({
    key: 'gestation-live',
    route: '/gestation-live',
    access: 'gestation',
    dateKey: 'gestation',
    period: 'day',
    defaultMonths: null,
    lactationDays: false,
    chart: true,
    siteComparison: true,
    areas: ['home', 'feeding', 'gestation'],
  }),
  'gestation-visits': tile({
    key: 'gestation-visits',
    route: '/gestation-visits',
    access: 'gestation',
    dateKey: 'gestation',
    period: 'period',
    defaultMonths: 0.007,
    lactationDays: false,
    chart: true,
    siteComparison: true,
    areas: ['gestation'],
  }),
  'gestation-losses': tile({
    key: 'gestation-losses',
    route: '/gestation-losses',
    access: 'gestation',
    dateKey: 'gestation',
    period: 'period',
    defaultMonths: 3,
    lactationDays: false,
    chart: true,
    siteComparison: true,
    areas: ['gestation'],
  }),
  'lactation-live': tile({
    key: 'lactation-live',
    route: '/lactation-live',
    access: 'lactation',
    dateKey: 'lactation',
    period: 'day',
    defaultMonths: null,
    lactationDays: false,
    chart: true,
    siteComparison: true,
    areas: ['home', 'feeding', 'lactation'],
  }),
  'lactation-history': tile({
    key: 'lactation-history',
    route: '/lactation-history',
    access: 'lactation',
    dateKey: 'lactation',
    period: 'period',
    defaultMonths: 1,
    lactationDays: true,
    chart: true,
    siteComparison: true,
    areas: ['lactation'],
  }),
  feedintakes: tile({
    key: 'feedintakes',
    route: '/feeding',
    access: 'feeding',
    dateKey: 'reports',
    period: 'period',
    defaultMonths: 0.007,
    lactationDays: false,
    chart: true,
    siteComparison: false,
    areas: ['feeding'],
  }),
  'kpi-reproduction': herdTile('kpi-reproduction', null, 'performances', 12, {
    areas: ['home', 'zootech'],
  }),
  'kpi-farrowing': herdTile('kpi-farrowing', null, 'performances', 12),
  'kpi-herd': herdTile('kpi-herd', null, 'performances', 12),
  // The herd-performance grids (docs/performance.md): periods side by side, the tile's period
  // the span they cover.
  'performances-monitoring': herdTile(
    'performances-monitoring',
    '/performances-monitoring',
    'performances',
    12,
    { chart: false },
  ),
  'herd-reproduction': herdTile('herd-reproduction', '/herd-reproduction', 'performances', 12),
  'farrow-wean-piglets': herdTile(
    'farrow-wean-piglets',
    '/farrow-wean-piglets',
    'performances',
    12,
  ),
  'historical-performances': herdTile(
    'historical-performances',
    '/historical-performances',
    'performances',
    60,
  ),
  'active-sows': herdTile('active-sows', '/active-sows', 'reports', 12),
  'sows-piglets': herdTile('sows-piglets', '/sows-piglets', 'reports', null, { period: 'day' }),
  locations: herdTile('locations', '/locations', 'reports', 1),
  'piglets-mortality': herdTile('piglets-mortality', '/piglets-mortality', 'reports', 3),
  'sow-withdrawals': herdTile('sow-withdrawals', '/sow-withdrawals', 'reports', 12),
  // The 120 days the analysis may look back (stored as days, 120 → 0.12).
  'reproduction-analysis': herdTile(
    'reproduction-analysis',
    '/reproduction-analysis',
    'reports',
    REPRODUCTION_ANALYSIS_DAYS / 1000,
    { maxDays: REPRODUCTION_ANALYSIS_DAYS },
  ),
  // The users report (spec §2 "users-report": diagnosis, farrowing supervision, reproduction,
  // breedings per user), under its spec report key.
  'performances-users': herdTile('performances-users', '/users-report', 'performances', 3, {
    managersOnly: true,
  }),
  // Services per user and what became of them: the users report's breedings, on their own.
  breedings: herdTile('breedings', '/users-report', 'reports', 3, { managersOnly: true }),
  // The barn's work of the day (docs/action-lists.md): a day, lists to walk, no chart.
  'action-lists': herdTile('action-lists', '/action-lists', 'reports', null, {
    period: 'day',
    chart: false,
    siteComparison: false,
  }),
  // The records that bias the herd reports: not dated by the user.
  'records-to-fix': herdTile('records-to-fix', '/records-to-fix', 'reports', null, {
    period: 'none',
    chart: false,
    siteComparison: false,
  }),
};

export function isTileKey(key: string): key is TileKey {
  return (TILE_KEYS as readonly string[]).includes(key);
}

/** The tiles of a dashboard area, in their default order. */
export function defaultAreaTiles(area: DashboardArea): TileKey[] {
  return TILE_KEYS.filter((key) => TILES[key].areas.includes(area));
}

/**
 * The tiles an area shows, in the user's saved order: saved keys first (unknown keys and tiles
 * that left the area dropped, duplicates once), then tiles of the area the saved order does not
 * name yet (added by a later release), in their default order.
 */
export function orderAreaTiles(
  area: DashboardArea,
  saved: readonly string[] | undefined,
): TileKey[] {
  const tiles = defaultAreaTiles(area);
  const ordered: TileKey[] = [];
  for (const key of saved ?? []) {
    if (isTileKey(key) && tiles.includes(key) && !ordered.includes(key)) ordered.push(key);
  }
  return [...ordered, ...tiles.filter((key) => !ordered.includes(key))];
}

import type { AccessArea } from '../access/roles.js';
import { REPRODUCTION_ANALYSIS_DAYS_BACK } from '../herd-analysis/analysis-period.js';

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
   * How many days back from today its period may start, when limited (spec §5: the
   * reproduction analysis, 120 days); none otherwise.
   */
  maxDaysBack?: number;
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
] as const;
export type TileKey = (typeof TILE_KEYS)[number];

const tile = (definition: TileDefinition): TileDefinition => definition;

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
  'kpi-reproduction': tile({
    key: 'kpi-reproduction',
    route: null,
    access: 'zootech',
    dateKey: 'performances',
    period: 'period',
    defaultMonths: 12,
    lactationDays: false,
    chart: true,
    siteComparison: true,
    areas: ['home', 'zootech'],
  }),
  'kpi-farrowing': tile({
    key: 'kpi-farrowing',
    route: null,
    access: 'zootech',
    dateKey: 'performances',
    period: 'period',
    defaultMonths: 12,
    lactationDays: false,
    chart: true,
    siteComparison: true,
    areas: ['zootech'],
  }),
  'kpi-herd': tile({
    key: 'kpi-herd',
    route: null,
    access: 'zootech',
    dateKey: 'performances',
    period: 'period',
    defaultMonths: 12,
    lactationDays: false,
    chart: true,
    siteComparison: true,
    areas: ['zootech'],
  }),
  // The herd-performance grids (docs/performance.md): periods side by side, the tile's period
  // the span they cover.
  'performances-monitoring': tile({
    key: 'performances-monitoring',
    route: '/performances-monitoring',
    access: 'zootech',
    dateKey: 'performances',
    period: 'period',
    defaultMonths: 12,
    lactationDays: false,
    chart: false,
    siteComparison: true,
    areas: ['zootech'],
  }),
  'herd-reproduction': tile({
    key: 'herd-reproduction',
    route: '/herd-reproduction',
    access: 'zootech',
    dateKey: 'performances',
    period: 'period',
    defaultMonths: 12,
    lactationDays: false,
    chart: true,
    siteComparison: true,
    areas: ['zootech'],
  }),
  'farrow-wean-piglets': tile({
    key: 'farrow-wean-piglets',
    route: '/farrow-wean-piglets',
    access: 'zootech',
    dateKey: 'performances',
    period: 'period',
    defaultMonths: 12,
    lactationDays: false,
    chart: true,
    siteComparison: true,
    areas: ['zootech'],
  }),
  'historical-performances': tile({
    key: 'historical-performances',
    route: '/historical-performances',
    access: 'zootech',
    dateKey: 'performances',
    period: 'period',
    defaultMonths: 60,
    lactationDays: false,
    chart: true,
    siteComparison: true,
    areas: ['zootech'],
  }),
  'active-sows': tile({
    key: 'active-sows',
    route: '/active-sows',
    access: 'zootech',
    dateKey: 'reports',
    period: 'period',
    defaultMonths: 12,
    lactationDays: false,
    chart: true,
    siteComparison: true,
    areas: ['zootech'],
  }),
  'sows-piglets': tile({
    key: 'sows-piglets',
    route: '/sows-piglets',
    access: 'zootech',
    dateKey: 'reports',
    period: 'day',
    defaultMonths: null,
    lactationDays: false,
    chart: true,
    siteComparison: true,
    areas: ['zootech'],
  }),
  locations: tile({
    key: 'locations',
    route: '/locations',
    access: 'zootech',
    dateKey: 'reports',
    period: 'period',
    defaultMonths: 1,
    lactationDays: false,
    chart: true,
    siteComparison: true,
    areas: ['zootech'],
  }),
  'piglets-mortality': tile({
    key: 'piglets-mortality',
    route: '/piglets-mortality',
    access: 'zootech',
    dateKey: 'reports',
    period: 'period',
    defaultMonths: 3,
    lactationDays: false,
    chart: true,
    siteComparison: true,
    areas: ['zootech'],
  }),
  'sow-withdrawals': tile({
    key: 'sow-withdrawals',
    route: '/sow-withdrawals',
    access: 'zootech',
    dateKey: 'reports',
    period: 'period',
    defaultMonths: 12,
    lactationDays: false,
    chart: true,
    siteComparison: true,
    areas: ['zootech'],
  }),
  'reproduction-analysis': tile({
    key: 'reproduction-analysis',
    route: '/reproduction-analysis',
    access: 'zootech',
    dateKey: 'reports',
    period: 'period',
    // The 120 days the analysis may look back (stored as days, 120 → 0.12).
    defaultMonths: REPRODUCTION_ANALYSIS_DAYS_BACK / 1000,
    lactationDays: false,
    chart: true,
    siteComparison: true,
    areas: ['zootech'],
    maxDaysBack: REPRODUCTION_ANALYSIS_DAYS_BACK,
  }),
  // The users report (spec §2 "users-report": diagnosis, farrowing supervision, reproduction,
  // breedings per user), under its spec report key.
  'performances-users': tile({
    key: 'performances-users',
    route: '/users-report',
    access: 'zootech',
    dateKey: 'performances',
    period: 'period',
    defaultMonths: 3,
    lactationDays: false,
    chart: true,
    siteComparison: true,
    areas: ['zootech'],
    managersOnly: true,
  }),
  // Services per user and what became of them: the users report's breedings, on their own.
  breedings: tile({
    key: 'breedings',
    route: '/users-report',
    access: 'zootech',
    dateKey: 'reports',
    period: 'period',
    defaultMonths: 3,
    lactationDays: false,
    chart: true,
    siteComparison: true,
    areas: ['zootech'],
    managersOnly: true,
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

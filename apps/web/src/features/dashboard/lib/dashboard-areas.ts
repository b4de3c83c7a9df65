import {
  DASHBOARD_AREAS,
  orderAreaTiles,
  type DashboardArea,
  type TileKey,
} from '@barnboard/domain';
import { visibleTiles, type TileAccessContext } from '../../../lib/reports/tile-access';

/** The saved tile order per area (prefs `dashboardTiles`); any area may be missing. */
export type SavedTileOrders = Partial<Record<DashboardArea, readonly string[]>>;

export type AreaTiles = { area: DashboardArea; tiles: TileKey[] };

/**
 * The areas the user can open on the current site, each with the tiles they may see in their
 * saved order. An area shows only when at least one of its tiles does; a tile the user cannot
 * access is left out entirely (spec §6).
 */
export function dashboardAreas(context: TileAccessContext, saved: SavedTileOrders): AreaTiles[] {
  return DASHBOARD_AREAS.map((area) => ({
    area,
    tiles: visibleTiles(context, orderAreaTiles(area, saved[area])),
  })).filter(({ tiles }) => tiles.length > 0);
}

import { DASHBOARD_AREAS, orderAreaTiles, parsePreferences } from '@barnboard/domain';
import type { SavedTileOrders } from './dashboard-areas';

/**
 * Reads prefs `dashboardTiles` leniently and in the shape a save must have: each stored area as
 * orderAreaTiles reads it (only that area's tiles, once each), so writing one area back never
 * carries another area's stray keys, which the server refuses.
 */
export function readTileOrders(prefsJson: string | undefined): SavedTileOrders {
  const raw = parsePreferences(prefsJson).dashboardTiles;
  if (typeof raw !== 'object' || raw === null) return {};
  const stored = raw as Record<string, unknown>;
  const orders: SavedTileOrders = {};
  for (const area of DASHBOARD_AREAS) {
    const keys = stored[area];
    if (!Array.isArray(keys)) continue;
    orders[area] = orderAreaTiles(
      area,
      keys.filter((key): key is string => typeof key === 'string'),
    );
  }
  return orders;
}

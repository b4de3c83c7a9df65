import { orderAreaTiles, type DashboardArea, type TileKey } from '@barnboard/domain';
import { useMemo } from 'react';
import { mergeVisibleOrder } from '../../../components/sortable/merge-visible-order';
import { useTileAccessContext } from '../../../lib/reports/use-tile-access';
import { savePreferencesOptimistically } from '../../../lib/session/optimistic-preferences';
import { getSessionState, useSession } from '../../../lib/session/session-store';
import { dashboardAreas, type AreaTiles } from './dashboard-areas';
import { readTileOrders } from './read-tile-orders';

/**
 * Saves the order the user gave the tiles they see in an area (prefs `dashboardTiles`). Read
 * from the session when the drop happens, so two quick drags both count.
 */
function saveAreaOrder(area: DashboardArea, visibleOrder: TileKey[]): Promise<void> {
  const orders = readTileOrders(getSessionState().data?.user.prefs);
  const full = orderAreaTiles(area, orders[area]);
  return savePreferencesOptimistically({
    dashboardTiles: { ...orders, [area]: mergeVisibleOrder(full, visibleOrder) },
  });
}

/** The dashboard's areas and tiles for the user on the current site; null before the session. */
export function useDashboardTiles(): {
  areas: AreaTiles[];
  reorder: (area: DashboardArea, tiles: TileKey[]) => Promise<void>;
} | null {
  const context = useTileAccessContext();
  const prefs = useSession().data?.user.prefs;
  const areas = useMemo(
    () => (context ? dashboardAreas(context, readTileOrders(prefs)) : null),
    [context, prefs],
  );
  return areas ? { areas, reorder: saveAreaOrder } : null;
}

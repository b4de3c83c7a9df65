import { z } from 'zod';
import { storedMonthsSchema } from '../periods/tile-period.js';
import { DASHBOARD_AREAS, isTileKey, TILES, type DashboardArea } from '../reports/tiles.js';
import { refuseRepeats, refuseUnknownKeys, tileKeySchema } from './preference-rules.js';

/** The tile preferences of the dashboards (spec §3, §4): tile order per area, period per tile. */

const isDashboardArea = (key: string): key is DashboardArea =>
  (DASHBOARD_AREAS as readonly string[]).includes(key);

/**
 * `dashboardTiles`: per dashboard area (any of them may be missing), its tiles in the user's
 * order. orderAreaTiles reads it and adds the tiles of the area the list does not name.
 */
export const dashboardTilesPreferenceSchema = z
  .record(z.string(), z.array(tileKeySchema))
  .superRefine((areas, ctx) => {
    refuseUnknownKeys(
      ctx,
      areas,
      isDashboardArea,
      `is not a dashboard area (${DASHBOARD_AREAS.join(', ')})`,
    );
    for (const [area, tiles] of Object.entries(areas)) {
      if (!isDashboardArea(area)) continue;
      tiles.forEach((tile, index) => {
        if (!TILES[tile].areas.includes(area)) {
          ctx.addIssue({
            code: 'custom',
            path: [area, index],
            message: `is not a tile of the ${area} dashboard`,
          });
        }
      });
      refuseRepeats(ctx, tiles, 'tile', (index) => [area, index]);
    }
  });

/** `tilePeriods`: per tile, the period it was last shown for, in stored months (spec §4). */
export const tilePeriodsPreferenceSchema = z
  .record(z.string(), storedMonthsSchema)
  .superRefine((periods, ctx) => refuseUnknownKeys(ctx, periods, isTileKey, 'is not a tile key'));

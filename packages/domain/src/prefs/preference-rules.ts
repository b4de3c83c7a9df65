import { z } from 'zod';
import { TILE_KEYS } from '../reports/tiles.js';

/** Building blocks shared by the preference schemas (docs/preferences.md). */

export const tileKeySchema = z.enum(TILE_KEYS, {
  error: `must be a tile key (${TILE_KEYS.join(', ')})`,
});

/**
 * Reports each value that repeats an earlier one of the list, at its own index, naming the first:
 * a repeated tile or name would show twice or make two entries share a route.
 */
export function refuseRepeats(
  ctx: z.RefinementCtx,
  keys: readonly string[],
  what: string,
  path: (index: number) => (string | number)[] = (index) => [index],
): void {
  const firstIndex = new Map<string, number>();
  keys.forEach((key, index) => {
    const first = firstIndex.get(key);
    if (first === undefined) {
      firstIndex.set(key, index);
      return;
    }
    ctx.addIssue({
      code: 'custom',
      path: path(index),
      message: `repeats the ${what} at index ${first}`,
    });
  });
}

/**
 * A JSON object keyed by a closed set of names: each key that is not one is reported on its own
 * path (zod's record would report every stranger together on the object itself).
 */
export function refuseUnknownKeys(
  ctx: z.RefinementCtx,
  record: Record<string, unknown>,
  isKnown: (key: string) => boolean,
  reason: string,
): void {
  for (const key of Object.keys(record)) {
    if (!isKnown(key)) ctx.addIssue({ code: 'custom', path: [key], message: reason });
  }
}

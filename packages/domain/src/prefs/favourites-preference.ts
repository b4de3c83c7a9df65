import { z } from 'zod';
import {
  favouritePageName,
  favouritePageNameIssue,
  MAX_TILES_PER_PAGE,
} from '../periods/favourites.js';
import { refuseRepeats, tileKeySchema } from './preference-rules.js';

/**
 * The `favorites` preference (spec §3, §5): the user's favourites pages, in menu order, each a
 * name and its tiles. What a save must hold; the web app reads stored pages leniently.
 */

/** Enough for any menu; a bound so one preference cannot grow without limit. */
export const MAX_FAVOURITE_PAGES = 50;

/**
 * A page name as stored: favouritePageName's form (trimmed, each run of spaces one hyphen), so
 * the route favorites/{name} the menu links to is the name itself.
 */
const storedPageNameSchema = z.string().superRefine((name, ctx) => {
  const stored = favouritePageName(name);
  if (favouritePageNameIssue(name, []) === 'name_required') {
    ctx.addIssue({ code: 'custom', message: 'is required' });
  } else if (stored !== name) {
    ctx.addIssue({
      code: 'custom',
      message: `must be stored trimmed, with spaces as hyphens ("${stored}")`,
    });
  }
});

const favouritePageSchema = z.object({
  name: storedPageNameSchema,
  tiles: z
    .array(tileKeySchema)
    .max(MAX_TILES_PER_PAGE, `must hold at most ${MAX_TILES_PER_PAGE} tiles`)
    .superRefine((tiles, ctx) => refuseRepeats(ctx, tiles, 'tile')),
});

export const favouritesPreferenceSchema = z
  .array(favouritePageSchema)
  .max(MAX_FAVOURITE_PAGES, `must hold at most ${MAX_FAVOURITE_PAGES} pages`)
  .superRefine((pages, ctx) =>
    // Names are compared stored (as favouritePageNameIssue does): they are routes.
    refuseRepeats(
      ctx,
      pages.map((page) => favouritePageName(page.name)),
      'page name',
      (index) => [index, 'name'],
    ),
  );
export type FavouritesPreference = z.infer<typeof favouritesPreferenceSchema>;

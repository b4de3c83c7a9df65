/**
 * Favourites pages (spec §2, §3, §5): named pages of report tiles, at route favorites/{favPage}.
 */

/** The first reading of spec §5 ("at most 4 tiles"); the other counts 4 existing plus one new. */
export const MAX_TILES_PER_PAGE = 4;

/** The stored name of a page: trimmed, each run of spaces stored as one hyphen (spec §3). */
export function favouritePageName(input: string): string {
  return input.trim().replace(/\s+/g, '-');
}

export type FavouritePageNameIssue = 'name_required' | 'name_taken';

/**
 * Why a name cannot be given to a page (adding, or renaming: `others` then leaves out the page
 * itself). Names are compared stored, since two names that store alike would share a route.
 */
export function favouritePageNameIssue(
  input: string,
  others: readonly string[],
): FavouritePageNameIssue | null {
  const name = favouritePageName(input);
  if (name === '') return 'name_required';
  return others.some((other) => favouritePageName(other) === name) ? 'name_taken' : null;
}

/** The route of a page, from its stored name. */
export function favouritePageRoute(storedName: string): string {
  return `favorites/${encodeURIComponent(storedName)}`;
}

/** Why a tile cannot be added to the chosen page (none chosen, or full), or null. */
export function addTileIssue(
  page: { tiles: readonly unknown[] } | null | undefined,
): 'noselect' | 'maxreached' | null {
  if (!page) return 'noselect';
  return page.tiles.length >= MAX_TILES_PER_PAGE ? 'maxreached' : null;
}

/** Messages of the favourites actions that clear after 3 s (spec §4); every other after 5 s. */
export const QUICK_FAVOURITE_MESSAGES = [
  'noselect',
  'maxreached',
  'addSuccess',
  'alreadyAdded',
  'removeSuccess',
] as const;

export function favouriteMessageDelayMs(code: string): number {
  return (QUICK_FAVOURITE_MESSAGES as readonly string[]).includes(code) ? 3000 : 5000;
}

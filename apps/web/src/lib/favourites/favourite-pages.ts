import {
  addTileIssue,
  favouritePageName,
  favouritePageNameIssue,
  isTileKey,
  type FavouritePageNameIssue,
  type TileKey,
} from '@barnboard/domain';

/**
 * Favourites pages as stored in the user prefs key `favorites` (spec §3): pure edits of the
 * list, each answering the next list to save or why the edit is refused.
 */
export type FavouritePage = { name: string; tiles: TileKey[] };

export type AddTileCode = 'noselect' | 'maxreached' | 'addSuccess' | 'alreadyAdded';

type NameEdit = { issue: FavouritePageNameIssue } | { pages: FavouritePage[] };

/**
 * Reads the stored list leniently: entries that are not pages, unnamed or repeated pages, and
 * tile keys this version does not know (or that repeat) are dropped rather than failing.
 */
export function readFavouritePages(raw: unknown): FavouritePage[] {
  if (!Array.isArray(raw)) return [];
  const pages: FavouritePage[] = [];
  for (const entry of raw as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { name, tiles } = entry as { name?: unknown; tiles?: unknown };
    if (typeof name !== 'string' || name === '' || pages.some((page) => page.name === name)) {
      continue;
    }
    const keys = Array.isArray(tiles) ? tiles.filter((t) => typeof t === 'string') : [];
    pages.push({ name, tiles: [...new Set(keys.filter(isTileKey))] });
  }
  return pages;
}

export function addFavouritePage(pages: FavouritePage[], input: string): NameEdit {
  const issue = favouritePageNameIssue(
    input,
    pages.map((page) => page.name),
  );
  if (issue) return { issue };
  return { pages: [...pages, { name: favouritePageName(input), tiles: [] }] };
}

export function renameFavouritePage(pages: FavouritePage[], name: string, input: string): NameEdit {
  const others = pages.filter((page) => page.name !== name).map((page) => page.name);
  const issue = favouritePageNameIssue(input, others);
  if (issue) return { issue };
  const stored = favouritePageName(input);
  return { pages: pages.map((page) => (page.name === name ? { ...page, name: stored } : page)) };
}

export function removeFavouritePage(pages: FavouritePage[], name: string): FavouritePage[] {
  return pages.filter((page) => page.name !== name);
}

/** Pages in the order of `names`; a page the order does not name keeps its place at the end. */
export function reorderFavouritePages(pages: FavouritePage[], names: string[]): FavouritePage[] {
  const named = names.flatMap((name) => pages.filter((page) => page.name === name));
  return [...named, ...pages.filter((page) => !names.includes(page.name))];
}

/**
 * Adds a tile to a page (spec §5): none chosen → noselect, full page → maxreached. A tile the
 * page already shows is not repeated, and the user is told so (alreadyAdded), full page or not.
 */
export function addFavouriteTile(
  pages: FavouritePage[],
  pageName: string | null,
  tile: TileKey,
): { code: AddTileCode; pages: FavouritePage[] } {
  const page = pages.find((candidate) => candidate.name === pageName);
  if (page?.tiles.includes(tile)) return { code: 'alreadyAdded', pages };
  const issue = addTileIssue(page);
  if (issue !== null || !page) return { code: issue ?? 'noselect', pages };
  return { code: 'addSuccess', pages: withTiles(pages, page.name, [...page.tiles, tile]) };
}

export function removeFavouriteTile(
  pages: FavouritePage[],
  pageName: string,
  tile: TileKey,
): FavouritePage[] {
  const page = pages.find((candidate) => candidate.name === pageName);
  return page
    ? withTiles(
        pages,
        pageName,
        page.tiles.filter((key) => key !== tile),
      )
    : pages;
}

/** Reorders a page's tiles; only tiles already on the page are kept, the others stay after. */
export function moveFavouriteTiles(
  pages: FavouritePage[],
  pageName: string,
  tiles: TileKey[],
): FavouritePage[] {
  const page = pages.find((candidate) => candidate.name === pageName);
  if (!page) return pages;
  const ordered = tiles.filter((key) => page.tiles.includes(key));
  return withTiles(pages, pageName, [
    ...new Set([...ordered, ...page.tiles.filter((key) => !ordered.includes(key))]),
  ]);
}

function withTiles(pages: FavouritePage[], pageName: string, tiles: TileKey[]): FavouritePage[] {
  return pages.map((page) => (page.name === pageName ? { ...page, tiles } : page));
}

import { parsePreferences, type FavouritePageNameIssue, type TileKey } from '@barnboard/domain';
import { useMemo } from 'react';
import { savePreferencesOptimistically } from '../session/optimistic-preferences';
import { getSessionState, useSession } from '../session/session-store';
import {
  addFavouritePage,
  addFavouriteTile,
  moveFavouriteTiles,
  readFavouritePages,
  removeFavouritePage,
  removeFavouriteTile,
  renameFavouritePage,
  reorderFavouritePages,
  type AddTileCode,
  type FavouritePage,
} from './favourite-pages';

export type FavouritePagesApi = {
  pages: FavouritePage[];
  addPage: (input: string) => Promise<FavouritePageNameIssue | null>;
  renamePage: (name: string, input: string) => Promise<FavouritePageNameIssue | null>;
  removePage: (name: string) => Promise<void>;
  reorderPages: (names: string[]) => Promise<void>;
  addTile: (pageName: string | null, tile: TileKey) => Promise<AddTileCode>;
  removeTile: (pageName: string, tile: TileKey) => Promise<void>;
  moveTiles: (pageName: string, tiles: TileKey[]) => Promise<void>;
};

const pagesOf = (prefsJson: string | undefined) =>
  readFavouritePages(parsePreferences(prefsJson).favorites);

/**
 * Edits are computed from the pages as they are when the edit runs, not as they were at the last
 * render, so two quick edits (two drags, or an add right after a rename) both land.
 */
function currentPages(): FavouritePage[] {
  return pagesOf(getSessionState().data?.user.prefs);
}

const save = (pages: FavouritePage[]) => savePreferencesOptimistically({ favorites: pages });

async function saveNameEdit(
  edit: { issue: FavouritePageNameIssue } | { pages: FavouritePage[] },
): Promise<FavouritePageNameIssue | null> {
  if ('issue' in edit) return edit.issue;
  await save(edit.pages);
  return null;
}

/** The user's favourites pages (prefs `favorites`) and their edits, shown before the save ends. */
export function useFavouritePages(): FavouritePagesApi {
  const prefs = useSession().data?.user.prefs;
  const pages = useMemo(() => pagesOf(prefs), [prefs]);
  return useMemo(
    () => ({
      pages,
      addPage: (input) => saveNameEdit(addFavouritePage(currentPages(), input)),
      renamePage: (name, input) => saveNameEdit(renameFavouritePage(currentPages(), name, input)),
      removePage: (name) => save(removeFavouritePage(currentPages(), name)),
      reorderPages: (names) => save(reorderFavouritePages(currentPages(), names)),
      addTile: async (pageName, tile) => {
        const current = currentPages();
        const { code, pages: next } = addFavouriteTile(current, pageName, tile);
        if (next !== current) await save(next);
        return code;
      },
      removeTile: (pageName, tile) => save(removeFavouriteTile(currentPages(), pageName, tile)),
      moveTiles: (pageName, tiles) => save(moveFavouriteTiles(currentPages(), pageName, tiles)),
    }),
    [pages],
  );
}

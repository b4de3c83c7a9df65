import { describe, expect, it } from 'vitest';
import {
  addFavouritePage,
  addFavouriteTile,
  moveFavouriteTiles,
  readFavouritePages,
  removeFavouriteTile,
  renameFavouritePage,
  reorderFavouritePages,
  type FavouritePage,
} from './favourite-pages';

const pages: FavouritePage[] = [
  { name: 'Morning', tiles: ['gestation-live', 'lactation-live'] },
  { name: 'Full-page', tiles: ['notifications', 'gestation-live', 'lactation-live', 'kpi-herd'] },
];

describe('readFavouritePages', () => {
  it('drops what is not a page, repeated names, unknown and repeated tiles', () => {
    expect(
      readFavouritePages([
        { name: 'A', tiles: ['kpi-herd', 'retired-tile', 'kpi-herd', 3] },
        { name: 'A', tiles: [] },
        { name: '', tiles: [] },
        { tiles: ['kpi-herd'] },
        'B',
        null,
        { name: 'C' },
      ]),
    ).toEqual([
      { name: 'A', tiles: ['kpi-herd'] },
      { name: 'C', tiles: [] },
    ]);
    expect(readFavouritePages({ name: 'A' })).toEqual([]);
  });
});

describe('page names', () => {
  it('adds a page with its spaces stored as hyphens', () => {
    expect(addFavouritePage(pages, '  Sows  to   watch ')).toEqual({
      pages: [...pages, { name: 'Sows-to-watch', tiles: [] }],
    });
  });

  it('refuses an empty name and a name that stores like another', () => {
    expect(addFavouritePage(pages, '   ')).toEqual({ issue: 'name_required' });
    expect(addFavouritePage(pages, 'Full page')).toEqual({ issue: 'name_taken' });
  });

  it('renames a page, keeping its tiles; its own name is not taken', () => {
    expect(renameFavouritePage(pages, 'Morning', 'Early morning')).toEqual({
      pages: [{ ...pages[0], name: 'Early-morning' }, pages[1]],
    });
    expect(renameFavouritePage(pages, 'Morning', 'Morning')).toEqual({ pages });
    expect(renameFavouritePage(pages, 'Morning', 'Full page')).toEqual({ issue: 'name_taken' });
  });

  it('reorders pages by name, leaving unnamed ones at the end', () => {
    const extra = [...pages, { name: 'Third', tiles: [] }];
    expect(reorderFavouritePages(extra, ['Full-page', 'Morning']).map((p) => p.name)).toEqual([
      'Full-page',
      'Morning',
      'Third',
    ]);
  });
});

describe('tiles', () => {
  it('answers noselect without a page and maxreached on a full page, changing nothing', () => {
    expect(addFavouriteTile(pages, null, 'kpi-herd')).toEqual({ code: 'noselect', pages });
    expect(addFavouriteTile(pages, 'Unknown', 'kpi-herd')).toEqual({ code: 'noselect', pages });
    expect(addFavouriteTile(pages, 'Full-page', 'feedintakes')).toEqual({
      code: 'maxreached',
      pages,
    });
  });

  it('adds a tile at the end of the page, once', () => {
    const { code, pages: next } = addFavouriteTile(pages, 'Morning', 'kpi-herd');
    expect(code).toBe('addSuccess');
    expect(next[0]!.tiles).toEqual(['gestation-live', 'lactation-live', 'kpi-herd']);
    expect(addFavouriteTile(pages, 'Morning', 'gestation-live')).toEqual({
      code: 'alreadyAdded',
      pages,
    });
  });

  it('removes and reorders the tiles of a page', () => {
    expect(removeFavouriteTile(pages, 'Morning', 'gestation-live')[0]!.tiles).toEqual([
      'lactation-live',
    ]);
    expect(
      moveFavouriteTiles(pages, 'Full-page', ['kpi-herd', 'notifications', 'feedintakes'])[1]!
        .tiles,
    ).toEqual(['kpi-herd', 'notifications', 'gestation-live', 'lactation-live']);
  });
});

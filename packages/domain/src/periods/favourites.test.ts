import { describe, expect, it } from 'vitest';
import {
  addTileIssue,
  favouriteMessageDelayMs,
  favouritePageName,
  favouritePageNameIssue,
  favouritePageRoute,
  MAX_TILES_PER_PAGE,
} from './favourites.js';

describe('favourites page names', () => {
  it.each([
    ['Morning checks', 'Morning-checks'],
    ['  Gestation   room A ', 'Gestation-room-A'],
    ['Tab\there', 'Tab-here'],
    ['Already-hyphened', 'Already-hyphened'],
    ['   ', ''],
  ])('%j is stored as %j', (input, stored) => {
    expect(favouritePageName(input)).toBe(stored);
  });

  it.each([
    ['Morning checks', [], null],
    ['', [], 'name_required'],
    ['  ', ['Other'], 'name_required'],
    ['Morning checks', ['Morning-checks'], 'name_taken'],
    ['Morning-checks', ['Morning checks'], 'name_taken'],
    ['Evening', ['Morning-checks'], null],
  ] as const)('%j among %j → %s', (input, others, issue) => {
    expect(favouritePageNameIssue(input, others)).toBe(issue);
  });

  it('routes by the stored name', () => {
    expect(favouritePageRoute('Morning-checks')).toBe('favorites/Morning-checks');
    expect(favouritePageRoute('Été/hiver')).toBe('favorites/%C3%89t%C3%A9%2Fhiver');
  });
});

describe('addTileIssue', () => {
  const page = (tiles: number) => ({ tiles: Array.from({ length: tiles }, (_, i) => `t${i}`) });
  it.each([
    [null, 'noselect'],
    [undefined, 'noselect'],
    [page(0), null],
    [page(3), null],
    [page(MAX_TILES_PER_PAGE), 'maxreached'],
    [page(5), 'maxreached'],
  ])('%j → %s', (target, issue) => {
    expect(addTileIssue(target)).toBe(issue);
  });

  it('allows 4 tiles per page (the first reading of spec §5)', () => {
    expect(MAX_TILES_PER_PAGE).toBe(4);
  });
});

describe('favouriteMessageDelayMs', () => {
  it.each([
    ['noselect', 3000],
    ['maxreached', 3000],
    ['addSuccess', 3000],
    ['removeSuccess', 3000],
    ['renameSuccess', 5000],
    ['error', 5000],
    ['AddSuccess', 5000],
  ])('%s clears after %d ms', (code, delay) => {
    expect(favouriteMessageDelayMs(code)).toBe(delay);
  });
});

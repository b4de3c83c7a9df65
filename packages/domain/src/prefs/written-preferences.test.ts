import { describe, expect, it } from 'vitest';
import { MAX_TILES_PER_PAGE } from '../periods/favourites.js';
import { TILE_KEYS } from '../reports/tiles.js';
import { MAX_FAVOURITE_PAGES } from './favourites-preference.js';
import { writtenPreferenceIssues } from './written-preferences.js';

const issues = (prefs: object, stored: object | null = null) =>
  writtenPreferenceIssues(JSON.stringify(prefs), stored && JSON.stringify(stored));

/** One valid value of every checked key, the example of docs/preferences.md. */
const VALID = {
  favorites: [{ name: 'Morning-checks', tiles: ['gestation-live', 'lactation-live'] }],
  dashboardTiles: { gestation: ['gestation-losses', 'gestation-live'], home: [] },
  tilePeriods: { 'gestation-visits': 0.014, 'kpi-herd': 12 },
  objectives: {
    far_rate: { type: 'higher', thresholds: [0.8, 0.86, 0.88, 0.9, null], fade: 0.25 },
  },
  typeObjectives: 'off',
  colorsDisplay: 'red',
  gradientOrNo: false,
  gridDisplay: 'per_sow',
  lactation: { lactation_day_range: '2/21' },
  filterGroups: { 'lactation-history': [{ name: 'Gilts', items: ['parity:0'] }] },
  monitoringDisplay: { view: 'custom', columns: 'rolling13' },
  customMonitoring: ['far_rate', 'service_far_rate', 'pw_mf_year'],
};

describe('writtenPreferenceIssues', () => {
  it('accepts a valid value of every checked key, and any other key as it is', () => {
    expect(issues(VALID)).toEqual([]);
    expect(issues({ theme: 42, anything: { nested: [null] }, favorites: [] })).toEqual([]);
  });

  it.each<[string, object, string, string]>([
    [
      'an unstored page name',
      { favorites: [{ name: 'Morning checks', tiles: [] }] },
      'prefs.favorites[0].name',
      'must be stored trimmed, with spaces as hyphens ("Morning-checks")',
    ],
    [
      'an empty page name',
      { favorites: [{ name: ' ', tiles: [] }] },
      'prefs.favorites[0].name',
      'is required',
    ],
    [
      'a repeated page name',
      {
        favorites: [
          { name: 'A', tiles: [] },
          { name: 'B', tiles: [] },
          { name: 'A', tiles: [] },
        ],
      },
      'prefs.favorites[2].name',
      'repeats the page name at index 0',
    ],
    [
      'an unknown tile',
      { favorites: [{ name: 'A', tiles: ['kpi-herd', 'weather'] }] },
      'prefs.favorites[0].tiles[1]',
      `must be a tile key (${TILE_KEYS.join(', ')})`,
    ],
    [
      'a repeated tile',
      { favorites: [{ name: 'A', tiles: ['kpi-herd', 'kpi-herd'] }] },
      'prefs.favorites[0].tiles[1]',
      'repeats the tile at index 0',
    ],
    [
      'too many tiles on a page',
      { favorites: [{ name: 'A', tiles: TILE_KEYS.slice(0, MAX_TILES_PER_PAGE + 1) }] },
      'prefs.favorites[0].tiles',
      `must hold at most ${MAX_TILES_PER_PAGE} tiles`,
    ],
    [
      'too many pages',
      {
        favorites: Array.from({ length: MAX_FAVOURITE_PAGES + 1 }, (_, i) => ({
          name: `P${i}`,
          tiles: [],
        })),
      },
      'prefs.favorites',
      `must hold at most ${MAX_FAVOURITE_PAGES} pages`,
    ],
    [
      'an unknown dashboard area',
      { dashboardTiles: { kitchen: [] } },
      'prefs.dashboardTiles.kitchen',
      'is not a dashboard area (home, feeding, gestation, lactation, zootech)',
    ],
    [
      'a tile of another area',
      { dashboardTiles: { lactation: ['lactation-live', 'gestation-live'] } },
      'prefs.dashboardTiles.lactation[1]',
      'is not a tile of the lactation dashboard',
    ],
    [
      'a repeated dashboard tile',
      { dashboardTiles: { home: ['kpi-reproduction', 'notifications', 'kpi-reproduction'] } },
      'prefs.dashboardTiles.home[2]',
      'repeats the tile at index 0',
    ],
    [
      'a period of an unknown tile',
      { tilePeriods: { weather: 1 } },
      'prefs.tilePeriods.weather',
      'is not a tile key',
    ],
    [
      'a period that is not stored months',
      { tilePeriods: { 'kpi-herd': 1.5 } },
      'prefs.tilePeriods.kpi-herd',
      'must be whole months, or days as thousandths of a month',
    ],
    [
      'an objective without its thresholds',
      { objectives: { far_rate: { type: 'higher', thresholds: [0.8, 0.86, null, null, null] } } },
      'prefs.objectives.far_rate.thresholds[3]',
      'required for this objective type',
    ],
    [
      'a goals toggle',
      { typeObjectives: 'users' },
      'prefs.typeObjectives',
      'must be one of on, off',
    ],
    [
      'a colour display',
      { colorsDisplay: 'blue' },
      'prefs.colorsDisplay',
      'must be one of all, red, none',
    ],
    ['a gradient switch', { gradientOrNo: 'yes' }, 'prefs.gradientOrNo', 'must be true or false'],
    [
      'a grid display',
      { gridDisplay: 'tiny' },
      'prefs.gridDisplay',
      'must be one of standard, compact, total, percent, per_sow',
    ],
    [
      'lactation days from after to',
      { lactation: { lactation_day_range: '18/1' } },
      'prefs.lactation.lactation_day_range',
      'from must not be after to',
    ],
    [
      'unreadable lactation days',
      { lactation: { lactation_day_range: '1-18' } },
      'prefs.lactation.lactation_day_range',
      'must be from/to lactation days, e.g. 1/18',
    ],
    [
      'a filter group name with a dot',
      { filterGroups: { breedings: [{ name: 'v2.1', items: ['a'] }] } },
      'prefs.filterGroups.breedings[0].name',
      'must not contain a dot',
    ],
    [
      'a filter group without a name',
      { filterGroups: { breedings: [{ name: '', items: ['a'] }] } },
      'prefs.filterGroups.breedings[0].name',
      'is required',
    ],
    [
      'a filter group without items',
      { filterGroups: { breedings: [{ name: 'Gilts', items: [] }] } },
      'prefs.filterGroups.breedings[0].items',
      'must hold at least one item',
    ],
    [
      'a repeated filter group name',
      {
        filterGroups: {
          breedings: [
            { name: 'Gilts', items: ['a'] },
            { name: ' Gilts', items: ['b'] },
          ],
        },
      },
      'prefs.filterGroups.breedings[1].name',
      'repeats the group name at index 0',
    ],
    [
      'a monitoring view',
      { monitoringDisplay: { view: 'summary' } },
      'prefs.monitoringDisplay.view',
      'must be one of simple, detailed, gilts, weaning, inventory, reproduction, farrowing, custom',
    ],
    [
      'monitoring columns',
      { monitoringDisplay: { view: 'simple', columns: 'fortnight' } },
      'prefs.monitoringDisplay.columns',
      'must be one of week, month, quarter, year, rolling13, rolling26, rolling52',
    ],
    [
      'a custom row that is no row',
      { customMonitoring: ['far_rate', 'weather'] },
      'prefs.customMonitoring[1]',
      'is not a monitoring row',
    ],
    [
      'a repeated custom row',
      { customMonitoring: ['far_rate', 'npd', 'far_rate'] },
      'prefs.customMonitoring[2]',
      'repeats the row at index 0',
    ],
    [
      'custom rows without a row',
      { customMonitoring: [] },
      'prefs.customMonitoring',
      'must hold at least one row',
    ],
  ])('refuses %s on its path', (_, prefs, field, reason) => {
    expect(issues({ ...VALID, ...prefs })).toEqual([{ field, reason }]);
  });

  it('lists every wrong key at once', () => {
    expect(issues({ colorsDisplay: 'blue', gridDisplay: 'tiny' }).map((i) => i.field)).toEqual([
      'prefs.colorsDisplay',
      'prefs.gridDisplay',
    ]);
  });

  it('refuses what is not a JSON object', () => {
    for (const text of ['[]', 'null', '{', '"x"']) {
      expect(writtenPreferenceIssues(text, null)).toEqual([
        { field: 'prefs', reason: 'must be a JSON object encoded as a string' },
      ]);
    }
  });

  it('does not check again a value already stored, only what changes', () => {
    const legacy = { gridDisplay: 'tiny', favorites: [{ name: 'Old page', tiles: [] }] };
    expect(issues({ ...legacy, theme: 'dark' }, legacy)).toEqual([]);
    expect(issues({ ...legacy, gridDisplay: 'large' }, legacy)).toEqual([
      {
        field: 'prefs.gridDisplay',
        reason: 'must be one of standard, compact, total, percent, per_sow',
      },
    ]);
    // An unreadable stored value checks everything, as with nothing stored.
    expect(writtenPreferenceIssues(JSON.stringify(legacy), 'not json')).toHaveLength(2);
  });
});

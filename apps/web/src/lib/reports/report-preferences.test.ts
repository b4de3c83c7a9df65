import { describe, expect, it } from 'vitest';
import {
  filterGroupChange,
  filterGroupsOf,
  lactationDaysChange,
  lactationDaysOf,
  storedTileMonths,
  tilePeriodChange,
  tilePeriodOf,
} from './report-preferences';

describe('tile periods (spec §4)', () => {
  it("reads a tile's default period until one is saved", () => {
    expect(storedTileMonths({}, 'gestation-visits')).toBe(0.007);
    expect(tilePeriodOf({}, 'gestation-visits')).toEqual({ unit: 'day', count: 7 });
    expect(tilePeriodOf({}, 'kpi-herd')).toEqual({ unit: 'month', count: 12 });
  });

  it('saves days as thousandths of a month and years as 12 months, per tile', () => {
    const weeks = tilePeriodChange({}, 'gestation-visits', { unit: 'week', count: 2 });
    expect(weeks).toEqual({ tilePeriods: { 'gestation-visits': 0.014 } });
    const prefs = { ...weeks };
    // Two weeks read back as 14 days; the other tiles keep theirs.
    expect(tilePeriodOf(prefs, 'gestation-visits')).toEqual({ unit: 'day', count: 14 });
    const year = tilePeriodChange(prefs, 'lactation-history', { unit: 'year', count: 1 });
    expect(year.tilePeriods).toEqual({ 'gestation-visits': 0.014, 'lactation-history': 12 });
    expect(tilePeriodOf(year, 'lactation-history')).toEqual({ unit: 'month', count: 12 });
  });

  it('drops stored entries the server would refuse, and refuses an impossible period', () => {
    const prefs = { tilePeriods: { nope: 3, 'kpi-herd': 0.5004, 'gestation-losses': 6 } };
    expect(storedTileMonths(prefs, 'kpi-herd')).toBe(12);
    expect(tilePeriodChange(prefs, 'kpi-herd', { unit: 'month', count: 3 })).toEqual({
      tilePeriods: { 'gestation-losses': 6, 'kpi-herd': 3 },
    });
    expect(() => tilePeriodChange({}, 'kpi-herd', { unit: 'day', count: 1000 })).toThrow(
      RangeError,
    );
  });
});

describe('lactation days (spec §3, §5)', () => {
  it("reads 'from/to', 1/18 by default, and saves it beside the other lactation settings", () => {
    expect(lactationDaysOf({})).toEqual({ from: 1, to: 18 });
    const prefs = { lactation: { period: 'x', lactation_day_range: '3/21' } };
    expect(lactationDaysOf(prefs)).toEqual({ from: 3, to: 21 });
    expect(lactationDaysChange(prefs, { from: 2, to: 10 })).toEqual({
      lactation: { period: 'x', lactation_day_range: '2/10' },
    });
    expect(() => lactationDaysChange(prefs, { from: 10, to: 2 })).toThrow(RangeError);
  });
});

describe('filter groups (spec §5)', () => {
  it('appends a new name and replaces a group of the same name', () => {
    const first = filterGroupChange({}, 'lactation-live', { name: ' Rooms A-B ', items: ['A'] });
    expect(filterGroupsOf(first, 'lactation-live')).toEqual([{ name: 'Rooms A-B', items: ['A'] }]);
    const replaced = filterGroupChange(first, 'lactation-live', {
      name: 'Rooms A-B',
      items: ['B'],
    });
    expect(filterGroupsOf(replaced, 'lactation-live')).toEqual([
      { name: 'Rooms A-B', items: ['B'] },
    ]);
    expect(filterGroupsOf(replaced, 'gestation-live')).toEqual([]);
  });
});

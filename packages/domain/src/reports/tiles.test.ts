import { describe, expect, it } from 'vitest';
import { dayNumber } from '../herd/day-number.js';
import { tilePeriodRange } from '../periods/tile-period-range.js';
import { DASHBOARD_AREAS, TILES, TILE_KEYS, defaultAreaTiles, orderAreaTiles } from './tiles.js';

describe('tile catalogue', () => {
  it('gives every tile its own key and at least one area', () => {
    for (const key of TILE_KEYS) {
      expect(TILES[key].key).toBe(key);
      expect(TILES[key].areas.length).toBeGreaterThan(0);
    }
  });

  it('fills every dashboard area', () => {
    for (const area of DASHBOARD_AREAS) expect(defaultAreaTiles(area).length).toBeGreaterThan(0);
  });

  it('gives a stored default period to the tiles that have one', () => {
    for (const key of TILE_KEYS) {
      expect(TILES[key].defaultMonths !== null).toBe(TILES[key].period === 'period');
    }
  });
});

describe('orderAreaTiles', () => {
  it('keeps the default order when nothing is saved', () => {
    expect(orderAreaTiles('lactation', undefined)).toEqual(['lactation-live', 'lactation-history']);
  });

  it('puts saved tiles first, drops strangers and duplicates, appends the unnamed', () => {
    expect(
      orderAreaTiles('gestation', ['gestation-losses', 'kpi-herd', 'nope', 'gestation-losses']),
    ).toEqual(['gestation-losses', 'gestation-live', 'gestation-visits']);
  });
});

describe('periods limited in time', () => {
  it('default to a period they allow', () => {
    for (const key of TILE_KEYS) {
      const { maxDays, defaultMonths } = TILES[key];
      if (maxDays === undefined || defaultMonths === null) continue;
      const range = tilePeriodRange(defaultMonths, '2026-05-10');
      expect(dayNumber('2026-05-10') - dayNumber(range.from) + 1).toBeLessThanOrEqual(maxDays);
    }
    expect(TILES['reproduction-analysis'].maxDays).toBe(120);
  });
});

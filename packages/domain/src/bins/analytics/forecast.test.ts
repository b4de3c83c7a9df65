import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conservativeRate, FORECAST_SAFETY_FACTOR, forecastEmptyBy } from './forecast.js';
import { DAY_MS } from './readings.js';

const NOW = Date.UTC(2026, 2, 10, 9);

describe('conservativeRate', () => {
  it.each([
    [500, 600, 720],
    [600, 500, 720],
    [500, null, 600],
    [null, 500, 600],
    [null, null, null],
    [0, 0, null],
  ])('week %s, recent %s → %s kg/day', (week, recent, expected) => {
    const rate = conservativeRate({ weekKgPerDay: week, recentKgPerDay: recent });
    if (expected === null) expect(rate).toBeNull();
    else expect(rate).toBeCloseTo(expected, 9);
  });
});

describe('forecastEmptyBy', () => {
  it('counts whole days at the conservative rate', () => {
    // 10 000 kg at 600 × 1.2 = 720 kg/day is 13.9 days: 13.
    expect(forecastEmptyBy(10_000, { weekKgPerDay: 500, recentKgPerDay: 600 }, NOW)).toEqual({
      at: NOW + 13 * DAY_MS,
      daysUntilEmpty: 13,
      kgPerDay: 600 * FORECAST_SAFETY_FACTOR,
    });
  });
  it('is now for an empty bin, null when nothing is eaten', () => {
    expect(forecastEmptyBy(0, { weekKgPerDay: 500, recentKgPerDay: null }, NOW)?.at).toBe(NOW);
    expect(forecastEmptyBy(10_000, { weekKgPerDay: null, recentKgPerDay: null }, NOW)).toBeNull();
    expect(forecastEmptyBy(10_000, { weekKgPerDay: 0, recentKgPerDay: null }, NOW)).toBeNull();
  });
  it('is never later than the straight-line forecast of either rate', () => {
    const rate = fc.option(fc.double({ min: 0.01, max: 50_000, noNaN: true }), { nil: null });
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100_000, noNaN: true }),
        rate,
        rate,
        (kg, week, recent) => {
          const forecast = forecastEmptyBy(kg, { weekKgPerDay: week, recentKgPerDay: recent }, NOW);
          expect(forecast === null).toBe(week === null && recent === null);
          for (const measured of [week, recent]) {
            if (forecast && measured !== null) {
              expect(Number.isInteger(forecast.daysUntilEmpty)).toBe(true);
              expect(forecast.at).toBeLessThanOrEqual(NOW + (kg / measured) * DAY_MS);
            }
          }
        },
      ),
    );
  });
});

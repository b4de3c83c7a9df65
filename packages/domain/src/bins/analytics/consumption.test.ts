import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { averageDailyConsumption } from './consumption.js';
import { CAPACITY_KG, hour, reading, readingsEvery } from './reading-builder.js';

const NOW = 24 * 10;

/** 500 kg a day from 15 t at hour 0. */
const steady = (h: number) => 15_000 - (500 * h) / 24;

const average = (readings: Parameters<typeof averageDailyConsumption>[0], days?: number) =>
  averageDailyConsumption(readings, CAPACITY_KG, hour(NOW), days);

describe('averageDailyConsumption', () => {
  it('is the fall of the level per day', () => {
    expect(average(readingsEvery(6, NOW - 168, NOW, steady))).toBeCloseTo(500, 6);
  });
  it('leaves a fill out, its rise and its hours', () => {
    const filled = (h: number) => steady(h) - 7000 + (h >= NOW - 80 ? 10_000 : 0);
    expect(average(readingsEvery(6, NOW - 168, NOW, filled))).toBeCloseTo(500, 6);
  });
  it('reads out-of-order readings as sorted ones', () => {
    const readings = readingsEvery(4, NOW - 168, NOW, (h) => steady(h) + (h > 200 ? 9000 : 0));
    fc.assert(
      fc.property(
        fc.shuffledSubarray(readings, { minLength: readings.length, maxLength: readings.length }),
        (shuffled) => {
          expect(average(shuffled)).toBeCloseTo(500, 6);
        },
      ),
    );
  });
  it('lets noise cancel out instead of adding up', () => {
    const noisy = readingsEvery(2, NOW - 168, NOW, (h) => steady(h) + (h % 4 === 0 ? 80 : -80));
    expect(average(noisy)).toBeCloseTo(500, 0);
  });
  it('looks back `days` days only, and not past now', () => {
    const readings = [
      ...readingsEvery(6, NOW - 240, NOW - 49, (h) => 15_000 - 50 * h),
      ...readingsEvery(6, NOW - 48, NOW + 24, steady),
    ];
    expect(average(readings, 2)).toBeCloseTo(500, 6);
  });
  it('is never negative', () => {
    expect(average(readingsEvery(6, NOW - 48, NOW, (h) => 5000 + h))).toBe(0);
  });
  it.each([
    ['3 levels over 2 days', [0, 24, 48], null],
    ['4 levels over 23 hours', [0, 8, 16, 23], null],
    ['4 levels over 24 hours', [0, 8, 16, 24], 500],
  ])('needs 4 levels over a day: %s', (_, hours, expected) => {
    const readings = hours.map((h) => reading(NOW - 48 + h, steady(NOW - 48 + h)));
    const value = average(readings);
    if (expected === null) expect(value).toBeNull();
    else expect(value).toBeCloseTo(expected, 6);
  });
  it('does not count readings without echo', () => {
    const readings = [0, 8, 16, 24].map((h) => reading(NOW - h, h === 8 ? null : steady(NOW - h)));
    expect(average(readings)).toBeNull();
  });
  it('is null without readings', () => {
    expect(average([])).toBeNull();
  });
});

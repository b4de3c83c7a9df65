import { describe, expect, it } from 'vitest';
import { lastFilled } from './last-filled.js';
import { CAPACITY_KG, hour, readingsEvery } from './reading-builder.js';

const NOW = 24 * 20;

/** Readings every 6 hours from `from` to now, filled from 3000 to 15 000 kg at hour `fillAt`. */
const filledAt = (from: number, fillAt: number) =>
  readingsEvery(6, from, NOW, (h) => (h < fillAt ? 3000 : 15_000));

describe('lastFilled', () => {
  it.each([
    ['2 days ago', NOW - 48, { kind: 'date', at: hour(NOW - 48) }],
    ['exactly 7 days ago', NOW - 168, { kind: 'date', at: hour(NOW - 168) }],
    ['8 days ago', NOW - 192, { kind: 'more_than', days: 7 }],
  ])('a fill %s', (_, fillAt, expected) => {
    expect(lastFilled(filledAt(0, fillAt), CAPACITY_KG, hour(NOW))).toEqual(expected);
  });
  it('says "more than 7 days" when the week holds no fill', () => {
    expect(lastFilled(filledAt(0, NOW + 1), CAPACITY_KG, hour(NOW))).toEqual({
      kind: 'more_than',
      days: 7,
    });
  });
  it('says no more than the readings cover', () => {
    expect(lastFilled(filledAt(NOW - 84, NOW + 1), CAPACITY_KG, hour(NOW))).toEqual({
      kind: 'more_than',
      days: 3,
    });
  });
  it('is null with less than a day of levels, or none', () => {
    expect(lastFilled(filledAt(NOW - 18, NOW + 1), CAPACITY_KG, hour(NOW))).toBeNull();
    expect(lastFilled([], CAPACITY_KG, hour(NOW))).toBeNull();
  });
  it('ignores readings after now', () => {
    expect(lastFilled(filledAt(NOW - 72, NOW + 6), CAPACITY_KG, hour(NOW))).toEqual({
      kind: 'more_than',
      days: 3,
    });
  });
});

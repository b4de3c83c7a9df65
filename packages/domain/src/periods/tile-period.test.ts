import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fromStoredMonths,
  isStoredMonths,
  MAX_PERIOD_DAYS,
  storedMonthsSchema,
  tilePeriodIssue,
  tilePeriodSchema,
  toStoredMonths,
  type TilePeriod,
} from './tile-period.js';

describe('toStoredMonths and fromStoredMonths', () => {
  it.each<[TilePeriod, number, TilePeriod]>([
    [{ unit: 'day', count: 1 }, 0.001, { unit: 'day', count: 1 }],
    [{ unit: 'day', count: 7 }, 0.007, { unit: 'day', count: 7 }],
    [{ unit: 'day', count: 90 }, 0.09, { unit: 'day', count: 90 }],
    [{ unit: 'day', count: 999 }, 0.999, { unit: 'day', count: 999 }],
    [{ unit: 'week', count: 1 }, 0.007, { unit: 'day', count: 7 }],
    [{ unit: 'week', count: 2 }, 0.014, { unit: 'day', count: 14 }],
    [{ unit: 'month', count: 1 }, 1, { unit: 'month', count: 1 }],
    [{ unit: 'month', count: 18 }, 18, { unit: 'month', count: 18 }],
    [{ unit: 'year', count: 1 }, 12, { unit: 'month', count: 12 }],
    [{ unit: 'year', count: 3 }, 36, { unit: 'month', count: 36 }],
  ])('%j is stored as %d and reads back as %j', (period, stored, back) => {
    expect(toStoredMonths(period)).toBe(stored);
    expect(fromStoredMonths(stored)).toEqual(back);
  });

  it('stores days as the same number JSON writes for the thousandths', () => {
    expect(JSON.stringify(toStoredMonths({ unit: 'day', count: 7 }))).toBe('0.007');
    expect(JSON.stringify(toStoredMonths({ unit: 'week', count: 3 }))).toBe('0.021');
  });

  it('round-trips every stored value', () => {
    const stored = fc.oneof(
      fc.integer({ min: 1, max: MAX_PERIOD_DAYS }).map((days) => days / 1000),
      fc.integer({ min: 1, max: 1200 }),
    );
    fc.assert(
      fc.property(stored, (value) => {
        expect(toStoredMonths(fromStoredMonths(value))).toBe(value);
      }),
    );
  });

  it('round-trips every period up to weeks becoming days and years months', () => {
    const period = fc.oneof(
      fc.record({ unit: fc.constant('day' as const), count: fc.integer({ min: 1, max: 999 }) }),
      fc.record({ unit: fc.constant('week' as const), count: fc.integer({ min: 1, max: 142 }) }),
      fc.record({ unit: fc.constant('month' as const), count: fc.integer({ min: 1, max: 600 }) }),
      fc.record({ unit: fc.constant('year' as const), count: fc.integer({ min: 1, max: 50 }) }),
    );
    fc.assert(
      fc.property(period, (p) => {
        const expected: TilePeriod =
          p.unit === 'week'
            ? { unit: 'day', count: p.count * 7 }
            : p.unit === 'year'
              ? { unit: 'month', count: p.count * 12 }
              : p;
        expect(fromStoredMonths(toStoredMonths(p))).toEqual(expected);
      }),
    );
  });
});

describe('invalid periods', () => {
  it.each<[TilePeriod, string]>([
    [{ unit: 'day', count: 0 }, 'must be a whole number, 1 or more'],
    [{ unit: 'month', count: -1 }, 'must be a whole number, 1 or more'],
    [{ unit: 'year', count: 1.5 }, 'must be a whole number, 1 or more'],
    [{ unit: 'day', count: 1000 }, 'must be at most 999 days'],
    [{ unit: 'week', count: 143 }, 'must be at most 999 days'],
  ])('%j: %s', (period, message) => {
    expect(tilePeriodIssue(period)).toBe(message);
    expect(tilePeriodSchema.safeParse(period).error?.issues[0]?.message).toBe(message);
    expect(() => toStoredMonths(period)).toThrow(RangeError);
  });

  it.each([[{ unit: 'week', count: 142 }], [{ unit: 'month', count: 1000 }]])(
    'accepts %j',
    (period) => {
      expect(tilePeriodSchema.safeParse(period).success).toBe(true);
    },
  );

  it.each([0, -0.007, 0.0005, 0.0071, 1.5, 12.25, NaN, Infinity])(
    'refuses the stored value %d',
    (stored) => {
      expect(isStoredMonths(stored)).toBe(false);
      expect(storedMonthsSchema.safeParse(stored).success).toBe(false);
      expect(() => fromStoredMonths(stored)).toThrow(RangeError);
    },
  );
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupQuartiles, quartileRanks } from './quartiles.js';

describe('groupQuartiles', () => {
  it('interpolates between ranks', () => {
    expect(groupQuartiles([4, 1, 3, 2, 5])).toEqual({ q1: 2, median: 3, q3: 4 });
    expect(groupQuartiles([10, 20, 30, 40])).toEqual({ q1: 17.5, median: 25, q3: 32.5 });
  });

  it('draws none from fewer than 4 values, sites without a value left out', () => {
    expect(groupQuartiles([80, 90])).toBeNull();
    expect(groupQuartiles([80, 90, 100])).toBeNull();
    expect(groupQuartiles([null, 10, null, 20, 30])).toBeNull();
    expect(groupQuartiles([null, 10, null, 20, 30, 40])).toEqual({
      q1: 17.5,
      median: 25,
      q3: 32.5,
    });
    expect(groupQuartiles([null, null])).toBeNull();
  });
});

describe('quartileRanks', () => {
  const values = [10, 20, 30, 40, 50];

  it('ranks the highest values first when higher is better', () => {
    expect(quartileRanks(values, { way: 'higher' })).toEqual([4, 3, 2, 1, 1]);
  });

  it('ranks the lowest values first when lower is better', () => {
    expect(quartileRanks(values, { way: 'lower' })).toEqual([1, 1, 2, 3, 4]);
  });

  it('ranks by distance to a target, the closest first', () => {
    expect(quartileRanks([19, 21.5, 23, 28, 21], { way: 'target', value: 21.5 })).toEqual([
      3, 1, 2, 4, 1,
    ]);
  });

  it('ranks nothing without a better side, and no site without a value', () => {
    expect(quartileRanks(values, null)).toEqual([null, null, null, null, null]);
    expect(quartileRanks([null, 1, 2, 3, 4], { way: 'higher' })).toEqual([null, 4, 3, 2, 1]);
    // Two sites side by side: no quarters.
    expect(quartileRanks([null, 1, 2], { way: 'higher' })).toEqual([null, null, null]);
  });

  it('puts the best site in the first quarter and a worst site of its own in the last, for any group', () => {
    // KPI values as reports give them, to the hundredth: subnormal doubles (1e-323) would round
    // a quartile onto the worst value.
    const kpiValue = fc.integer({ min: -1e8, max: 1e8 }).map((hundredths) => hundredths / 100);
    fc.assert(
      fc.property(
        fc.array(kpiValue, { minLength: 4, maxLength: 40 }),
        fc.constantFrom('higher' as const, 'lower' as const),
        (group, way) => {
          const ranks = quartileRanks(group, { way });
          const best = way === 'higher' ? Math.max(...group) : Math.min(...group);
          const worst = way === 'higher' ? Math.min(...group) : Math.max(...group);
          expect(ranks[group.indexOf(best)]).toBe(1);
          // Sites sharing the worst value may stand on a quartile, which takes the better
          // quarter ([1, 1, 0], lower better: the two at 1 are on the median, second).
          if (group.filter((value) => value === worst).length === 1)
            expect(ranks[group.indexOf(worst)]).toBe(4);
          // A better value never sits in a worse quarter.
          group.forEach((a, i) =>
            group.forEach((b, j) => {
              const aBetter = way === 'higher' ? a > b : a < b;
              if (aBetter) expect(ranks[i]!).toBeLessThanOrEqual(ranks[j]!);
            }),
          );
        },
      ),
    );
  });
});

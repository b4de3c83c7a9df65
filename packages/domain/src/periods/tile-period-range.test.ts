import { describe, expect, it } from 'vitest';
import { tilePeriodRange } from './tile-period-range.js';

describe('tilePeriodRange', () => {
  it.each([
    [0.001, '2026-03-10', '2026-03-10'],
    [0.007, '2026-03-10', '2026-03-04'],
    [0.03, '2026-03-10', '2026-02-09'],
    [0.366, '2024-12-31', '2024-01-01'],
    [1, '2026-03-10', '2026-02-11'],
    [1, '2026-03-31', '2026-03-01'],
    [1, '2026-02-28', '2026-02-01'],
    [1, '2024-02-29', '2024-02-01'],
    [1, '2026-03-30', '2026-02-28'],
    [3, '2026-01-15', '2025-10-16'],
    [12, '2026-12-31', '2026-01-01'],
    [12, '2026-03-10', '2025-03-11'],
    // 2024-02-29 less 24 months is clamped to the last day of February 2022.
    [24, '2024-02-28', '2022-02-28'],
  ])('%d stored months on %s start on %s', (stored, today, from) => {
    expect(tilePeriodRange(stored, today)).toEqual({ from, to: today });
  });

  it.each(['2026-02-30', '2026-3-10', '10/03/2026', ''])('refuses the date %j', (today) => {
    expect(() => tilePeriodRange(1, today)).toThrow(RangeError);
  });

  it('refuses a value that is not a stored period', () => {
    expect(() => tilePeriodRange(1.5, '2026-03-10')).toThrow(RangeError);
  });
});

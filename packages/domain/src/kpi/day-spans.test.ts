import { describe, expect, it } from 'vitest';
import { intersect, overlapDays, unionDays } from './day-spans.js';

describe('day spans', () => {
  it('counts shared days of half-open spans', () => {
    expect(overlapDays({ start: 0, end: 10 }, { start: 5, end: Infinity })).toBe(5); // 5..9
    expect(overlapDays({ start: 0, end: 5 }, { start: 5, end: 9 })).toBe(0); // end excluded
    expect(intersect({ start: 0, end: 10 }, { start: 3, end: 20 })).toEqual({ start: 3, end: 10 });
  });

  it('counts each day of overlapping spans once', () => {
    // [0,10) ∪ [5,12) ∪ [20,22) ∪ empty [30,30) = 12 + 2 = 14 days.
    const spans = [
      { start: 5, end: 12 },
      { start: 20, end: 22 },
      { start: 0, end: 10 },
      { start: 30, end: 30 },
    ];
    expect(unionDays(spans)).toBe(14);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDayRange } from '../feeding/figures.js';
import {
  formatLactationDays,
  lactationDaysIssue,
  MAX_LACTATION_DAY,
  readLactationDays,
  type LactationDays,
} from './lactation-days.js';

describe('lactationDaysIssue', () => {
  it.each<[LactationDays, string | null]>([
    [{ from: 1, to: 18 }, null],
    [{ from: 0, to: 0 }, null],
    [{ from: 5, to: 5 }, null],
    [{ from: 0, to: 999 }, null],
    [{ from: 18, to: 1 }, 'from_after_to'],
    [{ from: -1, to: 18 }, 'not_a_day'],
    [{ from: 1, to: 1000 }, 'not_a_day'],
    [{ from: 1.5, to: 18 }, 'not_a_day'],
    [{ from: NaN, to: 18 }, 'not_a_day'],
  ])('%j → %s', (range, issue) => {
    expect(lactationDaysIssue(range)).toBe(issue);
  });
});

describe('formatLactationDays and readLactationDays', () => {
  it('formats as from/to and refuses what the picker refuses', () => {
    expect(formatLactationDays({ from: 1, to: 18 })).toBe('1/18');
    expect(() => formatLactationDays({ from: 18, to: 1 })).toThrow(RangeError);
  });

  it.each([
    ['2/21', { from: 2, to: 21 }],
    [' 3 / 3 ', { from: 3, to: 3 }],
    ['18/1', { from: 1, to: 18 }],
    ['1-18', { from: 1, to: 18 }],
    ['', { from: 1, to: 18 }],
    [null, { from: 1, to: 18 }],
    [undefined, { from: 1, to: 18 }],
  ])('reads %j as %j (the default 1/18 when unreadable)', (stored, range) => {
    expect(readLactationDays(stored)).toEqual(range);
  });

  it('hands out a fresh default each time', () => {
    readLactationDays(null).to = 99;
    expect(readLactationDays(null)).toEqual({ from: 1, to: 18 });
  });

  it('writes only what feeding parseDayRange reads back', () => {
    const day = fc.integer({ min: 0, max: MAX_LACTATION_DAY });
    fc.assert(
      fc.property(day, day, (a, b) => {
        const range = { from: Math.min(a, b), to: Math.max(a, b) };
        expect(parseDayRange(formatLactationDays(range))).toEqual(range);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatObjectiveValue, parseObjectiveValue } from './format-value.js';

describe('formatObjectiveValue', () => {
  it.each([
    [0.86, true, '86.00'],
    [0.8, true, '80.00'],
    [0.144, true, '14.40'],
    [0.12345, true, '12.35'],
    [0.00145, true, '0.15'],
    [1, true, '100.00'],
    [0, true, '0.00'],
    [-0.00001, true, '0.00'],
    [114.5, false, '114.5'],
    [113, false, '113'],
    [25.746, false, '25.75'],
    [1.005, false, '1.01'],
    [-2.345, false, '-2.35'],
    [-0.001, false, '0'],
    [null, true, ''],
    [null, false, ''],
  ])('%s (percent %s) → %j', (value, percent, text) => {
    expect(formatObjectiveValue(value, percent)).toBe(text);
  });
});

describe('parseObjectiveValue', () => {
  it.each([
    ['86', true, 0.86],
    ['14.4', true, 0.144],
    ['14,4', true, 0.144],
    [' 114.5 ', false, 114.5],
    ['-3', false, -3],
    ['.5', false, 0.5],
    ['7.', false, 7],
    ['', false, null],
    ['   ', true, null],
    ['abc', false, undefined],
    ['1e3', false, undefined],
    ['1.2.3', false, undefined],
    ['-', false, undefined],
  ])('%j (percent %s) → %s', (text, percent, value) => {
    expect(parseObjectiveValue(text, percent)).toBe(value);
  });

  it('reads back what it shows, for values with at most two shown decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.boolean(), (cents, pc) => {
        const value = pc ? cents / 10_000 : cents / 100;
        expect(parseObjectiveValue(formatObjectiveValue(value, pc), pc)).toBe(value);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration.js';

describe('formatDuration', () => {
  it.each<[number, string]>([
    [0, '0 s'],
    [0.4, '0 s'],
    [-0.4, '0 s'],
    [5, '5 s'],
    [59.5, '1 min 00 s'],
    [60, '1 min 00 s'],
    [65, '1 min 05 s'],
    [600, '10 min 00 s'],
    [3599, '59 min 59 s'],
    [3600, '1 h 00 min 00 s'],
    [3725, '1 h 02 min 05 s'],
    [36_000 + 60 * 7 + 3, '10 h 07 min 03 s'],
    [90_000, '25 h 00 min 00 s'],
    [-65, '-1 min 05 s'],
  ])('%d s → "%s"', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});

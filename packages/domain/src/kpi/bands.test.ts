import { describe, expect, it } from 'vitest';
import { mortalityBand, returnBand } from './bands.js';

describe('return-to-estrus bands (spec §9)', () => {
  it.each([
    [0, 'other'],
    [10, 'other'],
    [11, 'early'],
    [17, 'early'],
    [18, 'regular'],
    [25, 'regular'],
    [26, 'irregular'],
    [37, 'irregular'],
    [38, 'regular_second'],
    [46, 'regular_second'],
    [47, 'late'],
    [108, 'late'],
    [109, 'other'],
  ] as const)('puts a return after %i days in %s', (interval, band) => {
    expect(returnBand(interval)).toBe(band);
  });
});

describe('piglet mortality bands (spec §9)', () => {
  it.each([
    [0, '0-2'],
    [2, '0-2'],
    [3, '3-8'],
    [8, '3-8'],
    [9, '9+'],
    [40, '9+'],
  ] as const)('puts a death at litter age %i days in %s', (age, band) => {
    expect(mortalityBand(age)).toBe(band);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fromSi,
  LENGTH_UNITS,
  TEMPERATURE_UNITS,
  toSi,
  VOLUME_UNITS,
  WEIGHT_UNITS,
  type Unit,
} from './units.js';

const ALL_UNITS: Unit[] = [...WEIGHT_UNITS, ...LENGTH_UNITS, ...VOLUME_UNITS, ...TEMPERATURE_UNITS];

describe('fromSi and toSi', () => {
  it.each<[Unit, number, number]>([
    ['kg', 1, 1],
    ['lb', 0.45359237, 1],
    ['t', 1000, 1],
    ['short_ton', 907.18474, 1],
    ['long_ton', 1016.0469088, 1],
    ['m', 1, 1],
    ['cm', 1.5, 150],
    ['ft', 0.3048, 1],
    ['in', 0.0254, 1],
    ['m3', 1, 1],
    ['l', 1.5, 1500],
    ['us_gal', 0.003785411784, 1],
    ['us_bu', 0.03523907016688, 1],
    ['celsius', 20, 20],
    ['fahrenheit', 0, 32],
    ['fahrenheit', 100, 212],
    ['fahrenheit', -40, -40],
    ['fahrenheit', 37, 98.6],
  ])('%s: %d in SI is %d', (unit, si, shown) => {
    expect(fromSi(si, unit)).toBeCloseTo(shown, 12);
    expect(toSi(shown, unit)).toBeCloseTo(si, 12);
  });

  it.each<[string, number, number, number]>([
    ['1 kg = 2.2046 lb', fromSi(1, 'lb'), 2.2046, 4],
    ['1 t = 0.98421 long ton', fromSi(1000, 'long_ton'), 0.98421, 5],
    ['1 t = 1.1023 short ton', fromSi(1000, 'short_ton'), 1.1023, 4],
    ['1 short ton = 2000 lb', fromSi(toSi(1, 'short_ton'), 'lb'), 2000, 9],
    ['1 long ton = 2240 lb', fromSi(toSi(1, 'long_ton'), 'lb'), 2240, 9],
    ['1 US bushel = 1.2445 ft³', toSi(1, 'us_bu') / toSi(1, 'ft') ** 3, 1.2445, 4],
    ['1 US gallon = 3.7854 L', fromSi(toSi(1, 'us_gal'), 'l'), 3.7854, 4],
  ])('rounds to the figures of spec §9 and domain notes §5: %s', (_, actual, figure, digits) => {
    expect(actual.toFixed(digits)).toBe(figure.toFixed(digits));
  });

  it('converts metric sub-units exactly', () => {
    expect(toSi(150, 'cm')).toBe(1.5);
    expect(fromSi(1.5, 'cm')).toBe(150);
    expect(fromSi(2.5, 'l')).toBe(2500);
    expect(toSi(2.5, 't')).toBe(2500);
  });

  it('comes back to the same value from any unit', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ALL_UNITS),
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        (unit, value) => {
          const back = toSi(fromSi(value, unit), unit);
          expect(Math.abs(back - value)).toBeLessThanOrEqual(1e-12 * Math.max(1, Math.abs(value)));
        },
      ),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { formatFixed, formatNumber, formatQuantity } from './format-quantity.js';
import type { Unit } from './units.js';

describe('formatNumber', () => {
  it.each<[number, string]>([
    [12, '12'],
    [12.5, '12.50'],
    [12.345, '12.35'],
    [12.004, '12'],
    [11.999, '12'],
    [0.005, '0.01'],
    [0, '0'],
    [-0.001, '0'],
    [-2.5, '-2.50'],
    [-0.005, '-0.01'],
    [1234.5, '1234.50'],
  ])('shows %d as "%s": two decimals, trimmed when .00', (value, text) => {
    expect(formatNumber(value)).toBe(text);
  });

  it.each<[string, number, string]>([
    ['en', 1234.5, '1,234.50'],
    ['en', 1234, '1,234'],
    ['fr', 1234.5, '1\u202f234,50'],
    ['fr', -0.001, '0'],
    ['es', 12.5, '12,50'],
  ])('uses the separators of %s: %d → "%s"', (locale, value, text) => {
    expect(formatNumber(value, locale)).toBe(text);
  });
});

describe('formatFixed', () => {
  it.each<[number, number, string | undefined, string]>([
    [7, 2, undefined, '7.00'],
    [6.789, 2, undefined, '6.79'],
    [1.005, 2, undefined, '1.01'],
    [1234.5, 2, undefined, '1234.50'],
    [-0.001, 2, undefined, '0.00'],
    [-2.5, 1, undefined, '-2.5'],
    [1280.83, 0, undefined, '1281'],
    [58.94, 1, 'en', '58.9'],
    [1234.5, 2, 'en', '1,234.50'],
    [1234.5, 2, 'fr', '1\u202f234,50'],
    [1234.5, 2, 'es', '1234,50'],
    [7, 2, 'es', '7,00'],
  ])(
    'writes %d with %d decimals (locale %s) as "%s", never trimmed',
    (value, decimals, locale, text) => {
      expect(formatFixed(value, decimals, locale)).toBe(text);
    },
  );
});

describe('formatQuantity', () => {
  it.each<[number, Unit, string | undefined, string]>([
    [12500, 't', undefined, '12.50 t'],
    [12000, 't', undefined, '12 t'],
    [12500, 't', 'fr', '12,50 t'],
    [1000, 'lb', 'en', '2,204.62 lb'],
    [1000, 'short_ton', undefined, '1.10 sh tn'],
    [1000, 'long_ton', undefined, '0.98 long tn'],
    [1.5, 'cm', undefined, '150 cm'],
    [3.048, 'ft', undefined, '10 ft'],
    [1, 'l', 'en', '1,000 L'],
    [1, 'us_bu', undefined, '28.38 bu'],
    [20, 'fahrenheit', undefined, '68 °F'],
    [-3.25, 'celsius', 'fr', '-3,25 °C'],
  ])('shows %d SI in %s (%s) as "%s"', (value, unit, locale, text) => {
    expect(formatQuantity(value, unit, locale)).toBe(text);
  });
});

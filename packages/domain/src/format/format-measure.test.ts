import { describe, expect, it } from 'vitest';
import { DEFAULT_DISPLAY_PREFS, type DisplayPrefs } from './display-prefs.js';
import {
  formatLength,
  formatLiquid,
  formatSiloWeight,
  formatTemperature,
  formatWeight,
} from './format-measure.js';

const prefs = (changed: Partial<DisplayPrefs>): DisplayPrefs => ({
  ...DEFAULT_DISPLAY_PREFS,
  ...changed,
});

describe('figures in the user’s units', () => {
  it.each<[string, string, string]>([
    ['default weight', formatWeight(1234.5, prefs({})), '1,234.50 kg'],
    ['weight in lb', formatWeight(1000, prefs({ weight: 'lb' })), '2,204.62 lb'],
    ['weight in French', formatWeight(1234.5, prefs({ language: 'fr' })), '1\u202f234,50 kg'],
    ['weight in Spanish', formatWeight(12.5, prefs({ language: 'es' })), '12,50 kg'],
    ['weight, locale given', formatWeight(12.5, prefs({ language: 'fr' }), 'en'), '12.50 kg'],
    ['default silo weight', formatSiloWeight(12500, prefs({})), '12.50 t'],
    [
      'silo weight in short tons',
      formatSiloWeight(1000, prefs({ siloWeight: 'short_ton' })),
      '1.10 sh tn',
    ],
    [
      'silo weight in long tons',
      formatSiloWeight(1000, prefs({ siloWeight: 'long_ton' })),
      '0.98 long tn',
    ],
    ['silo weight in lb', formatSiloWeight(1000, prefs({ siloWeight: 'lb' })), '2,204.62 lb'],
    ['silo weight keeps its own unit', formatSiloWeight(500, prefs({ weight: 'lb' })), '0.50 t'],
    ['default length', formatLength(3.048, prefs({})), '3.05 m'],
    ['length in ft', formatLength(3.048, prefs({ length: 'ft' })), '10 ft'],
    [
      'length in cm, French',
      formatLength(1.255, prefs({ length: 'cm', language: 'fr' })),
      '125,50 cm',
    ],
    ['default liquid', formatLiquid(12.5, prefs({})), '12.50 L'],
    ['liquid in gallons', formatLiquid(3.785411784, prefs({ liquid: 'us_gal' })), '1 gal'],
    [
      'liquid in gallons, Spanish',
      formatLiquid(100, prefs({ liquid: 'us_gal', language: 'es' })),
      '26,42 gal',
    ],
    ['default temperature', formatTemperature(-3.25, prefs({})), '-3.25 °C'],
    ['temperature in °F', formatTemperature(20, prefs({ temperature: 'fahrenheit' })), '68 °F'],
    [
      'temperature in °F, French',
      formatTemperature(37, prefs({ temperature: 'fahrenheit', language: 'fr' })),
      '98,60 °F',
    ],
  ])('%s: %s', (_, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

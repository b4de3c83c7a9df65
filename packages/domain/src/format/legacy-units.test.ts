import { describe, expect, it } from 'vitest';
import {
  readLengthUnit,
  readLiquidUnit,
  readTemperatureUnit,
  readWeightUnit,
} from './legacy-units.js';

describe('reading stored unit names', () => {
  it.each<[string, (stored: unknown) => string | undefined, unknown, string | undefined]>([
    ['weight', readWeightUnit, 'Kg', 'kg'],
    ['weight', readWeightUnit, 'KG', 'kg'],
    ['weight', readWeightUnit, 'kgs', 'kg'],
    ['weight', readWeightUnit, 'kilogrammes', 'kg'],
    ['weight', readWeightUnit, 'lbs', 'lb'],
    ['weight', readWeightUnit, 'Lb', 'lb'],
    ['weight', readWeightUnit, 'pounds', 'lb'],
    ['weight', readWeightUnit, 't', 't'],
    ['weight', readWeightUnit, 'Tonnes', 't'],
    ['weight', readWeightUnit, 'ton', 't'],
    ['weight', readWeightUnit, 'metric ton', 't'],
    ['weight', readWeightUnit, 'short ton', 'short_ton'],
    ['weight', readWeightUnit, 'Short Tons', 'short_ton'],
    ['weight', readWeightUnit, 'short_ton', 'short_ton'],
    ['weight', readWeightUnit, 'sh tn', 'short_ton'],
    ['weight', readWeightUnit, 'long ton', 'long_ton'],
    ['weight', readWeightUnit, 'long_ton', 'long_ton'],
    ['weight', readWeightUnit, 'long tn', 'long_ton'],
    ['weight', readWeightUnit, 'stone', undefined],
    ['weight', readWeightUnit, 'ft', undefined],
    ['length', readLengthUnit, 'meter', 'm'],
    ['length', readLengthUnit, 'Meters', 'm'],
    ['length', readLengthUnit, 'mètre', 'm'],
    ['length', readLengthUnit, 'm', 'm'],
    ['length', readLengthUnit, 'ft', 'ft'],
    ['length', readLengthUnit, 'Feet', 'ft'],
    ['length', readLengthUnit, 'pieds', 'ft'],
    ['length', readLengthUnit, 'cm', 'cm'],
    ['length', readLengthUnit, 'inches', 'in'],
    ['length', readLengthUnit, 'Kg', undefined],
    ['liquid', readLiquidUnit, 'Liters', 'l'],
    ['liquid', readLiquidUnit, 'litres', 'l'],
    ['liquid', readLiquidUnit, 'L', 'l'],
    ['liquid', readLiquidUnit, 'gallons', 'us_gal'],
    ['liquid', readLiquidUnit, 'Gal', 'us_gal'],
    ['liquid', readLiquidUnit, 'US gallon', 'us_gal'],
    ['liquid', readLiquidUnit, 'us_gal', 'us_gal'],
    ['liquid', readLiquidUnit, 'm3', undefined],
    ['temperature', readTemperatureUnit, '°C', 'celsius'],
    ['temperature', readTemperatureUnit, 'ºC', 'celsius'],
    ['temperature', readTemperatureUnit, '℃', 'celsius'],
    ['temperature', readTemperatureUnit, 'C', 'celsius'],
    ['temperature', readTemperatureUnit, 'Celsius', 'celsius'],
    ['temperature', readTemperatureUnit, '°F', 'fahrenheit'],
    ['temperature', readTemperatureUnit, 'ºF', 'fahrenheit'],
    ['temperature', readTemperatureUnit, '℉', 'fahrenheit'],
    ['temperature', readTemperatureUnit, 'fahrenheit', 'fahrenheit'],
    ['temperature', readTemperatureUnit, 'K', undefined],
  ])('%s: %j → %s', (_, read, stored, unit) => {
    expect(read(stored)).toBe(unit);
  });

  it.each<unknown>([undefined, null, '', '  ', true, {}, ['kg'], 42])(
    'finds no unit in %j',
    (stored) => {
      for (const read of [readWeightUnit, readLengthUnit, readLiquidUnit, readTemperatureUnit]) {
        expect(read(stored)).toBeUndefined();
      }
    },
  );
});

import type { LengthUnit, TemperatureUnit, VolumeUnit, WeightUnit } from '../units/index.js';
import { readStored } from './stored-value.js';

/** Liquids (water, liquid feed) are shown in litres or US gallons only (spec §3 LiquidUnit). */
export const LIQUID_UNITS = ['l', 'us_gal'] as const satisfies readonly VolumeUnit[];
export type LiquidUnit = (typeof LIQUID_UNITS)[number];

/*
 * The stored spellings each unit is known by, as keys of storedKey(): the unit ids of
 * packages/domain/src/units, their symbols, the legacy strings of the spec ('Kg', 'lbs',
 * 'Liters', 'gallons', 'ft', 'meter', '°F') and their plurals and English, French and Spanish
 * names. docs/formatting.md lists them.
 */

const WEIGHT_NAMES: Record<WeightUnit, readonly string[]> = {
  kg: [
    'kg',
    'kgs',
    'kilo',
    'kilos',
    'kilogram',
    'kilograms',
    'kilogramme',
    'kilogrammes',
    'kilogramo',
    'kilogramos',
  ],
  lb: ['lb', 'lbs', 'pound', 'pounds', 'livre', 'livres', 'libra', 'libras'],
  // An unqualified ton is the metric one: the product names the short and long tons explicitly.
  t: [
    't',
    'ton',
    'tons',
    'tonne',
    'tonnes',
    'metricton',
    'metrictons',
    'mt',
    'tonelada',
    'toneladas',
  ],
  short_ton: ['shortton', 'shorttons', 'shtn', 'uston', 'ustons'],
  long_ton: ['longton', 'longtons', 'longtn', 'ukton', 'uktons', 'imperialton', 'imperialtons'],
};

const LENGTH_NAMES: Record<LengthUnit, readonly string[]> = {
  m: ['m', 'meter', 'meters', 'metre', 'metres', 'metro', 'metros'],
  cm: ['cm', 'centimeter', 'centimeters', 'centimetre', 'centimetres', 'centimetro', 'centimetros'],
  ft: ['ft', 'feet', 'foot', 'pied', 'pieds', 'pie', 'pies'],
  in: ['in', 'inch', 'inches', 'pouce', 'pouces', 'pulgada', 'pulgadas'],
};

const LIQUID_NAMES: Record<LiquidUnit, readonly string[]> = {
  l: ['l', 'liter', 'liters', 'litre', 'litres', 'litro', 'litros', 'ltr', 'ltrs'],
  us_gal: [
    'usgal',
    'gal',
    'gals',
    'gallon',
    'gallons',
    'usgallon',
    'usgallons',
    'galon',
    'galones',
  ],
};

const TEMPERATURE_NAMES: Record<TemperatureUnit, readonly string[]> = {
  celsius: ['celsius', 'c', 'degc', 'centigrade'],
  fahrenheit: ['fahrenheit', 'f', 'degf'],
};

/** 'Kg' → 'kg', 'lbs' → 'lb', 'short ton' → 'short_ton'; undefined when not a weight unit. */
export const readWeightUnit = (stored: unknown): WeightUnit | undefined =>
  readStored(stored, WEIGHT_NAMES);

/** 'meter' → 'm', 'ft' → 'ft'; undefined when not a length unit. */
export const readLengthUnit = (stored: unknown): LengthUnit | undefined =>
  readStored(stored, LENGTH_NAMES);

/** 'Liters' → 'l', 'gallons' → 'us_gal'; undefined when not a liquid unit. */
export const readLiquidUnit = (stored: unknown): LiquidUnit | undefined =>
  readStored(stored, LIQUID_NAMES);

/** '°C' → 'celsius', '°F' → 'fahrenheit'; undefined when not a temperature unit. */
export const readTemperatureUnit = (stored: unknown): TemperatureUnit | undefined =>
  readStored(stored, TEMPERATURE_NAMES);

/**
 * Display units of spec §9 and their conversions. Values are kept in kg, m, m³ and °C; a unit is
 * only a way to show or enter them. Factors are the legal definitions (international pound and
 * foot of 1959, US gallon 231 in³, US bushel 2150.42 in³), so the spec's rounded figures follow:
 * 1 kg = 2.2046 lb, 1 t = 0.98421 long ton = 1.1023 short ton, 1 bushel = 1.2445 ft³.
 */

export const WEIGHT_UNITS = ['kg', 'lb', 't', 'short_ton', 'long_ton'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

export const LENGTH_UNITS = ['m', 'cm', 'ft', 'in'] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];

export const VOLUME_UNITS = ['m3', 'l', 'us_gal', 'us_bu'] as const;
export type VolumeUnit = (typeof VOLUME_UNITS)[number];

export const TEMPERATURE_UNITS = ['celsius', 'fahrenheit'] as const;
export type TemperatureUnit = (typeof TEMPERATURE_UNITS)[number];

export type Unit = WeightUnit | LengthUnit | VolumeUnit | TemperatureUnit;

/** Symbols shown after a number; the same in every interface language. */
export const UNIT_SYMBOLS: Record<Unit, string> = {
  kg: 'kg',
  lb: 'lb',
  t: 't',
  short_ton: 'sh tn',
  long_ton: 'long tn',
  m: 'm',
  cm: 'cm',
  ft: 'ft',
  in: 'in',
  m3: 'm³',
  l: 'L',
  us_gal: 'gal',
  us_bu: 'bu',
  celsius: '°C',
  fahrenheit: '°F',
};

type ScaledUnit = Exclude<Unit, TemperatureUnit>;

/**
 * `[si, count]`: `count` of the unit make `si` kg, m or m³. Metric sub-units are counted rather
 * than given as 0.01 or 0.001, which floats cannot hold exactly: 150 cm is then exactly 1.5 m.
 */
const SCALES: Record<ScaledUnit, readonly [si: number, count: number]> = {
  kg: [1, 1],
  lb: [0.45359237, 1],
  t: [1000, 1],
  short_ton: [907.18474, 1], // 2000 lb
  long_ton: [1016.0469088, 1], // 2240 lb
  m: [1, 1],
  cm: [1, 100],
  ft: [0.3048, 1],
  in: [0.0254, 1],
  m3: [1, 1],
  l: [1, 1000],
  us_gal: [0.003785411784, 1], // 231 in³
  us_bu: [0.03523907016688, 1], // 2150.42 in³
};

const isTemperature = (unit: Unit): unit is TemperatureUnit =>
  unit === 'celsius' || unit === 'fahrenheit';

/** A value in kg, m, m³ or °C (the unit's dimension) expressed in `unit`. */
export function fromSi(value: number, unit: Unit): number {
  if (isTemperature(unit)) return unit === 'celsius' ? value : (value * 9) / 5 + 32;
  const [si, count] = SCALES[unit];
  return (value * count) / si;
}

/** A value given in `unit`, back in kg, m, m³ or °C. */
export function toSi(value: number, unit: Unit): number {
  if (isTemperature(unit)) return unit === 'celsius' ? value : ((value - 32) * 5) / 9;
  const [si, count] = SCALES[unit];
  return (value * si) / count;
}

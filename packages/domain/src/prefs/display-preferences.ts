import type {
  DateFormat,
  DisplayPrefs,
  HourCycle,
  ThousandDayFormat,
} from '../format/display-prefs.js';
import type { LiquidUnit } from '../format/legacy-units.js';
import type { LengthUnit, TemperatureUnit, WeightUnit } from '../units/units.js';

/**
 * How the settings page writes the display preferences of spec §3 into the stored preferences:
 * the spellings the spec gives for its defaults ('Kg', 't', 'meter', '°C', 'Liters',
 * 'YYYY-MM-DD'…), which readDisplayPrefs reads back, and which every older client reads too.
 * docs/preferences.md lists the keys.
 */

/** Spec §3 silosOrder: how bins are sorted inside their building. */
export const SILO_ORDERS = ['name', 'fill_level', 'days_until_empty', 'quantity'] as const;
export type SiloOrder = (typeof SILO_ORDERS)[number];

/** Spec §3 silosDisplay: cards with a gauge, or one compact row per bin. */
export const SILO_DISPLAYS = ['cards', 'list'] as const;
export type SiloDisplay = (typeof SILO_DISPLAYS)[number];

export const STORED_WEIGHT_UNITS: Record<WeightUnit, string> = {
  kg: 'Kg',
  lb: 'lbs',
  t: 't',
  short_ton: 'short ton',
  long_ton: 'long ton',
};

export const STORED_LENGTH_UNITS: Record<LengthUnit, string> = {
  m: 'meter',
  cm: 'cm',
  ft: 'ft',
  in: 'in',
};

export const STORED_TEMPERATURE_UNITS: Record<TemperatureUnit, string> = {
  celsius: '°C',
  fahrenheit: '°F',
};

export const STORED_LIQUID_UNITS: Record<LiquidUnit, string> = {
  l: 'Liters',
  us_gal: 'gallons',
};

export const STORED_DATE_FORMATS: Record<DateFormat, string> = {
  YMD: 'YYYY-MM-DD',
  DMY: 'DD-MM-YYYY',
  MDY: 'MM-DD-YYYY',
  human: 'human',
};

export const STORED_HOUR_CYCLES: Record<HourCycle, string> = { 12: '12', 24: '24' };

/** The display preferences the settings page edits (language has its own key, `Language`). */
export type EditableDisplayPrefs = Omit<DisplayPrefs, 'language'>;

/** The stored keys and values of some display preferences, ready for a preferences save. */
export function storedDisplayPreferences(
  prefs: Partial<EditableDisplayPrefs>,
): Record<string, unknown> {
  const stored: Record<string, unknown> = {};
  if (prefs.weight) stored['weightUnit'] = STORED_WEIGHT_UNITS[prefs.weight];
  if (prefs.siloWeight) stored['siloWeight'] = STORED_WEIGHT_UNITS[prefs.siloWeight];
  if (prefs.length) stored['length'] = STORED_LENGTH_UNITS[prefs.length];
  if (prefs.temperature) stored['TemperatureUnit'] = STORED_TEMPERATURE_UNITS[prefs.temperature];
  if (prefs.liquid) stored['LiquidUnit'] = STORED_LIQUID_UNITS[prefs.liquid];
  if (prefs.hourCycle) stored['TimeFormat'] = STORED_HOUR_CYCLES[prefs.hourCycle];
  if (prefs.dateFormat) stored['DateFormat'] = STORED_DATE_FORMATS[prefs.dateFormat];
  if (prefs.thousandDayCalendar !== undefined)
    stored['thousandDayCalendar'] = prefs.thousandDayCalendar;
  if (prefs.thousandDayFormat)
    stored['thousandDayCalendarFormat'] = prefs.thousandDayFormat satisfies ThousandDayFormat;
  return stored;
}

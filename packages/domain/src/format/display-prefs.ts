import type { Locale } from '../locales.js';
import type { Preferences } from '../prefs/preferences.js';
import type { LengthUnit, TemperatureUnit, WeightUnit } from '../units/index.js';
import {
  readLengthUnit,
  readLiquidUnit,
  readTemperatureUnit,
  readWeightUnit,
  type LiquidUnit,
} from './legacy-units.js';
import { readStored } from './stored-value.js';

/** YMD: YYYY-MM-DD, DMY: DD-MM-YYYY, MDY: MM-DD-YYYY, human: '22 Nov 2026' (spec §9). */
export const DATE_FORMATS = ['YMD', 'DMY', 'MDY', 'human'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

export type HourCycle = 12 | 24;

/** TTT: the day alone; CC-TTT: the cycle too (domain notes §4). */
export const THOUSAND_DAY_FORMATS = ['TTT', 'CC-TTT'] as const;
export type ThousandDayFormat = (typeof THOUSAND_DAY_FORMATS)[number];

/** What every figure on screen and in exports follows, read once from the user's preferences. */
export type DisplayPrefs = {
  language: Locale;
  /** Animals and feed (spec §3 weightUnit). */
  weight: WeightUnit;
  /** Feed in bins (spec §3 siloWeight). */
  siloWeight: WeightUnit;
  length: LengthUnit;
  temperature: TemperatureUnit;
  liquid: LiquidUnit;
  hourCycle: HourCycle;
  dateFormat: DateFormat;
  /** Dates also show their day of the 1000-day calendar. */
  thousandDayCalendar: boolean;
  thousandDayFormat: ThousandDayFormat;
};

/** Spec §9 defaults: en, Kg, t, m, °C, Liters, 24-hour time, YYYY-MM-DD, TTT (calendar off). */
export const DEFAULT_DISPLAY_PREFS: DisplayPrefs = {
  language: 'en',
  weight: 'kg',
  siloWeight: 't',
  length: 'm',
  temperature: 'celsius',
  liquid: 'l',
  hourCycle: 24,
  dateFormat: 'YMD',
  thousandDayCalendar: false,
  thousandDayFormat: 'TTT',
};

const DATE_FORMAT_NAMES: Record<DateFormat, readonly string[]> = {
  YMD: ['ymd', 'yyyymmdd'],
  DMY: ['dmy', 'ddmmyyyy'],
  MDY: ['mdy', 'mmddyyyy'],
  human: ['human'],
};

const HOUR_CYCLE_NAMES: Record<'12' | '24', readonly string[]> = {
  '12': ['12', '12h', '12hour', '12hours', 'h12', 'ampm', 'hmma', 'hhmma'],
  '24': ['24', '24h', '24hour', '24hours', 'h23', 'h24', 'hhmm'],
};

const THOUSAND_DAY_FORMAT_NAMES: Record<ThousandDayFormat, readonly string[]> = {
  TTT: ['ttt'],
  'CC-TTT': ['ccttt'],
};

const FLAG_NAMES: Record<'on' | 'off', readonly string[]> = {
  on: ['true', 'on', 'yes', '1'],
  off: ['false', 'off', 'no', '0'],
};

/** true, 'on', 'yes', 1 → true; false, 'off', 'no', 0 → false; undefined when unreadable. */
export function readFlag(stored: unknown): boolean | undefined {
  if (typeof stored === 'boolean') return stored;
  const flag = readStored(stored, FLAG_NAMES);
  return flag === undefined ? undefined : flag === 'on';
}

/** '12', '12h', 'AM/PM' → 12; '24', 'HH:mm' → 24; undefined when unreadable. */
export function readHourCycle(stored: unknown): HourCycle | undefined {
  const cycle = readStored(stored, HOUR_CYCLE_NAMES);
  return cycle === undefined ? undefined : cycle === '12' ? 12 : 24;
}

/** 'YYYY-MM-DD' → YMD, 'DD-MM-YYYY' → DMY, 'human' → human; undefined when unreadable. */
export const readDateFormat = (stored: unknown): DateFormat | undefined =>
  readStored(stored, DATE_FORMAT_NAMES);

/** 'TTT' or 'CC-TTT'; undefined when unreadable. */
export const readThousandDayFormat = (stored: unknown): ThousandDayFormat | undefined =>
  readStored(stored, THOUSAND_DAY_FORMAT_NAMES);

/**
 * The display preferences of a stored preferences object. A missing or unreadable value takes
 * its spec §9 default, so one odd setting never hides the others. `weight` is an older name of
 * `weightUnit`, read only when `weightUnit` is absent or unreadable.
 */
export function readDisplayPrefs(prefs: Preferences): DisplayPrefs {
  const defaults = DEFAULT_DISPLAY_PREFS;
  return {
    language: prefs.Language ?? defaults.language,
    weight:
      readWeightUnit(prefs['weightUnit']) ?? readWeightUnit(prefs['weight']) ?? defaults.weight,
    siloWeight: readWeightUnit(prefs['siloWeight']) ?? defaults.siloWeight,
    length: readLengthUnit(prefs['length']) ?? defaults.length,
    temperature: readTemperatureUnit(prefs['TemperatureUnit']) ?? defaults.temperature,
    liquid: readLiquidUnit(prefs['LiquidUnit']) ?? defaults.liquid,
    hourCycle: readHourCycle(prefs['TimeFormat']) ?? defaults.hourCycle,
    dateFormat: readDateFormat(prefs['DateFormat']) ?? defaults.dateFormat,
    thousandDayCalendar: readFlag(prefs['thousandDayCalendar']) ?? defaults.thousandDayCalendar,
    thousandDayFormat:
      readThousandDayFormat(prefs['thousandDayCalendarFormat']) ?? defaults.thousandDayFormat,
  };
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DATE_FORMATS,
  DEFAULT_DISPLAY_PREFS,
  THOUSAND_DAY_FORMATS,
  readDisplayPrefs,
} from '../format/display-prefs.js';
import { LIQUID_UNITS } from '../format/legacy-units.js';
import { LENGTH_UNITS, TEMPERATURE_UNITS, WEIGHT_UNITS } from '../units/units.js';
import { parsePreferences } from './preferences.js';
import { storedDisplayPreferences, type EditableDisplayPrefs } from './display-preferences.js';
import { writtenPreferenceIssues } from './written-preferences.js';

const editable: fc.Arbitrary<EditableDisplayPrefs> = fc.record({
  weight: fc.constantFrom(...WEIGHT_UNITS),
  siloWeight: fc.constantFrom(...WEIGHT_UNITS),
  length: fc.constantFrom(...LENGTH_UNITS),
  temperature: fc.constantFrom(...TEMPERATURE_UNITS),
  liquid: fc.constantFrom(...LIQUID_UNITS),
  hourCycle: fc.constantFrom(12 as const, 24 as const),
  dateFormat: fc.constantFrom(...DATE_FORMATS),
  thousandDayCalendar: fc.boolean(),
  thousandDayFormat: fc.constantFrom(...THOUSAND_DAY_FORMATS),
});

describe('display preferences as the settings page writes them', () => {
  it('writes the spellings of the spec for its defaults', () => {
    const { language: _language, ...defaults } = DEFAULT_DISPLAY_PREFS;
    expect(storedDisplayPreferences(defaults)).toEqual({
      weightUnit: 'Kg',
      siloWeight: 't',
      length: 'meter',
      TemperatureUnit: '°C',
      LiquidUnit: 'Liters',
      TimeFormat: '24',
      DateFormat: 'YYYY-MM-DD',
      thousandDayCalendar: false,
      thousandDayCalendarFormat: 'TTT',
    });
  });

  it('reads back every choice it writes, and the server accepts it', () => {
    fc.assert(
      fc.property(editable, (choice) => {
        const json = JSON.stringify(storedDisplayPreferences(choice));
        expect(readDisplayPrefs(parsePreferences(json))).toEqual({ ...choice, language: 'en' });
        expect(writtenPreferenceIssues(json, null)).toEqual([]);
      }),
    );
  });

  it('writes only what changed: one choice is one key', () => {
    expect(storedDisplayPreferences({ dateFormat: 'DMY' })).toEqual({ DateFormat: 'DD-MM-YYYY' });
    expect(storedDisplayPreferences({ thousandDayCalendar: false })).toEqual({
      thousandDayCalendar: false,
    });
  });
});

describe('display preferences the server refuses', () => {
  const issues = (prefs: object, stored: object | null = null) =>
    writtenPreferenceIssues(JSON.stringify(prefs), stored && JSON.stringify(stored));

  it.each<[object, string, string]>([
    [{ weightUnit: 'ft' }, 'prefs.weightUnit', 'must be a weight unit'],
    [{ siloWeight: 12 }, 'prefs.siloWeight', 'must be a weight unit'],
    [{ length: 'kg' }, 'prefs.length', 'must be a length unit'],
    [{ TemperatureUnit: 'kelvin' }, 'prefs.TemperatureUnit', 'must be a temperature unit'],
    [{ LiquidUnit: 'pint' }, 'prefs.LiquidUnit', 'must be a liquid unit'],
    [{ TimeFormat: '13' }, 'prefs.TimeFormat', 'must be a 12- or 24-hour clock'],
    [
      { DateFormat: 'YY/MM' },
      'prefs.DateFormat',
      'must be YYYY-MM-DD, DD-MM-YYYY, MM-DD-YYYY or human',
    ],
    [{ thousandDayCalendar: 'maybe' }, 'prefs.thousandDayCalendar', 'must be true or false'],
    [
      { thousandDayCalendarFormat: 'TT' },
      'prefs.thousandDayCalendarFormat',
      'must be TTT or CC-TTT',
    ],
    [{ maturityAge: 99 }, 'prefs.maturityAge', 'must be 100 days or more'],
    [{ maturityAge: 401 }, 'prefs.maturityAge', 'must be 400 days or fewer'],
    [{ maturityAge: 240.5 }, 'prefs.maturityAge', 'must be a whole number of days'],
    [
      { silosOrder: 'colour' },
      'prefs.silosOrder',
      'must be one of name, fill_level, days_until_empty, quantity',
    ],
    [{ silosDisplay: 'grid' }, 'prefs.silosDisplay', 'must be one of cards, list'],
    [{ Language: 'de' }, 'prefs.Language', 'must be one of en, fr, es'],
  ])('%j', (prefs, field, reason) => expect(issues(prefs)).toEqual([{ field, reason }]));

  it('reads the older spellings as before, and keeps a stored value it could not read', () => {
    expect(issues({ weightUnit: 'kilograms', length: 'feet', TimeFormat: 'h:mm a' })).toEqual([]);
    expect(
      issues({ weightUnit: 'stone', silosOrder: 'x' }, { weightUnit: 'stone', silosOrder: 'x' }),
    ).toEqual([]);
  });
});

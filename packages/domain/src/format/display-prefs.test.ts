import { describe, expect, it } from 'vitest';
import { parsePreferences, type Preferences } from '../prefs/preferences.js';
import { DEFAULT_DISPLAY_PREFS, readDisplayPrefs, type DisplayPrefs } from './display-prefs.js';

describe('readDisplayPrefs', () => {
  it('takes the spec §9 defaults when nothing is stored', () => {
    expect(readDisplayPrefs({})).toEqual<DisplayPrefs>({
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
    });
    expect(readDisplayPrefs({})).toEqual(DEFAULT_DISPLAY_PREFS);
  });

  it('reads a stored preferences string of the legacy clients', () => {
    const prefs = parsePreferences(
      JSON.stringify({
        Language: 'fr',
        weightUnit: 'lbs',
        siloWeight: 'short ton',
        length: 'ft',
        TemperatureUnit: '°F',
        LiquidUnit: 'gallons',
        TimeFormat: '12',
        DateFormat: 'DD-MM-YYYY',
        thousandDayCalendar: true,
        thousandDayCalendarFormat: 'CC-TTT',
        theme: 'dark',
      }),
    );
    expect(readDisplayPrefs(prefs)).toEqual<DisplayPrefs>({
      language: 'fr',
      weight: 'lb',
      siloWeight: 'short_ton',
      length: 'ft',
      temperature: 'fahrenheit',
      liquid: 'us_gal',
      hourCycle: 12,
      dateFormat: 'DMY',
      thousandDayCalendar: true,
      thousandDayFormat: 'CC-TTT',
    });
  });

  it.each<[string, Preferences, Partial<DisplayPrefs>]>([
    [
      'the spec defaults as stored',
      { weightUnit: 'Kg', LiquidUnit: 'Liters', length: 'meter' },
      {},
    ],
    ['weight, the older name', { weight: 'lbs' }, { weight: 'lb' }],
    ['weightUnit before weight', { weightUnit: 'kg', weight: 'lbs' }, { weight: 'kg' }],
    ['weight when weightUnit is unreadable', { weightUnit: '?', weight: 'lbs' }, { weight: 'lb' }],
    ['an unreadable unit', { siloWeight: 'bushels', TemperatureUnit: 'K' }, {}],
    ['a unit of another dimension', { length: 'kg' }, {}],
    ['TimeFormat 12 as a number', { TimeFormat: 12 }, { hourCycle: 12 }],
    ['TimeFormat 12h', { TimeFormat: '12h' }, { hourCycle: 12 }],
    ['TimeFormat h:mm a', { TimeFormat: 'h:mm a' }, { hourCycle: 12 }],
    ['TimeFormat 24 h', { TimeFormat: '24 h' }, { hourCycle: 24 }],
    ['TimeFormat unreadable', { TimeFormat: 'noon' }, {}],
    ['DateFormat YYYY-MM-DD', { DateFormat: 'YYYY-MM-DD' }, { dateFormat: 'YMD' }],
    ['DateFormat MM/DD/YYYY', { DateFormat: 'MM/DD/YYYY' }, { dateFormat: 'MDY' }],
    ['DateFormat DMY', { DateFormat: 'DMY' }, { dateFormat: 'DMY' }],
    ['DateFormat human', { DateFormat: 'Human' }, { dateFormat: 'human' }],
    ['DateFormat unreadable', { DateFormat: 'Julian' }, {}],
    ["calendar 'true'", { thousandDayCalendar: 'true' }, { thousandDayCalendar: true }],
    ["calendar 'on'", { thousandDayCalendar: 'on' }, { thousandDayCalendar: true }],
    ['calendar 1', { thousandDayCalendar: 1 }, { thousandDayCalendar: true }],
    ['calendar false', { thousandDayCalendar: false }, {}],
    ['calendar unreadable', { thousandDayCalendar: 'maybe' }, {}],
    [
      'calendar format cc-ttt',
      { thousandDayCalendarFormat: 'cc-ttt' },
      { thousandDayFormat: 'CC-TTT' },
    ],
    ['calendar format unreadable', { thousandDayCalendarFormat: 'TT' }, {}],
  ])('reads %s', (_, stored, changed) => {
    expect(readDisplayPrefs(stored)).toEqual({ ...DEFAULT_DISPLAY_PREFS, ...changed });
  });
});

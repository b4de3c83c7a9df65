import { describe, expect, it } from 'vitest';
import { DEFAULT_DISPLAY_PREFS, type DisplayPrefs } from './display-prefs.js';
import {
  formatDate,
  formatDayMonth,
  formatTime,
  formatWeekday,
  formatWeekdayDate,
} from './format-date.js';

const prefs = (changed: Partial<DisplayPrefs>): DisplayPrefs => ({
  ...DEFAULT_DISPLAY_PREFS,
  ...changed,
});

describe('formatDate', () => {
  it.each<[string, Partial<DisplayPrefs>, string]>([
    ['2026-11-02', {}, '2026-11-02'],
    ['2026-11-02', { dateFormat: 'YMD' }, '2026-11-02'],
    ['2026-11-02', { dateFormat: 'DMY' }, '02-11-2026'],
    ['2026-11-02', { dateFormat: 'MDY' }, '11-02-2026'],
    ['2026-11-02', { dateFormat: 'DMY', language: 'fr' }, '02-11-2026'],
    ['2026-11-22', { dateFormat: 'human' }, '22 Nov 2026'],
    ['2026-11-22', { dateFormat: 'human', language: 'fr' }, '22 nov. 2026'],
    ['2026-11-22', { dateFormat: 'human', language: 'es' }, '22 nov 2026'],
    ['2026-03-05', { dateFormat: 'human' }, '5 Mar 2026'],
    ['2026-11-22', { thousandDayCalendar: true }, '2026-11-22 (145)'],
    [
      '2026-11-22',
      { thousandDayCalendar: true, thousandDayFormat: 'CC-TTT' },
      '2026-11-22 (21-145)',
    ],
    ['1971-09-27', { thousandDayCalendar: true, dateFormat: 'DMY' }, '27-09-1971 (000)'],
    ['2026-11-22', { thousandDayFormat: 'CC-TTT' }, '2026-11-22'],
    // The date as written, at the offset written: no shift into another day.
    ['2026-11-22T23:30:00-05:00', { dateFormat: 'DMY' }, '22-11-2026'],
    ['2026-11-22T00:30:00+13:00', { dateFormat: 'DMY' }, '22-11-2026'],
    ['2026-11-22T06:00:00Z', {}, '2026-11-22'],
    ['2024-02-29', { dateFormat: 'MDY' }, '02-29-2024'],
  ])('%s with %j → "%s"', (date, changed, text) => {
    expect(formatDate(date, prefs(changed))).toBe(text);
  });

  it.each(['', 'n/a', '2026-02-30', '22/11/2026'])('shows %j as it came', (text) => {
    expect(formatDate(text, prefs({ dateFormat: 'human', thousandDayCalendar: true }))).toBe(text);
  });
});

describe('formatTime', () => {
  it.each<[string, Partial<DisplayPrefs>, string | undefined, string]>([
    ['13:05', {}, undefined, '13:05'],
    ['07:05', {}, undefined, '07:05'],
    ['00:00', {}, undefined, '00:00'],
    ['13:05:59', {}, undefined, '13:05'],
    ['13:05', { hourCycle: 12 }, undefined, '1:05 PM'],
    ['07:05', { hourCycle: 12 }, undefined, '7:05 AM'],
    ['00:05', { hourCycle: 12 }, undefined, '12:05 AM'],
    ['12:00', { hourCycle: 12 }, undefined, '12:00 PM'],
    ['13:05', { hourCycle: 12, language: 'es' }, undefined, '1:05 p. m.'],
    ['13:05', { hourCycle: 12, language: 'es' }, 'en', '1:05 PM'],
    ['2026-11-22T06:40:00-05:00', {}, undefined, '06:40'],
    ['2026-11-22T18:40:00+01:00', { hourCycle: 12 }, undefined, '6:40 PM'],
    ['2026-11-22T18:40:00Z', {}, undefined, '18:40'],
  ])('%s with %j (locale %s) → "%s"', (time, changed, locale, text) => {
    // Which no-break space ICU puts inside "p. m." changes between ICU versions (Node 20, 22).
    const spaced = formatTime(time, prefs(changed), locale).replace(/[\u00a0\u202f]/g, ' ');
    expect(spaced).toBe(text);
  });

  it.each(['', 'noon', '25:00'])('shows %j as it came', (text) => {
    expect(formatTime(text, prefs({ hourCycle: 12 }))).toBe(text);
  });
});

describe('formatDayMonth', () => {
  it.each<[DisplayPrefs['dateFormat'], string, string]>([
    ['YMD', 'en', 'Nov 22'],
    ['DMY', 'en', '22 Nov'],
    ['MDY', 'en', 'Nov 22'],
    ['human', 'en', '22 Nov'],
    ['human', 'fr', '22 nov.'],
    ['YMD', 'fr', '22 nov.'],
    ['MDY', 'es', '22 nov'],
  ])('%s in %s: %s', (dateFormat, language, text) =>
    expect(
      formatDayMonth('2026-11-22T08:00:00Z', {
        ...DEFAULT_DISPLAY_PREFS,
        dateFormat,
        language: language as DisplayPrefs['language'],
      }),
    ).toBe(text),
  );

  it('shows text that is no date as it came', () =>
    expect(formatDayMonth('soon', DEFAULT_DISPLAY_PREFS)).toBe('soon'));
});

describe('formatWeekday', () => {
  it('spells the day of the week of a calendar date in the language', () => {
    expect(formatWeekday('2026-11-26', 'en')).toBe('Thursday');
    expect(formatWeekday('2026-11-26', 'fr')).toBe('jeudi');
    expect(formatWeekday('2026-11-29', 'es')).toBe('domingo');
    expect(formatWeekday('not a date', 'en')).toBe('not a date');
  });
});

describe('formatWeekdayDate', () => {
  it('names the weekday and the month, so no reader takes 12-07 for 12 July', () => {
    expect(formatWeekdayDate('2026-12-07', 'en')).toBe('Monday December 7');
    expect(formatWeekdayDate('2026-12-07', 'fr')).toBe('lundi 7 décembre');
    expect(formatWeekdayDate('2026-12-07', 'es')).toBe('lunes 7 de diciembre');
    expect(formatWeekdayDate('not a date', 'en')).toBe('not a date');
  });
});

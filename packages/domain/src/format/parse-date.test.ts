import { describe, expect, it } from 'vitest';
import type { Locale } from '../locales.js';
import { DATE_FORMATS, DEFAULT_DISPLAY_PREFS, type DateFormat } from './display-prefs.js';
import { formatDate } from './format-date.js';
import { parseDate } from './parse-date.js';

describe('parseDate', () => {
  it.each<[string, DateFormat, Locale, string | null]>([
    ['2026-11-02', 'YMD', 'en', '2026-11-02'],
    ['2026/11/2', 'YMD', 'en', '2026-11-02'],
    ['02-11-2026', 'DMY', 'fr', '2026-11-02'],
    ['2/11/2026', 'DMY', 'fr', '2026-11-02'],
    ['02.11.2026', 'DMY', 'es', '2026-11-02'],
    ['11-02-2026', 'MDY', 'en', '2026-11-02'],
    // The year first is read as such in every format.
    ['2026-11-02', 'DMY', 'fr', '2026-11-02'],
    ['2026-11-02', 'human', 'en', '2026-11-02'],
    // The month's name, in the language, whatever the format.
    ['22 Nov 2026', 'human', 'en', '2026-11-22'],
    ['Nov 22, 2026', 'MDY', 'en', '2026-11-22'],
    ['22 nov. 2026', 'human', 'fr', '2026-11-22'],
    ['7 décembre 2026', 'DMY', 'fr', '2026-12-07'],
    ['7 DEC 2026', 'human', 'fr', '2026-12-07'],
    ['22 de noviembre de 2026', 'human', 'es', '2026-11-22'],
    ['5 sept 2026', 'human', 'es', '2026-09-05'],
    ['5 juil 2026', 'human', 'fr', '2026-07-05'],
    // Not one month ("ju": juin or juillet), or a month of another language.
    ['5 ju 2026', 'human', 'fr', null],
    ['5 December 2026', 'human', 'fr', null],
    // Day and month in figures: the format's order, none in the human format.
    ['02-11-2026', 'human', 'en', null],
    ['02-11-2026', 'YMD', 'en', null],
    ['31-02-2026', 'DMY', 'en', null],
    ['02-11-26', 'DMY', 'en', null],
    ['', 'YMD', 'en', null],
    ['2026-11', 'YMD', 'en', null],
    ['2026-11-02 08:00', 'YMD', 'en', null],
  ])('%j in %s (%s) → %s', (text, format, language, day) => {
    expect(parseDate(text, format, language)).toBe(day);
  });

  it('reads back every date the field writes, in every format and language', () => {
    for (const dateFormat of DATE_FORMATS) {
      for (const language of ['en', 'fr', 'es'] as const) {
        for (const day of ['2026-01-31', '2026-05-09', '2026-12-07']) {
          const written = formatDate(day, { ...DEFAULT_DISPLAY_PREFS, dateFormat, language });
          expect(parseDate(written, dateFormat, language), written).toBe(day);
        }
      }
    }
  });
});

import { DateTime } from 'luxon';
import type { Locale } from '../locales.js';
import type { DateFormat } from './display-prefs.js';
import { normalizeText } from './normalize-text.js';

/**
 * A date typed in a date field (YYYY-MM-DD), read in the user's date format, or null when the text
 * is no date (docs/formatting.md, "Typing a date"). Accepted, whatever the format: a date with
 * its year first ("2026-11-22"), and a day with the month's name ("22 nov. 2026", "Nov 22, 2026",
 * "22 de noviembre de 2026") in the language. In the numeric formats the day and month in
 * figures are read in the format's order ("02-11-2026" is 2 November in DMY, 11 February in MDY);
 * the human format, whose dates name their month, reads no such pair, since its order is nobody's
 * habit. Any of - / . or spaces separate the parts.
 */
export function parseDate(text: string, format: DateFormat, language: Locale): string | null {
  const words = normalizeText(text)
    .replace(/[.,]/g, ' ')
    .replace(/\bde\b/g, ' ')
    .split(/[\s/-]+/)
    .filter(Boolean);
  if (words.length !== 3) return null;
  const parts = words.some((word) => /^\p{L}+$/u.test(word))
    ? withMonthName(words, language)
    : inFigures(words, format);
  return parts ? calendarDay(parts) : null;
}

type Parts = { year: number; month: number; day: number };

const figures = (word: string | undefined, max: number) =>
  word !== undefined && new RegExp(`^\\d{1,${max}}$`).test(word) ? Number(word) : null;

function inFigures([first, second, third]: string[], format: DateFormat): Parts | null {
  if (first?.length === 4) return parts(figures(first, 4), figures(second, 2), figures(third, 2));
  if (third?.length !== 4) return null;
  const year = figures(third, 4);
  if (format === 'DMY') return parts(year, figures(second, 2), figures(first, 2));
  if (format === 'MDY') return parts(year, figures(first, 2), figures(second, 2));
  return null;
}

function withMonthName(words: string[], language: Locale): Parts | null {
  const yearAt = words.findIndex((word) => /^\d{4}$/.test(word));
  const monthAt = words.findIndex((word) => /^\p{L}+$/u.test(word));
  // The year last; the day before or after the month: "22 nov 2026", "nov 22 2026".
  if (yearAt !== 2 || monthAt < 0) return null;
  return parts(
    figures(words[2], 4),
    monthNumber(words[monthAt]!, language),
    figures(words[1 - monthAt], 2),
  );
}

function parts(year: number | null, month: number | null, day: number | null): Parts | null {
  return year === null || month === null || day === null ? null : { year, month, day };
}

function calendarDay({ year, month, day }: Parts): string | null {
  const date = DateTime.fromObject({ year, month, day }, { zone: 'utc' });
  return date.isValid ? date.toISODate() : null;
}

/** The months' names in a language, long and short, without accents nor dots. */
function monthNames(language: Locale, month: 'long' | 'short'): string[] {
  const format = new Intl.DateTimeFormat(language, { month, timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) =>
    normalizeText(format.format(Date.UTC(2026, index, 15))).replace(/\./g, ''),
  );
}

/**
 * The month (1 to 12) a word names: its long or short name, or the start of one long name alone
 * ("sept", "juil"); null when it names none or starts several ("ju").
 */
function monthNumber(word: string, language: Locale): number | null {
  const long = monthNames(language, 'long');
  const exact = [...long, ...monthNames(language, 'short')].indexOf(word);
  if (exact >= 0) return (exact % 12) + 1;
  const starting = long.flatMap((name, index) =>
    word.length >= 3 && name.startsWith(word) ? [index] : [],
  );
  return starting.length === 1 ? starting[0]! + 1 : null;
}

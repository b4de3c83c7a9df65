import { calendarDate } from './calendar-date.js';

/** Letters that carry no accent to strip but are two letters in ASCII. */
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss' };

/** Long enough for any page title, far below the 255 characters file systems allow. */
const MAX_TITLE_LENGTH = 80;

/**
 * Lower-case ASCII letters and digits, runs of anything else as one hyphen: 'Gestation live' →
 * 'gestation-live', 'Pertes en maternité' → 'pertes-en-maternite'. Accents are stripped, so the
 * name survives e-mail attachments, zip archives and Windows shares, none of which agree on how
 * to spell non-ASCII names; what is left is legal on every file system.
 */
function slug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[œæß]/g, (letter) => LIGATURES[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_TITLE_LENGTH)
    .replace(/^-+|-+$/g, '');
}

/**
 * The name of a report's CSV export, from the page title and the range (spec §9):
 * ('Gestation live', '2026-11-01', '2026-11-22') → 'gestation-live_2026-11-01_2026-11-22.csv'.
 * A one-day range names its day once; a date that is not an ISO date is left out; a title with
 * nothing left after stripping is 'report'.
 */
export function reportCsvFilename(title: string, from: string, to: string): string {
  const days = [...new Set([from, to].map(calendarDate))].filter((day) => day !== undefined);
  return `${[slug(title) || 'report', ...days].join('_')}.csv`;
}

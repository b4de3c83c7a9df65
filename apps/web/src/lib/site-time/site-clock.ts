import { formatDate, formatSiteTime, formatTime, type DisplayPrefs } from '@barnboard/domain';

/**
 * The one clock of the app (issue 12): every date and time shown is the site's — the barn's
 * time, wherever the user or their browser is — in the user's date format and 12- or 24-hour
 * clock (docs/formatting.md, "Dates and times"). The browser's time zone plays no part.
 */

/** An instant: a Date, epoch milliseconds, or an ISO date-time with its offset. */
export type Instant = Date | number | string;

function toDate(at: Instant): Date | null {
  const date = at instanceof Date ? at : new Date(at);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The instant written on the site's clock, with the site's offset
 * ("2026-11-24T06:14:00-05:00"), or null when it is no instant.
 */
export function atSite(at: Instant, timeZone: string): string | null {
  const date = toDate(at);
  return date ? formatSiteTime(date, timeZone) : null;
}

/** The site's calendar day at a moment, today by default ("2026-11-24"): reports are dated in it. */
export function siteDay(timeZone: string, now: Date = new Date()): string {
  return formatSiteTime(now, timeZone).slice(0, 10);
}

/**
 * The site's wall-clock reading of an instant as if it were UTC: a chart drawn in UTC then puts
 * its ticks at the site's midnights and reads the site's days and hours on its axis.
 */
export function siteWallClockMs(at: Instant, timeZone: string): number {
  const local = atSite(at, timeZone);
  return local ? Date.parse(`${local.slice(0, 19)}Z`) : NaN;
}

export type SiteClock = {
  timeZone: string;
  /** The instant's day at the site: "2026-11-24". */
  day: (at: Instant) => string;
  /** The instant's time of day at the site: "06:14", "6:14 AM". */
  time: (at: Instant) => string;
  /** Both: "2026-11-24 06:14". */
  dateTime: (at: Instant) => string;
  /** Both apart, so that a narrow cell breaks between them and never inside the date. */
  parts: (at: Instant) => { day: string; time: string };
  /**
   * Both, and the zone they are read in: "2026-11-24 06:14 (America/Toronto)". For a time that
   * belongs to no one site, or to a site whose clock the user does not know (issue 28 §6).
   */
  withZone: (at: Instant) => string;
  /** The year at the site at a moment (a copyright line printed on New Year's Eve). */
  year: (now: Date) => number;
};

/**
 * Dates and times on the clock of the site in `timeZone`. Text that is no instant is shown as it
 * came, so a bad value stays visible rather than breaking the screen.
 */
export function siteClock(
  timeZone: string,
  prefs: DisplayPrefs,
  locale: string = prefs.language,
): SiteClock {
  const parts = (at: Instant) => {
    const local = atSite(at, timeZone);
    if (local === null) return { day: String(at), time: '' };
    return { day: formatDate(local, prefs), time: formatTime(local, prefs, locale) };
  };
  const dateTime = (at: Instant) => {
    const { day, time } = parts(at);
    return time ? `${day} ${time}` : day;
  };
  return {
    timeZone,
    day: (at) => parts(at).day,
    time: (at) => parts(at).time,
    dateTime,
    parts,
    withZone: (at) => `${dateTime(at)} (${zoneName(timeZone)})`,
    year: (now) => Number(siteDay(timeZone, now).slice(0, 4)),
  };
}

/** A zone as a reader knows it: "UTC" rather than its aliases, others by their IANA name. */
export function zoneName(timeZone: string): string {
  return /^(Etc\/)?(UTC|GMT|Zulu|UCT|Universal)$/.test(timeZone) ? 'UTC' : timeZone;
}

/**
 * The zone to show times in when there is no site yet (the sign-in page): the browser's. Once
 * signed in, the current site's zone is used everywhere (use-site-clock.ts).
 */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

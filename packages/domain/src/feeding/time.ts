import { DateTime, IANAZone } from 'luxon';
import { z } from 'zod';
import { isSupportedInstant, YEAR_REASON } from '../time/supported-dates.js';

/** The instant of a calendar date and HH:MM (or HH:MM:SS) time in a time zone. */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const instant = DateTime.fromISO(`${date}T${time}`, { zone: timeZone });
  if (!instant.isValid) throw new RangeError(`not a date and time: ${date} ${time} ${timeZone}`);
  return instant.toJSDate();
}

/**
 * `zonedInstant` for many times of one zone: Luxon is asked once per date and hour, and minutes
 * and seconds are added (a zone's offset changes on the hour), so seeding 100,000 visits costs
 * 700 zone look-ups instead of 100,000.
 */
export function zonedInstants(timeZone: string): (date: string, time: string) => Date {
  const hours = new Map<string, number>();
  return (date, time) => {
    const hour = `${date}T${time.slice(0, 2)}`;
    let start = hours.get(hour);
    if (start === undefined) {
      start = zonedInstant(date, `${time.slice(0, 2)}:00:00`, timeZone).getTime();
      hours.set(hour, start);
    }
    const [, minutes = '0', seconds = '0'] = time.split(':');
    return new Date(start + (Number(minutes) * 60 + Number(seconds)) * 1000);
  };
}

const DAY_MS = 86_400_000;

/**
 * A time of the feeding exchange formats: ISO 8601 date and time, `T` or a space between them,
 * seconds and milliseconds optional, with an offset (`Z`, `+02:00`) or without one (then it is
 * the site's local time).
 */
const SITE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ]([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

export const SITE_TIME_FORMAT = 'YYYY-MM-DDTHH:MM[:SS[.mmm]], with an offset (Z, +02:00) or local';

/** Syntax of a site time; siteTime() reads its instant. */
export const siteTimeSchema = z
  .string()
  .trim()
  .regex(SITE_TIME, `must be a date and time ${SITE_TIME_FORMAT}`);

/** An instant and the site's calendar day it falls on. */
export type SiteTime = { at: Date; date: string };

/**
 * The instant of a site time (offset given, or local to `timeZone`) and its calendar day in
 * `timeZone`; a reason instead when there is no such instant. A local time skipped when clocks go
 * forward does not exist; one repeated when they go back is its first occurrence (an offset names
 * the second).
 */
export function siteTime(text: string, timeZone: string): SiteTime | { reason: string } {
  const written = text.trim().replace(' ', 'T');
  const parts = SITE_TIME.exec(written);
  if (!parts) return { reason: `must be a date and time ${SITE_TIME_FORMAT}` };
  const zone = IANAZone.create(timeZone);
  let at: number | undefined;
  if (parts[7] !== undefined) {
    const instant = DateTime.fromISO(written, { setZone: true });
    if (!instant.isValid) return { reason: 'is not a calendar date and time' };
    at = instant.toMillis();
  } else {
    // The wall clock read as UTC, less each offset the zone has around it, that maps back to it.
    const wall = DateTime.fromISO(written, { zone: 'utc' });
    if (!wall.isValid) return { reason: 'is not a calendar date and time' };
    const around = [-DAY_MS, 0, DAY_MS].map((shift) => zone.offset(wall.toMillis() + shift));
    for (const offset of new Set(around)) {
      const instant = wall.toMillis() - offset * 60_000;
      if (zone.offset(instant) === offset && (at === undefined || instant < at)) at = instant;
    }
    if (at === undefined)
      return {
        reason: `does not exist in the site's time zone (${timeZone}): clocks went forward`,
      };
  }
  const instant = DateTime.fromMillis(at, { zone });
  if (!isSupportedInstant(instant.toJSDate())) return { reason: YEAR_REASON };
  return { at: instant.toJSDate(), date: instant.toISODate()! };
}

/** A site time field that reads as its instant and day (the site's time zone known). */
export function siteTimeField(timeZone: string) {
  return siteTimeSchema.transform((text, ctx): SiteTime => {
    const read = siteTime(text, timeZone);
    if ('reason' in read) {
      ctx.addIssue({ code: 'custom', message: read.reason, input: text });
      return z.NEVER;
    }
    return read;
  });
}

/** An instant written in the site's time zone with its offset, e.g. 2026-03-10T06:00:00-04:00. */
export function formatSiteTime(at: Date, timeZone: string): string {
  return DateTime.fromJSDate(at, { zone: timeZone }).toISO({ suppressMilliseconds: true })!;
}

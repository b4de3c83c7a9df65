import { DEFAULT_DISPLAY_PREFS } from '@barnboard/domain';
import { Settings } from 'luxon';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { atSite, browserTimeZone, siteClock, siteDay, siteWallClockMs } from './site-clock';

/** 23:30 on 9 January in Montréal, 05:30 on the 10th in Paris, 13:30 on the 10th in Tokyo. */
const AT = '2026-01-10T04:30:00.000Z';

describe('the site clock, with a browser in another zone', () => {
  const zone = process.env.TZ;
  const luxonZone = Settings.defaultZone;
  beforeEach(() => {
    // The browser is in Tokyo, for Date, Intl and Luxon alike.
    process.env.TZ = 'Asia/Tokyo';
    Settings.defaultZone = 'Asia/Tokyo';
  });
  afterEach(() => {
    process.env.TZ = zone;
    Settings.defaultZone = luxonZone;
  });

  it('runs in a browser whose own clock reads otherwise', () => {
    expect(browserTimeZone()).toBe('Asia/Tokyo');
    expect(new Date(AT).getHours()).toBe(13);
  });

  it("writes an instant on the site's clock with the site's offset", () => {
    expect(atSite(AT, 'America/Montreal')).toBe('2026-01-09T23:30:00-05:00');
    expect(atSite(new Date(AT), 'Europe/Paris')).toBe('2026-01-10T05:30:00+01:00');
    expect(atSite(Date.parse(AT), 'UTC')).toBe('2026-01-10T04:30:00Z');
    expect(atSite('soon', 'UTC')).toBeNull();
  });

  it("shows dates and times on the site's clock, in the user's formats", () => {
    const montreal = siteClock('America/Montreal', DEFAULT_DISPLAY_PREFS);
    expect(montreal.dateTime(AT)).toBe('2026-01-09 23:30');
    expect(montreal.day(AT)).toBe('2026-01-09');
    expect(montreal.time(AT)).toBe('23:30');
    const paris = siteClock('Europe/Paris', {
      ...DEFAULT_DISPLAY_PREFS,
      dateFormat: 'DMY',
      hourCycle: 12,
    });
    expect(paris.parts(AT)).toEqual({ day: '10-01-2026', time: '5:30 AM' });
    expect(paris.dateTime(AT)).toBe('10-01-2026 5:30 AM');
  });

  it('names the zone of a time that belongs to no one site, UTC by that name', () => {
    expect(siteClock('America/Montreal', DEFAULT_DISPLAY_PREFS).withZone(AT)).toBe(
      '2026-01-09 23:30 (America/Montreal)',
    );
    expect(siteClock('Etc/UTC', DEFAULT_DISPLAY_PREFS).withZone(AT)).toBe('2026-01-10 04:30 (UTC)');
    expect(siteClock('UTC', DEFAULT_DISPLAY_PREFS).withZone(AT)).toBe('2026-01-10 04:30 (UTC)');
  });

  it('writes the time in the language asked for', () => {
    const clock = siteClock('Europe/Madrid', { ...DEFAULT_DISPLAY_PREFS, hourCycle: 12 }, 'es');
    expect(clock.time('2026-06-10T11:05:00Z')).toMatch(/^1:05 p\.\sm\.$/);
  });

  it('shows an unreadable time as it came', () => {
    expect(siteClock('UTC', DEFAULT_DISPLAY_PREFS).dateTime('soon')).toBe('soon');
  });

  it("dates today and the year by the site's calendar", () => {
    // New Year's Eve in Montréal is already New Year's Day in Tokyo.
    const eve = new Date('2027-01-01T03:00:00Z');
    expect(siteDay('America/Montreal', eve)).toBe('2026-12-31');
    expect(siteClock('America/Montreal', DEFAULT_DISPLAY_PREFS).year(eve)).toBe(2026);
    expect(siteDay('Asia/Tokyo', eve)).toBe('2027-01-01');
  });

  it("reads the site's wall clock as UTC, for charts drawn in UTC", () => {
    expect(siteWallClockMs(AT, 'America/Montreal')).toBe(Date.parse('2026-01-09T23:30:00Z'));
    expect(siteWallClockMs(AT, 'Europe/Paris')).toBe(Date.parse('2026-01-10T05:30:00Z'));
    expect(siteWallClockMs('soon', 'UTC')).toBeNaN();
  });
});

import { DEFAULT_DISPLAY_PREFS } from '@barnboard/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatPercent, formatVolts, makeSiloFormat } from './format';

describe('makeSiloFormat', () => {
  const zones: Record<string, string> = { montreal: 'America/Montreal', paris: 'Europe/Paris' };
  const zoneOf = (siteId: string) => zones[siteId];
  const browserZone = process.env.TZ;
  // A browser far from every site: none of its hours may show.
  beforeEach(() => {
    process.env.TZ = 'Asia/Tokyo';
  });
  afterEach(() => {
    process.env.TZ = browserZone;
  });

  it('shows feed in the silo weight unit, two decimals trimmed', () => {
    const fmt = makeSiloFormat(DEFAULT_DISPLAY_PREFS, zoneOf, 'America/Montreal');
    expect(fmt.quantity(12500)).toBe('12.50 t');
    expect(fmt.quantity(12000)).toBe('12 t');
    const lb = makeSiloFormat(
      { ...DEFAULT_DISPLAY_PREFS, siloWeight: 'lb' },
      zoneOf,
      'America/Montreal',
    );
    expect(lb.quantity(1000)).toBe('2,204.62 lb');
  });

  it("dates an instant at its bin's site, in the user's date format and clock", () => {
    const prefs = { ...DEFAULT_DISPLAY_PREFS, dateFormat: 'DMY' as const, hourCycle: 12 as const };
    const fmt = makeSiloFormat(prefs, zoneOf, 'America/Montreal');
    // 02:30 UTC is still the evening before in Montréal, and 11:30 in Tokyo.
    expect(fmt.day('2026-03-11T02:30:00Z', 'montreal')).toBe('10-03-2026');
    expect(fmt.dateTime('2026-03-11T02:30:00Z', 'montreal')).toBe('10-03-2026 10:30 PM');
    expect(fmt.dateTime('2026-03-11T02:30:00Z', 'paris')).toBe('11-03-2026 3:30 AM');
    expect(fmt.dateTimeParts('2026-03-11T02:30:00Z', 'paris')).toEqual({
      day: '11-03-2026',
      time: '3:30 AM',
    });
  });

  it("tells the last refresh on the current site's clock, not the browser's", () => {
    const fmt = makeSiloFormat(DEFAULT_DISPLAY_PREFS, zoneOf, 'America/Montreal');
    // 11:53 UTC: 06:53 in Montréal, 20:53 in Tokyo.
    expect(fmt.clock(Date.parse('2026-11-24T11:53:00Z'))).toBe('06:53');
  });

  it("dates a bin of a site it does not know on the current site's clock", () => {
    const fmt = makeSiloFormat(DEFAULT_DISPLAY_PREFS, zoneOf, 'Europe/Paris');
    expect(fmt.timeZoneOf('elsewhere')).toBe('Europe/Paris');
    expect(fmt.dateTime('2026-11-24T11:53:00Z', 'elsewhere')).toBe('2026-11-24 12:53');
  });

  it("labels a chart's days by the site's wall clock in the user's formats, whatever the browser's zone", () => {
    // Midnight and a minute before the next on the site's wall clock, as siteWallClockMs gives them.
    const midnight = Date.parse('2026-11-12T00:00:00Z');
    const late = Date.parse('2026-11-12T23:59:00Z');
    const ymd = makeSiloFormat(DEFAULT_DISPLAY_PREFS, zoneOf, 'America/Montreal');
    expect(ymd.axisDay(midnight)).toBe('Nov 12');
    expect(ymd.axisDateTime(late)).toBe('2026-11-12 23:59');
    const dmy = makeSiloFormat(
      { ...DEFAULT_DISPLAY_PREFS, dateFormat: 'DMY', hourCycle: 12 },
      zoneOf,
      'America/Montreal',
    );
    expect(dmy.axisDay(late)).toBe('12 Nov');
    expect(dmy.axisDateTime(late)).toBe('12-11-2026 11:59 PM');
    const human = makeSiloFormat(
      { ...DEFAULT_DISPLAY_PREFS, dateFormat: 'human', language: 'fr' },
      zoneOf,
      'America/Montreal',
    );
    expect(human.axisDay(late)).toBe('12 nov.');
  });

  it('writes a sensor temperature in the unit chosen', () => {
    const fahrenheit = makeSiloFormat(
      { ...DEFAULT_DISPLAY_PREFS, temperature: 'fahrenheit' },
      zoneOf,
      'America/Montreal',
    );
    expect(fahrenheit.temperature(12.5)).toBe('54.50 °F');
    expect(makeSiloFormat(DEFAULT_DISPLAY_PREFS, zoneOf, 'Europe/Paris').temperature(12)).toBe(
      '12 °C',
    );
  });

  it('writes volts and percentages in the language', () => {
    expect(formatVolts(3612, 'fr')).toBe('3,61 V');
    expect(formatPercent(42.4, 'en')).toBe('42\u00a0%');
  });
});

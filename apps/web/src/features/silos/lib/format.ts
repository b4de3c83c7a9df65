import {
  formatDate,
  formatDayMonth,
  formatNumber,
  formatSiloWeight,
  formatTemperature,
  formatTime,
  fromSi,
  UNIT_SYMBOLS,
  type DisplayPrefs,
  type WeightUnit,
} from '@barnboard/domain';
import { siteClock } from '../../../lib/site-time/site-clock';

/**
 * The silos page's figures and dates, in the user's preferences (packages/domain/src/format):
 * feed in the silo weight unit, dates in the date format and on the clock they chose, each
 * instant on its bin's site's clock.
 */
export type SiloFormat = {
  locale: string;
  weightUnit: WeightUnit;
  /** Feed: "12.50 t" (spec §9: two decimals, trimmed when .00). */
  quantity: (kg: number) => string;
  /** The day of an instant at the bin's site: "2026-11-20". */
  day: (iso: string, siteId: string) => string;
  /** Day and time of an instant at the bin's site: "2026-11-20 08:00". */
  dateTime: (iso: string, siteId: string) => string;
  /** The same, apart, so that a narrow cell breaks between them and never inside the date. */
  dateTimeParts: (iso: string, siteId: string) => { day: string; time: string };
  /** A sensor's temperature in the user's unit: "12.5 °C", "54.5 °F". */
  temperature: (celsius: number) => string;
  /** A chart tick's day, a site wall-clock time (siteWallClockMs): "22-11" in DMY. */
  axisDay: (wallClockMs: number) => string;
  /** A chart point's day and time, a site wall-clock time: "22-11-2026 1:05 PM". */
  axisDateTime: (wallClockMs: number) => string;
  /** A time of day on the current site's clock (the page's last refresh): "09:24". */
  clock: (ms: number) => string;
  /** The time zone a bin's site keeps. */
  timeZoneOf: (siteId: string) => string;
};

/**
 * `zoneOf` gives a site's time zone; `currentZone` is the current site's, the clock of what
 * belongs to no one site (the page's last refresh) and of a bin whose site is not known.
 */
export function makeSiloFormat(
  prefs: DisplayPrefs,
  zoneOf: (siteId: string) => string | undefined,
  currentZone: string,
): SiloFormat {
  const locale = prefs.language;
  const timeZoneOf = (siteId: string) => zoneOf(siteId) ?? currentZone;
  const current = siteClock(currentZone, prefs, locale);
  const clockOf = (siteId: string) => siteClock(timeZoneOf(siteId), prefs, locale);
  return {
    locale,
    weightUnit: prefs.siloWeight,
    quantity: (kg) => formatSiloWeight(kg, prefs, locale),
    temperature: (celsius) => formatTemperature(celsius, prefs, locale),
    axisDay: (ms) => formatDayMonth(new Date(ms).toISOString(), prefs),
    axisDateTime: (ms) => {
      const iso = new Date(ms).toISOString();
      return `${formatDate(iso, prefs)} ${formatTime(iso, prefs, locale)}`;
    },
    day: (iso, siteId) => clockOf(siteId).day(iso),
    dateTime: (iso, siteId) => clockOf(siteId).dateTime(iso),
    dateTimeParts: (iso, siteId) => clockOf(siteId).parts(iso),
    clock: (ms) => current.time(ms),
    timeZoneOf,
  };
}

/** The number alone, for chart axes: 12500 kg in t → 12.5. */
export function siloQuantityValue(kg: number, unit: WeightUnit): number {
  return fromSi(kg, unit);
}

export function weightSymbol(unit: WeightUnit): string {
  return UNIT_SYMBOLS[unit];
}

/** Battery millivolts as volts: 3612 → "3.61 V". */
export function formatVolts(mv: number, locale: string): string {
  return `${formatNumber(mv / 1000, locale)} V`;
}

export function formatPercent(value: number, locale: string): string {
  // A no-break space: the sign never wraps away from its number in a small gauge.
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value)}\u00a0%`;
}

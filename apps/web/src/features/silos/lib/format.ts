import {
  formatDate,
  formatNumber,
  formatSiloWeight,
  formatSiteTime,
  formatTime,
  fromSi,
  UNIT_SYMBOLS,
  type DisplayPrefs,
  type WeightUnit,
} from '@barnboard/domain';

/**
 * The silos page's figures and dates, in the user's preferences (packages/domain/src/format):
 * feed in the silo weight unit, dates in the date format and on the clock they chose, each
 * instant in its site's time zone.
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
  /** A time of day here (the last refresh): "09:24". */
  clock: (ms: number) => string;
};

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function makeSiloFormat(
  prefs: DisplayPrefs,
  zoneOf: (siteId: string) => string | undefined,
): SiloFormat {
  const locale = prefs.language;
  const atSite = (iso: string, siteId: string) =>
    formatSiteTime(new Date(iso), zoneOf(siteId) ?? browserZone());
  return {
    locale,
    weightUnit: prefs.siloWeight,
    quantity: (kg) => formatSiloWeight(kg, prefs, locale),
    day: (iso, siteId) => formatDate(atSite(iso, siteId), prefs),
    dateTime: (iso, siteId) => {
      const local = atSite(iso, siteId);
      return `${formatDate(local, prefs)} ${formatTime(local, prefs, locale)}`;
    },
    dateTimeParts: (iso, siteId) => {
      const local = atSite(iso, siteId);
      return { day: formatDate(local, prefs), time: formatTime(local, prefs, locale) };
    },
    clock: (ms) => formatTime(formatSiteTime(new Date(ms), browserZone()), prefs, locale),
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

/** Chart axis labels: the day ("Nov 12"). */
export function formatAxisDay(time: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric' }).format(new Date(time));
}

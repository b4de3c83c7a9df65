import { fromSi, UNIT_SYMBOLS, type Unit } from './units.js';

/**
 * Spec §9: two decimals, trimmed when .00 — 12 → "12", 12.5 → "12.50", 11.999 → "12". Halves
 * round away from zero, as Intl does. Without a locale the text is plain ("1234.50", for
 * inputs and files); with one, Intl gives that language's separators ("1 234,50" in French).
 */
export function formatNumber(value: number, locale?: string): string {
  const cents = Math.sign(value) * Math.round(Math.abs(value) * 100);
  const decimals = cents % 100 === 0 ? 0 : 2;
  // + 0 turns the −0 of a tiny negative into 0, which would otherwise print as "-0".
  const rounded = cents / 100 + 0;
  if (locale === undefined) return rounded.toFixed(decimals);
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(rounded);
}

/**
 * A number with exactly `decimals` digits after the point, rounded once from the exact value
 * (Intl's rounding, halves away from zero): the one precision of a report column, never trimmed,
 * so a column reads "7.00" beside "6.79", not "7". With a locale, that language's separators
 * ("1 234,50" in French); without, plain, as files want it: a dot, no grouping ("1234.50").
 */
export function formatFixed(value: number, decimals: number, locale?: string): string {
  return new Intl.NumberFormat(locale ?? 'en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    // A tiny negative rounds to zero: "0.00", not "-0.00".
    signDisplay: 'negative',
    ...(locale === undefined ? { useGrouping: false } : {}),
  }).format(value);
}

/** A kg, m, m³ or °C value shown in the user's unit: formatQuantity(12500, 't') → "12.50 t". */
export function formatQuantity(value: number, unit: Unit, locale?: string): string {
  return `${formatNumber(fromSi(value, unit), locale)} ${UNIT_SYMBOLS[unit]}`;
}

import { formatQuantity, toSi } from '../units/index.js';
import type { DisplayPrefs } from './display-prefs.js';

/*
 * Figures in the user's units, through the conversions and two-decimal formatting of
 * packages/domain/src/units. The locale (decimal and grouping separators) is the user's language
 * unless the caller shows another one.
 */

/** An animal or feed weight: formatWeight(1000, lb prefs) → "2,204.62 lb". */
export function formatWeight(
  kg: number,
  prefs: DisplayPrefs,
  locale: string = prefs.language,
): string {
  return formatQuantity(kg, prefs.weight, locale);
}

/** Feed in a bin: formatSiloWeight(12500, defaults) → "12.50 t". */
export function formatSiloWeight(
  kg: number,
  prefs: DisplayPrefs,
  locale: string = prefs.language,
): string {
  return formatQuantity(kg, prefs.siloWeight, locale);
}

/** formatLength(3.048, ft prefs) → "10 ft". */
export function formatLength(
  m: number,
  prefs: DisplayPrefs,
  locale: string = prefs.language,
): string {
  return formatQuantity(m, prefs.length, locale);
}

/** Water or liquid feed: formatLiquid(3.785411784, gallon prefs) → "1 gal". */
export function formatLiquid(
  litres: number,
  prefs: DisplayPrefs,
  locale: string = prefs.language,
): string {
  return formatQuantity(toSi(litres, 'l'), prefs.liquid, locale);
}

/** formatTemperature(20, °F prefs) → "68 °F". */
export function formatTemperature(
  celsius: number,
  prefs: DisplayPrefs,
  locale: string = prefs.language,
): string {
  return formatQuantity(celsius, prefs.temperature, locale);
}

import { DAY_MS } from './readings.js';

/** Recent rate's look-back: pigs eat more as they grow, so the last two days lead the week. */
export const RECENT_CONSUMPTION_DAYS = 2;
/**
 * The forecast assumes the bin empties this much faster than measured: finishing pigs eat a few
 * percent more each week, hot or cold weeks shift intake, and the level of a cone-shaped feed
 * surface is read with some error. Running out costs far more than an early delivery.
 */
export const FORECAST_SAFETY_FACTOR = 1.2;

/**
 * averageDailyConsumption over the chart's week and over RECENT_CONSUMPTION_DAYS, in kg/day;
 * null when unknown.
 */
export type ConsumptionRates = { weekKgPerDay: number | null; recentKgPerDay: number | null };

export type EmptyForecast = {
  /** `now` plus daysUntilEmpty whole days. */
  at: number;
  daysUntilEmpty: number;
  /** The rate the forecast used, safety factor included. */
  kgPerDay: number;
};

/** The higher of the known rates times FORECAST_SAFETY_FACTOR; null without a positive rate. */
export function conservativeRate(rates: ConsumptionRates): number | null {
  const rate = Math.max(rates.weekKgPerDay ?? 0, rates.recentKgPerDay ?? 0);
  return rate > 0 ? rate * FORECAST_SAFETY_FACTOR : null;
}

/**
 * When the bin will be empty, erring early: the conservative rate, and whole days rounded down, so
 * it is never later than `currentKg` divided by either measured rate. Null when nothing is eaten.
 */
export function forecastEmptyBy(
  currentKg: number,
  rates: ConsumptionRates,
  now: number,
): EmptyForecast | null {
  const kgPerDay = conservativeRate(rates);
  if (kgPerDay === null) return null;
  const daysUntilEmpty = Math.max(0, Math.floor(currentKg / kgPerDay));
  return { at: now + daysUntilEmpty * DAY_MS, daysUntilEmpty, kgPerDay };
}

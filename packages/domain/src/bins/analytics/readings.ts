/**
 * A bin's sensor readings as the silos page's analytics take them (docs/bins.md, "Readings,
 * forecasts and warnings"). Times are epoch milliseconds (UTC): the network server's timestamp of
 * the uplink, not its arrival (domain-notes §6), so callers parse ISO strings once, at the edge.
 */

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** The silos page charts the last 7 days (spec §9); every look-back defaults to it. */
export const SILO_CHART_DAYS = 7;

/**
 * A level may stray this share of full outside [0, full] (in kg, percent or metres) before it is
 * wrong data: the feed heap peaks under the sensor and the echo wanders on a sloped surface, so a
 * full bin can read slightly above full and an empty one slightly below empty.
 */
export const LEVEL_TOLERANCE_RATIO = 0.05;

export type BinReading = {
  /** Network time of the uplink, epoch ms. */
  at: number;
  /** Feed in the bin; null when the sensor got no echo. */
  quantityKg: number | null;
  fillPercent: number | null;
  /**
   * Fill height as measured, before geometry clamps it: sensor height minus the distance read.
   * Null when unknown.
   */
  fillHeightM: number | null;
  batteryMv: number | null;
  temperatureC: number | null;
  /** Best gateway's signal, dBm and dB. */
  rssi: number | null;
  snr: number | null;
  firmware: string | null;
};

/** What the silos page knows of one bin at `now`. */
export type BinInput = {
  readings: readonly BinReading[];
  capacityKg: number;
  /** Height of the sensor above the outlet (top height − L-Track offset); null when unknown. */
  sensorHeightM: number | null;
  now: number;
  /** End of the bin's subscription, when it renews or expires; null when unknown. */
  renewalAt: number | null;
  /** Uplinks of the last 7 days that came on an fPort other than the level port (1). */
  wrongPortCount: number;
};

/** Oldest first, ties in input order: uplinks arrive out of order (retries, several gateways). */
export function byTime(readings: readonly BinReading[]): BinReading[] {
  return readings.toSorted((a, b) => a.at - b.at);
}

/** The newest value of a field (by time, not position), skipping readings without it. */
export function newestValue<T>(
  readings: readonly BinReading[],
  pick: (reading: BinReading) => T | null,
): { at: number; value: T } | null {
  let newest: { at: number; value: T } | null = null;
  for (const reading of readings) {
    const value = pick(reading);
    if (value !== null && (newest === null || reading.at >= newest.at)) {
      newest = { at: reading.at, value };
    }
  }
  return newest;
}

/** Within LEVEL_TOLERANCE_RATIO of [0, full]: a level the bin can hold, whatever its unit. */
export function isPlausibleLevel(value: number, full: number): boolean {
  const slack = full * LEVEL_TOLERANCE_RATIO;
  return value >= -slack && value <= full + slack;
}

import { averageDailyConsumption } from './consumption.js';
import { forecastEmptyBy, RECENT_CONSUMPTION_DAYS, type EmptyForecast } from './forecast.js';
import { lastFilled, type LastFilled } from './last-filled.js';
import {
  byTime,
  SILO_CHART_DAYS,
  newestValue,
  type BinInput,
  type BinReading,
} from './readings.js';
import { binWarnings, type BinWarning } from './warnings.js';

/** One row of the silos page. */
export type BinSnapshot = {
  /** When the shown level was measured; null without any level. */
  lastLevelAt: number | null;
  /** Of the shown level; 0 without one, as the page has always shown it (spec §3). */
  fillPercent: number;
  quantityKg: number | null;
  batteryMv: number | null;
  temperatureC: number | null;
  rssi: number | null;
  snr: number | null;
  /** The last uplink of any kind. */
  lastSyncAt: number | null;
  moduleVersion: string | null;
  averageDailyConsumptionKg: number | null;
  forecast: EmptyForecast | null;
  lastFilled: LastFilled | null;
  warnings: BinWarning[];
};

/**
 * Each figure is the newest one known: the level from the newest reading with an echo, so one
 * uplink without echo does not blank the bin (a streak of them is the wrong_data warning), and so
 * for battery, temperature, signal and version. Readings after `now` (clock skew) are ignored.
 */
export function binSnapshot(input: BinInput): BinSnapshot {
  const { capacityKg, now } = input;
  const readings = byTime(input.readings.filter((reading) => reading.at <= now));
  const newest = <T>(pick: (reading: BinReading) => T | null) =>
    newestValue(readings, pick)?.value ?? null;
  const level = newestValue(readings, (r) => (r.quantityKg === null ? null : r));
  const quantityKg = level?.value.quantityKg ?? null;
  const weekKgPerDay = averageDailyConsumption(readings, capacityKg, now, SILO_CHART_DAYS);
  const recentKgPerDay = averageDailyConsumption(
    readings,
    capacityKg,
    now,
    RECENT_CONSUMPTION_DAYS,
  );
  return {
    lastLevelAt: level?.at ?? null,
    fillPercent: level?.value.fillPercent ?? 0,
    quantityKg,
    batteryMv: newest((r) => r.batteryMv),
    temperatureC: newest((r) => r.temperatureC),
    rssi: newest((r) => r.rssi),
    snr: newest((r) => r.snr),
    lastSyncAt: readings.at(-1)?.at ?? null,
    moduleVersion: newest((r) => r.firmware),
    averageDailyConsumptionKg: weekKgPerDay,
    // Clamped: a level read slightly above full or below empty is not feed to forecast with.
    forecast:
      quantityKg === null
        ? null
        : forecastEmptyBy(
            Math.min(Math.max(quantityKg, 0), capacityKg),
            { weekKgPerDay, recentKgPerDay },
            now,
          ),
    lastFilled: lastFilled(readings, capacityKg, now),
    warnings: binWarnings(input),
  };
}

import { HOUR_MS, type BinReading } from './readings.js';

/**
 * Hand-made readings for tests and examples. Times are written in hours after hour 0,
 * 2026-03-01T00:00Z, so a test's arithmetic stays readable. The bin is straight-sided, for simple
 * heights: 20 t under a sensor 8 m above the outlet.
 */

export const CAPACITY_KG = 20_000;
export const SENSOR_HEIGHT_M = 8;

/** Epoch ms of test hour n. */
export function hour(n: number): number {
  return Date.UTC(2026, 2, 1) + n * HOUR_MS;
}

/** A healthy module's reading at test hour `at`; `quantityKg` null is a reading without echo. */
export function reading(
  at: number,
  quantityKg: number | null,
  extra: Partial<BinReading> = {},
): BinReading {
  return {
    at: hour(at),
    quantityKg,
    fillPercent: quantityKg === null ? null : (quantityKg / CAPACITY_KG) * 100,
    fillHeightM: quantityKg === null ? null : (quantityKg / CAPACITY_KG) * SENSOR_HEIGHT_M,
    batteryMv: 3600,
    temperatureC: 8,
    rssi: -90,
    snr: 7,
    firmware: '2.1.0',
    ...extra,
  };
}

/** Readings every `step` hours from hour `from` to hour `to`, at the level `level(hour)`. */
export function readingsEvery(
  step: number,
  from: number,
  to: number,
  level: (at: number) => number | null,
): BinReading[] {
  const readings: BinReading[] = [];
  for (let at = from; at <= to; at += step) readings.push(reading(at, level(at)));
  return readings;
}

import { isSupportedFirmware } from './firmware.js';
import {
  byTime,
  SILO_CHART_DAYS,
  DAY_MS,
  HOUR_MS,
  isPlausibleLevel,
  newestValue,
  type BinInput,
  type BinReading,
} from './readings.js';

/**
 * The silos modal's warnings (spec §8) and the page's "no levels or battery voltage recorded in the
 * last 7 days" message, in the order they are listed. The web app translates the codes.
 */
export const BIN_WARNING_CODES = [
  'scheduled_renewal',
  'no_data_transmission',
  'sensor_disconnected',
  'incompatible_version',
  'low_battery',
  'wrong_data',
  'weak_signal',
  'wrong_channel',
  'no_recent_readings',
] as const;

export type BinWarningCode = (typeof BIN_WARNING_CODES)[number];

export type BinWarning =
  | { code: 'scheduled_renewal'; at: number }
  /** `since`: the last uplink; null when the readings hold none. */
  | { code: 'no_data_transmission' | 'sensor_disconnected'; since: number | null }
  | {
      code: Exclude<
        BinWarningCode,
        'scheduled_renewal' | 'no_data_transmission' | 'sensor_disconnected'
      >;
    };

/** Renewal is announced this many days ahead: time to order before the bin stops reporting. */
export const RENEWAL_NOTICE_DAYS = 30;
/**
 * Silent longer than this: no data transmission. A module reports several times a day, so a day
 * of silence means uplinks are lost (gateway down, interference) even if the module is fine.
 */
export const NO_TRANSMISSION_MS = 24 * HOUR_MS;
/**
 * Silent longer than this: sensor disconnected, instead of no data transmission. Three days outlast
 * a gateway reboot or a network outage, so the module itself is gone: flat battery, unplugged,
 * damaged. The two never show together.
 */
export const SENSOR_DISCONNECTED_MS = 72 * HOUR_MS;
/**
 * A 3.6 V lithium-thionyl chloride cell stays near 3.6 V for most of its life and drops fast at the
 * end; under 3.3 V it has weeks left, less in the cold.
 */
export const LOW_BATTERY_MV = 3300;
/**
 * Under these the link is near LoRa's limits (about −120 to −137 dBm and −7.5 to −20 dB,
 * depending on the spreading factor), so uplinks start to be lost. Judged on the median of the last
 * SIGNAL_READINGS readings, so one bad packet does not raise it.
 */
export const WEAK_RSSI_DBM = -115;
export const WEAK_SNR_DB = -15;
export const SIGNAL_READINGS = 3;
/** This many newest readings in a row without an echo: wrong data (blocked or dirty sensor). */
export const NO_ECHO_STREAK = 3;
/** Uplinks on another fPort than the level port: the module is set up for another application. */
export const WRONG_CHANNEL_MIN_UPLINKS = 1;

/** The warnings of a bin at `now`, in BIN_WARNING_CODES order. */
export function binWarnings(input: BinInput): BinWarning[] {
  const { now, renewalAt } = input;
  const readings = byTime(input.readings.filter((reading) => reading.at <= now));
  const warnings: BinWarning[] = [];
  if (renewalAt !== null && renewalAt >= now && renewalAt - now <= RENEWAL_NOTICE_DAYS * DAY_MS) {
    warnings.push({ code: 'scheduled_renewal', at: renewalAt });
  }
  const since = readings.at(-1)?.at ?? null;
  const silentMs = since === null ? Infinity : now - since;
  if (silentMs > SENSOR_DISCONNECTED_MS) warnings.push({ code: 'sensor_disconnected', since });
  else if (silentMs > NO_TRANSMISSION_MS) warnings.push({ code: 'no_data_transmission', since });
  const firmware = newestValue(readings, (r) => r.firmware);
  if (firmware && !isSupportedFirmware(firmware.value)) {
    warnings.push({ code: 'incompatible_version' });
  }
  const battery = newestValue(readings, (r) => r.batteryMv);
  if (battery && battery.value < LOW_BATTERY_MV) warnings.push({ code: 'low_battery' });
  if (hasWrongData(readings, input)) warnings.push({ code: 'wrong_data' });
  if (hasWeakSignal(readings)) warnings.push({ code: 'weak_signal' });
  if (input.wrongPortCount >= WRONG_CHANNEL_MIN_UPLINKS) warnings.push({ code: 'wrong_channel' });
  const weekAgo = now - SILO_CHART_DAYS * DAY_MS;
  if (!readings.some((r) => r.at >= weekAgo && (r.quantityKg !== null || r.batteryMv !== null))) {
    warnings.push({ code: 'no_recent_readings' });
  }
  return warnings;
}

/**
 * The newest reading is outside the bin (its quantity, fill percentage or measured height, by more
 * than LEVEL_TOLERANCE_RATIO), or the last NO_ECHO_STREAK readings got no echo.
 */
function hasWrongData(
  sorted: readonly BinReading[],
  { capacityKg, sensorHeightM }: BinInput,
): boolean {
  const last = sorted.at(-1);
  if (!last) return false;
  const outside = (value: number | null, full: number | null) =>
    value !== null && full !== null && !isPlausibleLevel(value, full);
  if (outside(last.quantityKg, capacityKg) || outside(last.fillPercent, 100)) return true;
  if (outside(last.fillHeightM, sensorHeightM)) return true;
  const streak = sorted.slice(-NO_ECHO_STREAK);
  return streak.length === NO_ECHO_STREAK && streak.every((r) => r.quantityKg === null);
}

function hasWeakSignal(sorted: readonly BinReading[]): boolean {
  const rssi = recentMedian(sorted, (r) => r.rssi);
  const snr = recentMedian(sorted, (r) => r.snr);
  return (rssi !== null && rssi < WEAK_RSSI_DBM) || (snr !== null && snr < WEAK_SNR_DB);
}

/** Median of a field over the newest SIGNAL_READINGS readings with it (of two, the better). */
function recentMedian(
  sorted: readonly BinReading[],
  pick: (reading: BinReading) => number | null,
): number | null {
  const values = sorted
    .map(pick)
    .filter((value) => value !== null)
    .slice(-SIGNAL_READINGS)
    .sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)] ?? null;
}

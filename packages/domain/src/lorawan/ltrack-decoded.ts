import { z } from 'zod';
import type { LtrackReading } from './ltrack-payload.js';

/**
 * The decoded form of an L-Track measurement: what the payload codec on the network server puts in
 * ChirpStack's `object` or The Things Stack's `decoded_payload`, and what native imports send. The
 * ranges are what the binary payload can carry, so both forms accept the same readings.
 */

/** "major.minor", each a nibble of the firmware byte. */
const FIRMWARE_PATTERN = /^(1[0-5]|\d)\.(1[0-5]|\d)$/;

export const ltrackMeasurementFields = {
  /** Sensor to feed surface, mm; null when there was no echo. */
  distance_mm: z.int('must be a whole number').min(0).max(0xfffe).nullable(),
  battery_mv: z.int('must be a whole number').min(0).max(0xffff),
  temperature_c: z.number().min(-3276.8).max(3276.7),
  firmware: z.string().regex(FIRMWARE_PATTERN, 'must be major.minor, each from 0 to 15'),
};

/** Extra keys a codec adds (e.g. its own version) are dropped, not refused. */
export const ltrackDecodedSchema = z.object(ltrackMeasurementFields);
export type LtrackDecoded = z.output<typeof ltrackDecodedSchema>;

export function readingFromDecoded(decoded: LtrackDecoded): LtrackReading {
  return {
    distanceMm: decoded.distance_mm,
    batteryMv: decoded.battery_mv,
    temperatureC: decoded.temperature_c,
    firmware: decoded.firmware,
  };
}

import { z } from 'zod';
import { bestSignal } from './best-signal.js';
import { ltrackMeasurementFields } from './ltrack-decoded.js';
import { LTRACK_FPORT } from './ltrack-payload.js';
import type { SensorUplink, UplinkFailure, UplinkResult } from './sensor-uplink.js';
import { uplinkFailureFromZod } from './sensor-uplink.js';
import {
  devEuiField,
  frameCounterField,
  identifierField,
  instantField,
  rssiField,
  snrField,
} from './uplink-fields.js';

/**
 * Barnboard's own reading format, for gateways that decode on site and for imports of past
 * readings. Already decoded, so strict: a misspelt field is refused rather than silently lost.
 */
export const nativeReadingSchema = z.strictObject({
  dev_eui: devEuiField,
  /** When the sensor measured (ISO 8601 with its zone). */
  time: instantField,
  frame_counter: frameCounterField.optional(),
  session: identifierField({ max: 64 }).optional(),
  message_id: identifierField({ min: 1, max: 128 }).optional(),
  ...ltrackMeasurementFields,
  firmware: ltrackMeasurementFields.firmware.optional(),
  rssi: rssiField.optional(),
  snr: snrField.optional(),
});
export type NativeReading = z.output<typeof nativeReadingSchema>;
export type NativeReadingInput = z.input<typeof nativeReadingSchema>;

export const NATIVE_BATCH_MAX = 10_000;

/**
 * Readings sent together; the batch is accepted or refused whole. Resending a corrected batch is
 * safe because readings already stored come back as duplicates of their message ids.
 */
export const nativeBatchSchema = z.strictObject({
  readings: z
    .array(nativeReadingSchema)
    .max(NATIVE_BATCH_MAX, `must hold at most ${NATIVE_BATCH_MAX} readings`),
});
export type NativeBatch = z.output<typeof nativeBatchSchema>;

export function normalizeNativeReading(json: unknown): UplinkResult {
  const parsed = nativeReadingSchema.safeParse(json);
  return parsed.success
    ? { ok: true, uplink: uplinkFromNative(parsed.data) }
    : uplinkFailureFromZod(parsed.error);
}

export function normalizeNativeBatch(
  json: unknown,
): { ok: true; uplinks: SensorUplink[] } | UplinkFailure {
  const parsed = nativeBatchSchema.safeParse(json);
  return parsed.success
    ? { ok: true, uplinks: parsed.data.readings.map(uplinkFromNative) }
    : uplinkFailureFromZod(parsed.error);
}

function uplinkFromNative(reading: NativeReading): SensorUplink {
  return {
    devEui: reading.dev_eui,
    session: reading.session ?? '',
    frameCounter: reading.frame_counter ?? 0,
    measuredAt: reading.time,
    messageId: reading.message_id ?? null,
    // An SNR without an RSSI cannot be ranked against other gateways, so it counts as no signal.
    receivedBy: bestSignal(
      reading.rssi === undefined ? [] : [{ rssi: reading.rssi, snr: reading.snr ?? null }],
    ),
    simulated: false,
    // Native readings are already decoded measurements: they are L-Track's port by definition.
    fPort: LTRACK_FPORT,
    reading: {
      distanceMm: reading.distance_mm,
      batteryMv: reading.battery_mv,
      temperatureC: reading.temperature_c,
      firmware: reading.firmware ?? null,
    },
  };
}

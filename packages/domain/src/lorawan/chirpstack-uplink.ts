import { z } from 'zod';
import { bestSignal } from './best-signal.js';
import type { UplinkResult } from './sensor-uplink.js';
import { uplinkFailureFromZod } from './sensor-uplink.js';
import {
  devEuiField,
  fPortField,
  frameCounterField,
  identifierField,
  instantField,
  rssiField,
  snrField,
} from './uplink-fields.js';
import { readUplinkPayload } from './uplink-payload.js';

/**
 * ChirpStack v4 HTTP integration, `?event=up`. ChirpStack writes protobuf JSON, which leaves out
 * fields at their zero value (fCnt 0, fPort 0, an SNR of 0, an empty payload), so those default to
 * zero here. Unknown fields are kept: ChirpStack adds fields between versions.
 */
export const chirpstackUplinkSchema = z.looseObject({
  deduplicationId: identifierField({ min: 1, max: 128 }),
  time: instantField,
  deviceInfo: z.looseObject({
    devEui: devEuiField,
    // Informational only: the tenant is derived from the registered device, never from the payload.
    tenantId: z.string().optional(),
    applicationId: z.string().optional(),
  }),
  devAddr: identifierField({ min: 1, max: 64 }),
  fCnt: frameCounterField.default(0),
  fPort: fPortField.default(0),
  data: z.string().optional(),
  object: z.record(z.string(), z.unknown()).optional(),
  rxInfo: z
    .array(
      z.looseObject({
        gatewayId: z.string().optional(),
        rssi: rssiField.default(0),
        snr: snrField.default(0),
      }),
    )
    .default([]),
});
export type ChirpstackUplink = z.output<typeof chirpstackUplinkSchema>;

export function normalizeChirpstackUplink(json: unknown): UplinkResult {
  const parsed = chirpstackUplinkSchema.safeParse(json);
  if (!parsed.success) return uplinkFailureFromZod(parsed.error);
  const up = parsed.data;
  const read = readUplinkPayload({
    fPort: up.fPort,
    decoded: up.object,
    payload: up.data,
    paths: { decoded: 'object', payload: 'data' },
  });
  if (!read.ok) return read;
  return {
    ok: true,
    uplink: {
      devEui: up.deviceInfo.devEui,
      session: up.devAddr,
      frameCounter: up.fCnt,
      messageId: up.deduplicationId,
      measuredAt: up.time,
      receivedBy: bestSignal(up.rxInfo),
      simulated: false,
      fPort: up.fPort,
      reading: read.reading,
    },
  };
}

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
 * The Things Stack v3 webhook uplink message. It leaves out fields whose value is "", 0 or false
 * (f_cnt 0, an RSSI or SNR of 0, `simulated` on real traffic), so those default here. Console
 * simulations carry no session key id. Unknown fields are kept: the stack adds fields over time.
 */
export const ttnUplinkSchema = z.looseObject({
  end_device_ids: z.looseObject({
    device_id: z.string().min(1),
    dev_eui: devEuiField,
  }),
  correlation_ids: z.array(identifierField()).default([]),
  received_at: instantField,
  uplink_message: z.looseObject({
    session_key_id: identifierField({ max: 64 }).optional(),
    f_cnt: frameCounterField.default(0),
    f_port: fPortField.default(0),
    frm_payload: z.string().optional(),
    decoded_payload: z.record(z.string(), z.unknown()).optional(),
    rx_metadata: z
      .array(
        z.looseObject({
          gateway_ids: z.looseObject({ gateway_id: z.string().optional() }).optional(),
          rssi: rssiField.default(0),
          snr: snrField.default(0),
        }),
      )
      .default([]),
    received_at: instantField.optional(),
  }),
  simulated: z.boolean().default(false),
});
export type TtnUplink = z.output<typeof ttnUplinkSchema>;

/** The Application Server's id of the uplink; its webhook retries carry the same one. */
const MESSAGE_ID_PREFIX = 'as:up:';

export function normalizeTtnUplink(json: unknown): UplinkResult {
  const parsed = ttnUplinkSchema.safeParse(json);
  if (!parsed.success) return uplinkFailureFromZod(parsed.error);
  const { end_device_ids: ids, uplink_message: up } = parsed.data;
  const read = readUplinkPayload({
    fPort: up.f_port,
    decoded: up.decoded_payload,
    payload: up.frm_payload,
    paths: {
      decoded: 'uplink_message.decoded_payload',
      payload: 'uplink_message.frm_payload',
    },
  });
  if (!read.ok) return read;
  return {
    ok: true,
    uplink: {
      devEui: ids.dev_eui,
      session: up.session_key_id ?? '',
      frameCounter: up.f_cnt,
      messageId: parsed.data.correlation_ids.find((id) => id.startsWith(MESSAGE_ID_PREFIX)) ?? null,
      // The Network Server's reception time; the top-level one is the Application Server's, later.
      measuredAt: up.received_at ?? parsed.data.received_at,
      receivedBy: bestSignal(up.rx_metadata),
      simulated: parsed.data.simulated,
      fPort: up.f_port,
      reading: read.reading,
    },
  };
}

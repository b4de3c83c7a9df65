import type { z } from 'zod';
import type { LtrackReading } from './ltrack-payload.js';

/**
 * The one shape every uplink source (ChirpStack, The Things Stack, native imports) is brought to
 * before it is deduplicated and stored.
 */

/** A level reading; firmware is null when a native import leaves it out. */
export type SensorReading = Omit<LtrackReading, 'firmware'> & { firmware: string | null };

/** All gateways' copies of one uplink, merged into the best signal. */
export type ReceivedBy = {
  /** dBm of the gateway that heard the sensor best; null when no gateway reported a signal. */
  rssi: number | null;
  /** dB of that same gateway. */
  snr: number | null;
  gatewayCount: number;
};

export type SensorUplink = {
  /** 16 lowercase hex digits. */
  devEui: string;
  /** Identifies the LoRaWAN session, within which frame counters increase; '' when unknown. */
  session: string;
  frameCounter: number;
  /**
   * The network server's id of the message, stable across its retries; null when the source gives
   * none, as the frame (device, session, frame counter) then identifies the uplink on its own.
   */
  messageId: string | null;
  /** Network timestamp, ISO 8601 UTC with milliseconds: readings are ordered by it, not arrival. */
  measuredAt: string;
  receivedBy: ReceivedBy;
  /** Sent from a console test rather than by a sensor. */
  simulated: boolean;
  /** The LoRaWAN application port the uplink came on. */
  fPort: number;
  /**
   * The measurement; null when the uplink came on another port than L-Track's (LTRACK_FPORT): not
   * a reading, but what raises the bin's wrong-channel warning.
   */
  reading: SensorReading | null;
};

/** Why an uplink was refused and where: `path` is the field, `reason` reads on its own in a log. */
export type UplinkFailure = { ok: false; reason: string; path: string };
export type UplinkResult = { ok: true; uplink: SensorUplink } | UplinkFailure;

export function uplinkFailure(path: string, problem: string): UplinkFailure {
  return { ok: false, reason: path === '' ? problem : `${path}: ${problem}`, path };
}

/** The first problem zod found, with its path under `prefix` (the field the value came from). */
export function uplinkFailureFromZod(error: z.ZodError, prefix = ''): UplinkFailure {
  const issue = error.issues[0];
  return uplinkFailure(formatPath(prefix, issue?.path ?? []), issue?.message ?? 'is not valid');
}

/** `uplink_message.rx_metadata[0].rssi`, as people write paths into JSON. */
function formatPath(prefix: string, keys: readonly PropertyKey[]): string {
  let path = prefix;
  for (const key of keys) {
    if (typeof key === 'number') path += `[${key}]`;
    else path += path === '' ? String(key) : `.${String(key)}`;
  }
  return path;
}

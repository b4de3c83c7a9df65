import { decodeBase64 } from './base64.js';
import { ltrackDecodedSchema, readingFromDecoded } from './ltrack-decoded.js';
import { LTRACK_FPORT, decodeLtrackPayload } from './ltrack-payload.js';
import type { LtrackReading } from './ltrack-payload.js';
import { uplinkFailure, uplinkFailureFromZod } from './sensor-uplink.js';
import type { UplinkFailure } from './sensor-uplink.js';

/** Where a network server puts the payload of an uplink, and the field paths for failures. */
export type UplinkPayloadSource = {
  fPort: number;
  /** The network server codec's output, if it has one. */
  decoded: unknown;
  /** Base64 of the raw payload; absent when the payload is empty. */
  payload: string | undefined;
  paths: { decoded: string; payload: string };
};

/**
 * The reading an uplink carries: from the codec's decoded object when it has the L-Track fields,
 * else from the raw bytes. A codec that speaks another dialect does not lose the reading, because
 * the raw bytes are authoritative and are decoded here instead. An uplink on another port is not
 * a measurement and is not decoded: its reading is null (a module set up for another application).
 */
export function readUplinkPayload(
  source: UplinkPayloadSource,
): { ok: true; reading: LtrackReading | null } | UplinkFailure {
  if (source.fPort !== LTRACK_FPORT) return { ok: true, reading: null };
  if (source.decoded !== undefined) {
    const decoded = ltrackDecodedSchema.safeParse(source.decoded);
    if (decoded.success) return { ok: true, reading: readingFromDecoded(decoded.data) };
    if (source.payload === undefined) {
      return uplinkFailureFromZod(decoded.error, source.paths.decoded);
    }
  }
  const bytes = decodeBase64(source.payload ?? '');
  if (bytes === null) return uplinkFailure(source.paths.payload, 'is not valid base64');
  const result = decodeLtrackPayload(bytes);
  return result.ok ? result : uplinkFailure(source.paths.payload, result.reason);
}

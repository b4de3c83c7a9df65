/**
 * The L-Track level sensor's uplink payload on fPort 1, version 1, 8 bytes, big-endian:
 *
 * | byte | content                                                        |
 * | ---- | -------------------------------------------------------------- |
 * | 0    | payload version (1)                                            |
 * | 1–2  | distance sensor → feed surface, mm, unsigned; 0xFFFF = no echo |
 * | 3–4  | battery, mV, unsigned                                          |
 * | 5–6  | temperature, tenths of °C, signed                              |
 * | 7    | firmware: high nibble major, low nibble minor                  |
 */

export const LTRACK_FPORT = 1;
export const LTRACK_PAYLOAD_VERSION = 1;
export const LTRACK_PAYLOAD_LENGTH = 8;
/** Distance sent when the ultrasonic pulse brought back no echo (empty silo, dust, condensation). */
const NO_ECHO = 0xffff;

export type LtrackReading = {
  /** Sensor to feed surface, mm; null when there was no echo. */
  distanceMm: number | null;
  batteryMv: number;
  /** °C, to a tenth of a degree. */
  temperatureC: number;
  /** "major.minor", each 0–15. */
  firmware: string;
};

export type LtrackDecodeResult =
  { ok: true; reading: LtrackReading } | { ok: false; reason: string };

/** Why an uplink on this port is not an L-Track measurement, or null when it is one. */
export function ltrackPortProblem(fPort: number): string | null {
  return fPort === LTRACK_FPORT
    ? null
    : `fPort ${fPort} does not carry L-Track measurements (expected fPort ${LTRACK_FPORT})`;
}

/**
 * Decodes a measurement payload. The version is checked before the length so that a sensor on a
 * newer firmware (whose payload may be longer) is reported as such rather than as garbage.
 */
export function decodeLtrackPayload(
  bytes: Uint8Array,
  fPort: number = LTRACK_FPORT,
): LtrackDecodeResult {
  const portProblem = ltrackPortProblem(fPort);
  if (portProblem !== null) return { ok: false, reason: portProblem };
  const version = bytes[0];
  if (version === undefined) return { ok: false, reason: 'payload is empty' };
  if (version !== LTRACK_PAYLOAD_VERSION) {
    return { ok: false, reason: `payload version ${version} is not supported` };
  }
  if (bytes.length !== LTRACK_PAYLOAD_LENGTH) {
    return {
      ok: false,
      reason: `payload has ${bytes.length} bytes, version ${version} has ${LTRACK_PAYLOAD_LENGTH}`,
    };
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const distance = view.getUint16(1);
  const firmware = view.getUint8(7);
  return {
    ok: true,
    reading: {
      distanceMm: distance === NO_ECHO ? null : distance,
      batteryMv: view.getUint16(3),
      temperatureC: view.getInt16(5) / 10,
      firmware: `${firmware >> 4}.${firmware & 0x0f}`,
    },
  };
}

/**
 * Encodes a reading as the sensor would (for tests and simulators). Throws a RangeError on a value
 * the payload cannot carry, because DataView would otherwise wrap it silently.
 */
export function encodeLtrackPayload(reading: LtrackReading): Uint8Array {
  const bytes = new Uint8Array(LTRACK_PAYLOAD_LENGTH);
  const view = new DataView(bytes.buffer);
  view.setUint8(0, LTRACK_PAYLOAD_VERSION);
  view.setUint16(
    1,
    reading.distanceMm === null
      ? NO_ECHO
      : inRange('distanceMm', reading.distanceMm, 0, NO_ECHO - 1),
  );
  view.setUint16(3, inRange('batteryMv', reading.batteryMv, 0, 0xffff));
  view.setInt16(
    5,
    inRange('temperatureC × 10', Math.round(reading.temperatureC * 10), -0x8000, 0x7fff),
  );
  view.setUint8(7, firmwareByte(reading.firmware));
  return bytes;
}

function firmwareByte(firmware: string): number {
  const match = /^(\d+)\.(\d+)$/.exec(firmware);
  if (!match) throw new RangeError(`firmware "${firmware}" is not major.minor`);
  const major = inRange('firmware major', Number(match[1]), 0, 15);
  const minor = inRange('firmware minor', Number(match[2]), 0, 15);
  return (major << 4) | minor;
}

function inRange(name: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`${name} ${value} is not a whole number from ${min} to ${max}`);
  }
  return value;
}

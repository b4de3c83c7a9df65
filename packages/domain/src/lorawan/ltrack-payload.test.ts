import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeLtrackPayload, encodeLtrackPayload, type LtrackReading } from './ltrack-payload.js';

/** A payload written out byte by byte, as in the sensor's documentation: `01 04D2 0E10 00D7 13`. */
const hex = (text: string) =>
  new Uint8Array((text.replace(/\s/g, '').match(/../g) ?? []).map((pair) => parseInt(pair, 16)));

describe('decodeLtrackPayload', () => {
  it('reads distance, battery, temperature and firmware', () => {
    expect(decodeLtrackPayload(hex('01 04D2 0E10 00D7 13'))).toEqual({
      ok: true,
      reading: { distanceMm: 1234, batteryMv: 3600, temperatureC: 21.5, firmware: '1.3' },
    });
  });

  it('reads 0xFFFF as no echo and a negative temperature', () => {
    expect(decodeLtrackPayload(hex('01 FFFF 0C1C FF9C 21'))).toEqual({
      ok: true,
      reading: { distanceMm: null, batteryMv: 3100, temperatureC: -10, firmware: '2.1' },
    });
  });

  it('reads the extremes of every field', () => {
    expect(decodeLtrackPayload(hex('01 FFFE FFFF 8000 F0'))).toEqual({
      ok: true,
      reading: { distanceMm: 65534, batteryMv: 65535, temperatureC: -3276.8, firmware: '15.0' },
    });
    expect(decodeLtrackPayload(hex('01 0000 0000 7FFF 0F'))).toEqual({
      ok: true,
      reading: { distanceMm: 0, batteryMv: 0, temperatureC: 3276.7, firmware: '0.15' },
    });
  });

  it('reads a payload that is a view into a larger buffer', () => {
    const frame = hex('FF 01 04D2 0E10 00D7 13 FF');
    expect(decodeLtrackPayload(frame.subarray(1, 9))).toMatchObject({ ok: true });
  });

  it.each([
    ['an empty payload', '', 1, 'payload is empty'],
    ['another version', '02 04D2 0E10 00D7 13', 1, 'payload version 2 is not supported'],
    ['version 0', '00 04D2 0E10 00D7 13', 1, 'payload version 0 is not supported'],
    ['a short payload', '01 04D2 0E', 1, 'payload has 4 bytes, version 1 has 8'],
    ['a long payload', '01 04D2 0E10 00D7 13 00', 1, 'payload has 9 bytes, version 1 has 8'],
    [
      'another port',
      '01 04D2 0E10 00D7 13',
      2,
      'fPort 2 does not carry L-Track measurements (expected fPort 1)',
    ],
  ])('refuses %s', (_case, payload, fPort, reason) => {
    expect(decodeLtrackPayload(hex(payload), fPort)).toEqual({ ok: false, reason });
  });
});

describe('encodeLtrackPayload', () => {
  it('writes the bytes the sensor sends', () => {
    const reading = { distanceMm: null, batteryMv: 3100, temperatureC: -10, firmware: '2.1' };
    expect(encodeLtrackPayload(reading)).toEqual(hex('01 FFFF 0C1C FF9C 21'));
  });

  it.each<[string, Partial<LtrackReading>]>([
    ['a distance of 0xFFFF, which means no echo', { distanceMm: 0xffff }],
    ['a negative distance', { distanceMm: -1 }],
    ['a fractional battery voltage', { batteryMv: 3600.5 }],
    ['a temperature beyond 16 bits', { temperatureC: 3276.8 }],
    ['a firmware minor beyond a nibble', { firmware: '1.16' }],
    ['a firmware that is not major.minor', { firmware: 'v1' }],
  ])('refuses %s', (_case, change) => {
    const reading = {
      distanceMm: 1,
      batteryMv: 3600,
      temperatureC: 20,
      firmware: '1.0',
      ...change,
    };
    expect(() => encodeLtrackPayload(reading)).toThrow(RangeError);
  });
});

const readingArb: fc.Arbitrary<LtrackReading> = fc.record({
  distanceMm: fc.option(fc.integer({ min: 0, max: 0xfffe }), { nil: null }),
  batteryMv: fc.integer({ min: 0, max: 0xffff }),
  temperatureC: fc.integer({ min: -0x8000, max: 0x7fff }).map((tenths) => tenths / 10),
  firmware: fc
    .tuple(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 0, max: 15 }))
    .map(([major, minor]) => `${major}.${minor}`),
});

describe('L-Track payload round trip', () => {
  it('decodes every reading it encodes', () => {
    fc.assert(
      fc.property(readingArb, (reading) => {
        expect(decodeLtrackPayload(encodeLtrackPayload(reading))).toEqual({ ok: true, reading });
      }),
    );
  });

  it('encodes every version 1 payload back to the same bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 7, maxLength: 7 }), (rest) => {
        const bytes = new Uint8Array([1, ...rest]);
        const decoded = decodeLtrackPayload(bytes);
        if (!decoded.ok) throw new Error(decoded.reason);
        expect(encodeLtrackPayload(decoded.reading)).toEqual(bytes);
      }),
    );
  });
});

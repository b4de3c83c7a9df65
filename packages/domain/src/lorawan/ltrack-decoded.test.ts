import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ltrackDecodedSchema, readingFromDecoded } from './ltrack-decoded.js';
import { decodeLtrackPayload } from './ltrack-payload.js';

describe('ltrackDecodedSchema', () => {
  const decoded = { distance_mm: 1234, battery_mv: 3600, temperature_c: 21.5, firmware: '1.3' };

  it('accepts a codec object, no echo, and extra keys the codec adds', () => {
    expect(ltrackDecodedSchema.parse({ ...decoded, version: 1 })).toEqual(decoded);
    expect(ltrackDecodedSchema.parse({ ...decoded, distance_mm: null }).distance_mm).toBeNull();
  });

  it.each([
    ['a missing distance', { distance_mm: undefined }],
    ['a distance given as text', { distance_mm: '1234' }],
    ['a fractional battery voltage', { battery_mv: 3.6 }],
    ['a temperature the payload cannot carry', { temperature_c: 4000 }],
    ['a firmware beyond a nibble', { firmware: '16.0' }],
  ])('refuses %s', (_case, change) => {
    expect(ltrackDecodedSchema.safeParse({ ...decoded, ...change }).success).toBe(false);
  });

  it('holds every reading the binary payload can carry, unchanged', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 7, maxLength: 7 }), (rest) => {
        const decoded = decodeLtrackPayload(new Uint8Array([1, ...rest]));
        if (!decoded.ok) throw new Error(decoded.reason);
        const { distanceMm, batteryMv, temperatureC, firmware } = decoded.reading;
        const form = ltrackDecodedSchema.parse({
          distance_mm: distanceMm,
          battery_mv: batteryMv,
          temperature_c: temperatureC,
          firmware,
        });
        expect(readingFromDecoded(form)).toEqual(decoded.reading);
      }),
    );
  });
});

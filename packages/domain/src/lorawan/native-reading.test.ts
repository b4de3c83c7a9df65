import { describe, expect, it } from 'vitest';
import {
  NATIVE_BATCH_MAX,
  normalizeNativeBatch,
  normalizeNativeReading,
  type NativeReadingInput,
} from './native-reading.js';

/** A reading as an on-site gateway sends it. */
const reading: NativeReadingInput = {
  dev_eui: '70-B3-D5-7E-D0-00-00-03',
  time: '2026-03-10T07:15:00+01:00',
  frame_counter: 77,
  session: '260b1f2e',
  message_id: 'gw-ferme-nord:000077',
  distance_mm: 2210,
  battery_mv: 3550,
  temperature_c: 4.5,
  firmware: '1.3',
  rssi: -104,
  snr: 2.5,
};

/** A reading from an import of past readings: only what the format requires. */
const bare: NativeReadingInput = {
  dev_eui: '70b3d57ed0000003',
  time: '2026-02-01T00:00:00Z',
  distance_mm: null,
  battery_mv: 3610,
  temperature_c: -2.3,
};

describe('normalizeNativeReading', () => {
  it('brings a reading to the common shape', () => {
    expect(normalizeNativeReading(reading)).toEqual({
      ok: true,
      uplink: {
        devEui: '70b3d57ed0000003',
        session: '260b1f2e',
        frameCounter: 77,
        messageId: 'gw-ferme-nord:000077',
        measuredAt: '2026-03-10T06:15:00.000Z',
        receivedBy: { rssi: -104, snr: 2.5, gatewayCount: 1 },
        simulated: false,
        fPort: 1,
        reading: { distanceMm: 2210, batteryMv: 3550, temperatureC: 4.5, firmware: '1.3' },
      },
    });
  });

  it('fills what an import leaves out; the frame, not a message id, identifies it', () => {
    const expected = {
      devEui: '70b3d57ed0000003',
      session: '',
      frameCounter: 0,
      messageId: null,
      measuredAt: '2026-02-01T00:00:00.000Z',
      receivedBy: { rssi: null, snr: null, gatewayCount: 0 },
      simulated: false,
      fPort: 1,
      reading: { distanceMm: null, batteryMv: 3610, temperatureC: -2.3, firmware: null },
    };
    expect(normalizeNativeReading(bare)).toEqual({ ok: true, uplink: expected });
    // The same instant written in another zone is the same reading.
    expect(normalizeNativeReading({ ...bare, time: '2026-02-01T01:00:00+01:00' })).toEqual({
      ok: true,
      uplink: expected,
    });
  });

  it.each([
    ['a misspelt field', { batery_mv: 3610 }, ''],
    ['a distance of 0xFFFF instead of null', { distance_mm: 0xffff }, 'distance_mm'],
    ['a missing distance', { distance_mm: undefined }, 'distance_mm'],
    ['a time without its zone', { time: '2026-02-01 00:00' }, 'time'],
    ['a DevEUI that is not one', { dev_eui: 'silo-3' }, 'dev_eui'],
    ['a firmware that is not major.minor', { firmware: '1.3.0' }, 'firmware'],
    ['a negative frame counter', { frame_counter: -1 }, 'frame_counter'],
    ['a message id with a NUL character', { message_id: 'gw\u00001' }, 'message_id'],
  ])('refuses %s, saying where', (_case, change, path) => {
    expect(normalizeNativeReading({ ...bare, ...change })).toMatchObject({ ok: false, path });
  });
});

describe('normalizeNativeBatch', () => {
  it('normalises every reading of a batch', () => {
    const result = normalizeNativeBatch({ readings: [reading, bare] });
    expect(result.ok && result.uplinks.map((uplink) => uplink.messageId)).toEqual([
      'gw-ferme-nord:000077',
      null,
    ]);
  });

  it('refuses the whole batch for one bad reading, naming it', () => {
    const result = normalizeNativeBatch({ readings: [reading, { ...bare, battery_mv: 'low' }] });
    expect(result).toMatchObject({ ok: false, path: 'readings[1].battery_mv' });
    expect(!result.ok && result.reason).toMatch(/^readings\[1\]\.battery_mv: /);
  });

  it(`holds at most ${NATIVE_BATCH_MAX} readings`, () => {
    const readings = (count: number) => Array.from({ length: count }, () => bare);
    expect(normalizeNativeBatch({ readings: readings(NATIVE_BATCH_MAX) }).ok).toBe(true);
    expect(normalizeNativeBatch({ readings: readings(NATIVE_BATCH_MAX + 1) })).toEqual({
      ok: false,
      path: 'readings',
      reason: `readings: must hold at most ${NATIVE_BATCH_MAX} readings`,
    });
  });

  it('accepts an empty batch, as a gateway with nothing buffered sends', () => {
    expect(normalizeNativeBatch({ readings: [] })).toEqual({ ok: true, uplinks: [] });
  });
});

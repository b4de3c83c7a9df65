import { describe, expect, it } from 'vitest';
import { chirpstackUplinkExample } from './uplink-examples.js';
import { normalizeChirpstackUplink } from './chirpstack-uplink.js';

/** A ChirpStack v4 `?event=up` body as the HTTP integration posts it (two gateways, no codec). */
const uplink = chirpstackUplinkExample('70b3d57ed0000001');

describe('normalizeChirpstackUplink', () => {
  it('brings an uplink to the common shape, with the best of its gateways', () => {
    expect(normalizeChirpstackUplink(uplink)).toEqual({
      ok: true,
      uplink: {
        devEui: '70b3d57ed0000001',
        session: '00189440',
        frameCounter: 1834,
        messageId: '3ac7e3c4-4401-4b8d-9386-a5c902f9202d',
        measuredAt: '2026-03-10T06:15:42.775Z',
        receivedBy: { rssi: -87, snr: 7.25, gatewayCount: 2 },
        simulated: false,
        fPort: 1,
        reading: { distanceMm: 1234, batteryMv: 3600, temperatureC: 21.5, firmware: '1.3' },
      },
    });
  });

  it('reads a missing fCnt as 0 (protobuf JSON leaves zero out) and a missing SNR as 0', () => {
    const { fCnt: _fCnt, ...first } = uplink;
    const result = normalizeChirpstackUplink({
      ...first,
      rxInfo: [{ gatewayId: '0016c001f153a14c', rssi: -90 }],
    });
    expect(result).toMatchObject({
      ok: true,
      uplink: { frameCounter: 0, receivedBy: { rssi: -90, snr: 0, gatewayCount: 1 } },
    });
  });

  it('prefers the codec object, and upper-case DevEUIs are normalised', () => {
    const result = normalizeChirpstackUplink({
      ...uplink,
      deviceInfo: { ...uplink.deviceInfo, devEui: '70B3D57ED0000001' },
      object: { distance_mm: null, battery_mv: 3100, temperature_c: -10, firmware: '2.1' },
    });
    expect(result).toMatchObject({
      ok: true,
      uplink: {
        devEui: '70b3d57ed0000001',
        reading: { distanceMm: null, batteryMv: 3100, temperatureC: -10, firmware: '2.1' },
      },
    });
  });

  it('falls back to the raw bytes when the codec object is not the L-Track form', () => {
    const result = normalizeChirpstackUplink({ ...uplink, object: { level: 0.42 } });
    expect(result).toMatchObject({ ok: true, uplink: { reading: { distanceMm: 1234 } } });
  });

  it('says where a codec object without bytes falls short', () => {
    const { data: _data, ...withoutData } = uplink;
    const result = normalizeChirpstackUplink({ ...withoutData, object: { level: 0.42 } });
    expect(result).toMatchObject({ ok: false, path: 'object.distance_mm' });
  });

  it('reports no gateway signal when rxInfo is left out', () => {
    const { rxInfo: _rxInfo, ...withoutRx } = uplink;
    expect(normalizeChirpstackUplink(withoutRx)).toMatchObject({
      ok: true,
      uplink: { receivedBy: { rssi: null, snr: null, gatewayCount: 0 } },
    });
  });

  it.each([
    [
      'a payload of another version',
      { data: 'AgTSDhAA1xMA' },
      'data',
      'data: payload version 2 is not supported',
    ],
    [
      'a truncated payload',
      { data: 'AQTSDg==' },
      'data',
      'data: payload has 4 bytes, version 1 has 8',
    ],
    ['a payload that is not base64', { data: 'AQTS*hAA1xM=' }, 'data', 'data: is not valid base64'],
    [
      'a DevEUI that is not one',
      { deviceInfo: { devEui: '70b3d57ed00001' } },
      'deviceInfo.devEui',
      'deviceInfo.devEui: must be a DevEUI of 16 hex digits',
    ],
    ['a time without its zone', { time: '2026-03-10T06:15:42' }, 'time', 'time: '],
    [
      'a session with a NUL character, which the database cannot store',
      { devAddr: '0018\u00009440' },
      'devAddr',
      'devAddr: must not contain a NUL character',
    ],
    [
      'a gateway with a non-numeric RSSI',
      { rxInfo: [{ gatewayId: '0016c001f153a14c', rssi: '-87' }] },
      'rxInfo[0].rssi',
      'rxInfo[0].rssi: ',
    ],
  ])('refuses %s, saying where', (_case, change, path, reason) => {
    const result = normalizeChirpstackUplink({ ...uplink, ...change });
    expect(result).toMatchObject({ ok: false, path });
    expect(result.ok ? null : result.reason).toMatch(reason);
  });

  it('reads an uplink on another port as no measurement, for the wrong-channel warning', () => {
    // A module set up for another application: its bytes are not an L-Track payload.
    const result = normalizeChirpstackUplink({ ...uplink, fPort: 2, data: 'AAE=' });
    expect(result).toMatchObject({ ok: true, uplink: { fPort: 2, reading: null } });
  });

  it('refuses a body that is not an uplink event', () => {
    expect(normalizeChirpstackUplink('up')).toMatchObject({ ok: false, path: '' });
    expect(normalizeChirpstackUplink({ ...uplink, deduplicationId: undefined })).toMatchObject({
      ok: false,
      path: 'deduplicationId',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { ttnUplinkExample } from './uplink-examples.js';
import { normalizeTtnUplink } from './ttn-uplink.js';

/** A The Things Stack v3 webhook uplink, with the L-Track codec set as payload formatter. */
const uplink = ttnUplinkExample('70b3d57ed0000002');

/** What the console's "Simulate uplink" sends: no session, no frame counter, a test gateway. */
const simulated = {
  end_device_ids: {
    device_id: 'silo-3',
    application_ids: { application_id: 'barnboard-silos' },
    dev_eui: '70B3D57ED0000002',
  },
  correlation_ids: [
    'as:up:01JNX7A3B2C4D5E6F7G8H9J0KM',
    'rpc:/ttn.lorawan.v3.AppAs/SimulateUplink:01JNX7A3B2XYZ',
  ],
  received_at: '2026-03-10T07:00:00.123456789Z',
  uplink_message: {
    f_port: 1,
    frm_payload: 'Af//DBz/nCE=', // 01 FFFF 0C1C FF9C 21
    rx_metadata: [{ gateway_ids: { gateway_id: 'test' }, rssi: 42, channel_rssi: 42, snr: 4.2 }],
    settings: { data_rate: { lora: { bandwidth: 125000, spreading_factor: 7 } } },
  },
  simulated: true,
};

describe('normalizeTtnUplink', () => {
  it('brings an uplink to the common shape, with the best of its gateways', () => {
    expect(normalizeTtnUplink(uplink)).toEqual({
      ok: true,
      uplink: {
        devEui: '70b3d57ed0000002',
        session: 'AWNbm/4zfqx0jZ5q1NlBmw==',
        frameCounter: 412,
        messageId: 'as:up:01JNX6YGQ7E0V83YRZ7K4S5J4Z',
        // The Network Server's reception, not the Application Server's.
        measuredAt: '2026-03-10T06:15:43.407Z',
        // Two gateways at -96 dBm: the one with the better SNR wins.
        receivedBy: { rssi: -96, snr: 9.25, gatewayCount: 3 },
        simulated: false,
        fPort: 1,
        reading: { distanceMm: 670, batteryMv: 3500, temperatureC: 9, firmware: '1.3' },
      },
    });
  });

  it('decodes frm_payload when there is no decoded_payload', () => {
    const { decoded_payload: _decoded, ...message } = uplink.uplink_message;
    expect(normalizeTtnUplink({ ...uplink, uplink_message: message })).toMatchObject({
      ok: true,
      uplink: { reading: { distanceMm: 670, batteryMv: 3500, temperatureC: 9, firmware: '1.3' } },
    });
  });

  it('flags console simulations, with f_cnt 0 and no session', () => {
    expect(normalizeTtnUplink(simulated)).toEqual({
      ok: true,
      uplink: {
        devEui: '70b3d57ed0000002',
        session: '',
        frameCounter: 0,
        messageId: 'as:up:01JNX7A3B2C4D5E6F7G8H9J0KM',
        measuredAt: '2026-03-10T07:00:00.123Z',
        receivedBy: { rssi: 42, snr: 4.2, gatewayCount: 1 },
        simulated: true,
        fPort: 1,
        reading: { distanceMm: null, batteryMv: 3100, temperatureC: -10, firmware: '2.1' },
      },
    });
  });

  it('leaves the message id out without an as:up correlation id: the frame identifies it', () => {
    const result = normalizeTtnUplink({ ...uplink, correlation_ids: ['gs:uplink:01JNX6YGQ7AS3'] });
    expect(result).toMatchObject({
      ok: true,
      uplink: { messageId: null, session: 'AWNbm/4zfqx0jZ5q1NlBmw==', frameCounter: 412 },
    });
  });

  it('reads a message on port 0 (f_port left out) as no measurement', () => {
    const message = { ...uplink.uplink_message, f_port: undefined };
    expect(normalizeTtnUplink({ ...uplink, uplink_message: message })).toMatchObject({
      ok: true,
      uplink: { fPort: 0, reading: null },
    });
  });

  it('dates a message without the Network Server time by the Application Server time', () => {
    const { received_at: _ns, ...message } = uplink.uplink_message;
    expect(normalizeTtnUplink({ ...uplink, uplink_message: message })).toMatchObject({
      ok: true,
      uplink: { measuredAt: '2026-03-10T06:15:43.912Z' },
    });
  });

  it.each([
    [
      'a payload of another version',
      { frm_payload: 'AgTSDhAA1xMA', decoded_payload: undefined },
      'uplink_message.frm_payload',
      'uplink_message.frm_payload: payload version 2 is not supported',
    ],
    [
      'a truncated payload',
      { frm_payload: 'AQTSDg==', decoded_payload: undefined },
      'uplink_message.frm_payload',
      'uplink_message.frm_payload: payload has 4 bytes, version 1 has 8',
    ],
    [
      'an empty payload (left out, as zero values are)',
      { frm_payload: undefined, decoded_payload: undefined },
      'uplink_message.frm_payload',
      'uplink_message.frm_payload: payload is empty',
    ],
    [
      'a decoded payload that is wrong, without bytes to fall back on',
      { frm_payload: undefined, decoded_payload: { distance_mm: 670, battery_mv: -1 } },
      'uplink_message.decoded_payload.battery_mv',
      'uplink_message.decoded_payload.battery_mv: ',
    ],
    [
      'a session with a NUL character, which the database cannot store',
      { session_key_id: 'AWNb\u0000m' },
      'uplink_message.session_key_id',
      'uplink_message.session_key_id: must not contain a NUL character',
    ],
    [
      'a frame counter beyond 32 bits',
      { f_cnt: 2 ** 32 },
      'uplink_message.f_cnt',
      'uplink_message.f_cnt: ',
    ],
  ])('refuses %s, saying where', (_case, change, path, reason) => {
    const message = { ...uplink.uplink_message, ...change };
    const result = normalizeTtnUplink({ ...uplink, uplink_message: message });
    expect(result).toMatchObject({ ok: false, path });
    expect(result.ok ? null : result.reason).toMatch(reason);
  });

  it('refuses a message that is not an uplink, such as a join-accept', () => {
    const { uplink_message: _up, ...joinAccept } = uplink;
    expect(
      normalizeTtnUplink({
        ...joinAccept,
        join_accept: { session_key_id: 'AXBSH1Pk6Z0G166RlH16CQ==' },
      }),
    ).toMatchObject({ ok: false, path: 'uplink_message' });
  });

  it('refuses a device without a DevEUI', () => {
    const { dev_eui: _devEui, ...ids } = uplink.end_device_ids;
    expect(normalizeTtnUplink({ ...uplink, end_device_ids: ids })).toMatchObject({
      ok: false,
      path: 'end_device_ids.dev_eui',
    });
  });
});

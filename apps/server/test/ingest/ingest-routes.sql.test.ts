import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { binReadings } from '../../src/db/schema/index.js';
import { describeBins } from '../../src/modules/feed/describe-bins.js';
import { findBinRecord } from '../../src/repositories/bins-repository.js';
import { DEMO_INGEST_KEY } from '../../src/seed/demo-bins.js';
import { seedDemo } from '../../src/seed/seed-demo.js';
import { demoToken } from '../support/demo.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import {
  BOCAGE,
  HORIZON,
  chirpstackUplink,
  newKey,
  randomDevEui,
  readingsOf,
  registerSensor,
  ttnSimulatedUplink,
  ttnUplink,
  type Sensor,
} from './support.js';

/** The ChirpStack and The Things Stack routes: what is stored, once, and what is refused. */

let t: TestApp;
let key: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, t.clock.now());
  key = await newKey(t.database.db, BOCAGE);
}, 120_000);

afterAll(() => t?.close());

/** Posts a body (text is sent as it is, as JSON) with the Bocage key or the given header. */
function post(url: string, body: unknown, authorization: string | null = `Bearer ${key}`) {
  const headers: Record<string, string> = authorization === null ? {} : { authorization };
  if (typeof body === 'string') headers['content-type'] = 'application/json';
  return t.app.inject({ method: 'POST', url, headers, payload: body as string | object });
}

const chirpstack = (body: unknown, authorization?: string | null) =>
  post('/ingest/chirpstack?event=up', body, authorization);
const ttn = (body: unknown, authorization?: string | null) =>
  post('/ingest/ttn', body, authorization);

async function rowCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(binReadings);
  return row!.n;
}

const counts = (stored: number, duplicates = 0, unknown = 0, simulated = 0, offPort = 0) => ({
  stored,
  duplicates,
  unknown,
  simulated,
  offPort,
});

describe('POST /ingest/chirpstack', () => {
  let sensor: Sensor;
  beforeAll(async () => {
    sensor = await registerSensor(t.database.db, BOCAGE);
  });

  it('stores an uplink with the network time, the decoded reading and the best gateway', async () => {
    const response = await chirpstack(chirpstackUplink(sensor.devEui.toUpperCase()));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(counts(1));
    const [row] = await readingsOf(t.database.db, sensor);
    expect(row).toMatchObject({
      tenantId: sensor.tenantId,
      binId: sensor.binId,
      devEui: sensor.devEui,
      session: '00189440',
      frameCounter: 1834,
      messageId: '3ac7e3c4-4401-4b8d-9386-a5c902f9202d',
      measuredAt: new Date('2026-03-10T06:15:42.775Z'),
      receivedAt: t.clock.now(),
      distanceMm: 1234,
      batteryMv: 3600,
      temperatureC: 21.5,
      firmware: '1.3',
      rssi: -87,
      snr: 7.25,
      gatewayCount: 2,
    });
  });

  it('answers a retry of the same uplink as a duplicate, storing nothing more', async () => {
    const response = await chirpstack(chirpstackUplink(sensor.devEui));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(counts(0, 1));
    expect(await readingsOf(t.database.db, sensor)).toHaveLength(1);
  });

  it('makes one row of concurrent identical posts', async () => {
    const body = chirpstackUplink(sensor.devEui, {
      deduplicationId: 'b1e4a0c2-7d3f-4c55-9e0a-000000000001',
      fCnt: 1835,
      time: '2026-03-10T07:15:42.000Z',
    });
    const responses = await Promise.all(Array.from({ length: 12 }, () => chirpstack(body)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    const answers = responses.map((r) => r.json<{ stored: number; duplicates: number }>());
    expect(answers.reduce((sum, a) => sum + a.stored, 0)).toBe(1);
    expect(answers.reduce((sum, a) => sum + a.duplicates, 0)).toBe(11);
    const rows = await readingsOf(t.database.db, sensor);
    expect(rows.filter((row) => row.frameCounter === 1835)).toHaveLength(1);
  });

  it('answers concurrent posts of different uplinks each for its own uplink', async () => {
    const fresh = await registerSensor(t.database.db, BOCAGE);
    const frame = (fCnt: number) =>
      chirpstackUplink(fresh.devEui, {
        deduplicationId: `b2000000-0000-4000-8000-00000000000${fCnt}`,
        fCnt,
      });
    const stranger = chirpstackUplink(randomDevEui(), {
      deduplicationId: 'b2000000-0000-4000-8000-0000000000ff',
    });
    const responses = await Promise.all(
      [frame(1), frame(2), frame(2), stranger, frame(3)].map((body) => chirpstack(body)),
    );
    const answers = responses.map((response) => response.json<unknown>());
    expect([answers[0], answers[3], answers[4]]).toEqual([counts(1), counts(0, 0, 1), counts(1)]);
    // Which copy of frame 2 comes first is a matter of timing; one is stored, the other not.
    expect([answers[1], answers[2]]).toEqual(
      expect.arrayContaining([counts(1), counts(0, 1)]) as unknown,
    );
    const rows = await readingsOf(t.database.db, fresh);
    expect(rows.map((row) => row.frameCounter)).toEqual([1, 2, 3]);
  });

  it("keeps the best signal when another gateway's copy arrives later", async () => {
    const uplink = {
      deduplicationId: 'b1e4a0c2-7d3f-4c55-9e0a-000000000002',
      fCnt: 1836,
      time: '2026-03-10T08:15:42.000Z',
    };
    const heardBy = (rssi: number, snr: number, id = uplink.deduplicationId) =>
      chirpstack(
        chirpstackUplink(sensor.devEui, {
          ...uplink,
          deduplicationId: id,
          rxInfo: [{ gatewayId: `gw${rssi}`, rssi, snr }],
        }),
      );
    const signal = async () =>
      (await readingsOf(t.database.db, sensor))
        .filter((row) => row.frameCounter === 1836)
        .map(({ rssi, snr }) => ({ rssi, snr }));

    expect((await heardBy(-110, -3)).json()).toEqual(counts(1));
    // Better, same message id: the reading takes its signal.
    expect((await heardBy(-95, 2)).json()).toEqual(counts(0, 1));
    expect(await signal()).toEqual([{ rssi: -95, snr: 2 }]);
    // Worse: nothing changes.
    expect((await heardBy(-120, 5)).json()).toEqual(counts(0, 1));
    expect(await signal()).toEqual([{ rssi: -95, snr: 2 }]);
    // Same RSSI, better SNR, and a different message id for the same frame: still one reading.
    const other = 'b1e4a0c2-7d3f-4c55-9e0a-0000000000ff';
    expect((await heardBy(-95, 4.5, other)).json()).toEqual(counts(0, 1));
    expect(await signal()).toEqual([{ rssi: -95, snr: 4.5 }]);
  });

  it('reads a missing fCnt as 0 and stores that frame once', async () => {
    const fresh = await registerSensor(t.database.db, BOCAGE);
    const { fCnt: _fCnt, ...withoutFcnt } = chirpstackUplink(fresh.devEui, {
      deduplicationId: 'c0000000-0000-4000-8000-000000000000',
      devAddr: '01a2b3c4',
    });
    expect((await chirpstack(withoutFcnt)).json()).toEqual(counts(1));
    // The same frame 0 again, written out this time and with another message id: a duplicate.
    const explicit = {
      ...withoutFcnt,
      fCnt: 0,
      deduplicationId: 'c0000000-0000-4000-8000-0000000000ff',
    };
    expect((await chirpstack(explicit)).json()).toEqual(counts(0, 1));
    const rows = await readingsOf(t.database.db, fresh);
    expect(rows.map((row) => [row.session, row.frameCounter])).toEqual([['01a2b3c4', 0]]);
  });

  it('stores the same frame counter again after a session reset (a new devAddr)', async () => {
    const fresh = await registerSensor(t.database.db, BOCAGE);
    const before = chirpstackUplink(fresh.devEui, {
      deduplicationId: 'd0000000-0000-4000-8000-000000000001',
      devAddr: '00aa0001',
      fCnt: 5,
      time: '2026-03-10T06:00:00Z',
    });
    const after = chirpstackUplink(fresh.devEui, {
      deduplicationId: 'd0000000-0000-4000-8000-000000000002',
      devAddr: '00aa0002',
      fCnt: 5,
      time: '2026-03-10T07:00:00Z',
    });
    expect((await chirpstack(before)).json()).toEqual(counts(1));
    expect((await chirpstack(after)).json()).toEqual(counts(1));
    const rows = await readingsOf(t.database.db, fresh);
    expect(rows.map((row) => [row.session, row.frameCounter])).toEqual([
      ['00aa0001', 5],
      ['00aa0002', 5],
    ]);
  });

  it('orders late and out-of-order uplinks by the network time, not by arrival', async () => {
    const fresh = await registerSensor(t.database.db, BOCAGE);
    const at = (fCnt: number, time: string) =>
      chirpstackUplink(fresh.devEui, {
        deduplicationId: `e0000000-0000-4000-8000-00000000000${fCnt}`,
        fCnt,
        time,
      });
    // Arrival order: 3, 1, 4, 2 (frame 1 and 2 retried late by the network server).
    for (const body of [
      at(3, '2026-03-10T09:00:00Z'),
      at(1, '2026-03-10T07:00:00Z'),
      at(4, '2026-03-10T10:00:00Z'),
      at(2, '2026-03-10T08:00:00Z'),
    ]) {
      t.clock.advance(60_000);
      expect((await chirpstack(body)).json()).toEqual(counts(1));
    }
    const rows = await readingsOf(t.database.db, fresh);
    expect(rows.map((row) => row.frameCounter)).toEqual([1, 2, 3, 4]);
    expect(rows.map((row) => row.measuredAt.toISOString())).toEqual([
      '2026-03-10T07:00:00.000Z',
      '2026-03-10T08:00:00.000Z',
      '2026-03-10T09:00:00.000Z',
      '2026-03-10T10:00:00.000Z',
    ]);
  });

  it('answers an unknown device 200 and stores nothing', async () => {
    const before = await rowCount();
    const response = await chirpstack(
      chirpstackUplink(randomDevEui(), { deduplicationId: 'f0000000-0000-4000-8000-000000000001' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(counts(0, 0, 1));
    expect(await rowCount()).toBe(before);
  });

  it('keeps an uplink on another port as no reading, once, and the bin warns of the channel', async () => {
    const offPortSensor = await registerSensor(t.database.db, BOCAGE);
    const warnings = async () => {
      const record = (await findBinRecord(t.database.db, offPortSensor.binId))!;
      const [bin] = await describeBins(t.database.db, [record], t.clock.now());
      return bin!.warnings.map((warning) => warning.code);
    };
    expect(await warnings()).not.toContain('wrong_channel');
    // A module set up for another application: its bytes are not an L-Track payload.
    const body = chirpstackUplink(offPortSensor.devEui, {
      fPort: 2,
      data: 'AAE=',
      time: t.clock.now().toISOString(),
    });
    const response = await chirpstack(body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(counts(0, 0, 0, 0, 1));
    expect((await chirpstack(body)).json()).toEqual(counts(0, 1));
    expect(await readingsOf(t.database.db, offPortSensor)).toEqual([]);
    expect(await warnings()).toContain('wrong_channel');
  });

  it("treats another tenant's device as unknown: nothing is ever stored across tenants", async () => {
    const horizonSensor = await registerSensor(t.database.db, HORIZON);
    const before = await rowCount();
    const body = chirpstackUplink(horizonSensor.devEui, {
      deduplicationId: 'f0000000-0000-4000-8000-000000000002',
    });
    const response = await chirpstack(body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(counts(0, 0, 1));
    expect(await rowCount()).toBe(before);
    // With Horizon's own key, the same uplink is stored, under Horizon.
    const horizonKey = await newKey(t.database.db, HORIZON);
    expect((await chirpstack(body, `Bearer ${horizonKey}`)).json()).toEqual(counts(1));
    const rows = await readingsOf(t.database.db, horizonSensor);
    expect(rows.map((row) => row.tenantId)).toEqual([horizonSensor.tenantId]);
  });

  it('answers events other than up with 204, storing nothing', async () => {
    const before = await rowCount();
    for (const event of ['join', 'status', 'ack', 'txack', 'log', 'location', 'integration']) {
      const response = await post(`/ingest/chirpstack?event=${event}`, {
        deduplicationId: 'x',
        deviceInfo: { devEui: sensor.devEui },
      });
      expect(response.statusCode, event).toBe(204);
      expect(response.body).toBe('');
    }
    expect(await rowCount()).toBe(before);
  });

  it('is not held to the per-address request limit: a network server sends from one address', async () => {
    const limit = t.config.rateLimitPerMinute;
    const statuses = new Set<number>();
    for (let i = 0; i <= limit; i += 50) {
      const batch = Array.from({ length: 50 }, () =>
        post('/ingest/chirpstack?event=status', { margin: 254 }),
      );
      for (const response of await Promise.all(batch)) statuses.add(response.statusCode);
    }
    expect([...statuses]).toEqual([204]);
  });

  it('refuses an uplink without an event with 400', async () => {
    const response = await post('/ingest/chirpstack', chirpstackUplink(sensor.devEui));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_error' });
  });
});

describe('POST /ingest/ttn', () => {
  let sensor: Sensor;
  beforeAll(async () => {
    sensor = await registerSensor(t.database.db, BOCAGE);
  });

  it("stores an uplink with the Network Server's time and the best of its gateways", async () => {
    const response = await ttn(ttnUplink(sensor.devEui));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(counts(1));
    const rows = await readingsOf(t.database.db, sensor);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      devEui: sensor.devEui,
      session: 'AWNbm/4zfqx0jZ5q1NlBmw==',
      frameCounter: 412,
      messageId: 'as:up:01JNX6YGQ7E0V83YRZ7K4S5J4Z',
      measuredAt: new Date('2026-03-10T06:15:43.407Z'),
      distanceMm: 670,
      batteryMv: 3500,
      temperatureC: 9,
      firmware: '1.3',
      rssi: -96,
      snr: 9.25,
      gatewayCount: 3,
    });
  });

  it('answers a webhook retry as a duplicate', async () => {
    expect((await ttn(ttnUplink(sensor.devEui))).json()).toEqual(counts(0, 1));
    expect(await readingsOf(t.database.db, sensor)).toHaveLength(1);
  });

  it('answers a console simulation 200 and stores nothing', async () => {
    const before = await rowCount();
    const response = await ttn(ttnSimulatedUplink(sensor.devEui));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(counts(0, 0, 0, 1));
    expect(await rowCount()).toBe(before);
  });

  it('reads a missing f_cnt as 0', async () => {
    const fresh = await registerSensor(t.database.db, BOCAGE);
    const body = ttnUplink(fresh.devEui, {
      correlation_ids: ['as:up:01JNX6YGQ7E0V83YRZ7K4S5ZZZ'],
    });
    const { f_cnt: _fCnt, ...message } = body.uplink_message;
    expect((await ttn({ ...body, uplink_message: message })).json()).toEqual(counts(1));
    const rows = await readingsOf(t.database.db, fresh);
    expect(rows.map((row) => row.frameCounter)).toEqual([0]);
  });
});

describe('refusals', () => {
  let sensor: Sensor;
  beforeAll(async () => {
    sensor = await registerSensor(t.database.db, BOCAGE);
  });

  it('refuses a missing, malformed, unknown or revoked key with 401, storing nothing', async () => {
    const before = await rowCount();
    const body = chirpstackUplink(sensor.devEui, {
      deduplicationId: 'a0000000-0000-4000-8000-000000000401',
    });
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/tenants/${sensor.tenantId}/ingest-keys`,
      headers: { authorization: `Bearer ${await ownerToken()}` },
      payload: { name: 'soon revoked' },
    });
    const revoked = created.json<{ id: string; key: string }>();
    await t.app.inject({
      method: 'DELETE',
      url: `/api/tenants/${sensor.tenantId}/ingest-keys/${revoked.id}`,
      headers: { authorization: `Bearer ${await ownerToken()}` },
    });
    const [, id] = /^bbk_([0-9a-f]{32})_/.exec(key)!;
    for (const authorization of [
      null,
      'Basic dXNlcjpwYXNz',
      'Bearer ',
      'Bearer not-a-key',
      `Bearer bbk_${id}_${'A'.repeat(43)}`, // right id, wrong secret
      `Bearer bbk_${'0'.repeat(32)}_${'A'.repeat(43)}`, // no such key
      `Bearer ${revoked.key}`,
    ]) {
      const response = await chirpstack(body, authorization);
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      const ttnResponse = await ttn(ttnUplink(sensor.devEui), authorization);
      expect(ttnResponse.statusCode, String(authorization)).toBe(401);
    }
    expect(await rowCount()).toBe(before);
  });

  it("accepts the demo tenant's documented ingest key", async () => {
    const fresh = await registerSensor(t.database.db, BOCAGE);
    const body = chirpstackUplink(fresh.devEui, {
      deduplicationId: 'a0000000-0000-4000-8000-00000000de30',
    });
    const response = await chirpstack(body, `Bearer ${DEMO_INGEST_KEY}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(counts(1));
  });

  it('refuses a user token on the ingest routes: only an ingest key will do', async () => {
    const response = await chirpstack(
      chirpstackUplink(sensor.devEui),
      `Bearer ${await ownerToken()}`,
    );
    expect(response.statusCode).toBe(401);
  });

  it('refuses malformed JSON with 400, saying why, before reading anything', async () => {
    const before = await rowCount();
    for (const text of ['{"deduplicationId": ', '', '{"__proto__": {"x": 1}}']) {
      const response = await post('/ingest/chirpstack?event=up', text);
      expect(response.statusCode, text).toBe(400);
      const answer = response.json<{ code: string; message: string; details: unknown[] }>();
      expect(answer.code).toBe('malformed_json');
      expect(answer.message).toMatch(/^body: /);
      expect(answer.details).toEqual([{ field: 'body', reason: expect.any(String) as string }]);
    }
    expect(await rowCount()).toBe(before);
  });

  it.each([
    ['a payload that is not base64', { data: '***' }, 'data'],
    ['a payload too short to be an L-Track reading', { data: 'AQTS' }, 'data'],
    ['a DevEUI that is not one', { deviceInfo: { devEui: 'silo-3' } }, 'deviceInfo.devEui'],
    ['a time without its zone', { time: '2026-03-10 06:15' }, 'time'],
  ])('refuses %s with 400 naming the field, storing nothing', async (_case, change, field) => {
    const before = await rowCount();
    const response = await chirpstack(chirpstackUplink(sensor.devEui, change));
    expect(response.statusCode).toBe(400);
    const answer = response.json<{ code: string; message: string; details: { field: string }[] }>();
    expect(answer.code).toBe('invalid_uplink');
    expect(answer.message.startsWith(`${field}: `)).toBe(true);
    expect(answer.details[0]!.field).toBe(field);
    expect(await rowCount()).toBe(before);
  });

  it('refuses an undecodable The Things Stack payload with 400 naming the field', async () => {
    const body = ttnUplink(sensor.devEui);
    const { decoded_payload: _decoded, ...message } = body.uplink_message;
    const response = await ttn({ ...body, uplink_message: { ...message, frm_payload: 'AQ==' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid_uplink',
      details: [{ field: 'uplink_message.frm_payload' }],
    });
  });
});

const ownerToken = () => demoToken(t, 'owner@bocage.demo');

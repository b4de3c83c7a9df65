import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { connectAsync, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/seed/seed-demo.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import {
  BOCAGE,
  HORIZON,
  chirpstackUplink,
  newKey,
  randomDevEui,
  readingsOf,
  registerSensor,
  ttnUplink,
  type Sensor,
} from './support.js';

/**
 * End to end through the Mosquitto broker on localhost: the server subscribes to the ChirpStack
 * and The Things Stack topics, and this test publishes as those network servers would. Each run
 * uses its own application id and DevEUIs, as runs on both engines share the broker.
 */

const BROKER = process.env.TEST_MQTT_URL ?? 'mqtt://localhost:1883';
const application = `barnboard-test-${randomUUID()}`;

let t: TestApp;
let publisher: MqttClient;

beforeAll(async () => {
  t = await createTestApp({ MQTT_URL: BROKER });
  await seedDemo(t.database.db, t.clock.now());
  publisher = await connectAsync(BROKER, { clientId: `${application}-publisher` });
}, 120_000);

afterAll(async () => {
  await publisher?.endAsync();
  await t?.close();
});

/** Waits until the device has `n` readings (the broker delivers asynchronously). */
async function readingsWhen(sensor: Sensor, n: number, timeoutMs = 5_000) {
  const until = performance.now() + timeoutMs;
  for (;;) {
    const rows = await readingsOf(t.database.db, sensor);
    if (rows.length >= n || performance.now() > until) return rows;
    await sleep(50);
  }
}

const chirpstackTopic = (devEui: string) => `application/${application}/device/${devEui}/event/up`;
const ttnTopic = (deviceId: string) => `v3/${application}@ttn/devices/${deviceId}/up`;

describe('MQTT uplinks', () => {
  it('stores a ChirpStack uplink under the tenant of its device', async () => {
    const sensor = await registerSensor(t.database.db, HORIZON);
    await publisher.publishAsync(
      chirpstackTopic(sensor.devEui),
      JSON.stringify(chirpstackUplink(sensor.devEui)),
      { qos: 1 },
    );
    const rows = await readingsWhen(sensor, 1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tenantId: sensor.tenantId,
      binId: sensor.binId,
      frameCounter: 1834,
      distanceMm: 1234,
      rssi: -87,
    });
  });

  it('stores a The Things Stack uplink', async () => {
    const sensor = await registerSensor(t.database.db, BOCAGE);
    await publisher.publishAsync(ttnTopic('silo-3'), JSON.stringify(ttnUplink(sensor.devEui)), {
      qos: 1,
    });
    const rows = await readingsWhen(sensor, 1);
    expect(rows.map((row) => [row.frameCounter, row.distanceMm])).toEqual([[412, 670]]);
  });

  it('makes one reading of the same uplink by MQTT and by HTTP, and of repeated messages', async () => {
    const sensor = await registerSensor(t.database.db, BOCAGE);
    const body = chirpstackUplink(sensor.devEui, {
      deduplicationId: '7b000000-0000-4000-8000-000000000001',
    });
    for (let i = 0; i < 3; i++) {
      await publisher.publishAsync(chirpstackTopic(sensor.devEui), JSON.stringify(body), {
        qos: 1,
      });
    }
    const key = await newKey(t.database.db, BOCAGE);
    const response = await t.app.inject({
      method: 'POST',
      url: '/ingest/chirpstack?event=up',
      headers: { authorization: `Bearer ${key}` },
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    // A marker published after the copies: once it is stored, every copy has been handled.
    const marker = chirpstackUplink(sensor.devEui, {
      deduplicationId: '7b000000-0000-4000-8000-000000000002',
      fCnt: 1900,
    });
    await publisher.publishAsync(chirpstackTopic(sensor.devEui), JSON.stringify(marker), {
      qos: 1,
    });
    const rows = await readingsWhen(sensor, 2);
    expect(rows.map((row) => row.frameCounter).sort()).toEqual([1834, 1900]);
  });

  it('drops what it cannot read, an unknown device, and a topic naming another device', async () => {
    const sensor = await registerSensor(t.database.db, BOCAGE);
    const topic = chirpstackTopic(sensor.devEui);
    await publisher.publishAsync(topic, '{"not": json', { qos: 1 });
    await publisher.publishAsync(
      topic,
      JSON.stringify(chirpstackUplink(sensor.devEui, { data: '***' })),
      {
        qos: 1,
      },
    );
    await publisher.publishAsync(
      chirpstackTopic(randomDevEui()),
      JSON.stringify(chirpstackUplink(sensor.devEui, { fCnt: 7 })),
      { qos: 1 },
    );
    const stranger = randomDevEui();
    await publisher.publishAsync(
      chirpstackTopic(stranger),
      JSON.stringify(chirpstackUplink(stranger)),
      {
        qos: 1,
      },
    );
    // Then a good one: the server handles messages in order, so the others were handled before.
    const good = chirpstackUplink(sensor.devEui, {
      deduplicationId: '7c000000-0000-4000-8000-000000000001',
      fCnt: 8,
    });
    await publisher.publishAsync(topic, JSON.stringify(good), { qos: 1 });
    const rows = await readingsWhen(sensor, 1);
    expect(rows.map((row) => row.frameCounter)).toEqual([8]);
  });
});

describe('MQTT client lifecycle', () => {
  it('starts without a broker and closes cleanly', async () => {
    // Start-up goes on without the broker; the test's own timeout catches a close that hangs.
    const app = await createTestApp({ MQTT_URL: 'mqtt://localhost:1' });
    expect(
      (
        await app.app.inject({
          method: 'GET',
          url: '/realms/barnboard/.well-known/openid-configuration',
        })
      ).statusCode,
    ).toBe(200);
    await app.close();
  }, 30_000);
});

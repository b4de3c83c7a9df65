import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { connectAsync, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { MQTT_TOPICS } from '../../src/modules/ingest/mqtt-ingest.js';
import { seedDemo } from '../../src/seed/seed-demo.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { BOCAGE, chirpstackUplink, readingsOf, registerSensor } from './support.js';

/**
 * MQTT shared subscriptions through the Mosquitto broker on localhost (docs/ingestion.md,
 * "Several servers"): servers started with `?group=<name>` in MQTT_URL split the uplinks. This
 * file has no other subscriber of its own, so every reading comes from the group.
 */

const BROKER = process.env.TEST_MQTT_URL ?? 'mqtt://localhost:1883';
const group = `barnboard-test-${randomUUID().slice(0, 8)}`;
const application = `barnboard-shared-${randomUUID()}`;

let t: TestApp;
let servers: FastifyInstance[] = [];
let publisher: MqttClient;
let member: MqttClient;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, t.clock.now());
  // Two servers of the group on one database, as behind a load balancer.
  const config = loadConfig({ SEED: 'none', MQTT_URL: `${BROKER}?group=${group}` });
  servers = await Promise.all(
    [1, 2].map(async () => {
      const app = await buildApp({ config, db: t.database.db, clock: t.clock, mailer: t.mailer });
      await app.ready();
      return app;
    }),
  );
  publisher = await connectAsync(BROKER, { clientId: `${application}-publisher` });
  member = await connectAsync(BROKER, { clientId: `${application}-member` });
}, 120_000);

afterAll(async () => {
  await member?.endAsync();
  await publisher?.endAsync();
  await Promise.all(servers.map((server) => server.close()));
  await t?.close();
});

it('gives each uplink to one member of the group: the servers store theirs once, not the others', async () => {
  const sensor = await registerSensor(t.database.db, BOCAGE);
  const topic = `application/${application}/device/${sensor.devEui}/event/up`;
  // This test joins the group as a third member: what it takes, no server gets.
  const taken: number[] = [];
  member.on('message', (_topic, payload) =>
    taken.push((JSON.parse(payload.toString()) as { fCnt: number }).fCnt),
  );
  await member.subscribeAsync(`$share/${group}/${MQTT_TOPICS.chirpstack}`, { qos: 1 });

  const frames = Array.from({ length: 30 }, (_, i) => 500 + i);
  for (const fCnt of frames) {
    const uplink = chirpstackUplink(sensor.devEui, { deduplicationId: randomUUID(), fCnt });
    await publisher.publishAsync(topic, JSON.stringify(uplink), { qos: 1 });
  }
  let stored: number[] = [];
  const until = performance.now() + 10_000;
  while (stored.length + taken.length < frames.length && performance.now() < until) {
    await sleep(50);
    stored = (await readingsOf(t.database.db, sensor)).map((row) => row.frameCounter);
  }
  expect(taken.length).toBeGreaterThan(0);
  expect(stored.length).toBeGreaterThan(taken.length);
  expect(stored.filter((frame) => taken.includes(frame))).toEqual([]);
  expect([...stored, ...taken].sort()).toEqual(frames);
});

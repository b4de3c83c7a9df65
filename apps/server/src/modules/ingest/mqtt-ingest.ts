import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { connect, type IClientOptions, type MqttClient } from 'mqtt';
import {
  normalizeChirpstackUplink,
  normalizeDevEui,
  normalizeTtnUplink,
  type UplinkResult,
} from '@barnboard/domain';
import { countsOf } from './ingest-service.js';
import type { UplinkCoalescer } from './uplink-coalescer.js';

/**
 * Uplinks from an MQTT broker (docs/ingestion.md, "MQTT"): ChirpStack v4's MQTT integration
 * (JSON) and The Things Stack v3's MQTT server. There is no ingest key on this path: the tenant
 * of each reading is the registered device's, and anyone who may publish on these topics can
 * feed any registered device, so the broker's ACL is the gate.
 */
export const MQTT_TOPICS = {
  chirpstack: 'application/+/device/+/event/up',
  ttn: 'v3/+/devices/+/up',
} as const;

type Source = keyof typeof MQTT_TOPICS;

/**
 * The topics to subscribe to. With `?group=<name>` in MQTT_URL they are MQTT shared
 * subscriptions (`$share/<name>/<topic>`, MQTT 5 and Mosquitto, EMQX, HiveMQ on 3.1.1 too): the
 * servers of one group split the uplinks, each delivered to one of them, instead of each server
 * receiving all of them (docs/ingestion.md, "Several servers").
 */
export function subscriptionTopics(url: string): string[] {
  const group = new URL(url).searchParams.get('group');
  const topics = [MQTT_TOPICS.chirpstack, MQTT_TOPICS.ttn];
  return group === null ? topics : topics.map((topic) => `$share/${group}/${topic}`);
}

/** How long start-up waits for the first subscription before going on without it. */
const FIRST_SUBSCRIPTION_MS = 5_000;
/** A store that fails (database unreachable) is tried again after these pauses, then logged. */
const RETRY_PAUSES_MS = [500, 2_000];

/** The source of a topic, with the device named in it. */
export function sourceOfTopic(topic: string): { source: Source; device: string } | null {
  const parts = topic.split('/');
  if (parts.length === 6 && parts[0] === 'application' && parts[2] === 'device') {
    if (parts[4] === 'event' && parts[5] === 'up')
      return { source: 'chirpstack', device: parts[3]! };
  }
  if (parts.length === 5 && parts[0] === 'v3' && parts[2] === 'devices' && parts[4] === 'up') {
    return { source: 'ttn', device: parts[3]! };
  }
  return null;
}

/** JSON without `__proto__` keys, which would otherwise reach the loose uplink schemas. */
function parseJson(text: string): unknown {
  return JSON.parse(text, (key, value: unknown) => (key === '__proto__' ? undefined : value));
}

/** The broker's address without its password, for the log. */
function maskedUrl(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');
}

/**
 * Subscribes when the app is ready and disconnects when it closes. With `?clientId=…` in
 * MQTT_URL the session is persistent (the broker keeps QoS 1 uplinks while the server is down);
 * without, each start is a new clean session.
 */
export function installMqttIngest(
  app: FastifyInstance,
  url: string,
  coalescer: UplinkCoalescer,
): void {
  const log = app.log.child({ module: 'mqtt-ingest' });
  let client: MqttClient | null = null;
  let closing = false;

  async function handle(topic: string, payload: Buffer): Promise<void> {
    const origin = sourceOfTopic(topic);
    if (!origin) return;
    let json: unknown;
    try {
      json = parseJson(payload.toString('utf8'));
    } catch (error) {
      log.warn({ topic, reason: (error as Error).message }, 'MQTT uplink is not JSON: dropped');
      return;
    }
    const result: UplinkResult =
      origin.source === 'chirpstack' ? normalizeChirpstackUplink(json) : normalizeTtnUplink(json);
    if (!result.ok) {
      log.warn({ topic, reason: result.reason }, 'MQTT uplink cannot be read: dropped');
      return;
    }
    const named =
      origin.source === 'chirpstack'
        ? normalizeDevEui(origin.device) === result.uplink.devEui
        : (json as { end_device_ids?: { device_id?: unknown } }).end_device_ids?.device_id ===
          origin.device;
    if (!named) {
      log.warn(
        { topic, devEui: result.uplink.devEui },
        'MQTT uplink names another device than its topic: dropped',
      );
      return;
    }
    for (let attempt = 0; ; attempt += 1) {
      try {
        const report = await coalescer.submit(null, result.uplink);
        for (const { outcome, ...uplink } of report.notStored)
          log.info({ topic, ...uplink }, `MQTT uplink not stored: ${outcome}`);
        log.debug({ topic, ...countsOf(report) }, 'MQTT uplink handled');
        return;
      } catch (error) {
        const pause = RETRY_PAUSES_MS[attempt];
        if (pause === undefined || closing) {
          log.error(
            { err: error, topic, payload: payload.toString('utf8') },
            'MQTT uplink could not be stored: dropped',
          );
          return;
        }
        await sleep(pause);
      }
    }
  }

  app.addHook('onReady', async () => {
    const fromUrl = new URL(url).searchParams.get('clientId');
    const options: IClientOptions = {
      clientId: fromUrl ?? `barnboard-${randomUUID().slice(0, 8)}`,
      clean: fromUrl === null,
      // Subscriptions are made again on each connection the broker did not keep a session for.
      resubscribe: false,
      reconnectPeriod: 2_000,
      connectTimeout: 5_000,
    };
    const topics = subscriptionTopics(url);
    const mqtt = connect(url, options);
    client = mqtt;
    // Stored, then acknowledged: a QoS 1 uplink is acked only once it is in the database. One at a
    // time, in order of arrival.
    mqtt.handleMessage = (packet, done) => {
      void handle(packet.topic, Buffer.from(packet.payload)).finally(() => done());
    };
    mqtt.on('error', (error) => log.warn({ err: error }, 'MQTT broker error'));
    mqtt.on('offline', () => log.warn({ broker: maskedUrl(url) }, 'MQTT broker unreachable'));

    const firstSubscription = new Promise<void>((resolve) => {
      mqtt.on('connect', (connack) => {
        if (connack.sessionPresent) return resolve();
        mqtt
          .subscribeAsync(topics, { qos: 1 })
          .then((granted) => {
            const refused = granted.filter((g) => g.qos === 128).map((g) => g.topic);
            if (refused.length) log.warn({ refused }, 'MQTT broker refused subscriptions');
            log.info({ broker: maskedUrl(url), topics }, 'MQTT uplinks subscribed');
            resolve();
          })
          .catch((error: unknown) => log.warn({ err: error }, 'MQTT subscription failed'));
      });
    });
    const timeout = sleep(FIRST_SUBSCRIPTION_MS, 'timeout' as const, { ref: false });
    if ((await Promise.race([firstSubscription, timeout])) === 'timeout') {
      log.warn(
        { broker: maskedUrl(url) },
        'MQTT broker not reached yet: starting anyway, uplinks will come once it is',
      );
    }
  });

  app.addHook('onClose', async () => {
    closing = true;
    // Gracefully when connected (the uplink being stored is acked first), at once when not.
    await client?.endAsync(!client.connected);
  });
}

// Benchmark (not a test): L-Track ingestion of the built server on PostgreSQL (a fresh database
// barnboard_bench_ingest with the demo data, dropped at the end), against 127.0.0.1 only:
// - single ChirpStack uplinks (POST /ingest/chirpstack?event=up) from 50 concurrent senders,
//   every one a new reading (its own session and frame counter), beside a bare Fastify route
//   (same body, same senders, its own process) measured in the same run, in alternating rounds;
// - batches of 10,000 native readings (POST /ingest/readings), from one sender posting one after
//   the other, then from BATCH_SENDERS senders at once, as several farms' gateways do.
// Targets (issue 4): single uplinks at 40 % or more of the bare route's rate with p99 under
// 50 ms; batches at 50,000 readings per second or more. Writes bench/results/ingest-<date>.json.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { request } from './http-client.mjs';
import { root, startProcess, startServer, summary, writeResults } from './support.mjs';

const dist = (/** @type {string} */ file) =>
  pathToFileURL(path.join(root, 'apps/server/dist', file)).href;

/** @type {typeof import('../apps/server/dist/seed/demo-bins.js')} */
const { DEMO_BINS, DEMO_INGEST_KEY } = await import(dist('seed/demo-bins.js'));
/** @type {typeof import('@barnboard/domain')} */
const { encodeBase64, encodeLtrackPayload } = await import(
  pathToFileURL(path.join(root, 'packages/domain/dist/index.js')).href
);

const PG_SERVER = 'postgres://postgres@localhost:5432';
const BENCH_DB = 'barnboard_bench_ingest';
const SENDERS = 50;
const UPLINKS = 20_000;
/** Measured rounds of single uplinks, on each route. */
const ROUNDS = 5;
const BATCHES = 10;
const BATCH_SIZE = 10_000;
/** Gateways posting batches at once in the second batch case (one per core on each side). */
const BATCH_SENDERS = 4;
const INGEST_HEADERS = {
  authorization: `Bearer ${DEMO_INGEST_KEY}`,
  'content-type': 'application/json',
};

const BARE_SERVER = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.post('/bare', async () => ({ stored: 1, duplicates: 0, unknown: 0, simulated: 0 }));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log('bare on http://127.0.0.1:' + app.server.address().port);
`;

const devices = DEMO_BINS.map((bin) => bin.devEui);
const START = Date.parse('2026-11-01T00:00:00Z');

/**
 * The n-th uplink of a sender in a round: a new session per sender and round, frame counters
 * counting up, so every uplink is a new reading.
 * @param {number} round @param {number} sender @param {number} n
 */
function uplink(round, sender, n) {
  const payload = encodeLtrackPayload({
    distanceMm: 1000 + ((sender * 37 + n) % 4000),
    batteryMv: 3550,
    temperatureC: 12.5,
    firmware: '2.1',
  });
  return {
    deduplicationId: `bench-${round}-${sender}-${n}`,
    time: new Date(START + ((round * SENDERS + sender) * UPLINKS + n) * 1000).toISOString(),
    deviceInfo: { devEui: devices[sender % devices.length] },
    devAddr: `b${round}${String(sender).padStart(6, '0')}`,
    fCnt: n + 1,
    fPort: 1,
    data: encodeBase64(payload),
    rxInfo: [{ gatewayId: '0016c001f1b0ca01', rssi: -97, snr: 7.5 }],
  };
}

/** UPLINKS posts from SENDERS concurrent senders. @param {string} url @param {number} round */
async function measureUplinks(url, round) {
  const samples = /** @type {number[]} */ ([]);
  const perSender = Math.ceil(UPLINKS / SENDERS);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: SENDERS }, async (_, sender) => {
      for (let n = 0; n < perSender; n++) {
        const body = JSON.stringify(uplink(round, sender, n));
        const t0 = performance.now();
        const response = await request(url, { method: 'POST', headers: INGEST_HEADERS, body });
        const answer = /** @type {{ stored?: number }} */ (JSON.parse(response.text));
        if (!response.ok || answer.stored !== 1) {
          throw new Error(`${url} answered ${response.status} ${JSON.stringify(answer)}`);
        }
        samples.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { ...summary(samples), requests_per_second: Math.round(samples.length / seconds) };
}

/**
 * The round of median rate, with every round's rate and p99: rounds of the bare route and of
 * ingestion alternate, so that both meet the same moments of a shared machine.
 * @param {{ requests_per_second: number, p99_ms: number }[]} rounds
 */
function medianRound(rounds) {
  const byRate = [...rounds].sort((a, b) => a.requests_per_second - b.requests_per_second);
  return {
    ...byRate[Math.floor(byRate.length / 2)],
    rounds_requests_per_second: rounds.map((round) => round.requests_per_second),
    rounds_p99_ms: rounds.map((round) => round.p99_ms),
  };
}

/** The body of batch number `batch`: BATCH_SIZE readings no other batch holds. @param {number} batch */
function batchBody(batch) {
  const readings = Array.from({ length: BATCH_SIZE }, (_, i) => ({
    dev_eui: devices[i % devices.length],
    time: new Date(START - (batch * BATCH_SIZE + i + 1) * 1000).toISOString(),
    session: `batch-${batch}`,
    frame_counter: i + 1,
    distance_mm: 1000 + (i % 4000),
    battery_mv: 3550,
    temperature_c: 12.5,
    rssi: -97,
    snr: 7.5,
  }));
  return JSON.stringify({ readings });
}

/**
 * BATCHES batches of BATCH_SIZE new readings from `senders` gateways posting at once, each one
 * batch after the other (bodies are built before the clock starts).
 * @param {string} url @param {number} senders @param {number} firstBatch
 */
async function measureBatches(url, senders, firstBatch) {
  const bodies = Array.from({ length: BATCHES }, (_, i) => batchBody(firstBatch + i));
  const samples = /** @type {number[]} */ ([]);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: senders }, async () => {
      while (next < bodies.length) {
        const body = bodies[next++];
        const t0 = performance.now();
        const response = await request(`${url}/ingest/readings`, {
          method: 'POST',
          headers: INGEST_HEADERS,
          body,
        });
        const answer = /** @type {{ stored?: number }} */ (JSON.parse(response.text));
        if (!response.ok || answer.stored !== BATCH_SIZE) {
          throw new Error(
            `batch answered ${response.status} ${JSON.stringify(answer).slice(0, 300)}`,
          );
        }
        samples.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    senders,
    ...summary(samples),
    readings_per_second: Math.round((BATCHES * BATCH_SIZE) / seconds),
  };
}

const admin = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
await admin.connect();
await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
await admin.query(`create database ${BENCH_DB}`);
/** @type {Record<string, unknown>} */
const cases = {};
try {
  // A network server posts from one address: the ingest routes are not rate limited, and the
  // bare route has no limit either.
  const server = await startServer({
    DATABASE_URL: `${PG_SERVER}/${BENCH_DB}`,
    LOG_LEVEL: 'warn',
  });
  const bare = await startProcess(
    ['--input-type=module', '-e', BARE_SERVER],
    {},
    /bare on (http:\/\/127\.0\.0\.1:\d+)/,
  );
  try {
    const ingestUrl = `${server.url}/ingest/chirpstack?event=up`;
    // Warm-up of the client and both servers (just-in-time compilation, connection pools).
    await measureUplinks(`${bare.url}/bare`, 1);
    await measureUplinks(ingestUrl, 1);
    const bareRounds = [];
    const singleRounds = [];
    for (let round = 2; round < 2 + ROUNDS; round++) {
      bareRounds.push(await measureUplinks(`${bare.url}/bare`, round));
      singleRounds.push(await measureUplinks(ingestUrl, round));
    }
    cases.bare_route = medianRound(bareRounds);
    cases.single_uplinks = medianRound(singleRounds);
    cases.batches_one_sender = await measureBatches(server.url, 1, 0);
    cases.batches_concurrent = await measureBatches(server.url, BATCH_SENDERS, BATCHES);
  } finally {
    await bare.stop();
    await server.stop();
  }
} finally {
  await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
  await admin.end();
}
const single = /** @type {{ requests_per_second: number }} */ (cases.single_uplinks);
const bareRoute = /** @type {{ requests_per_second: number }} */ (cases.bare_route);
cases.single_uplinks_share_of_bare = Number(
  (single.requests_per_second / bareRoute.requests_per_second).toFixed(3),
);
console.table(cases);

writeResults('ingest', {
  engine: 'PostgreSQL (local), server built from apps/server/dist, demo data seeded',
  load: `${SENDERS} concurrent senders, ${ROUNDS} rounds of ${UPLINKS} uplinks on each route, alternating; ${BATCHES} batches of ${BATCH_SIZE} readings from 1 sender, then from ${BATCH_SENDERS}`,
  cases,
});

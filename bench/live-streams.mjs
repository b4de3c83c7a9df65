// Benchmark (not a test): 1,000 live streams (GET /api/live, docs/live.md) held open on the built
// server with the demo data, on a PostgreSQL server (a fresh database barnboard_bench_live,
// dropped by the next run), against 127.0.0.1. Measures the server process's memory (RSS) and CPU
// idle, with the streams open and quiet (heartbeats only), and while bin readings are posted
// (each announced to every stream); and how long an announcement takes to reach the streams.
// The streams belong to the demo's owner, admin and manager of Ferme du Bocage, all of whom see
// the maternity's bins. Build first (`node scripts/build.mjs`). Writes
// bench/results/live-streams-<date>.json.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { randomUUID } from 'node:crypto';
import { createParser } from 'eventsource-parser';
import { signIn, startDemoServer } from './demo-api.mjs';
import { request } from './http-client.mjs';
import { freshPostgresDatabase, summary, writeResults } from './support.mjs';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const ACCOUNTS = ['owner.bocage', 'admin.bocage', 'manager.bocage'];
/** How long each phase is observed. */
const QUIET_MS = 30_000;
/** Readings posted, one every READING_EVERY_MS, each announced to every stream. */
const READINGS = 30;
const READING_EVERY_MS = 1_000;
/** The demo's public ingest key and Silo B-1's sensor (apps/server/src/seed/demo-bins.ts). */
const DEMO_INGEST_KEY =
  'bbk_de300000b0ca4e008000000000000001_DemoLTrack-FermeDuBocage-NotForProduction-1';
const B1_DEV_EUI = '1ac0b0ca9e000006';
const TICKS_PER_SECOND = 100;

/** The process's resident memory (MB) and CPU time so far (s), from /proc. @param {number} pid */
function usageOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const cpuSeconds = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  return { rssMb: rssKb / 1024, cpuSeconds };
}

/** The server's memory at the end of a phase and its CPU use during it (% of one core). */
async function observe(/** @type {number} */ pid, /** @type {() => Promise<void>} */ phase) {
  const before = usageOf(pid);
  const t0 = performance.now();
  await phase();
  const seconds = (performance.now() - t0) / 1000;
  const after = usageOf(pid);
  return {
    rss_mb: Number(after.rssMb.toFixed(1)),
    cpu_percent_of_one_core: Number(
      ((100 * (after.cpuSeconds - before.cpuSeconds)) / seconds).toFixed(2),
    ),
    seconds: Number(seconds.toFixed(1)),
  };
}

/** Streams read with node:http, like the benches' other clients (bench/http-client.mjs). */
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

/**
 * Opens one stream; `onBins` gets the arrival time of each `bins` event.
 * @param {string} url @param {string} token @param {(at: number) => void} onBins
 * @returns {Promise<() => void>} closes it
 */
function openStream(url, token, onBins) {
  const target = new URL(`${url}/api/live`);
  return new Promise((resolve, reject) => {
    const outgoing = http.get(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        agent,
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      },
      (incoming) => {
        if (incoming.statusCode !== 200) {
          reject(new Error(`GET /api/live answered ${incoming.statusCode}`));
          return;
        }
        const parser = createParser({
          onEvent(event) {
            if (event.event === 'ready') resolve(() => outgoing.destroy());
            if (event.event === 'bins') onBins(performance.now());
          },
        });
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk) => parser.feed(chunk));
      },
    );
    outgoing.on('error', reject);
  });
}

/** Posts one reading of Silo B-1 as ChirpStack would. @param {string} url @param {number} fCnt */
async function postReading(url, fCnt) {
  const answer = await request(`${url}/ingest/chirpstack?event=up`, {
    method: 'POST',
    headers: { authorization: `Bearer ${DEMO_INGEST_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      deduplicationId: randomUUID(),
      time: new Date().toISOString(),
      deviceInfo: { tenantName: 'Bench', applicationName: 'L-Track', devEui: B1_DEV_EUI },
      devAddr: `be${randomUUID().slice(0, 6)}`,
      fCnt,
      fPort: 1,
      data: 'AQu4DBAALSM=',
      rxInfo: [{ gatewayId: '0016c001f1b0ca01', rssi: -90, snr: 7, channel: 8 }],
    }),
  });
  if (!answer.text.includes('"stored":1')) throw new Error(`reading not stored: ${answer.text}`);
}

const databaseUrl = await freshPostgresDatabase('barnboard_bench_live');
if (!databaseUrl) throw new Error('no PostgreSQL server answers (BENCH_DATABASE_URL)');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'barnboard-bench-live-'));
// SEED=demo loads the accounts and bins, then the server is started again on them: the
// memory of loading the demo is not in the measured one's. The live demo's rounds (every minute)
// add their own announcements, as on a real farm.
await (await startDemoServer(dataDir, { DATABASE_URL: databaseUrl })).stop();
const server = await startDemoServer(dataDir, { DATABASE_URL: databaseUrl });
try {
  const tokens = await Promise.all(ACCOUNTS.map((account) => signIn(server.url, account)));
  await sleep(5_000);
  const idle = await observe(server.pid, () => sleep(QUIET_MS));

  /** Per stream, the arrival times of its bins events. @type {number[][]} */
  const arrivals = [];
  /** @type {(() => void)[]} */
  const closers = [];
  const opening = await observe(server.pid, async () => {
    for (let i = 0; i < STREAMS; i += 1) {
      const mine = /** @type {number[]} */ ([]);
      arrivals.push(mine);
      closers.push(
        await openStream(server.url, tokens[i % tokens.length] ?? '', (at) => void mine.push(at)),
      );
    }
  });
  const open = await observe(server.pid, () => sleep(QUIET_MS));

  /** Per reading, when it was sent. @type {number[]} */
  const sent = [];
  for (const stream of arrivals) stream.length = 0;
  const announcing = await observe(server.pid, async () => {
    for (let i = 0; i < READINGS; i += 1) {
      sent.push(performance.now());
      await postReading(server.url, i + 1);
      await sleep(READING_EVERY_MS);
    }
    await sleep(2_000);
  });
  // Each reading's announcement reaches every stream once, in order; a live demo round may add
  // one more: the nearest arrival after each sending is its own.
  const delays = [];
  let missing = 0;
  for (const stream of arrivals) {
    for (const at of sent) {
      const first = stream.find((arrival) => arrival >= at);
      if (first === undefined) missing += 1;
      else delays.push(first - at);
    }
  }
  for (const close of closers) close();

  const report = {
    server: 'apps/server/dist/server.js, SEED=demo, PostgreSQL server, one Node process',
    streams: STREAMS,
    accounts: ACCOUNTS,
    readings: { count: READINGS, every_ms: READING_EVERY_MS },
    phases: {
      idle_no_streams: idle,
      opening_streams: opening,
      streams_open_quiet: open,
      streams_open_readings_announced: announcing,
    },
    announcement_delay: { ...summary(delays), missing },
    note:
      'CPU and RSS are the server process only (the PostgreSQL server is another process); the ' +
      'client that holds the streams runs on the same cores. RSS moves with garbage collection ' +
      'by more than the streams weigh: compare the phases, not a difference per stream.',
  };
  console.table(report.phases);
  console.log('announcement delay', report.announcement_delay);
  writeResults('live-streams', report);
} finally {
  await server.stop();
}

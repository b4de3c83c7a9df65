import {
  normalizeChirpstackUplink,
  normalizeTtnUplink,
  type SensorUplink,
  type UplinkResult,
} from '@barnboard/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  countsOf,
  ingestUplinks,
  type IngestReport,
} from '../../src/modules/ingest/ingest-service.js';
import { UplinkCoalescer } from '../../src/modules/ingest/uplink-coalescer.js';
import { seedDemo } from '../../src/seed/seed-demo.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import {
  BOCAGE,
  HORIZON,
  chirpstackUplink,
  randomDevEui,
  readingsOf,
  registerSensor,
  tenantIdOf,
  ttnSimulatedUplink,
  type Sensor,
} from './support.js';

/**
 * Group commit of single uplinks, on the real database: the uplinks submitted while a write is in
 * flight go together in the next write, and each caller is answered for its own uplink.
 */

let t: TestApp;
let bocage: string;
let horizon: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, t.clock.now());
  bocage = await tenantIdOf(t.database.db, BOCAGE);
  horizon = await tenantIdOf(t.database.db, HORIZON);
}, 120_000);

afterAll(() => t?.close());

type Write = { tenantId: string | null; devEuis: string[] };

let writes: Write[];
/** Called as each write starts, before it reaches the database. */
let onWrite: (write: Write) => void;
let coalescer: UplinkCoalescer;

beforeEach(() => {
  writes = [];
  onWrite = () => undefined;
  coalescer = new UplinkCoalescer((tenantId, uplinks) => {
    const write = { tenantId, devEuis: uplinks.map((uplink) => uplink.devEui) };
    writes.push(write);
    onWrite(write);
    return ingestUplinks(t.database.db, tenantId, uplinks, t.clock.now(), 'each');
  });
});

function read(result: UplinkResult): SensorUplink {
  if (!result.ok) throw new Error(result.reason);
  return result.uplink;
}

/** A new reading of the sensor: frame `fCnt`, its own message id. */
const reading = (sensor: { devEui: string }, fCnt: number, change: object = {}) =>
  read(
    normalizeChirpstackUplink(
      chirpstackUplink(sensor.devEui, {
        deduplicationId: `${sensor.devEui}-${fCnt}`,
        fCnt,
        ...change,
      }),
    ),
  );

/** A caller's answer: its counts and, when not stored, why. */
async function answer(submitted: Promise<IngestReport>) {
  const report = await submitted;
  return { ...countsOf(report), why: report.notStored.map((n) => n.outcome) };
}

/**
 * An uplink PostgreSQL refuses (text cannot hold NUL; the normalisers refuse it, this one is
 * built by hand): on another port, so its insert comes after the readings' insert and fails it.
 */
const unstorable = (sensor: { devEui: string }) => ({
  ...reading(sensor, 9, { fPort: 2, data: 'AAE=' }),
  session: 'a\u0000',
});

const stored = { stored: 1, duplicates: 0, unknown: 0, simulated: 0, offPort: 0, why: [] };
const notStored = (count: string, why: string) => ({
  ...stored,
  stored: 0,
  [count]: 1,
  why: [why],
});

describe('UplinkCoalescer', () => {
  it('writes the uplinks that arrive during a write together, answering each for its own', async () => {
    const sensor = await registerSensor(t.database.db, BOCAGE);
    const horizonSensor = await registerSensor(t.database.db, HORIZON);
    const uplinks = [
      reading(sensor, 1),
      reading(sensor, 2),
      reading(sensor, 2),
      reading({ devEui: randomDevEui() }, 1),
      reading(horizonSensor, 1),
      reading(sensor, 3, { fPort: 2, data: 'AAE=' }),
      read(normalizeTtnUplink(ttnSimulatedUplink(sensor.devEui))),
      reading(sensor, 4),
    ];
    // All submitted at once: the first is written alone and at once, the others wait for it.
    const answers = await Promise.all(
      uplinks.map((uplink) => answer(coalescer.submit(bocage, uplink))),
    );
    expect(writes.map((write) => write.devEuis.length)).toEqual([1, 7]);
    expect(answers).toEqual([
      stored,
      stored,
      notStored('duplicates', 'duplicate'),
      notStored('unknown', 'unknown'),
      notStored('unknown', 'other_tenant'),
      notStored('offPort', 'off_port'),
      notStored('simulated', 'simulated'),
      stored,
    ]);
    const rows = await readingsOf(t.database.db, sensor);
    expect(rows.map((row) => row.frameCounter)).toEqual([1, 2, 4]);
    expect(await readingsOf(t.database.db, horizonSensor)).toEqual([]);
  });

  it('answers concurrent copies one stored and the others duplicates, as separate posts were', async () => {
    const sensor = await registerSensor(t.database.db, BOCAGE);
    const copies = Array.from({ length: 5 }, () => reading(sensor, 1));
    const answers = await Promise.all(
      copies.map((uplink) => answer(coalescer.submit(bocage, uplink))),
    );
    expect(writes.map((write) => write.devEuis.length)).toEqual([1, 4]);
    expect(answers).toEqual([
      stored,
      ...Array.from({ length: 4 }, () => notStored('duplicates', 'duplicate')),
    ]);
    expect(await readingsOf(t.database.db, sensor)).toHaveLength(1);
  });

  it("never mixes tenants in a write: each key's tenant has its own writes", async () => {
    const sensors = new Map<string, Sensor[]>([
      [bocage, await Promise.all([1, 2, 3].map(() => registerSensor(t.database.db, BOCAGE)))],
      [horizon, await Promise.all([1, 2].map(() => registerSensor(t.database.db, HORIZON)))],
    ]);
    const submitted = [...sensors].flatMap(([tenantId, own]) =>
      own.map((sensor) => answer(coalescer.submit(tenantId, reading(sensor, 1)))),
    );
    expect(await Promise.all(submitted)).toEqual(Array.from({ length: 5 }, () => stored));
    // Each tenant's first uplink is written at once, its others together after it.
    const sizes = (tenantId: string) =>
      writes.filter((write) => write.tenantId === tenantId).map((write) => write.devEuis.length);
    expect(sizes(bocage)).toEqual([1, 2]);
    expect(sizes(horizon)).toEqual([1, 1]);
    for (const write of writes) {
      const own = sensors.get(write.tenantId!)!.map((sensor) => sensor.devEui);
      expect(own).toEqual(expect.arrayContaining(write.devEuis));
    }
  });

  it('rejects every caller of a failed write and goes on; a retry never makes a second row', async () => {
    const sensor = await registerSensor(t.database.db, BOCAGE);
    let queuedDuringFailure: Promise<unknown> | undefined;
    onWrite = () => {
      if (writes.length === 2)
        queuedDuringFailure = answer(coalescer.submit(bocage, reading(sensor, 3)));
    };
    const first = answer(coalescer.submit(bocage, reading(sensor, 1)));
    const failing = [reading(sensor, 2), unstorable(sensor)].map((uplink) =>
      answer(coalescer.submit(bocage, uplink)),
    );
    expect(await first).toEqual(stored);
    const failures = await Promise.allSettled(failing);
    expect(failures.map((failure) => failure.status)).toEqual(['rejected', 'rejected']);
    // The uplink that arrived during the failed write is written in the next one.
    expect(await queuedDuringFailure).toEqual(stored);
    expect(writes.map((write) => write.devEuis.length)).toEqual([1, 2, 1]);
    // Each uplink of a group is stored by a statement of its own: frame 2's went through before
    // the off-port insert failed, so the sender's retry is answered as the duplicate it is.
    expect(await answer(coalescer.submit(bocage, reading(sensor, 2)))).toEqual(
      notStored('duplicates', 'duplicate'),
    );
    const rows = await readingsOf(t.database.db, sensor);
    expect(rows.map((row) => row.frameCounter)).toEqual([1, 2, 3]);
  });
});

describe('ingestUplinks', () => {
  it('stores the uplinks of one request all or nothing', async () => {
    const sensor = await registerSensor(t.database.db, BOCAGE);
    const batch = [reading(sensor, 1), reading(sensor, 2), unstorable(sensor)];
    await expect(ingestUplinks(t.database.db, bocage, batch, t.clock.now())).rejects.toThrow();
    expect(await readingsOf(t.database.db, sensor)).toEqual([]);
  });
});

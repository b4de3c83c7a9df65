import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NATIVE_BATCH_MAX, type NativeReadingInput } from '@barnboard/domain';
import { binReadings } from '../../src/db/schema/index.js';
import { seedDemo } from '../../src/seed/seed-demo.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { BOCAGE, HORIZON, newKey, randomDevEui, readingsOf, registerSensor } from './support.js';

/** POST /ingest/readings: batches of native readings, all or nothing, each reading once. */

let t: TestApp;
let key: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, t.clock.now());
  key = await newKey(t.database.db, BOCAGE);
}, 120_000);

afterAll(() => t?.close());

function postBatch(readings: unknown[]) {
  return t.app.inject({
    method: 'POST',
    url: '/ingest/readings',
    headers: { authorization: `Bearer ${key}` },
    payload: { readings },
  });
}

async function rowsOfDevice(devEui: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(binReadings)
    .where(eq(binReadings.devEui, devEui));
  return row!.n;
}

/** One reading an hour from 2026-01-01, frame counters from 1, as an on-site gateway sends. */
function hourly(devEui: string, n: number, from = 0): NativeReadingInput[] {
  return Array.from({ length: n }, (_, i) => ({
    dev_eui: devEui,
    time: new Date(Date.UTC(2026, 0, 1) + (from + i) * 3_600_000).toISOString(),
    frame_counter: from + i + 1,
    session: '260b1f2e',
    distance_mm: 1000 + ((from + i) % 3000),
    battery_mv: 3600,
    temperature_c: 4.5,
    firmware: '1.3',
    rssi: -100,
    snr: 3,
  }));
}

describe('POST /ingest/readings', () => {
  it(`stores a batch of ${NATIVE_BATCH_MAX} readings in one request`, async () => {
    const sensors = await Promise.all(
      Array.from({ length: 4 }, () => registerSensor(t.database.db, BOCAGE)),
    );
    const readings = sensors.flatMap((s) => hourly(s.devEui, NATIVE_BATCH_MAX / 4));
    const response = await postBatch(readings);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      stored: NATIVE_BATCH_MAX,
      duplicates: 0,
      unknown: 0,
      simulated: 0,
      offPort: 0,
    });
    for (const sensor of sensors) expect(await rowsOfDevice(sensor.devEui)).toBe(2500);

    // The same batch again: every reading is a duplicate, nothing more is stored.
    const again = await postBatch(readings);
    expect(again.json()).toMatchObject({ stored: 0, duplicates: NATIVE_BATCH_MAX });
  });

  it(`refuses ${NATIVE_BATCH_MAX + 1} readings with 400, storing nothing`, async () => {
    const sensor = await registerSensor(t.database.db, BOCAGE);
    const response = await postBatch(hourly(sensor.devEui, NATIVE_BATCH_MAX + 1));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid_uplink',
      message: `readings: must hold at most ${NATIVE_BATCH_MAX} readings`,
      details: [{ field: 'readings' }],
    });
    expect(await rowsOfDevice(sensor.devEui)).toBe(0);
  });

  it('refuses the whole batch for one bad reading, naming it', async () => {
    const sensor = await registerSensor(t.database.db, BOCAGE);
    const readings: unknown[] = hourly(sensor.devEui, 50);
    readings[37] = { ...(readings[37] as object), battery_mv: 'low' };
    const response = await postBatch(readings);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ details: [{ field: 'readings[37].battery_mv' }] });
    expect(await rowsOfDevice(sensor.devEui)).toBe(0);
  });

  it('counts copies inside the batch and readings already stored as duplicates', async () => {
    const sensor = await registerSensor(t.database.db, BOCAGE);
    expect((await postBatch(hourly(sensor.devEui, 10))).json()).toMatchObject({ stored: 10 });
    // 5 stored before, 10 new, 3 copies of new ones within the batch (one heard better).
    const batch = [
      ...hourly(sensor.devEui, 15, 5),
      ...hourly(sensor.devEui, 2, 12),
      { ...hourly(sensor.devEui, 1, 14)[0]!, rssi: -80 },
    ];
    expect((await postBatch(batch)).json()).toEqual({
      stored: 10,
      duplicates: 8,
      unknown: 0,
      simulated: 0,
      offPort: 0,
    });
    const rows = await readingsOf(t.database.db, sensor);
    expect(rows.map((row) => row.frameCounter)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(rows.find((row) => row.frameCounter === 15)!.rssi).toBe(-80);
  });

  it('stores past readings without frame counters each once, by device and time', async () => {
    const sensor = await registerSensor(t.database.db, BOCAGE);
    const imported = hourly(sensor.devEui, 48).map(
      ({ frame_counter: _f, session: _s, rssi: _r, snr: _n, ...reading }) => reading,
    );
    expect((await postBatch(imported)).json()).toMatchObject({ stored: 48, duplicates: 0 });
    // Imported again, the times written in another zone: the same readings.
    const shifted = imported.map((r) => ({
      ...r,
      time: new Date(r.time).toISOString().replace('Z', '+00:00'),
    }));
    expect((await postBatch(shifted)).json()).toMatchObject({ stored: 0, duplicates: 48 });
    const rows = await readingsOf(t.database.db, sensor);
    expect(rows).toHaveLength(48);
    expect(rows.every((row) => row.frameCounter === 0)).toBe(true);
  });

  it("counts unknown devices and other tenants' devices as unknown, storing the rest", async () => {
    const mine = await registerSensor(t.database.db, BOCAGE);
    const theirs = await registerSensor(t.database.db, HORIZON);
    const stranger = randomDevEui();
    const response = await postBatch([
      ...hourly(mine.devEui, 3),
      ...hourly(theirs.devEui, 2),
      ...hourly(stranger, 4),
    ]);
    expect(response.json()).toEqual({
      stored: 3,
      duplicates: 0,
      unknown: 6,
      simulated: 0,
      offPort: 0,
    });
    expect(await rowsOfDevice(theirs.devEui)).toBe(0);
    expect(await rowsOfDevice(stranger)).toBe(0);
  });

  it('accepts an empty batch', async () => {
    const response = await postBatch([]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      stored: 0,
      duplicates: 0,
      unknown: 0,
      simulated: 0,
      offPort: 0,
    });
  });
});

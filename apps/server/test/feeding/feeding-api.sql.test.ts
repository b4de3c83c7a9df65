import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '@barnboard/domain';
import { feedingStations } from '../../src/db/schema/index.js';
import {
  countIntakes,
  insertNotifications,
  insertVisits,
  listStations,
} from '../../src/repositories/feeding-repository.js';
import {
  findRecordsSite,
  type RecordsSite,
} from '../../src/repositories/herd-records-repository.js';
import { seedDemoOwner } from '../support/demo-owner.js';
import type { DemoTenant } from '../support/demo-tenant.js';
import type { ImportAnswer } from '../support/import-answer.js';
import { memberToken } from '../support/member-token.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

type Intake = Record<string, unknown>;

let t: TestApp;
let owner: string;
let demo: DemoTenant;

const D = '2026-03-10';
const D1 = '2026-03-09';
const D2 = '2026-03-08';
const ANIMALS = ['S1', 'S2', 'S3', 'S4', 'L1', 'L2', 'L3'];

/** A fresh site of the demo tenant (every area subscribed) whose herd holds ANIMALS. */
async function newSite(): Promise<{ id: string; site: RecordsSite }> {
  const id = await demo.newSite('Feeding');
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/sites/${id}/records/import`,
    headers: { authorization: `Bearer ${owner}` },
    payload: { records: ANIMALS.map((animal) => ({ type: 'entry', animal, date: '2025-06-01' })) },
  });
  expect(response.statusCode).toBe(200);
  return { id, site: (await findRecordsSite(t.database.db, id))! };
}

function importJson(siteId: string, intakes: unknown[], token = owner) {
  return t.app.inject({
    method: 'POST',
    url: `/api/sites/${siteId}/feed-intakes/import`,
    headers: { authorization: `Bearer ${token}` },
    payload: { intakes },
  });
}

function importCsv(siteId: string, text: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/sites/${siteId}/feed-intakes/import`,
    headers: { authorization: `Bearer ${owner}`, 'content-type': 'text/csv; charset=utf-8' },
    payload: text,
  });
}

function get(url: string, token: string | null = owner) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

const g = (animal: string, target: number, distributed: number, station: string, day = 40) => ({
  animal,
  date: D,
  kind: 'gestation',
  target_g: target,
  distributed_g: distributed,
  curve_percent: 100,
  day,
  station,
});
const l = (
  animal: string,
  date: string,
  day: number,
  target: number,
  distributed: number,
  station: string,
) => ({
  animal,
  date,
  kind: 'lactation',
  target_g: target,
  distributed_g: distributed,
  day,
  station,
});

/** The hand-made dataset of docs/feeding.md's examples. */
const DATASET: Intake[] = [
  g('S1', 2500, 2500, 'ESF 1-1'),
  g('S2', 3000, 0, 'ESF 1-1'),
  g('S3', 2000, 1500, 'ESF 1-2'),
  g('S4', 2000, 1600, 'ESF 1-2'),
  l('L1', D1, 1, 2500, 2400, 'LF A-1'),
  l('L1', D, 2, 3000, 3000, 'LF A-1'),
  l('L2', D1, 1, 2500, 2000, 'LF A-2'),
  l('L2', D, 2, 3000, 2600, 'LF A-2'),
  l('L3', D, 19, 7500, 7000, 'LF B-1'),
];

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, demo } = await seedDemoOwner(t));
}, 120_000);

afterAll(() => t?.close());

describe('feed-intake import', () => {
  it('creates every intake (JSON), then finds them unchanged when imported again', async () => {
    const { id, site } = await newSite();
    const first = await importJson(id, DATASET);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      received: 9,
      created: 9,
      updated: 0,
      unchanged: 0,
      invalid: [],
    });
    const again = await importJson(id, DATASET);
    expect(again.json()).toEqual({
      received: 9,
      created: 0,
      updated: 0,
      unchanged: 9,
      invalid: [],
    });
    expect(await countIntakes(t.database.db, site, {})).toBe(9);
    const stations = await listStations(t.database.db, site);
    expect(stations.map((s) => `${s.name}:${s.kind}`).sort()).toEqual([
      'ESF 1-1:gestation_station',
      'ESF 1-2:gestation_station',
      'LF A-1:lactation_feeder',
      'LF A-2:lactation_feeder',
      'LF B-1:lactation_feeder',
    ]);
  });

  it('updates an intake whose values changed (same animal, date and kind)', async () => {
    const { id } = await newSite();
    await importJson(id, DATASET);
    const changed = DATASET.map((x) => (x.animal === 'S2' ? { ...x, distributed_g: 1200 } : x));
    const answer = await importJson(id, changed);
    expect(answer.json()).toMatchObject({ created: 0, updated: 1, unchanged: 8 });
    const exported = (await get(`/api/sites/${id}/feed-intakes/export?from=${D}&to=${D}`)).json<{
      intakes: Intake[];
    }>();
    expect(exported.intakes.find((x) => x.animal === 'S2')).toMatchObject({ distributed_g: 1200 });
  });

  it('refuses the whole import when any intake is invalid, listing each', async () => {
    const { id, site } = await newSite();
    const answer = await importJson(id, [
      g('S1', 2500, 2500, 'ESF 1-1'),
      { ...g('S2', 2500, 2500, 'ESF 1-1'), animal: 'NOBODY' },
      { ...g('S3', 2500, 2500, 'ESF 1-1'), kind: 'nursery' },
      { animal: 'S4', date: '2026-02-30', kind: 'gestation', distributed_g: 10, day: 3 },
      g('S1', 2000, 2000, 'ESF 1-1'),
      { ...l('L1', D, 2, 3000, 3000, 'ESF 1-1') },
      { ...g('S4', 2500, 2500, 'ESF 1-1'), colour: 'pink' },
    ]);
    expect(answer.statusCode).toBe(422);
    const body = answer.json<ImportAnswer>();
    expect(body.created).toBe(0);
    expect(body.invalid).toEqual([
      {
        index: 1,
        field: 'animal',
        reason: expect.stringContaining('not an animal of this site') as string,
      },
      { index: 2, field: 'kind', reason: 'must be gestation or lactation' },
      { index: 3, field: 'date', reason: 'is not a calendar date' },
      { index: 3, field: 'target_g', reason: 'is required' },
      {
        index: 4,
        field: 'date',
        reason: 'repeats the gestation intake of this animal and day at index 0',
      },
      { index: 5, field: 'station', reason: 'is a gestation station, not a lactation feeder' },
      { index: 6, field: 'colour', reason: 'is not a field of a feed intake' },
    ]);
    expect(await countIntakes(t.database.db, site, {})).toBe(0);
    expect(await listStations(t.database.db, site)).toEqual([]);
  });

  it('takes CSV (either separator) and names the line of an invalid row', async () => {
    const { id, site } = await newSite();
    const csv = [
      'animal;date;kind;target_g;distributed_g;curve_percent;day;station',
      `S1;${D};gestation;2500;2400;95,5;40;ESF 1-1`,
      `S2;${D};gestation;2500;;;40;`,
      `S3;${D};gestation;2500;2500;;40;`,
    ].join('\r\n');
    const bad = await importCsv(id, csv);
    expect(bad.statusCode).toBe(422);
    expect(bad.json<ImportAnswer>().invalid).toEqual([
      { line: 3, field: 'distributed_g', reason: 'is required' },
    ]);
    expect(await countIntakes(t.database.db, site, {})).toBe(0);
    const good = await importCsv(
      id,
      csv
        .replace(`S2;${D};gestation;2500;;`, `S2;${D};gestation;2500;0;`)
        .replace('95,5', '"95,5"')
        .replaceAll(';', ','),
    );
    expect(good.json()).toMatchObject({ received: 3, created: 3, invalid: [] });
    const exported = (await get(`/api/sites/${id}/feed-intakes/export`)).json<{
      intakes: Intake[];
    }>();
    expect(exported.intakes[0]).toEqual({
      animal: 'S1',
      date: D,
      kind: 'gestation',
      target_g: 2500,
      distributed_g: 2400,
      curve_percent: 95.5,
      day: 40,
      station: 'ESF 1-1',
    });
  });
});

describe('feed-intake export', () => {
  it('round-trips JSON and CSV into another site unchanged', async () => {
    const a = await newSite();
    await importJson(a.id, DATASET);
    const json = (await get(`/api/sites/${a.id}/feed-intakes/export`)).json<{
      intakes: Intake[];
    }>();
    expect(json.intakes).toHaveLength(9);
    expect(await importJson(a.id, json.intakes).then((r) => r.json<ImportAnswer>().unchanged)).toBe(
      9,
    );

    const b = await newSite();
    expect((await importJson(b.id, json.intakes)).json<ImportAnswer>().created).toBe(9);
    expect((await get(`/api/sites/${b.id}/feed-intakes/export`)).json()).toEqual(json);

    const csv = await get(`/api/sites/${a.id}/feed-intakes/export?format=csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(
      csv.body.startsWith(
        '\uFEFFanimal;date;kind;target_g;distributed_g;curve_percent;day;station',
      ),
    );
    expect(parseCsv(csv.body).rows).toHaveLength(9);
    const c = await newSite();
    expect((await importCsv(c.id, csv.body)).json<ImportAnswer>().created).toBe(9);
    expect((await get(`/api/sites/${c.id}/feed-intakes/export`)).json()).toEqual(json);

    const period = (await get(`/api/sites/${a.id}/feed-intakes/export?from=${D1}&to=${D1}`)).json<{
      intakes: Intake[];
    }>();
    expect(period.intakes.map((x) => x.animal)).toEqual(['L1', 'L2']);
  });
});

describe('feeding figures (hand-made dataset)', () => {
  let siteId: string;

  beforeAll(async () => {
    const { id, site } = await newSite();
    siteId = id;
    expect((await importJson(id, DATASET)).statusCode).toBe(200);
    const db = t.database.db;
    for (const [name, location] of [
      ['ESF 1-1', 'Gestation pen 1'],
      ['ESF 1-2', 'Gestation pen 1'],
      ['LF A-1', 'Farrowing A-1'],
      ['LF A-2', 'Farrowing A-2'],
      ['LF B-1', 'Farrowing B-1'],
    ] as const) {
      await db
        .update(feedingStations)
        .set({ location })
        .where(and(eq(feedingStations.siteId, id), eq(feedingStations.name, name)));
    }
    const stations = new Map((await listStations(db, site)).map((s) => [s.name, s.id]));
    const animalRows = await db.query.animals.findMany({
      where: (a, { eq: is }) => is(a.siteId, id),
    });
    const animal = new Map(animalRows.map((a) => [a.identity, a.id]));
    const visit = (who: string, date: string, at: string, quantityG: number) => ({
      animalId: animal.get(who)!,
      stationId: stations.get('ESF 1-1')!,
      date,
      at: new Date(at),
      quantityG,
    });
    await insertVisits(db, site, [
      visit('S1', D, `${D}T06:00:00-04:00`, 1000),
      visit('S1', D, `${D}T12:00:00-04:00`, 1500),
      visit('S3', D, `${D}T13:00:00-04:00`, 1500),
      visit('S1', D1, `${D1}T13:00:00-04:00`, 2500),
    ]);
    await insertNotifications(db, site, [
      { stationId: stations.get('ESF 1-1')!, code: 102, date: D, at: new Date(`${D}T12:00:00Z`) },
      {
        stationId: stations.get('LF A-1')!,
        code: 303,
        date: D1,
        at: new Date(`${D1}T12:00:00Z`),
      },
      {
        stationId: stations.get('ESF 1-2')!,
        code: 201,
        date: D2,
        at: new Date(`${D2}T12:00:00Z`),
        seen: true,
      },
    ]);
  });

  it('gestation live: expected, fed, not fed, under-fed, totals, visits, attention list', async () => {
    const response = await get(`/api/sites/${siteId}/feeding/gestation/live?date=${D}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      date: D,
      // The day is over on the site's clock: its figures are final.
      as_of: null,
      expected: 4,
      fed: 3,
      not_fed: 1,
      under_fed: 1,
      total_target_g: 9500,
      total_distributed_g: 5600,
      percent: 58.9,
      visits: 3,
      underfed_threshold_percent: 80,
      attention: [
        {
          animal: 'S2',
          station: 'ESF 1-1',
          location: 'Gestation pen 1',
          day: 40,
          target_g: 3000,
          distributed_g: 0,
          percent: 0,
          status: 'not_fed',
        },
        {
          animal: 'S3',
          station: 'ESF 1-2',
          location: 'Gestation pen 1',
          day: 40,
          target_g: 2000,
          distributed_g: 1500,
          percent: 75,
          status: 'under_fed',
        },
      ],
    });
    const empty = (
      await get(`/api/sites/${siteId}/feeding/gestation/live?date=${D1}`)
    ).json<unknown>();
    expect(empty).toMatchObject({ expected: 0, fed: 0, visits: 1, percent: null, attention: [] });
  });

  it('reads the site’s today as the day so far, at the site’s time', async () => {
    const before = t.clock.now();
    // 15:40 in Montreal (EDT) on D: the sows are still eating.
    t.clock.set(`${D}T19:40:00Z`);
    try {
      for (const kind of ['gestation', 'lactation']) {
        const today = await get(`/api/sites/${siteId}/feeding/${kind}/live`);
        expect(today.json(), kind).toMatchObject({ date: D, as_of: '15:40' });
        const yesterday = await get(`/api/sites/${siteId}/feeding/${kind}/live?date=${D1}`);
        expect(yesterday.json(), kind).toMatchObject({ date: D1, as_of: null });
      }
    } finally {
      t.clock.set(before);
    }
  });

  it('lactation live: the day’s feeders, target against distributed', async () => {
    const response = await get(`/api/sites/${siteId}/feeding/lactation/live?date=${D}`);
    expect(response.json()).toEqual({
      date: D,
      as_of: null,
      sows: 3,
      total_target_g: 13500,
      total_distributed_g: 12600,
      percent: 93.3,
      feeders: [
        {
          animal: 'L1',
          feeder: 'LF A-1',
          location: 'Farrowing A-1',
          day: 2,
          target_g: 3000,
          distributed_g: 3000,
          percent: 100,
        },
        {
          animal: 'L2',
          feeder: 'LF A-2',
          location: 'Farrowing A-2',
          day: 2,
          target_g: 3000,
          distributed_g: 2600,
          percent: 86.7,
        },
        {
          animal: 'L3',
          feeder: 'LF B-1',
          location: 'Farrowing B-1',
          day: 19,
          target_g: 7500,
          distributed_g: 7000,
          percent: 93.3,
        },
      ],
    });
  });

  it('lactation history: mean per lactation day, per sow and per room', async () => {
    const response = await get(`/api/sites/${siteId}/feeding/lactation/history?from=${D1}&to=${D}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      from: D1,
      to: D,
      lactation_days: { from: 1, to: 18 },
      by_day: [
        { day: 1, intakes: 2, mean_g: 2200 },
        { day: 2, intakes: 2, mean_g: 2800 },
      ],
      by_sow: [
        { animal: 'L1', intakes: 2, mean_g: 2700, total_g: 5400 },
        { animal: 'L2', intakes: 2, mean_g: 2300, total_g: 4600 },
      ],
      by_room: [{ room: 'Farrowing A', sows: 2, intakes: 4, mean_g: 2500 }],
      intakes: 4,
      mean_g: 2500,
    });
    const wide = (
      await get(
        `/api/sites/${siteId}/feeding/lactation/history?from=${D1}&to=${D}&lactation_days=1/20`,
      )
    ).json<{ by_room: unknown[]; by_day: unknown[]; mean_g: number }>();
    expect(wide.by_room).toEqual([
      { room: 'Farrowing A', sows: 2, intakes: 4, mean_g: 2500 },
      { room: 'Farrowing B', sows: 1, intakes: 1, mean_g: 7000 },
    ]);
    expect(wide.by_day).toContainEqual({ day: 19, intakes: 1, mean_g: 7000 });
    expect(wide.mean_g).toBe(3400);
    const oneDay = (
      await get(`/api/sites/${siteId}/feeding/lactation/history?from=${D}&to=${D}`)
    ).json<{ by_day: unknown[] }>();
    expect(oneDay.by_day).toEqual([{ day: 2, intakes: 2, mean_g: 2800 }]);
  });

  it('refuses a lactation-day range or a period out of order, naming the field', async () => {
    const days = await get(`/api/sites/${siteId}/feeding/lactation/history?lactation_days=18/1`);
    expect(days.statusCode).toBe(400);
    expect(days.json<{ details: unknown[] }>().details).toEqual([
      {
        field: 'querystring.lactation_days',
        reason: 'must be from/to lactation days, from not after to (e.g. 1/18)',
      },
    ]);
    const period = await get(`/api/sites/${siteId}/feeding/lactation/history?from=${D}&to=${D1}`);
    expect(period.statusCode).toBe(400);
    expect(period.json<{ details: unknown[] }>().details).toEqual([
      { field: 'querystring.to', reason: 'must not be before from' },
    ]);
    const page = await get(`/api/sites/${siteId}/feed-intakes?per_page=1001`);
    expect(page.statusCode).toBe(400);
  });

  it('feed intakes: paged per-sow rows and totals per day', async () => {
    const response = await get(
      `/api/sites/${siteId}/feed-intakes?from=${D1}&to=${D}&page=2&per_page=2`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: Intake[]; meta: unknown; totals: unknown[] }>();
    expect(body.data).toEqual([
      {
        animal: 'S1',
        date: D,
        kind: 'gestation',
        target_g: 2500,
        distributed_g: 2500,
        curve_percent: 100,
        day: 40,
        station: 'ESF 1-1',
      },
      {
        animal: 'S2',
        date: D,
        kind: 'gestation',
        target_g: 3000,
        distributed_g: 0,
        curve_percent: 100,
        day: 40,
        station: 'ESF 1-1',
      },
    ]);
    expect(body.meta).toEqual({
      total: 9,
      pages: 5,
      per_page: 2,
      current_page: 2,
      last_page: 5,
      first: false,
      empty: false,
    });
    expect(body.totals).toEqual([
      { date: D1, kind: 'lactation', sows: 2, target_g: 5000, distributed_g: 4400 },
      { date: D, kind: 'gestation', sows: 4, target_g: 9500, distributed_g: 5600 },
      { date: D, kind: 'lactation', sows: 3, target_g: 13500, distributed_g: 12600 },
    ]);
  });

  it('notifications: from a day on, newest first, all or unseen only', async () => {
    const codes = async (query: string) =>
      (await get(`/api/sites/${siteId}/feeding/notifications?${query}`))
        .json<{ data: { code: number; station: string; seen: boolean }[] }>()
        .data.map((n) => `${n.code}@${n.station}${n.seen ? ' seen' : ''}`);
    expect(await codes(`from=${D1}`)).toEqual(['102@ESF 1-1', '303@LF A-1']);
    expect(await codes(`from=${D2}`)).toEqual(['102@ESF 1-1', '303@LF A-1', '201@ESF 1-2 seen']);
    expect(await codes(`from=${D2}&seen=unseen`)).toEqual(['102@ESF 1-1', '303@LF A-1']);
    const one = (await get(`/api/sites/${siteId}/feeding/notifications?from=${D}`)).json<{
      data: unknown[];
    }>();
    expect(one.data).toEqual([
      {
        id: expect.any(String) as string,
        code: 102,
        station: 'ESF 1-1',
        station_kind: 'gestation_station',
        location: 'Gestation pen 1',
        date: D,
        at: `${D}T12:00:00.000Z`,
        seen: false,
      },
    ]);
  });

  it('refuses members without the feeding area (403) and anonymous callers (401)', async () => {
    const token = await memberToken(t, {
      tenantId: demo.tenantId,
      role: 'manager',
      sites: [siteId],
      accessType: { feeding: [], zootech: true, silo: false },
    });
    for (const path of [
      `feeding/gestation/live?date=${D}`,
      `feeding/lactation/live`,
      `feeding/lactation/history`,
      `feed-intakes`,
      `feed-intakes/export`,
      `feeding/notifications`,
    ]) {
      expect((await get(`/api/sites/${siteId}/${path}`, token)).statusCode).toBe(403);
      expect((await get(`/api/sites/${siteId}/${path}`, null)).statusCode).toBe(401);
    }
    expect((await importJson(siteId, [], token)).statusCode).toBe(403);
    // Gestation only: gestation pages yes, lactation pages no; a member may not import.
    const member = await memberToken(t, {
      tenantId: demo.tenantId,
      role: 'member',
      sites: [siteId],
      accessType: { feeding: ['gestation'], zootech: false, silo: false },
    });
    expect((await get(`/api/sites/${siteId}/feeding/gestation/live`, member)).statusCode).toBe(200);
    expect((await get(`/api/sites/${siteId}/feeding/lactation/live`, member)).statusCode).toBe(403);
    expect((await get(`/api/sites/${siteId}/feed-intakes/export`, member)).statusCode).toBe(200);
    expect((await importJson(siteId, DATASET, member)).statusCode).toBe(403);
  });
});

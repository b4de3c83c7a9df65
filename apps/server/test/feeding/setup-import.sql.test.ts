import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedCurves, feedingStations } from '../../src/db/schema/index.js';
import { listCurves, listStations } from '../../src/repositories/feeding-repository.js';
import { findRecordsSite } from '../../src/repositories/herd-records-repository.js';
import { demoToken } from '../support/demo.js';
import { feedingKit, type FeedingKit } from '../support/feeding-sites.js';
import type { ImportAnswer } from '../support/import-answer.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** A farm's feeding setup: stations and feed curves (docs/feeding.md). */

let t: TestApp;
let kit: FeedingKit;

const stationsUrl = (siteId: string) => `/api/sites/${siteId}/feeding/stations/import`;
const curvesUrl = (siteId: string) => `/api/sites/${siteId}/feeding/curves/import`;

const STATIONS = [
  { name: 'ESF 1', kind: 'gestation', location: 'Gestation pen 1' },
  { name: 'ESF 2', kind: 'gestation' },
  { name: 'LF A-1', kind: 'lactation', location: 'Farrowing A-1' },
];

const CURVES = [
  {
    name: 'Gestation standard',
    kind: 'gestation',
    points: [
      { day: 0, grams: 2600 },
      { day: 30, grams: 2300 },
      { day: 90, grams: 2300 },
      { day: 114, grams: 3000 },
    ],
  },
  {
    name: 'Lactation',
    kind: 'lactation',
    points: [
      { day: 1, grams: 2500 },
      { day: 10, grams: 6600 },
      { day: 14, grams: 7300 },
    ],
  },
];

async function storedStations(siteId: string): Promise<string[]> {
  const site = (await findRecordsSite(t.database.db, siteId))!;
  return (await listStations(t.database.db, site))
    .map((s) => `${s.name}|${s.kind}|${s.location ?? '-'}`)
    .sort();
}

async function storedCurves(siteId: string) {
  const site = (await findRecordsSite(t.database.db, siteId))!;
  return (await listCurves(t.database.db, site))
    .map(({ name, kind, points }) => ({ name, kind, points }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

beforeAll(async () => {
  t = await createTestApp();
  kit = await feedingKit(t);
}, 120_000);

afterAll(() => t?.close());

describe('station import', () => {
  it('creates stations (JSON), finds them unchanged again, updates a new location', async () => {
    const id = await kit.newSite();
    const first = await kit.post(stationsUrl(id), { stations: STATIONS });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      received: 3,
      created: 3,
      updated: 0,
      unchanged: 0,
      invalid: [],
    });
    expect(await storedStations(id)).toEqual([
      'ESF 1|gestation_station|Gestation pen 1',
      'ESF 2|gestation_station|-',
      'LF A-1|lactation_feeder|Farrowing A-1',
    ]);
    const again = await kit.post(stationsUrl(id), { stations: STATIONS });
    expect(again.json()).toEqual({
      received: 3,
      created: 0,
      updated: 0,
      unchanged: 3,
      invalid: [],
    });

    const moved = [
      { ...STATIONS[0], location: 'Gestation pen 2' },
      STATIONS[1],
      { name: 'LF A-1', kind: 'lactation' },
    ];
    expect((await kit.post(stationsUrl(id), { stations: moved })).json()).toMatchObject({
      created: 0,
      updated: 2,
      unchanged: 1,
    });
    expect(await storedStations(id)).toEqual([
      'ESF 1|gestation_station|Gestation pen 2',
      'ESF 2|gestation_station|-',
      'LF A-1|lactation_feeder|-',
    ]);
  });

  it('gives intakes and visits the stations it set up', async () => {
    const id = await kit.newSite();
    await kit.post(stationsUrl(id), { stations: STATIONS });
    const intake = {
      animal: 'S1',
      date: '2026-03-10',
      kind: 'gestation',
      target_g: 2500,
      distributed_g: 2500,
      day: 40,
      station: 'ESF 1',
    };
    const intakes = await kit.post(`/api/sites/${id}/feed-intakes/import`, {
      intakes: [intake, { ...intake, animal: 'S2', kind: 'lactation', day: 3 }],
    });
    expect(intakes.json<ImportAnswer>().invalid).toEqual([
      { index: 1, field: 'station', reason: 'is a gestation station, not a lactation feeder' },
    ]);
    expect(
      (await kit.post(`/api/sites/${id}/feed-intakes/import`, { intakes: [intake] })).statusCode,
    ).toBe(200);
    const visit = { animal: 'S1', station: 'ESF 2', time: '2026-03-10T07:00', quantity_g: 900 };
    const visits = await kit.post(`/api/sites/${id}/feeding/visits/import`, {
      visits: [visit, { ...visit, station: 'LF A-1' }],
    });
    expect(visits.json<ImportAnswer>().invalid).toEqual([
      { index: 1, field: 'station', reason: 'is a lactation feeder, not a gestation station' },
    ]);
    const visited = await kit.post(`/api/sites/${id}/feeding/visits/import`, { visits: [visit] });
    expect(visited.statusCode).toBe(200);
    const live = await kit.get(`/api/sites/${id}/feeding/gestation/live?date=2026-03-10`);
    expect(live.json()).toMatchObject({ expected: 1, fed: 1, visits: 1 });
    expect(live.json<{ attention: unknown[] }>().attention).toEqual([]);
    expect(await kit.countOn(feedingStations, id)).toBe(3);
  });

  it('takes CSV (either separator) and names the line of an invalid row', async () => {
    const id = await kit.newSite();
    const csv = [
      'name;kind;location',
      'ESF 1;gestation;Gestation pen 1',
      'ESF 2;gestation;',
      '"LF A-1";lactation;"Farrowing A-1; south"',
    ].join('\r\n');
    const bad = await kit.post(stationsUrl(id), csv.replace('ESF 2;gestation', 'ESF 2;nursery'));
    expect(bad.statusCode).toBe(422);
    expect(bad.json<ImportAnswer>().invalid).toEqual([
      { line: 3, field: 'kind', reason: 'must be gestation or lactation' },
    ]);
    expect(await kit.countOn(feedingStations, id)).toBe(0);

    const good = await kit.post(stationsUrl(id), csv);
    expect(good.json()).toMatchObject({ received: 3, created: 3, invalid: [] });
    expect(await storedStations(id)).toEqual([
      'ESF 1|gestation_station|Gestation pen 1',
      'ESF 2|gestation_station|-',
      'LF A-1|lactation_feeder|Farrowing A-1; south',
    ]);
    const comma = 'name,kind,location\nESF 1,gestation,Gestation pen 1\nESF 2,gestation,\n';
    expect((await kit.post(stationsUrl(id), comma)).json()).toMatchObject({ unchanged: 2 });
  });

  it('refuses the whole import when any station is invalid, listing each', async () => {
    const id = await kit.newSite();
    await kit.post(stationsUrl(id), { stations: [STATIONS[0]] });
    const answer = await kit.post(stationsUrl(id), {
      stations: [
        { name: 'ESF 3', kind: 'gestation' },
        { name: 'ESF 1', kind: 'lactation' },
        { name: 'ESF 3', kind: 'gestation', location: 'Pen 3' },
        { kind: 'gestation' },
        { name: 'ESF 4', kind: 'gestation', capacity: 20 },
        { name: '  ', kind: 'lactation' },
      ],
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json<ImportAnswer>()).toMatchObject({ received: 6, created: 0, updated: 0 });
    expect(answer.json<ImportAnswer>().invalid).toEqual([
      { index: 1, field: 'kind', reason: 'cannot change: ESF 1 is a gestation station' },
      { index: 2, field: 'name', reason: 'repeats the station of this name at index 0' },
      { index: 3, field: 'name', reason: 'is required' },
      { index: 4, field: 'capacity', reason: 'is not a field of a station' },
      { index: 5, field: 'name', reason: expect.stringContaining('>=1') as string },
    ]);
    expect(await storedStations(id)).toEqual(['ESF 1|gestation_station|Gestation pen 1']);
  });
});

describe('feed curve import', () => {
  it('creates curves, finds them unchanged again, and replaces the points of a known name', async () => {
    const id = await kit.newSite();
    const first = await kit.post(curvesUrl(id), { curves: CURVES });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      received: 2,
      created: 2,
      updated: 0,
      unchanged: 0,
      invalid: [],
    });
    expect(await storedCurves(id)).toEqual(CURVES);
    const again = await kit.post(curvesUrl(id), { curves: CURVES });
    expect(again.json()).toEqual({
      received: 2,
      created: 0,
      updated: 0,
      unchanged: 2,
      invalid: [],
    });

    const richer = { ...CURVES[1]!, points: [...CURVES[1]!.points, { day: 21, grams: 7500 }] };
    const answer = await kit.post(curvesUrl(id), { curves: [CURVES[0], richer] });
    expect(answer.json()).toMatchObject({ created: 0, updated: 1, unchanged: 1 });
    expect(await storedCurves(id)).toEqual([CURVES[0], richer]);
    expect(await kit.countOn(feedCurves, id)).toBe(2);
  });

  it('refuses the whole import when any curve is invalid, listing each', async () => {
    const id = await kit.newSite();
    const answer = await kit.post(curvesUrl(id), {
      curves: [
        CURVES[0],
        {
          ...CURVES[1],
          points: [
            { day: 1, grams: 2500 },
            { day: 1, grams: 3000 },
          ],
        },
        {
          name: 'Bad grams',
          kind: 'gestation',
          points: [
            { day: 0, grams: 2500 },
            { day: 5, grams: -1 },
          ],
        },
        { name: 'Empty', kind: 'lactation', points: [] },
        { ...CURVES[0], points: [{ day: 0, grams: 2000 }] },
        { ...CURVES[1], name: 'Nursery', kind: 'nursery' },
        {
          name: 'Unsorted',
          kind: 'gestation',
          points: [
            { day: 10, grams: 1 },
            { day: 5, grams: 1 },
            { day: 5, grams: 1 },
          ],
        },
        { name: 'Extra', kind: 'gestation', points: [{ day: 0, grams: 1, note: 'x' }] },
      ],
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json<ImportAnswer>().invalid).toEqual([
      { index: 1, field: 'points.1.day', reason: "must be after the previous point's day (1)" },
      { index: 2, field: 'points.1.grams', reason: expect.stringContaining('>=0') as string },
      { index: 3, field: 'points', reason: 'must hold at least one point' },
      { index: 4, field: 'name', reason: 'repeats the curve of this name at index 0' },
      { index: 5, field: 'kind', reason: 'must be gestation or lactation' },
      { index: 6, field: 'points.1.day', reason: "must be after the previous point's day (10)" },
      { index: 6, field: 'points.2.day', reason: "must be after the previous point's day (5)" },
      { index: 7, field: 'points.0.note', reason: 'is not a known field' },
    ]);
    expect(await kit.countOn(feedCurves, id)).toBe(0);
  });

  it('is JSON only: a CSV body is refused (415)', async () => {
    const id = await kit.newSite();
    const answer = await kit.post(curvesUrl(id), 'name;kind;points\nA;gestation;0:2500\n');
    expect(answer.statusCode).toBe(415);
    expect(answer.json()).toMatchObject({ code: 'unsupported_media_type' });
  });
});

describe('access', () => {
  it('lets only managers with feeding access on the site import the setup', async () => {
    const id = await kit.newSite();
    const noFeeding = await kit.userWith(id, 'manager', []);
    const member = await kit.userWith(id, 'member', ['gestation', 'lactation']);
    const manager = await kit.userWith(id, 'manager', ['lactation']);
    const otherTenant = await demoToken(t, 'new@horizon.demo');
    for (const token of [noFeeding, member, otherTenant]) {
      expect((await kit.post(stationsUrl(id), { stations: STATIONS }, token)).statusCode).toBe(403);
      expect((await kit.post(curvesUrl(id), { curves: CURVES }, token)).statusCode).toBe(403);
    }
    expect((await kit.post(stationsUrl(id), { stations: STATIONS }, null)).statusCode).toBe(401);
    expect((await kit.post(curvesUrl(id), { curves: CURVES }, null)).statusCode).toBe(401);
    expect(await kit.countOn(feedingStations, id)).toBe(0);
    expect(await kit.countOn(feedCurves, id)).toBe(0);
    expect((await kit.post(stationsUrl(id), { stations: STATIONS }, manager)).statusCode).toBe(200);
    expect((await kit.post(curvesUrl(id), { curves: CURVES }, manager)).statusCode).toBe(200);
  });
});

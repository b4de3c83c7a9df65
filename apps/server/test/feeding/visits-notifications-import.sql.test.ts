import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_CODES, parseCsv } from '@barnboard/domain';
import { feedingStations, stationNotifications, stationVisits } from '../../src/db/schema/index.js';
import { listStations } from '../../src/repositories/feeding-repository.js';
import { findRecordsSite } from '../../src/repositories/herd-records-repository.js';
import { demoToken } from '../support/demo.js';
import { feedingKit, type FeedingKit } from '../support/feeding-sites.js';
import type { ImportAnswer } from '../support/import-answer.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** Station visits and notifications: import, export, marking seen (docs/feeding.md). */

let t: TestApp;
let kit: FeedingKit;

const D = '2026-03-10';
const D1 = '2026-03-09';

type Visit = { animal: string; station: string; time: string; quantity_g: number | string };
type Notification = { station: string; code: number | string; time: string };
type Listed = { id: string; code: number; station: string; seen: boolean; at: string };

const visitsUrl = (siteId: string, action: 'import' | 'export') =>
  `/api/sites/${siteId}/feeding/visits/${action}`;
const notificationsUrl = (siteId: string, action: 'import' | 'export' | 'seen') =>
  `/api/sites/${siteId}/feeding/notifications/${action}`;

/** Sites are in America/Montreal: UTC−4 on these days (daylight time from 2026-03-08). */
const VISITS: Visit[] = [
  { animal: 'S1', station: 'ESF 1', time: `${D}T06:00:00-04:00`, quantity_g: 1000 },
  { animal: 'S1', station: 'ESF 1', time: `${D} 12:30`, quantity_g: 1500 },
  { animal: 'S2', station: 'ESF 2', time: '2026-03-11T02:15:00Z', quantity_g: 800 },
  { animal: 'S3', station: 'ESF 2', time: `${D1}T23:59:59-04:00`, quantity_g: 2500 },
];

/** VISITS as exported: oldest first, each time in the site's zone with its offset. */
const EXPORTED_VISITS: Visit[] = [
  { animal: 'S3', station: 'ESF 2', time: `${D1}T23:59:59-04:00`, quantity_g: 2500 },
  { animal: 'S1', station: 'ESF 1', time: `${D}T06:00:00-04:00`, quantity_g: 1000 },
  { animal: 'S1', station: 'ESF 1', time: `${D}T12:30:00-04:00`, quantity_g: 1500 },
  { animal: 'S2', station: 'ESF 2', time: `${D}T22:15:00-04:00`, quantity_g: 800 },
];

const NOTIFICATIONS: Notification[] = [
  { station: 'ESF 1', code: 102, time: `${D}T08:00:00-04:00` },
  { station: 'LF A-1', code: 303, time: `${D} 14:00` },
  { station: 'ESF 1', code: 201, time: `${D1}T12:00:00Z` },
];

/** A site whose stations ESF 1 (gestation) and LF A-1 (lactation) are stored. */
async function siteWithStations(): Promise<string> {
  const id = await kit.newSite();
  const stations = [
    { name: 'ESF 1', kind: 'gestation', location: 'Gestation pen 1' },
    { name: 'LF A-1', kind: 'lactation', location: 'Farrowing A-1' },
  ];
  const answer = await kit.post(`/api/sites/${id}/feeding/stations/import`, { stations });
  expect(answer.statusCode).toBe(200);
  return id;
}

async function listNotifications(siteId: string, query = `from=${D1}`): Promise<Listed[]> {
  const response = await kit.get(`/api/sites/${siteId}/feeding/notifications?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Listed[] }>().data;
}

beforeAll(async () => {
  t = await createTestApp();
  kit = await feedingKit(t);
}, 120_000);

afterAll(() => t?.close());

describe('station-visit import and export', () => {
  it('creates visits from JSON (offset or site-local times), then finds them unchanged', async () => {
    const id = await kit.newSite();
    const first = await kit.post(visitsUrl(id, 'import'), { visits: VISITS });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      received: 4,
      created: 4,
      updated: 0,
      unchanged: 0,
      invalid: [],
    });

    // Known by (animal, station, instant): the same instant written another way is the same visit.
    const rewritten = VISITS.map((v, i) => (i === 0 ? { ...v, time: `${D}T10:00:00Z` } : v));
    const again = await kit.post(visitsUrl(id, 'import'), { visits: rewritten });
    expect(again.json()).toEqual({
      received: 4,
      created: 0,
      updated: 0,
      unchanged: 4,
      invalid: [],
    });
    expect(await kit.countOn(stationVisits, id)).toBe(4);

    const exported = await kit.get(visitsUrl(id, 'export'));
    expect(exported.json()).toEqual({ visits: EXPORTED_VISITS });
    // Each visit is dated on the site's calendar day of its time.
    const day = await kit.get(`${visitsUrl(id, 'export')}?from=${D}&to=${D}`);
    expect(day.json<{ visits: Visit[] }>().visits).toHaveLength(3);
    const live = await kit.get(`/api/sites/${id}/feeding/gestation/live?date=${D}`);
    expect(live.json()).toMatchObject({ visits: 3 });
    // A station named for the first time is a new gestation station.
    const site = (await findRecordsSite(t.database.db, id))!;
    expect(
      (await listStations(t.database.db, site)).map((s) => `${s.name}:${s.kind}`).sort(),
    ).toEqual(['ESF 1:gestation_station', 'ESF 2:gestation_station']);
  });

  it('updates the quantity of a known visit', async () => {
    const id = await kit.newSite();
    await kit.post(visitsUrl(id, 'import'), { visits: VISITS });
    const changed = VISITS.map((v, i) => (i === 1 ? { ...v, quantity_g: 1400 } : v));
    const answer = await kit.post(visitsUrl(id, 'import'), { visits: changed });
    expect(answer.json()).toMatchObject({ created: 0, updated: 1, unchanged: 3 });
    const exported = (await kit.get(visitsUrl(id, 'export'))).json<{ visits: Visit[] }>();
    expect(exported.visits[2]).toEqual({ ...EXPORTED_VISITS[2], quantity_g: 1400 });
  });

  it('takes CSV and round-trips its CSV export into another site', async () => {
    const a = await kit.newSite();
    const csv = [
      'animal,station,time,quantity_g',
      ...VISITS.map((v) => `${v.animal},${v.station},${v.time},${v.quantity_g}`),
    ].join('\n');
    expect((await kit.post(visitsUrl(a, 'import'), csv)).json()).toMatchObject({
      received: 4,
      created: 4,
      invalid: [],
    });
    const exported = await kit.get(`${visitsUrl(a, 'export')}?format=csv`);
    expect(exported.headers['content-type']).toContain('text/csv');
    expect(exported.headers['content-disposition']).toBe(
      `attachment; filename="station-visits-${a}-first-last.csv"`,
    );
    expect(exported.body.startsWith('\uFEFFanimal;station;time;quantity_g\r\n')).toBe(true);
    expect(parseCsv(exported.body).rows.map((r) => r.values)).toEqual(
      EXPORTED_VISITS.map((v) => ({ ...v, quantity_g: String(v.quantity_g) })),
    );
    expect((await kit.post(visitsUrl(a, 'import'), exported.body)).json()).toMatchObject({
      unchanged: 4,
    });
    const b = await kit.newSite();
    expect((await kit.post(visitsUrl(b, 'import'), exported.body)).json()).toMatchObject({
      created: 4,
    });
    expect((await kit.get(visitsUrl(b, 'export'))).json()).toEqual({ visits: EXPORTED_VISITS });
  });

  it('refuses the whole import when any visit is invalid, listing each', async () => {
    const id = await siteWithStations();
    const ok = VISITS[0]!;
    const answer = await kit.post(visitsUrl(id, 'import'), {
      visits: [
        ok,
        { ...ok, animal: 'NOBODY' },
        { ...ok, station: 'LF A-1', time: `${D}T07:00` },
        { ...ok, time: '2026-03-08T02:30' },
        { ...ok, time: D },
        { ...ok, time: `${D}T10:00:00Z` },
        { ...ok, time: `${D}T08:00`, quantity_g: -5 },
        { ...ok, time: `${D}T09:00`, colour: 'pink' },
        { animal: 'S2', station: 'ESF 1', time: `${D}T09:00` },
        'S3;ESF 1',
        { ...ok, station: 'ESF 9', time: `${D}T11:00` },
      ],
    });
    expect(answer.statusCode).toBe(422);
    const body = answer.json<ImportAnswer>();
    expect(body).toMatchObject({ received: 11, created: 0, updated: 0, unchanged: 0 });
    expect(body.invalid).toEqual([
      {
        index: 1,
        field: 'animal',
        reason: 'is not an animal of this site (import its herd records first)',
      },
      { index: 2, field: 'station', reason: 'is a lactation feeder, not a gestation station' },
      {
        index: 3,
        field: 'time',
        reason: "does not exist in the site's time zone (America/Montreal): clocks went forward",
      },
      {
        index: 4,
        field: 'time',
        reason:
          'must be a date and time YYYY-MM-DDTHH:MM[:SS[.mmm]], with an offset (Z, +02:00) or local',
      },
      {
        index: 5,
        field: 'time',
        reason: 'repeats the visit of this animal to this station at this time at index 0',
      },
      { index: 6, field: 'quantity_g', reason: expect.stringContaining('>=0') as string },
      { index: 7, field: 'colour', reason: 'is not a field of a station visit' },
      { index: 8, field: 'quantity_g', reason: 'is required' },
      { index: 9, field: 'record', reason: 'must be an object with the record fields' },
    ]);
    expect(await kit.countOn(stationVisits, id)).toBe(0);
    // ESF 9 would have been created: nothing was.
    expect(await kit.countOn(feedingStations, id)).toBe(2);
  });

  it('names the CSV line of an invalid row', async () => {
    const id = await kit.newSite();
    const csv = [
      'animal;station;time;quantity_g',
      `S1;ESF 1;${D}T06:00;1000`,
      '',
      `S2;ESF 1;${D}T25:00;1000`,
      `S3;ESF 1;${D}T07:00;-5`,
    ].join('\r\n');
    const answer = await kit.post(visitsUrl(id, 'import'), csv);
    expect(answer.statusCode).toBe(422);
    expect(answer.json<ImportAnswer>().invalid).toEqual([
      {
        line: 4,
        field: 'time',
        reason:
          'must be a date and time YYYY-MM-DDTHH:MM[:SS[.mmm]], with an offset (Z, +02:00) or local',
      },
      { line: 5, field: 'quantity_g', reason: expect.stringContaining('>=0') as string },
    ]);
    expect(await kit.countOn(stationVisits, id)).toBe(0);
    expect(await kit.countOn(feedingStations, id)).toBe(0);
  });
});

describe('station-notification import and export', () => {
  it('creates notifications (JSON), then finds them unchanged, their seen mark kept', async () => {
    const id = await siteWithStations();
    const first = await kit.post(notificationsUrl(id, 'import'), { notifications: NOTIFICATIONS });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      received: 3,
      created: 3,
      updated: 0,
      unchanged: 0,
      invalid: [],
    });
    const listed = await listNotifications(id);
    expect(listed.map((n) => `${n.code}@${n.station} ${n.at}`)).toEqual([
      '303@LF A-1 2026-03-10T18:00:00.000Z',
      '102@ESF 1 2026-03-10T12:00:00.000Z',
      '201@ESF 1 2026-03-09T12:00:00.000Z',
    ]);
    const seen = await kit.post(notificationsUrl(id, 'seen'), { ids: [listed[0]!.id] });
    expect(seen.json()).toEqual({ marked: 1 });

    const again = await kit.post(notificationsUrl(id, 'import'), { notifications: NOTIFICATIONS });
    expect(again.json()).toEqual({
      received: 3,
      created: 0,
      updated: 0,
      unchanged: 3,
      invalid: [],
    });
    expect(await kit.countOn(stationNotifications, id)).toBe(3);
    expect((await listNotifications(id)).map((n) => n.seen)).toEqual([true, false, false]);
  });

  it('takes CSV and round-trips its exports (JSON and CSV) into another site', async () => {
    const a = await siteWithStations();
    const csv = [
      'station;code;time',
      ...NOTIFICATIONS.map((n) => `${n.station};${n.code};${n.time}`),
    ].join('\n');
    expect((await kit.post(notificationsUrl(a, 'import'), csv)).json()).toMatchObject({
      created: 3,
      invalid: [],
    });
    const json = await kit.get(notificationsUrl(a, 'export'));
    expect(json.json()).toEqual({
      notifications: [
        { station: 'ESF 1', code: 201, time: `${D1}T08:00:00-04:00` },
        { station: 'ESF 1', code: 102, time: `${D}T08:00:00-04:00` },
        { station: 'LF A-1', code: 303, time: `${D}T14:00:00-04:00` },
      ],
    });
    const day = await kit.get(`${notificationsUrl(a, 'export')}?from=${D}&to=${D}`);
    expect(day.json<{ notifications: unknown[] }>().notifications).toHaveLength(2);

    const exported = await kit.get(`${notificationsUrl(a, 'export')}?format=csv`);
    expect(exported.body.startsWith('\uFEFFstation;code;time\r\n')).toBe(true);
    const b = await siteWithStations();
    expect((await kit.post(notificationsUrl(b, 'import'), exported.body)).json()).toMatchObject({
      created: 3,
    });
    expect((await kit.get(notificationsUrl(b, 'export'))).json()).toEqual(json.json());
  });

  it('refuses the whole import when any notification is invalid, listing each', async () => {
    const id = await siteWithStations();
    const ok = NOTIFICATIONS[0]!;
    const answer = await kit.post(notificationsUrl(id, 'import'), {
      notifications: [
        ok,
        { ...ok, code: 999 },
        { ...ok, station: 'Nowhere' },
        { ...ok, time: `${D}T12:00:00Z` },
        { station: 'ESF 1', code: 101 },
        { ...ok, code: 2.5 },
      ],
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json<ImportAnswer>().invalid).toEqual([
      {
        index: 1,
        field: 'code',
        reason: `must be a notification code: ${NOTIFICATION_CODES.join(', ')}`,
      },
      {
        index: 2,
        field: 'station',
        reason: 'is not a station of this site (import the stations first)',
      },
      {
        index: 3,
        field: 'time',
        reason: 'repeats the notification of this station, code and time at index 0',
      },
      { index: 4, field: 'time', reason: 'is required' },
      { index: 5, field: 'code', reason: 'must be a whole number' },
    ]);
    expect(await kit.countOn(stationNotifications, id)).toBe(0);
  });
});

describe('marking notifications seen', () => {
  it('marks the notifications named by id, ignoring those of other sites', async () => {
    const id = await siteWithStations();
    await kit.post(notificationsUrl(id, 'import'), { notifications: NOTIFICATIONS });
    const [n0, n1, n2] = await listNotifications(id);
    const other = await siteWithStations();
    await kit.post(notificationsUrl(other, 'import'), { notifications: NOTIFICATIONS });
    const [foreign] = await listNotifications(other);

    const marked = await kit.post(notificationsUrl(id, 'seen'), { ids: [n0!.id, n2!.id] });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ marked: 2 });
    expect((await kit.post(notificationsUrl(id, 'seen'), { ids: [n0!.id] })).json()).toEqual({
      marked: 0,
    });
    expect((await kit.post(notificationsUrl(id, 'seen'), { ids: [foreign!.id] })).json()).toEqual({
      marked: 0,
    });
    expect((await listNotifications(id, `from=${D1}&seen=unseen`)).map((n) => n.id)).toEqual([
      n1!.id,
    ]);
    expect((await listNotifications(other, `from=${D1}&seen=unseen`)).length).toBe(3);
  });

  it('marks all, or all up to a time (included, site-local or with an offset)', async () => {
    const id = await siteWithStations();
    await kit.post(notificationsUrl(id, 'import'), { notifications: NOTIFICATIONS });
    const upTo = await kit.post(notificationsUrl(id, 'seen'), {
      all: true,
      before: `${D}T08:00`,
    });
    expect(upTo.json()).toEqual({ marked: 2 });
    expect((await listNotifications(id, `from=${D1}&seen=unseen`)).map((n) => n.code)).toEqual([
      303,
    ]);
    const before = { all: true, before: `${D}T17:59:59Z` };
    expect((await kit.post(notificationsUrl(id, 'seen'), before)).json()).toEqual({ marked: 0 });
    expect((await kit.post(notificationsUrl(id, 'seen'), { all: true })).json()).toEqual({
      marked: 1,
    });
    expect(await listNotifications(id, `from=${D1}&seen=unseen`)).toEqual([]);
  });

  it('refuses a body that is neither ids nor all, or a time that does not exist (400)', async () => {
    const id = await siteWithStations();
    for (const body of [
      {},
      { ids: [] },
      { ids: ['not-a-uuid'] },
      { all: false },
      { ids: ['00000000-0000-4000-8000-000000000000'], all: true },
      { all: true, before: 'yesterday' },
    ]) {
      const answer = await kit.post(notificationsUrl(id, 'seen'), body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
    }
    const gap = await kit.post(notificationsUrl(id, 'seen'), {
      all: true,
      before: '2026-03-08T02:30',
    });
    expect(gap.statusCode).toBe(400);
    expect(gap.json()).toMatchObject({
      code: 'validation_error',
      details: [
        {
          field: 'body.before',
          reason: "does not exist in the site's time zone (America/Montreal): clocks went forward",
        },
      ],
    });
  });
});

describe('access', () => {
  it('refuses users without feeding access on the site, other tenants and anonymous callers', async () => {
    const id = await siteWithStations();
    await kit.post(notificationsUrl(id, 'import'), { notifications: NOTIFICATIONS });
    const noFeeding = await kit.userWith(id, 'manager', []);
    const otherTenant = await demoToken(t, 'new@horizon.demo');
    const calls = [
      (token: string | null) => kit.post(visitsUrl(id, 'import'), { visits: VISITS }, token),
      (token: string | null) => kit.get(visitsUrl(id, 'export'), token),
      (token: string | null) =>
        kit.post(notificationsUrl(id, 'import'), { notifications: NOTIFICATIONS }, token),
      (token: string | null) => kit.get(notificationsUrl(id, 'export'), token),
      (token: string | null) => kit.post(notificationsUrl(id, 'seen'), { all: true }, token),
    ];
    for (const call of calls) {
      expect((await call(noFeeding)).statusCode).toBe(403);
      expect((await call(otherTenant)).statusCode).toBe(403);
      expect((await call(null)).statusCode).toBe(401);
    }
    expect(await kit.countOn(stationVisits, id)).toBe(0);
    expect((await listNotifications(id, `from=${D1}&seen=unseen`)).length).toBe(3);
  });

  it('lets a member with feeding access mark seen and export, but not import', async () => {
    const id = await siteWithStations();
    await kit.post(notificationsUrl(id, 'import'), { notifications: NOTIFICATIONS });
    const member = await kit.userWith(id, 'member', ['gestation']);
    expect((await kit.post(notificationsUrl(id, 'seen'), { all: true }, member)).json()).toEqual({
      marked: 3,
    });
    expect((await kit.get(notificationsUrl(id, 'export'), member)).statusCode).toBe(200);
    expect((await kit.get(visitsUrl(id, 'export'), member)).statusCode).toBe(200);
    const imported = await kit.post(visitsUrl(id, 'import'), { visits: VISITS }, member);
    expect(imported.statusCode).toBe(403);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv, RECORD_COLUMNS, toCsv } from '@barnboard/domain';
import { tenants } from '../../src/db/schema/index.js';
import {
  countSiteEvents,
  findRecordsSite,
} from '../../src/repositories/herd-records-repository.js';
import { seedDemoOwner } from '../support/demo-owner.js';
import type { DemoTenant } from '../support/demo-tenant.js';
import type { ImportAnswer } from '../support/import-answer.js';
import { memberToken } from '../support/member-token.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

type Json = Record<string, unknown>;

let t: TestApp;
let owner: string;
let demo: DemoTenant;

/** A fresh site of the demo tenant (zootech subscribed), so each test starts empty. */
async function newSite(): Promise<string> {
  return demo.newSite('Records');
}

async function rows(siteId: string): Promise<number> {
  return countSiteEvents(t.database.db, (await findRecordsSite(t.database.db, siteId))!);
}

function importJson(siteId: string, records: unknown[], token = owner) {
  return t.app.inject({
    method: 'POST',
    url: `/api/sites/${siteId}/records/import`,
    headers: { authorization: `Bearer ${token}` },
    payload: { records },
  });
}

function importCsv(siteId: string, text: string, token = owner) {
  return t.app.inject({
    method: 'POST',
    url: `/api/sites/${siteId}/records/import`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv; charset=utf-8' },
    payload: text,
  });
}

function exportAs(siteId: string, query = '', token = owner) {
  return t.app.inject({
    method: 'GET',
    url: `/api/sites/${siteId}/records/export${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
}

/** One sow's whole life: entry, a full cycle, a second service, a cull. */
function sowLife(animal: string, year = 2025): Json[] {
  const d = (md: string) => `${year}-${md}`;
  return [
    { type: 'entry', animal, date: d('01-05'), parity: 0, genetic: 'Landrace' },
    { type: 'heat', animal, date: d('01-20') },
    { type: 'service', animal, date: d('01-21'), time: '07:30', boar: 'B-12', doses: 2 },
    { type: 'preg_check', animal, date: d('02-20'), result: 'positive', user: 'marie' },
    { type: 'move', animal, date: d('05-10'), location: 'Mise bas A' },
    {
      type: 'farrowing',
      animal,
      date: d('05-16'),
      born_alive: 14,
      stillborn: 1,
      mummified: 0,
    },
    { type: 'piglet_death', animal, date: d('05-18'), count: 1, cause: 'crushed' },
    { type: 'foster', animal, date: d('05-19'), count: -2 },
    { type: 'weaning', animal, date: d('06-06'), count: 11, weight_kg: 68.5 },
    { type: 'service', animal, date: d('06-11') },
    { type: 'removal', animal, date: d('07-01'), kind: 'cull', cause: 'lameness' },
  ];
}

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, demo } = await seedDemoOwner(t));
}, 120_000);

afterAll(() => t?.close());

describe('import (JSON)', () => {
  it('creates every record and answers the counts', async () => {
    const siteId = await newSite();
    const records = [...sowLife('FR-1'), ...sowLife('FR-2')];
    const response = await importJson(siteId, records);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      received: 22,
      created: 22,
      updated: 0,
      unchanged: 0,
      invalid: [],
    });
    expect(await rows(siteId)).toBe(22);
  });

  it('changes nothing when the same file comes again', async () => {
    const siteId = await newSite();
    const records = sowLife('FR-3');
    expect((await importJson(siteId, records)).statusCode).toBe(200);
    const again = await importJson(siteId, records);
    expect(again.json<ImportAnswer>()).toMatchObject({ created: 0, updated: 0, unchanged: 11 });
    expect(await rows(siteId)).toBe(11);
  });

  it('keeps two identical records of one file as two events, and both unchanged after', async () => {
    const siteId = await newSite();
    const death = { type: 'piglet_death', animal: 'FR-4', date: '2025-05-18', count: 1 };
    const records = [...sowLife('FR-4'), death, death];
    expect((await importJson(siteId, records)).json<ImportAnswer>().created).toBe(13);
    expect((await importJson(siteId, records)).json<ImportAnswer>().unchanged).toBe(13);
    expect(await rows(siteId)).toBe(13);
  });

  it('updates the stored record of an id when a field changed, without a duplicate', async () => {
    const siteId = await newSite();
    const records = sowLife('FR-5').map((record, i): Json => ({ ...record, id: `src-${i}` }));
    expect((await importJson(siteId, records)).statusCode).toBe(200);
    const changed = records.map((record) =>
      record.type === 'farrowing' ? { ...record, born_alive: 15 } : record,
    );
    const response = await importJson(siteId, changed);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ received: 11, created: 0, updated: 1, unchanged: 10 });
    expect(await rows(siteId)).toBe(11);
    const exported = (await exportAs(siteId)).json<{ records: Json[] }>().records;
    expect(exported.find((r) => r.type === 'farrowing')).toMatchObject({
      id: 'src-5',
      born_alive: 15,
    });
  });

  it('lists every malformed record with index, field and reason, and writes nothing', async () => {
    const siteId = await newSite();
    await importJson(siteId, sowLife('FR-6'));
    const before = await rows(siteId);
    const response = await importJson(siteId, [
      ...sowLife('FR-7'),
      { type: 'heat', date: '2025-02-01' },
      { type: 'service', animal: 'FR-7', date: '2025-02-30' },
      { type: 'unknown', animal: 'FR-7', date: '2025-02-01' },
      { type: 'heat', animal: 'FR-7', date: '2025-02-01', colour: 'pink' },
      { type: 'piglet_death', animal: 'FR-7', date: '2025-05-20', count: 0 },
      { type: 'preg_check', animal: 'FR-7', date: '2025-02-21', result: 'maybe' },
      { type: 'entry', animal: 'FR-8', date: '2025-01-01', id: 'x' },
      { type: 'heat', animal: 'FR-8', date: '2025-01-02', id: 'x' },
      42,
    ]);
    expect(response.statusCode).toBe(422);
    const answer = response.json<ImportAnswer>();
    expect(answer).toMatchObject({ received: 20, created: 0, updated: 0, unchanged: 0 });
    expect(answer.invalid.map(({ index, field }) => [index, field])).toEqual([
      [11, 'animal'],
      [12, 'date'],
      [13, 'type'],
      [14, 'colour'],
      [15, 'count'],
      [16, 'result'],
      [18, 'id'],
      [19, 'record'],
    ]);
    expect(answer.invalid[0]!.reason).toBe('is required');
    expect(answer.invalid[1]!.reason).toBe('is not a calendar date');
    expect(answer.invalid[6]!.reason).toBe('repeats the id of the record at index 17');
    for (const error of answer.invalid) expect(error.reason.length).toBeGreaterThan(3);
    expect(await rows(siteId)).toBe(before);
  });

  it('refuses records out of order: before entry, after removal, farrowing without service, double weaning', async () => {
    const siteId = await newSite();
    const a = 'SEQ-1';
    const response = await importJson(siteId, [
      { type: 'heat', animal: a, date: '2025-01-01' },
      { type: 'entry', animal: a, date: '2025-01-05' },
      { type: 'farrowing', animal: a, date: '2025-05-01', born_alive: 10 },
      { type: 'weaning', animal: a, date: '2025-05-20', count: 9 },
      { type: 'weaning', animal: a, date: '2025-05-21', count: 1 },
      { type: 'removal', animal: a, date: '2025-06-01', kind: 'death' },
      { type: 'service', animal: a, date: '2025-06-05' },
      { type: 'heat', animal: 'NO-ENTRY', date: '2025-06-05' },
      { type: 'entry', animal: a, date: '2025-01-06' },
    ]);
    expect(response.statusCode).toBe(422);
    const invalid = response.json<ImportAnswer>().invalid;
    expect(invalid.map((e) => [e.index, e.field])).toEqual([
      [0, 'date'],
      [2, 'type'],
      [4, 'type'],
      [6, 'date'],
      [7, 'animal'],
      [8, 'type'],
    ]);
    expect(invalid[0]!.reason).toMatch(/before the animal's entry/);
    expect(invalid[1]!.reason).toMatch(/needs a service/);
    expect(invalid[2]!.reason).toMatch(/no farrowing is left to wean/);
    expect(invalid[3]!.reason).toMatch(/after the animal's removal/);
    expect(await rows(siteId)).toBe(0);
  });

  it('checks the order against the stored records too', async () => {
    const siteId = await newSite();
    const life = sowLife('SEQ-2');
    expect((await importJson(siteId, life.slice(0, 9))).statusCode).toBe(200);
    // A second weaning, and a removal dated before stored events.
    const response = await importJson(siteId, [
      { type: 'weaning', animal: 'SEQ-2', date: '2025-06-07', count: 1 },
      { type: 'removal', animal: 'SEQ-2', date: '2025-03-01', kind: 'transfer' },
    ]);
    expect(response.statusCode).toBe(422);
    const invalid = response.json<ImportAnswer>().invalid;
    expect(invalid.map((e) => e.index)).toEqual([0, 1]);
    expect(invalid[1]!.reason).toMatch(/makes the stored .* invalid/);
    expect(await rows(siteId)).toBe(9);
    // The rest of her life, in a second file, is fine.
    expect((await importJson(siteId, life.slice(9))).statusCode).toBe(200);
  });
});

describe('import (CSV)', () => {
  it('reads `,` with a byte-order mark and CRLF', async () => {
    const siteId = await newSite();
    const text =
      '\uFEFFtype,animal,date,time,parity,born_alive,doses\r\n' +
      'entry,C-1,2025-01-05,,2,,\r\n' +
      'service,C-1,2025-01-21,07:30,,,2\r\n' +
      'farrowing,C-1,2025-05-16,,,13,\r\n';
    const response = await importCsv(siteId, text);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ received: 3, created: 3 });
  });

  it('reads `;` with quoted separators, quotes and line breaks', async () => {
    const siteId = await newSite();
    const cause = 'crushed; "big" litter\nsecond line';
    const text = [
      'type;animal;date;cause;count;kind',
      'entry;"C;2";2025-01-05;;;',
      `removal;"C;2";2025-03-01;"${cause.replaceAll('"', '""')}";;death`,
      '',
    ].join('\n');
    const response = await importCsv(siteId, text);
    expect(response.statusCode).toBe(200);
    const exported = (await exportAs(siteId)).json<{ records: Json[] }>().records;
    expect(exported[1]).toMatchObject({ type: 'removal', animal: 'C;2', cause, kind: 'death' });
  });

  it('names the physical line of every invalid row', async () => {
    const siteId = await newSite();
    const text = [
      'type,animal,date,cause,count',
      'entry,C-3,2025-01-05,,',
      'piglet_death,C-3,2025-01-06,"two',
      'lines",0',
      'heat,,2025-01-07,,',
    ].join('\r\n');
    const response = await importCsv(siteId, text);
    expect(response.statusCode).toBe(422);
    expect(response.json<ImportAnswer>().invalid).toEqual([
      { line: 3, field: 'count', reason: expect.any(String) as string },
      { line: 5, field: 'animal', reason: 'is required' },
    ]);
    expect(await rows(siteId)).toBe(0);
  });
});

describe('export', () => {
  it('exports JSON that, imported into an empty site, exports the same again', async () => {
    const source = await newSite();
    await importJson(source, [...sowLife('E-1'), ...sowLife('E-2', 2024)]);
    await importJson(source, [{ type: 'entry', animal: 'E-3', date: '2025-02-01', id: 'ext-9' }]);
    const first = (await exportAs(source, '?format=json')).json<{ records: Json[] }>();
    expect(first.records).toHaveLength(23);
    expect(first.records[0]).toMatchObject({ type: 'entry', animal: 'E-2', date: '2024-01-05' });

    const copy = await newSite();
    const imported = await importJson(copy, first.records);
    expect(imported.json()).toMatchObject({ created: 23, invalid: [] });
    const second = (await exportAs(copy)).json<{ records: Json[] }>();
    expect(second).toEqual(first);
    // And importing it once more changes nothing.
    expect((await importJson(copy, second.records)).json()).toMatchObject({ unchanged: 23 });
  });

  it('filters by period', async () => {
    const siteId = await newSite();
    await importJson(siteId, sowLife('P-1'));
    const response = await exportAs(siteId, '?from=2025-05-01&to=2025-05-31');
    expect(response.json<{ records: Json[] }>().records.map((r) => r.type)).toEqual([
      'move',
      'farrowing',
      'piglet_death',
      'foster',
    ]);
    const bad = await exportAs(siteId, '?from=2025-06-01&to=2025-05-01&format=xml');
    expect(bad.statusCode).toBe(400);
    const fields = bad.json<{ details: { field: string }[] }>().details.map((d) => d.field);
    expect(fields).toContain('querystring.format');
  });

  it('exports CSV with a byte-order mark, `;`, every column, and it parses back', async () => {
    const siteId = await newSite();
    await importJson(siteId, [
      ...sowLife('X-1'),
      { type: 'heat', animal: 'X-1', date: '2025-03-03', location: 'Pen "A"; north\nside' },
    ]);
    const response = await exportAs(siteId, '?format=csv&from=2025-01-01&to=2025-12-31');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="records-${siteId}-2025-01-01-2025-12-31.csv"`,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const parsed = parseCsv(response.body);
    expect(parsed.separator).toBe(';');
    expect(parsed.header).toEqual([...RECORD_COLUMNS]);
    expect(parsed.rows).toHaveLength(12);

    const copy = await newSite();
    const again = await importCsv(copy, response.body);
    expect(again.json()).toMatchObject({ created: 12, invalid: [] });
    const json = (await exportAs(siteId)).json<unknown>();
    expect((await exportAs(copy)).json<unknown>()).toEqual(json);
  });

  it('exports the records as ICAR ADE resources', async () => {
    const siteId = await newSite();
    await importJson(siteId, [
      ...sowLife('I-1'),
      { type: 'entry', animal: 'I-2', date: '2025-01-05', parity: 3 },
      { type: 'service', animal: 'I-2', date: '2025-01-21' },
      { type: 'preg_check', animal: 'I-2', date: '2025-02-20', result: 'negative' },
      { type: 'service', animal: 'I-2', date: '2025-02-25' },
      { type: 'abortion', animal: 'I-2', date: '2025-04-01' },
      { type: 'service', animal: 'I-2', date: '2025-04-25' },
      { type: 'farrowing', animal: 'I-2', date: '2025-08-17', born_alive: 12, stillborn: 2 },
      { type: 'removal', animal: 'I-2', date: '2025-09-01', kind: 'euthanasia' },
    ]);
    const response = await exportAs(siteId, '?format=icar');
    expect(response.statusCode).toBe(200);
    const { member, view } = response.json<{ member: Json[]; view: Json }>();
    expect(view).toMatchObject({ totalItems: member.length, currentPage: 1 });
    const types = member.map(
      (m) => `${(m.animal as Json).id as string} ${m.resourceType as string}`,
    );
    expect(types).toEqual([
      'I-1 icarMovementArrivalEventResource',
      'I-2 icarMovementArrivalEventResource',
      'I-1 icarReproHeatEventResource',
      'I-1 icarReproInseminationEventResource',
      'I-2 icarReproInseminationEventResource',
      'I-1 icarReproPregnancyCheckEventResource',
      'I-2 icarReproPregnancyCheckEventResource',
      'I-2 icarReproInseminationEventResource',
      'I-2 icarReproAbortionEventResource',
      'I-2 icarReproInseminationEventResource',
      'I-1 icarPositionObservationEventResource',
      'I-1 icarReproParturitionEventResource',
      'I-1 icarGroupMovementDeathEventResource',
      'I-1 icarGroupWeaningEventResource',
      'I-1 icarGroupWeightEventResource',
      'I-1 icarReproInseminationEventResource',
      'I-1 icarMovementDepartureEventResource',
      'I-2 icarReproParturitionEventResource',
      'I-2 icarMovementDeathEventResource',
    ]);
    const farrowing = member.find(
      (m) =>
        m.resourceType === 'icarReproParturitionEventResource' && (m.animal as Json).id === 'I-2',
    );
    expect(farrowing).toMatchObject({
      damParity: 4,
      liveProgeny: 12,
      totalProgeny: 14,
      eventDateTime: '2025-08-17T00:00:00-04:00',
    });
    expect(member[3]).toMatchObject({
      inseminationType: 'Insemination',
      sireOfficialName: 'B-12',
      eventDateTime: '2025-01-21T07:30:00-05:00',
    });
    expect(member[5]).toMatchObject({ result: 'Pregnant', responsible: 'marie' });
    expect(member[6]).toMatchObject({ result: 'Empty' });
    expect(member[16]).toMatchObject({ departureKind: 'Slaughter', departureReason: 'LegOrClaw' });
    expect(typeof member[0]!.id).toBe('string');
  });
});

describe('access', () => {
  it('refuses a member without zootech, another tenant and anonymous callers', async () => {
    const siteId = await newSite();
    const [horizon] = await t.database.db
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.name, 'Porcs Horizon'));
    const noZootech = await memberToken(t, {
      tenantId: demo.tenantId,
      role: 'manager',
      sites: 'all',
      accessType: { feeding: ['gestation'], zootech: false, silo: false },
    });
    const stranger = await memberToken(t, {
      tenantId: horizon!.id,
      role: 'owner',
      sites: 'all',
      accessType: { feeding: [], zootech: true, silo: true },
    });
    for (const token of [noZootech, stranger]) {
      expect((await importJson(siteId, sowLife('A-1'), token)).statusCode).toBe(403);
      expect((await exportAs(siteId, '', token)).statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/sites/${siteId}/records/export`,
    });
    expect(anonymous.statusCode).toBe(401);
    const anonymousImport = await t.app.inject({
      method: 'POST',
      url: `/api/sites/${siteId}/records/import`,
      payload: { records: [] },
    });
    expect(anonymousImport.statusCode).toBe(401);
    expect(await rows(siteId)).toBe(0);
  });
});

// Keeps toCsv in use here so the CSV writer and the server agree on the dialect.
describe('CSV dialect', () => {
  it('imports what toCsv writes with `,` and no byte-order mark', async () => {
    const siteId = await newSite();
    const text = toCsv(RECORD_COLUMNS, sowLife('D-1') as never, { separator: ',', bom: false });
    expect((await importCsv(siteId, text)).json()).toMatchObject({ created: 11, invalid: [] });
  });
});

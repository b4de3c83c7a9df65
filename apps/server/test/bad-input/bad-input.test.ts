import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, WEB_CLIENT_ID, type ProfileSave, type User } from '@barnboard/domain';
import { DEMO_PASSWORD } from '../../src/seed/demo-data.js';
import { feedKit, flatBin, type FeedKit, type FeedSite } from '../feed/feed-kit.js';
import { chirpstackUplink, newKey, randomDevEui } from '../ingest/support.js';
import { bearer } from '../support/demo.js';
import { demoTenant } from '../support/demo-tenant.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { tableRowCounts } from './row-counts.js';

/**
 * Issue 11 §2: bad input gets a clear 4xx naming where, never a 500, and nothing is written. Each
 * case here answered 500 before (PostgreSQL refused the value) or stored a damaged value.
 */

let t: TestApp;
let kit: FeedKit;
let bins: FeedSite;
let siteId: string;
let owner: string;
let ingestKey: string;

beforeAll(async () => {
  t = await createTestApp();
  kit = await feedKit(t);
  owner = kit.tokens.owner;
  bins = await kit.newSite('Bad input bins');
  siteId = await (await demoTenant(t.database.db)).newSite('Bad input');
  ingestKey = await newKey(t.database.db, 'Ferme du Bocage');
}, 120_000);

afterAll(() => t?.close());

type Answer = { code?: string; message: string; details?: { field: string; reason: string }[] };

function send(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: string | Buffer,
  contentType = 'application/json',
  token: string | null = owner,
) {
  return t.app.inject({
    method,
    url,
    headers: {
      ...(token ? bearer(token) : {}),
      ...(payload !== undefined ? { 'content-type': contentType } : {}),
    },
    ...(payload !== undefined ? { payload } : {}),
  });
}

/** Sends, and checks the answer is `status` naming `field` while no table changed. */
async function expectRefused(
  request: () => ReturnType<typeof send>,
  status: number,
  field: string,
  reason: RegExp,
): Promise<Answer> {
  const before = await tableRowCounts(t.database.db);
  const response = await request();
  expect(response.statusCode, response.body).toBe(status);
  const answer = response.json<Answer>();
  expect(answer.details, response.body).toContainEqual({
    field,
    reason: expect.stringMatching(reason) as string,
  });
  expect(await tableRowCounts(t.database.db)).toEqual(before);
  return answer;
}

const NUL = /NUL character/;

/** The token endpoint answers in the OAuth form (RFC 6749 §5.2), its description naming where. */
async function expectOAuthRefusal(form: string | Buffer, description: RegExp): Promise<void> {
  const before = await tableRowCounts(t.database.db);
  const response = await send(
    'POST',
    '/realms/barnboard/protocol/openid-connect/token',
    form,
    'application/x-www-form-urlencoded',
    null,
  );
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toEqual({
    error: 'invalid_request',
    error_description: expect.stringMatching(description) as string,
  });
  expect(await tableRowCounts(t.database.db)).toEqual(before);
}
const json = (value: unknown) => JSON.stringify(value);

describe('a NUL character in a text field answers 400 naming the field', () => {
  it('in a user name', async () => {
    await expectRefused(
      () => send('PUT', '/api/user/profile', json({ first_name: 'Ma\u0000rie' })),
      400,
      'body.first_name',
      NUL,
    );
  });

  it('in a bin created, replaced or patched (JSON Patch)', async () => {
    const bin = await kit.create(bins);
    const fields = flatBin({ building_id: bins.buildingId, content_id: bins.feedId });
    await expectRefused(
      () =>
        send('POST', `/feed/sites/${bins.siteId}/bins`, json({ ...fields, name: 'Silo\u0000' })),
      400,
      'body.name',
      NUL,
    );
    await expectRefused(
      () => send('PUT', `/feed/bins/${bin.id}`, json({ ...fields, name: '\u0000' })),
      400,
      'body.name',
      NUL,
    );
    await expectRefused(
      () =>
        send(
          'PATCH',
          `/feed/bins/${bin.id}`,
          json([{ op: 'replace', path: '/name', value: 'a\u0000b' }]),
          'application/json-patch+json',
        ),
      400,
      'body[0].value',
      NUL,
    );
  });

  it('in a record of a JSON import, named by its place in the list', async () => {
    const records = [0, 1, 2, 3].map((n) => ({
      type: 'entry',
      animal: n === 3 ? 'FR\u00001' : `FR${n}`,
      date: '2025-01-02',
    }));
    await expectRefused(
      () => send('POST', `/api/sites/${siteId}/records/import`, json({ records })),
      400,
      'body.records[3].animal',
      NUL,
    );
  });

  it('in a cell of a CSV import, named by its line and column', async () => {
    const csv = 'type;animal;date\nentry;FR1;2025-01-02\nentry;FR\u00002;2025-01-02\n';
    await expectRefused(
      () => send('POST', `/api/sites/${siteId}/records/import`, csv, 'text/csv'),
      400,
      'body',
      /^line 3, column animal: must not contain the NUL character/,
    );
  });

  it('in the stations and locations imports', async () => {
    await expectRefused(
      () =>
        send(
          'POST',
          `/api/sites/${siteId}/feeding/stations/import`,
          json({ stations: [{ name: 'G\u00001', kind: 'gestation' }] }),
        ),
      400,
      'body.stations[0].name',
      NUL,
    );
    await expectRefused(
      () =>
        send(
          'POST',
          `/api/sites/${siteId}/locations/import`,
          'name,kind,parent\n"Pen\u00001",pen,Room 1\n',
          'text/csv',
        ),
      400,
      'body',
      /^line 2, column name: /,
    );
  });

  it('in a key, a query string or a form field', async () => {
    await expectRefused(
      () => send('PATCH', '/api/user', json({ ['first\u0000name']: 'Marie' })),
      400,
      'body.first\\u0000name',
      NUL,
    );
    await expectRefused(
      () => send('GET', `/api/sites/${siteId}/records/export?format=js%00on`),
      400,
      'querystring.format',
      NUL,
    );
    const form = new URLSearchParams({
      grant_type: 'password',
      client_id: WEB_CLIENT_ID,
      username: 'owner@bocage.demo\u0000',
      password: DEMO_PASSWORD,
    }).toString();
    await expectOAuthRefusal(form, /^body\.username: must not contain the NUL character/);
  });
});

describe('a date of a year PostgreSQL refuses answers 4xx naming the field', () => {
  const reports = [
    ['kpis?from=0000-01-01&to=2025-01-01', 'from'],
    ['kpis?from=2025-01-01&to=0000-12-31', 'to'],
    ['kpis/far_rate/drill-down?from=0000-01-01&to=2025-01-01', 'from'],
    ['feeding/gestation/visits?from=0000-01-01', 'from'],
    ['feeding/gestation/losses?to=0000-01-01', 'to'],
    ['feeding/gestation/live?date=0000-01-01', 'date'],
    ['feeding/lactation/live?date=0000-01-01', 'date'],
    ['feeding/lactation/history?from=0000-01-01', 'from'],
    ['feed-intakes?from=0000-01-01', 'from'],
    ['feed-intakes/export?to=0000-01-01', 'to'],
    ['feeding/notifications?from=0000-01-01', 'from'],
    ['feeding/visits/export?from=0000-01-01', 'from'],
    ['records/export?from=0000-01-01', 'from'],
  ] as const;

  it.each(reports)('in a report query string: %s', async (query, field) => {
    await expectRefused(
      () => send('GET', `/api/sites/${siteId}/${query}`),
      400,
      `querystring.${field}`,
      /years 1900 to 2999/,
    );
  });

  it('in the records and notifications imports (422, nothing written)', async () => {
    const records = [{ type: 'entry', animal: 'FR9', date: '0000-01-01' }];
    const response = await send('POST', `/api/sites/${siteId}/records/import`, json({ records }));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json<{ invalid: unknown[] }>().invalid).toEqual([
      { index: 0, field: 'date', reason: expect.stringMatching(/years 1900 to 2999/) as string },
    ]);
    const notifications = [{ station: 'G1', code: 1, time: '0000-01-01T06:00:00Z' }];
    const refused = await send(
      'POST',
      `/api/sites/${siteId}/feeding/notifications/import`,
      json({ notifications }),
    );
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json<{ invalid: unknown[] }>().invalid).toContainEqual({
      index: 0,
      field: 'time',
      reason: expect.stringMatching(/years 1900 to 2999/) as string,
    });
  });

  it('in both ingest routes, so that a network server does not retry', async () => {
    const uplink = chirpstackUplink(randomDevEui());
    for (const time of ['0000-01-01T00:00:00Z', '3000-01-01T00:00:00Z']) {
      await expectRefused(
        () =>
          send(
            'POST',
            '/ingest/chirpstack?event=up',
            json({ ...uplink, time }),
            undefined,
            ingestKey,
          ),
        400,
        'time',
        /years 1900 to 2999/,
      );
    }
    await expectRefused(
      () =>
        t.app.inject({
          method: 'POST',
          url: '/ingest/readings',
          headers: { ...bearer(ingestKey), 'content-type': 'application/json' },
          payload: json({
            readings: [{ dev_eui: randomDevEui(), time: '0000-01-01T00:00:00Z', distance_mm: 1 }],
          }),
        }),
      400,
      'readings[0].time',
      /years 1900 to 2999/,
    );
  });
});

describe('a lone surrogate ("\\ud800") answers 400 naming the field, before any route', () => {
  const SURROGATE = /lone surrogate/;

  it('in a user name, a record of an import and an uplink', async () => {
    const name = json({ first_name: 'Ma\ud800rie' });
    await expectRefused(
      () => send('PUT', '/api/user/profile', name),
      400,
      'body.first_name',
      SURROGATE,
    );
    const records = [{ type: 'entry', animal: 'FR1', date: '2025-01-02', genetic: '\udc00' }];
    await expectRefused(
      () => send('POST', `/api/sites/${siteId}/records/import`, json({ records })),
      400,
      'body.records[0].genetic',
      SURROGATE,
    );
    const uplink = { ...chirpstackUplink(randomDevEui()), deduplicationId: 'a\udbff' };
    await expectRefused(
      () => send('POST', '/ingest/chirpstack?event=up', json(uplink), undefined, ingestKey),
      400,
      'body.deduplicationId',
      SURROGATE,
    );
  });
});

describe('JSON nested too deep answers 400 before anything reads it', () => {
  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

  it('in preferences (a JSON string), on the user and on a site', async () => {
    const prefs = `{"favorites": ${nested(10_000)}}`;
    await expectRefused(
      () => send('PATCH', '/api/user', json({ prefs })),
      400,
      'body.prefs',
      new RegExp(`nested deeper than ${MAX_JSON_DEPTH} levels`),
    );
    for (const key of ['objectives', 'dashboardTiles'])
      await expectRefused(
        () =>
          send('PATCH', `/api/sites/${siteId}`, json({ prefs: `{"${key}": ${nested(10_000)}}` })),
        400,
        'body.prefs',
        /nested deeper than/,
      );
  });

  it('in any JSON body', async () => {
    await expectRefused(
      () => send('PUT', '/api/user/profile', `{"first_name": ${nested(10_000)}}`),
      400,
      `body.first_name${'[0]'.repeat(MAX_JSON_DEPTH - 1)}`,
      /nested deeper than/,
    );
  });
});

describe('bytes that are not UTF-8 answer 400 with their offset, instead of being stored as U+FFFD', () => {
  const latin1 = (text: string) => Buffer.from(text, 'latin1');

  it('in a JSON body', async () => {
    const body = latin1('{"first_name": "Andr\xe9"}');
    await expectRefused(() => send('PUT', '/api/user/profile', body), 400, 'body', /byte 20/);
  });

  it('in a CSV body', async () => {
    const csv = latin1('type;animal;date\nentry;FR\xe91;2025-01-02\n');
    await expectRefused(
      () => send('POST', `/api/sites/${siteId}/records/import`, csv, 'text/csv'),
      400,
      'body',
      /byte 25/,
    );
  });

  it('in a form body', async () => {
    const form = latin1(`grant_type=password&client_id=${WEB_CLIENT_ID}&username=\xe9&password=x`);
    await expectOAuthRefusal(form, /^body: is not valid UTF-8 \(byte 53\)$/);
  });

  it('while a real U+FFFD written as UTF-8 is kept', async () => {
    const user = (await send('GET', '/api/user')).json<User>();
    const profile = {
      first_name: 'Marie\uFFFD',
      last_name: 'Roy',
      email: user.email,
      phone: '',
      phone_country: '',
      sms_opt_in: false,
      expected_updated_at: user.updated_at,
    };
    const response = await send('PUT', '/api/user/profile', json(profile));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ProfileSave>().user.first_name).toBe('Marie\uFFFD');
  });
});

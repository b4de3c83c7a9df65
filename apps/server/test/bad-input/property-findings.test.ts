import { ttnUplinkExample, WEB_CLIENT_ID } from '@barnboard/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOCAGE, newKey, registerSensor } from '../ingest/support.js';
import { bearer } from '../support/demo.js';
import { seedDemoOwner } from '../support/demo-owner.js';
import { createUser, type TestUser } from '../support/sign-in.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { tableDigests } from './row-counts.js';

/**
 * What the write-route property (write-routes.property.test.ts) found, one case each: every one
 * answered 500, or answered in a shape that named no field, or was accepted, before its fix.
 */

let t: TestApp;
let owner: string;
let siteId: string;
let ingestKey: string;
let devEui: string;
let member: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  const demo = await seedDemoOwner(t);
  owner = demo.owner;
  siteId = await demo.demo.newSite('Findings');
  ingestKey = await newKey(t.database.db, BOCAGE);
  devEui = (await registerSensor(t.database.db, BOCAGE)).devEui;
  member = await createUser(t);
}, 120_000);

afterAll(() => t?.close());

type Answer = { details?: { field: string; reason: string }[] };

/** Sends, and checks the answer is `status` naming `field` while no row of any table changed. */
async function expectRefused(
  request: InjectOptions,
  status: number,
  field: string | null,
  reason: RegExp = /./,
): Promise<void> {
  const before = await tableDigests(t.database.db);
  const response = await t.app.inject(request);
  expect(response.statusCode, response.body).toBe(status);
  if (field !== null)
    expect(response.json<Answer>().details, response.body).toContainEqual({
      field,
      reason: expect.stringMatching(reason) as string,
    });
  expect(await tableDigests(t.database.db)).toEqual(before);
}

/** The Things Stack posting one uplink with the demo ingest key. */
const ttnPost = (uplink: object): InjectOptions => ({
  method: 'POST',
  url: '/ingest/ttn',
  headers: { ...bearer(ingestKey), 'content-type': 'application/json' },
  payload: JSON.stringify(uplink),
});

const basic = (username: Buffer | string, password: string) =>
  `Basic ${Buffer.concat([Buffer.from(username), Buffer.from(`:${password}`)]).toString('base64')}`;

describe('basic sign-in refuses credentials no account can have, before looking one up', () => {
  it.each([
    ['a NUL character', `${'a'}\u0000@example.test`, 'headers.authorization.username', /NUL/],
    ['bytes that are not UTF-8', Buffer.from([0x61, 0xff]), 'headers.authorization', /UTF-8/],
    ['a name too long', 'x'.repeat(255), 'headers.authorization.username', /254/],
  ])(
    '%s (500, or a failure counted against the address, before)',
    async (_, username, field, reason) => {
      await expectRefused(
        {
          method: 'POST',
          url: '/api/auth',
          headers: { authorization: basic(username, member.password) },
        },
        400,
        field,
        reason,
      );
    },
  );
});

describe('a path or query string Fastify cannot decode answers 400 naming it', () => {
  it('percent-encoding that is not UTF-8 in a path parameter', async () => {
    await expectRefused(
      { method: 'POST', url: '/feed/bins/%C3%28/disable', headers: bearer(owner) },
      400,
      'params',
      /UTF-8/,
    );
  });

  it('a path parameter past its length, without echoing it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/feed/bins/${'x'.repeat(5_000)}/disable`,
      headers: bearer(owner),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<Answer>().details).toEqual([
      { field: 'params', reason: 'is longer than a path parameter may be' },
    ]);
    expect(response.body.length).toBeLessThan(500);
  });

  it('percent-encoding that is not UTF-8 in a query string (once ignored as U+FFFD)', async () => {
    await expectRefused(
      {
        method: 'POST',
        url: '/ingest/chirpstack?event=%FF',
        headers: { ...bearer(ingestKey), 'content-type': 'application/json' },
        payload: '{}',
      },
      400,
      'querystring.event',
      /UTF-8/,
    );
  });
});

describe('numbers past what a column holds answer 400 or 422 naming the field', () => {
  it('a page number whose offset no query can take (500 before)', async () => {
    await expectRefused(
      {
        method: 'POST',
        url: '/feed/bins?view=RESUME&page=9007199254740991&size=5',
        headers: bearer(owner),
        payload: {},
      },
      400,
      'querystring.page',
      /at most 1000000/,
    );
  });

  it('an RSSI or SNR past a real column (500 before)', async () => {
    const uplink = ttnUplinkExample(devEui);
    uplink.uplink_message.rx_metadata[0]!.rssi = 1e308;
    await expectRefused(ttnPost(uplink), 400, 'uplink_message.rx_metadata[0].rssi');
    await expectRefused(
      {
        method: 'POST',
        url: '/ingest/readings',
        headers: { ...bearer(ingestKey), 'content-type': 'application/json' },
        payload: {
          readings: [
            {
              dev_eui: devEui,
              time: '2026-03-10T06:00:00Z',
              distance_mm: 1,
              battery_mv: 3600,
              temperature_c: 9,
              snr: -1e308,
            },
          ],
        },
      },
      400,
      'readings[0].snr',
    );
  });

  it('a count past an integer column in a records import (500 before)', async () => {
    const before = await tableDigests(t.database.db);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/sites/${siteId}/records/import`,
      headers: { ...bearer(owner), 'content-type': 'text/csv' },
      payload: 'type;animal;date;parity\nentry;P9;2025-01-02;9007199254740991\n',
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json<{ invalid: unknown[] }>().invalid).toEqual([
      { line: 2, field: 'parity', reason: expect.stringMatching(/2147483647/) as string },
    ]);
    expect(await tableDigests(t.database.db)).toEqual(before);
  });
});

describe('text past any length a network server writes is refused (accepted before)', () => {
  it('a ChirpStack event name and a TTN correlation id', async () => {
    await expectRefused(
      {
        method: 'POST',
        url: `/ingest/chirpstack?event=${'u'.repeat(65)}`,
        headers: { ...bearer(ingestKey), 'content-type': 'application/json' },
        payload: '{}',
      },
      400,
      'querystring.event',
    );
    const uplink = ttnUplinkExample(devEui, { correlation_ids: ['x'.repeat(1_001)] });
    await expectRefused(ttnPost(uplink), 400, 'correlation_ids[0]');
  });
});

it('the token endpoint answers a body too large 413, not "must be a form" (400 before)', async () => {
  const form = new URLSearchParams({
    grant_type: 'password',
    client_id: WEB_CLIENT_ID,
    username: member.email,
    password: 'x'.repeat(1_100_000),
  }).toString();
  await expectRefused(
    {
      method: 'POST',
      url: '/realms/barnboard/protocol/openid-connect/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form,
    },
    413,
    null,
  );
});

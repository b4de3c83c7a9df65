import { afterAll, beforeAll, expect, it } from 'vitest';
import { chirpstackUplink, newKey, randomDevEui } from '../ingest/support.js';
import { seedDemoOwner } from '../support/demo-owner.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Bodies of the wrong shape or type (issue 27). The import routes take `{ <list>: [...] }` or CSV
 * text: a union, whose own answer to a body of neither was `body: Invalid input`; the field the
 * body lacks or gets wrong is now named, and a body of neither type is told which types it may be.
 * The ingest routes take JSON only: text/plain is a 415.
 */
let t: TestApp;
let owner: string;
let siteId: string;

beforeAll(async () => {
  t = await createTestApp();
  const seeded = await seedDemoOwner(t);
  owner = seeded.owner;
  siteId = await seeded.demo.newSite('Unions');
}, 60_000);

afterAll(() => t?.close());

it('names the list a JSON import lacks or gets wrong', async () => {
  const cases = [
    ['records/import', {}, 'body.records'],
    ['records/import', { records: 5 }, 'body.records'],
    ['locations/import', { locations: 'A' }, 'body.locations'],
    ['feed-intakes/import', { intake: [] }, 'body.intakes'],
  ] as const;
  for (const [route, payload, field] of cases) {
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/sites/${siteId}/${route}`,
      headers: { authorization: `Bearer ${owner}` },
      payload,
    });
    expect(answer.statusCode, route).toBe(400);
    expect(answer.json<{ details: unknown[] }>().details, route).toEqual([
      { field, reason: expect.stringMatching(/expected array/) as string },
    ]);
  }
});

it('names the body, and every type the route takes, when the body is of neither type', async () => {
  for (const [payload, received] of [
    ['42', 'number'],
    ['[]', 'array'],
    ['null', 'null'],
  ]) {
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/sites/${siteId}/records/import`,
      headers: { authorization: `Bearer ${owner}`, 'content-type': 'application/json' },
      payload,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ details: unknown[] }>().details).toEqual([
      { field: 'body', reason: `Invalid input: expected object or string, received ${received}` },
    ]);
  }
});

it('says which of two bodies the notifications’ “seen” takes, when given neither', async () => {
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/sites/${siteId}/feeding/notifications/seen`,
    headers: { authorization: `Bearer ${owner}` },
    payload: {},
  });
  expect(answer.json<{ details: unknown[] }>().details).toEqual([
    { field: 'body', reason: 'must hold either ids, or all: true (with an optional before)' },
  ]);
});

it('answers 415 to an uplink that is not JSON, as docs/ingestion.md says', async () => {
  const key = await newKey(t.database.db, 'Ferme du Bocage');
  const answer = await t.app.inject({
    method: 'POST',
    url: '/ingest/chirpstack?event=up',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'text/plain' },
    payload: JSON.stringify(chirpstackUplink(randomDevEui())),
  });
  expect(answer.statusCode, answer.body).toBe(415);
});

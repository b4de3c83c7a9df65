import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sites, tenants } from '../../src/db/schema/index.js';
import {
  countSiteEvents,
  findRecordsSite,
} from '../../src/repositories/herd-records-repository.js';
import { seedDemo } from '../../src/seed/seed-demo.js';
import { demoToken } from '../support/demo.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** One request of 100,000 records (about 15 MB of JSON), on both engines. */
const SIZE = 100_000;

let t: TestApp;
let owner: string;
let siteId: string;

/** SIZE / 10 sows, ten records each: a whole cycle and a cull. */
function records(): object[] {
  const out: object[] = [];
  for (let n = 0; out.length < SIZE; n++) {
    const animal = `BULK-${String(n).padStart(6, '0')}`;
    const year = 2020 + (n % 5);
    const d = (md: string) => `${year}-${md}`;
    out.push(
      { type: 'entry', animal, date: d('01-05'), parity: n % 4, genetic: 'Landrace x Yorkshire' },
      { type: 'service', animal, date: d('01-21'), time: '07:30', boar: 'B-12', doses: 2 },
      { type: 'preg_check', animal, date: d('02-20'), result: 'positive', user: 'marie' },
      { type: 'move', animal, date: d('05-10'), location: 'Mise bas A' },
      { type: 'farrowing', animal, date: d('05-16'), born_alive: 14, stillborn: 1, mummified: 0 },
      { type: 'piglet_death', animal, date: d('05-18'), count: 1, cause: 'crushed' },
      { type: 'foster', animal, date: d('05-19'), count: -2 },
      { type: 'weaning', animal, date: d('06-06'), count: 11, weight_kg: 68.5 },
      { type: 'service', animal, date: d('06-11'), id: `svc-${n}` },
      { type: 'removal', animal, date: d('07-01'), kind: 'cull', cause: 'lameness' },
    );
  }
  return out.slice(0, SIZE);
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, t.clock.now());
  owner = await demoToken(t, 'owner@bocage.demo');
  const [tenant] = await t.database.db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.name, 'Ferme du Bocage'));
  const [site] = await t.database.db
    .insert(sites)
    .values({ tenantId: tenant!.id, name: 'Bulk', type: 'maternity', access: 'all' })
    .returning({ id: sites.id });
  siteId = site!.id;
}, 120_000);

afterAll(() => t?.close());

it(`imports ${SIZE.toLocaleString('en')} records in one request, then finds them unchanged`, async () => {
  const payload = JSON.stringify({ records: records() });
  const send = () =>
    t.app.inject({
      method: 'POST',
      url: `/api/sites/${siteId}/records/import`,
      headers: { authorization: `Bearer ${owner}`, 'content-type': 'application/json' },
      payload,
    });
  const first = await send();
  expect(first.statusCode).toBe(200);
  expect(first.json()).toEqual({
    received: SIZE,
    created: SIZE,
    updated: 0,
    unchanged: 0,
    invalid: [],
  });
  const site = (await findRecordsSite(t.database.db, siteId))!;
  expect(await countSiteEvents(t.database.db, site)).toBe(SIZE);

  const again = await send();
  expect(again.json()).toMatchObject({ created: 0, unchanged: SIZE });
}, 180_000);

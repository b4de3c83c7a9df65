import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sites, tenants } from '../../src/db/schema/index.js';
import {
  countSiteEvents,
  findRecordsSite,
} from '../../src/repositories/herd-records-repository.js';
import { seedDemo } from '../../src/seed/seed-demo.js';
import { bulkRecords } from '../support/bulk-records.js';
import { demoToken } from '../support/demo.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** One request of 100,000 records (about 15 MB of JSON), on both engines. */
const SIZE = 100_000;

let t: TestApp;
let owner: string;
let siteId: string;

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
  const payload = JSON.stringify({ records: bulkRecords(SIZE) });
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

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compareSites,
  computeKpiReport,
  type ApiError,
  type FarmComparison,
  type HerdRecord,
} from '@barnboard/domain';
import { sites } from '../../src/db/schema/index.js';
import { importRecords } from '../../src/modules/herd-records/import-service.js';
import { findRecordsSite } from '../../src/repositories/herd-records-repository.js';
import { seedDemo } from '../../src/seed/seed-demo.js';
import { simulateHerd } from '../../src/simulator/index.js';
import { bearer, demoToken } from '../support/demo.js';
import { demoTenant } from '../support/demo-tenant.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * GET /api/farm-comparison on a real database: each site's KPIs equal the reference engine's on
 * its records, the quartiles and quarters are the domain's, and the rules of spec §5 and §6
 * hold (at least two sites, at most 90 days, sites the user may read, a managed site with
 * gestation and lactation feeding).
 */

let t: TestApp;
let owner: string;
const herds: { id: string; records: HerdRecord[] }[] = [];
const END = '2026-06-30';
const PERIOD = { from: '2026-04-02', to: END };

beforeAll(async () => {
  t = await createTestApp();
  // The herds' records end on the sites' today: a comparison reads no day after it.
  t.clock.set(new Date(`${END}T12:00:00Z`));
  await seedDemo(t.database.db, t.clock.now());
  owner = await demoToken(t, 'owner@bocage.demo');
  const demo = await demoTenant(t.database.db);
  for (const [seed, sows] of [
    [11, 60],
    [12, 90],
    [13, 40],
    // A fourth herd: quartiles are drawn from 4 sites or more.
    [14, 75],
  ] as const) {
    const records = simulateHerd({ sows, years: 1, seed, endDate: END });
    const site = (await findRecordsSite(t.database.db, await demo.newSite('Compared')))!;
    const imported = await importRecords(t.database.db, site, records, (index) => ({ index }));
    expect(imported.invalid).toEqual([]);
    herds.push({ id: site.id, records });
  }
}, 180_000);

afterAll(() => t?.close());

const compare = (query: string, token = owner) =>
  t.app.inject({ method: 'GET', url: `/api/farm-comparison?${query}`, headers: bearer(token) });

const siteId = async (name: string) =>
  (await t.database.db.select({ id: sites.id }).from(sites).where(eq(sites.name, name)))[0]!.id;

describe('GET /api/farm-comparison', () => {
  it('compares the sites in the order asked, each equal to the reference engine', async () => {
    const ids = herds.map((herd) => herd.id);
    const response = await compare(`sites=${ids.join(',')}&from=${PERIOD.from}&to=${PERIOD.to}`);
    expect(response.statusCode).toBe(200);
    const expected = compareSites(
      PERIOD,
      herds.map((herd) => ({
        site_id: herd.id,
        kpis: computeKpiReport(herd.records, PERIOD).kpis,
      })),
    );
    const body = response.json<FarmComparison>();
    expect(body).toEqual(expected);
    // Four herds of different sizes and results: far_rate ranks them all, best to last.
    const ranks = body.sites.map((site) => site.quartiles.far_rate).sort();
    expect([ranks[0], ranks[3], ranks.includes(null)]).toEqual([1, 4, false]);
    expect(body.group.far_rate.sites).toBe(4);
    // Repeated parameters name the same sites.
    const repeated = await compare(
      `${ids.map((id) => `sites=${id}`).join('&')}&from=${PERIOD.from}&to=${PERIOD.to}`,
    );
    expect(repeated.json()).toEqual(expected);
  }, 60_000);

  it('refuses one site, or more than 90 days, naming the field', async () => {
    const [a, b] = herds.map((herd) => herd.id);
    const one = await compare(`sites=${a}&from=2026-04-01&to=2026-04-30`);
    expect(one.statusCode).toBe(400);
    expect(one.json<ApiError>().details).toEqual([
      { field: 'querystring.sites', reason: 'must name at least 2 sites' },
    ]);
    const long = await compare(`sites=${a},${b}&from=2026-04-01&to=2026-06-30`);
    expect(long.statusCode).toBe(400);
    expect(long.json<ApiError>().details).toEqual([
      { field: 'querystring.to', reason: 'the period may cover at most 90 days' },
    ]);
  });

  it('refuses a site the user cannot read (403) or that does not exist (404)', async () => {
    const [a] = herds.map((herd) => herd.id);
    const partner = await siteId('Horizon GDU');
    expect((await compare(`sites=${a},${partner}&from=${PERIOD.from}&to=${END}`)).statusCode).toBe(
      403,
    );
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await compare(`sites=${a},${unknown}&from=${PERIOD.from}&to=${END}`)).statusCode).toBe(
      404,
    );
  });

  it('is for users managing a site with both feedings: a member gets 403', async () => {
    const maternity = await siteId('Maternité Saint-Hyacinthe');
    const nursery = await siteId('Pouponnière du Ruisseau');
    const query = `sites=${maternity},${nursery}&from=${PERIOD.from}&to=${END}`;
    expect((await compare(query)).statusCode).toBe(200);
    const member = await demoToken(t, 'member@bocage.demo');
    expect((await compare(query, member)).statusCode).toBe(403);
  });
});

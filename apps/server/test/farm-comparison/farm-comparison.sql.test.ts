import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  avgMatureFemales,
  buildTimelines,
  compareSites,
  computeKpiReport,
  dateOfDay,
  dayNumber,
  femaleLivesOf,
  lactationIntakeKg,
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
const herds: { id: string; records: HerdRecord[]; intakes: Intake[] }[] = [];
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
    // Lactation intakes of the sows farrowed in the period (none on the fourth site), days 0 to
    // 24: the comparison reads days 2 to 18 of them.
    const intakes = seed === 14 ? [] : lactationIntakes(records, seed);
    if (intakes.length > 0) {
      const answer = await t.app.inject({
        method: 'POST',
        url: `/api/sites/${site.id}/feed-intakes/import`,
        headers: bearer(owner),
        payload: { intakes },
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    herds.push({ id: site.id, records, intakes });
  }
}, 180_000);

type Intake = {
  animal: string;
  date: string;
  kind: 'lactation';
  day: number;
  distributed_g: number;
  target_g: number;
};

/** Eight sows farrowed in the period, fed more each lactation day (by the herd's seed). */
function lactationIntakes(records: readonly HerdRecord[], seed: number): Intake[] {
  const from = dayNumber(PERIOD.from);
  const to = dayNumber(END);
  return records
    .filter((record) => record.type === 'farrowing' && dayNumber(record.date) >= from)
    .slice(0, 8)
    .flatMap((farrowing) =>
      Array.from({ length: 25 }, (_, day) => dayNumber(farrowing.date) + day)
        .filter((on) => on <= to)
        .map((on) => {
          const day = on - dayNumber(farrowing.date);
          return {
            animal: farrowing.animal,
            date: dateOfDay(on),
            kind: 'lactation' as const,
            day,
            target_g: 8_000,
            distributed_g: 1_500 + day * (200 + seed * 10),
          };
        }),
    );
}

/** The intakes summed by lactation day, as the server groups them. */
function byLactationDay(intakes: readonly Intake[]) {
  const byDay = new Map<number, { day: number; intakes: number; distributed_g: number }>();
  for (const intake of intakes) {
    const sums = byDay.get(intake.day) ?? { day: intake.day, intakes: 0, distributed_g: 0 };
    sums.intakes++;
    sums.distributed_g += intake.distributed_g;
    byDay.set(intake.day, sums);
  }
  return [...byDay.values()];
}

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
        figures: {
          lactation_intake_kg: lactationIntakeKg(byLactationDay(herd.intakes)),
          avg_females_200d: avgMatureFemales(femaleLivesOf(buildTimelines(herd.records)), PERIOD),
        },
      })),
    );
    const body = response.json<FarmComparison>();
    expect(body).toEqual(expected);
    // Three sites fed their sows, one did not; gilts enter young, so the 200-day inventory is
    // below avg_females.
    expect(body.sites.map((site) => site.figures.lactation_intake_kg === null)).toEqual([
      false,
      false,
      false,
      true,
    ]);
    // The lactation history over lactation days 2/18 reads the same feed.
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/sites/${ids[0]}/feeding/lactation/history?from=${PERIOD.from}&to=${PERIOD.to}&lactation_days=2/18`,
      headers: bearer(owner),
    });
    expect(history.json<{ mean_g: number }>().mean_g).toBe(
      Math.round(body.sites[0]!.figures.lactation_intake_kg! * 1000),
    );
    for (const site of body.sites) {
      expect(site.figures.avg_females_200d).toBeGreaterThan(0);
      expect(site.figures.avg_females_200d).toBeLessThan(site.kpis.avg_females!);
    }
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

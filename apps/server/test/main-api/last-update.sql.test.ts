import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LastUpdate } from '@barnboard/domain';
import { sites } from '../../src/db/schema/index.js';
import { DEMO_BINS, DEMO_INGEST_KEY } from '../../src/seed/demo-bins.js';
import { bearer, demoToken } from '../support/demo.js';
import { feedingKit, type FeedingKit } from '../support/feeding-sites.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** GET /api/sites/{siteId}/last-update (docs/feeding.md, "Last update of a site"). */

let t: TestApp;
let kit: FeedingKit;

const lastUpdate = async (siteId: string, token?: string) => {
  const response = await kit.get(`/api/sites/${siteId}/last-update`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LastUpdate>();
};

/** An import of the site, which must succeed. */
async function imported(siteId: string, path: string, body: object): Promise<void> {
  const answer = await kit.post(`/api/sites/${siteId}/${path}`, body);
  expect(answer.statusCode, answer.body).toBe(200);
}

/**
 * Runs `write` and answers the real clock's instants just before and after it: inserts are
 * stamped by the database's clock (now()), not by the app's manual one.
 */
async function bracketing(write: () => Promise<void>): Promise<[number, number]> {
  const before = Date.now();
  await write();
  return [before, Date.now()];
}

const latest = (times: string[]) =>
  new Date(Math.max(...times.map((time) => Date.parse(time)))).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  kit = await feedingKit(t);
}, 120_000);

afterAll(() => t?.close());

describe('last update of a site', () => {
  it('is null everywhere on a site without data', async () => {
    const siteId = await kit.newSite([]);
    expect(await lastUpdate(siteId)).toEqual({
      at: null,
      sources: { feeding: null, herd: null, bins: null },
    });
  });

  it('gives the latest visit or notification time, and the herd import that came after', async () => {
    let siteId = '';
    const [herdFrom, herdTo] = await bracketing(async () => {
      siteId = await kit.newSite(['S1', 'S2']);
    });
    const visits = [
      { animal: 'S1', station: 'ESF 1', time: '2026-03-09T23:30:00-04:00', quantity_g: 900 },
      // Dated the 10th on the site (UTC−4), the 11th in UTC: the latest of the visits.
      { animal: 'S2', station: 'ESF 1', time: '2026-03-11T02:15:00Z', quantity_g: 800 },
      { animal: 'S1', station: 'ESF 1', time: '2026-03-10T06:00:00-04:00', quantity_g: 1500 },
    ];
    const notifications = [
      { station: 'ESF 1', code: 102, time: '2026-03-10T21:00:00-04:00' },
      { station: 'ESF 1', code: 201, time: '2026-03-08T12:00:00Z' },
    ];
    await imported(siteId, 'feeding/visits/import', { visits });
    const visitsOnly = await lastUpdate(siteId);
    expect(visitsOnly.sources.feeding).toBe(latest(visits.map((visit) => visit.time)));

    await imported(siteId, 'feeding/notifications/import', { notifications });
    const answer = await lastUpdate(siteId);
    const feeding = latest([...visits, ...notifications].map((row) => row.time));
    expect(answer.sources.feeding).toBe(feeding);
    expect(answer.sources.bins).toBeNull();
    const herd = Date.parse(answer.sources.herd!);
    expect(herd).toBeGreaterThanOrEqual(herdFrom);
    expect(herd).toBeLessThanOrEqual(herdTo);
    expect(answer.at).toBe(latest([feeding, answer.sources.herd!]));
  });

  it('counts a feed intake when it is written, an intake having a day but no time', async () => {
    const siteId = await kit.newSite(['S1']);
    const intake = {
      animal: 'S1',
      date: '2026-03-10',
      kind: 'gestation',
      target_g: 2500,
      distributed_g: 1000,
      day: 40,
    };
    const [from, to] = await bracketing(() =>
      imported(siteId, 'feed-intakes/import', { intakes: [intake] }),
    );
    const created = Date.parse((await lastUpdate(siteId)).sources.feeding!);
    expect(created).toBeGreaterThanOrEqual(from);
    expect(created).toBeLessThanOrEqual(to);
    // An update is stamped with the app's clock: set past every other write (and signed in
    // again there, the kit's token being short-lived).
    const now = t.clock.now();
    t.clock.set('2030-01-01T00:00:00Z');
    const changed = await kit.post(
      `/api/sites/${siteId}/feed-intakes/import`,
      { intakes: [{ ...intake, distributed_g: 2500 }] },
      await demoToken(t, 'owner@bocage.demo'),
    );
    t.clock.set(now);
    expect(changed.json()).toMatchObject({ updated: 1 });
    expect((await lastUpdate(siteId)).sources.feeding).toBe('2030-01-01T00:00:00.000Z');
  });

  it('gives the latest reading of the site’s bins', async () => {
    const [maternity] = await t.database.db
      .select({ id: sites.id })
      .from(sites)
      .where(eq(sites.name, 'Maternité Saint-Hyacinthe'));
    const before = await lastUpdate(maternity!.id);
    expect(before.sources.bins).not.toBeNull();
    const measured = new Date(Date.parse(before.sources.bins!) + 30 * 60_000).toISOString();
    const ingest = await t.app.inject({
      method: 'POST',
      url: '/ingest/readings',
      headers: bearer(DEMO_INGEST_KEY),
      payload: {
        readings: [
          {
            dev_eui: DEMO_BINS[1]!.devEui,
            time: measured,
            distance_mm: 2000,
            battery_mv: 3600,
            temperature_c: 4,
          },
        ],
      },
    });
    expect(ingest.json<{ stored: number }>().stored).toBe(1);
    expect(await lastUpdate(maternity!.id)).toEqual({
      at: measured,
      sources: { feeding: null, herd: null, bins: measured },
    });
  });

  it('is open to any viewer of the site whatever their areas, and to no one else', async () => {
    const siteId = await kit.newSite([]);
    const otherSite = await kit.newSite([]);
    const lactationOnly = await kit.userWith(siteId, 'member', ['lactation']);
    expect((await lastUpdate(siteId, lactationOnly)).at).toBeNull();
    const outsider = await kit.userWith(otherSite, 'manager', ['gestation', 'lactation']);
    const refused = await kit.get(`/api/sites/${siteId}/last-update`, outsider);
    expect(refused.statusCode).toBe(403);
  });
});

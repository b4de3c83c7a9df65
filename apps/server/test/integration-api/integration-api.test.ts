import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRESENT_STATUSES } from '@barnboard/domain';
import {
  bins,
  buildings,
  feedIntakes,
  herdEvents,
  integrationInstallations,
  sites,
  stationNotifications,
} from '../../src/db/schema/index.js';
import { AccessKeyVerifier, MEDIA_TYPE_V1 } from '../../src/modules/integration-api/index.js';
import { listPlacesOfBuilding } from '../../src/repositories/integration-api-repository.js';
import { findUserByLogin } from '../../src/repositories/users-repository.js';
import { seedDemo } from '../../src/seed/seed-demo.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import {
  createIntegration,
  installIntegration,
  revokeInstallation,
  type TestInstallation,
} from './support.js';

/**
 * The integration API on the demo farm (with its herd, feeding and bins): what each key reads,
 * pages, refusals, the media type, the rate limit and the installation's last activity.
 */
const RATE_LIMIT = 40;

let t: TestApp;
let maternity: { id: string; tenantId: string };
let whole: TestInstallation;
let narrowed: TestInstallation;
let building: { id: string; name: string };
let integrationId: string;

type Page<T> = {
  data: T[];
  meta: { page: number; per_page: number; total: number; pages: number };
};

function get(url: string, key: string | null, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'GET',
    url: `/integration/v1/${url}`,
    headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers },
  });
}

async function page<T>(url: string, key = whole.key): Promise<Page<T>> {
  const response = await get(url, key);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page<T>>();
}

beforeAll(async () => {
  t = await createTestApp({ INTEGRATION_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) });
  await seedDemo(t.database.db, t.clock.now(), { herd: true });
  const db = t.database.db;
  const [site] = await db
    .select({ id: sites.id, tenantId: sites.tenantId })
    .from(sites)
    .where(eq(sites.name, 'Maternité Saint-Hyacinthe'));
  maternity = site!;
  const [withBins] = await db
    .select({ id: buildings.id, name: buildings.name })
    .from(buildings)
    .innerJoin(bins, and(eq(bins.tenantId, buildings.tenantId), eq(bins.buildingId, buildings.id)))
    .where(eq(buildings.siteId, maternity.id))
    .limit(1);
  building = withBins!;
  const integrator = (await findUserByLogin(db, 'integrator@barnboard.demo'))!;
  const integration = await createIntegration(db, {
    ownerId: integrator.id,
    url: 'https://hooks.example.com/unused',
  });
  integrationId = integration.id;
  whole = await installIntegration(db, { integrationId, siteId: maternity.id });
  const other = await createIntegration(db, {
    ownerId: integrator.id,
    url: 'https://hooks.example.com/x',
  });
  narrowed = await installIntegration(db, {
    integrationId: other.id,
    siteId: maternity.id,
    buildingId: building.id,
  });
}, 180_000);

afterAll(() => t?.close());

describe('the integration API', () => {
  it('describes the installed site, and only the key’s building when it has one', async () => {
    const site = (await get('site', whole.key)).json<{
      id: string;
      name: string;
      timezone: string;
      building: null;
      buildings: { id: string }[];
    }>();
    expect(site).toMatchObject({
      id: maternity.id,
      name: 'Maternité Saint-Hyacinthe',
      building: null,
    });
    const [{ n }] = (await t.database.db
      .select({ n: count() })
      .from(buildings)
      .where(eq(buildings.siteId, maternity.id))) as [{ n: number }];
    expect(site.buildings).toHaveLength(n);
    const one = (await get('site', narrowed.key)).json<{
      building: { id: string };
      buildings: unknown[];
    }>();
    expect(one.building.id).toBe(building.id);
    expect(one.buildings).toEqual([one.building]);
  });

  it('pages the herd events: meta, per_page up to 1000, 100 by default, past the end', async () => {
    const [{ n }] = (await t.database.db
      .select({ n: count() })
      .from(herdEvents)
      .where(eq(herdEvents.siteId, maternity.id))) as [{ n: number }];
    expect(n).toBeGreaterThan(1000);
    const first = await page<{ id: string }>('herd-events');
    expect(first.meta).toEqual({ page: 1, per_page: 100, total: n, pages: Math.ceil(n / 100) });
    expect(first.data).toHaveLength(100);
    const big = await page<{ id: string }>('herd-events?per_page=1000&page=2');
    expect(big.meta).toEqual({ page: 2, per_page: 1000, total: n, pages: Math.ceil(n / 1000) });
    expect(big.data).toHaveLength(Math.min(1000, n - 1000));
    // Pages do not overlap and follow one order.
    const second = await page<{ id: string }>('herd-events?per_page=100&page=2');
    const ids = new Set(first.data.map((event) => event.id));
    expect(second.data.some((event) => ids.has(event.id))).toBe(false);
    const past = await page<{ id: string }>(`herd-events?page=${Math.ceil(n / 100) + 1}`);
    expect(past).toEqual({ data: [], meta: { ...first.meta, page: Math.ceil(n / 100) + 1 } });
  });

  it('filters the herd events by type and period', async () => {
    const services = await page<{ type: string; date: string }>(
      'herd-events?type=service&since=2025-01-01&until=2025-12-31&per_page=1000',
    );
    const [{ n }] = (await t.database.db
      .select({ n: count() })
      .from(herdEvents)
      .where(
        and(
          eq(herdEvents.siteId, maternity.id),
          eq(herdEvents.type, 'service'),
          sql`${herdEvents.date} between '2025-01-01' and '2025-12-31'`,
        ),
      )) as [{ n: number }];
    expect(services.meta.total).toBe(n);
    expect(services.data.every((e) => e.type === 'service' && e.date.startsWith('2025-'))).toBe(
      true,
    );
  });

  it('refuses bad queries saying which parameter and why', async () => {
    for (const [query, field] of [
      ['herd-events?per_page=1001', 'per_page'],
      ['herd-events?per_page=0', 'per_page'],
      ['herd-events?page=abc', 'page'],
      ['herd-events?type=party', 'type'],
      ['herd-events?since=2026-02-30', 'since'],
      ['herd-events?since=2026-03-01&until=2026-02-01', 'until'],
      ['feed-intakes?kind=breakfast', 'kind'],
      ['notifications?until=yesterday', 'until'],
      ['animals?status=flying', 'status'],
      ['bins?per_page=5000', 'per_page'],
    ] as const) {
      const response = await get(query, whole.key);
      expect(response.statusCode, query).toBe(400);
      const details = response.json<{ details: { field: string }[] }>().details;
      expect(details.map((detail) => detail.field).join(), query).toContain(field);
    }
  });

  it('reads the feed intakes, notifications and bins of the site', async () => {
    const db = t.database.db;
    const total = async (table: typeof feedIntakes | typeof stationNotifications | typeof bins) =>
      (
        (await db.select({ n: count() }).from(table).where(eq(table.siteId, maternity.id))) as [
          { n: number },
        ]
      )[0].n;
    const intakes = await page<{ animal: string }>('feed-intakes');
    expect(intakes.meta.total).toBe(await total(feedIntakes));
    expect(intakes.meta.total).toBeGreaterThan(0);
    const notifications = await page<{ station: { name: string } }>('notifications');
    expect(notifications.meta.total).toBe(await total(stationNotifications));
    expect(notifications.meta.total).toBeGreaterThan(0);
    const siteBins = await page<{ id: string; last_level: { fill_percent: number } }>('bins');
    expect(siteBins.meta.total).toBe(await total(bins));
    expect(siteBins.data.every((bin) => typeof bin.last_level.fill_percent === 'number')).toBe(
      true,
    );
  });

  it('lists the animals present with their status, filtered by status', async () => {
    const all = await page<{ identity: string }>('animals');
    expect(all.meta.total).toBeGreaterThan(0);
    // Every present animal has exactly one of the statuses: the filtered totals add up.
    let sum = 0;
    for (const status of PRESENT_STATUSES) {
      const some = await page<{ status: string }>(`animals?status=${status}&per_page=1000`);
      expect(some.data.every((animal) => animal.status === status)).toBe(true);
      sum += some.meta.total;
    }
    expect(sum).toBe(all.meta.total);
  });

  it('narrows a building’s key to its bins and its places', async () => {
    const db = t.database.db;
    const own = await page<{ building: { id: string } }>('bins', narrowed.key);
    const [{ n }] = (await db
      .select({ n: count() })
      .from(bins)
      .where(eq(bins.buildingId, building.id))) as [{ n: number }];
    expect(own.meta.total).toBe(n);
    expect(own.data.every((bin) => bin.building.id === building.id)).toBe(true);
    const places = await listPlacesOfBuilding(db, maternity.tenantId, building.id);
    const events = await page<{ location: string }>('herd-events?per_page=1000', narrowed.key);
    const [{ inBuilding }] = (await db
      .select({ inBuilding: count() })
      .from(herdEvents)
      .where(
        and(
          eq(herdEvents.siteId, maternity.id),
          inArray(herdEvents.location, places.length ? places : ['']),
        ),
      )) as [{ inBuilding: number }];
    expect(events.meta.total).toBe(inBuilding);
    expect(events.data.every((event) => places.includes(event.location))).toBe(true);
  });

  it('answers the versioned media type, takes JSON too, and refuses unknown versions', async () => {
    const plain = await get('site', whole.key);
    expect(plain.headers['content-type']).toBe(`${MEDIA_TYPE_V1}; charset=utf-8`);
    expect((await get('site', whole.key, { accept: MEDIA_TYPE_V1 })).statusCode).toBe(200);
    expect((await get('site', whole.key, { accept: 'application/json' })).statusCode).toBe(200);
    const v2 = await get('site', whole.key, { accept: 'application/vnd.barnboard.v2+json' });
    expect(v2.statusCode).toBe(406);
    expect(v2.json<{ message: string }>().message).toContain('v2');
    expect(v2.headers['content-type']).toBe(`${MEDIA_TYPE_V1}; charset=utf-8`);
    expect((await get('site', whole.key, { accept: 'text/html' })).statusCode).toBe(406);
  });

  it('refuses a missing, malformed, wrong or revoked key with 401', async () => {
    const db = t.database.db;
    const wrong = whole.key.slice(0, -4) + (whole.key.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    for (const key of [null, 'nonsense', whole.key.replace('bbi_', 'bbk_'), wrong]) {
      const response = await get('site', key);
      expect(response.statusCode, String(key)).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
    const doomed = await installIntegration(db, {
      integrationId: (
        await createIntegration(db, {
          ownerId: (await findUserByLogin(db, 'integrator@barnboard.demo'))!.id,
          url: 'https://hooks.example.com/y',
        })
      ).id,
      siteId: maternity.id,
    });
    expect((await get('site', doomed.key)).statusCode).toBe(200);
    await revokeInstallation(db, doomed.id, t.clock.now());
    // Another server's revocation is seen once the cached installation expires.
    t.clock.advance(AccessKeyVerifier.CACHE_MS + 1);
    expect((await get('site', doomed.key)).statusCode).toBe(401);
  });

  it('records the installation’s last activity, at most once a minute', async () => {
    const db = t.database.db;
    const installed = await installIntegration(db, {
      integrationId,
      siteId: (
        await db.select({ id: sites.id }).from(sites).where(eq(sites.name, 'Horizon GDU'))
      )[0]!.id,
    });
    const lastActive = async () => {
      await t.app.accessKeys.settled();
      const [row] = await db
        .select({ at: integrationInstallations.lastActiveAt })
        .from(integrationInstallations)
        .where(eq(integrationInstallations.id, installed.id));
      return row!.at?.toISOString() ?? null;
    };
    expect(await lastActive()).toBeNull();
    const first = t.clock.now().toISOString();
    await get('site', installed.key);
    expect(await lastActive()).toBe(first);
    t.clock.advance(30_000);
    await get('site', installed.key);
    expect(await lastActive()).toBe(first);
    t.clock.advance(31_000);
    const later = t.clock.now().toISOString();
    await get('bins', installed.key);
    expect(await lastActive()).toBe(later);
  });

  it('counts requests per key across routes and answers 429 with Retry-After', async () => {
    t.clock.advance(60_000);
    const flooded = await installIntegration(t.database.db, {
      integrationId: (
        await createIntegration(t.database.db, {
          ownerId: (await findUserByLogin(t.database.db, 'integrator@barnboard.demo'))!.id,
          url: 'https://hooks.example.com/z',
        })
      ).id,
      siteId: maternity.id,
    });
    const routes = ['site', 'bins'];
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT; i++)
      statuses.push((await get(routes[i % 2]!, flooded.key)).statusCode);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await get('animals', flooded.key);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another key is counted on its own.
    expect((await get('site', whole.key)).statusCode).toBe(200);
  });
});

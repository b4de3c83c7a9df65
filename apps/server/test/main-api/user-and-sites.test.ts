import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, Site, User } from '@barnboard/domain';
import { memberships, users } from '../../src/db/schema/index.js';
import { seedDemo } from '../../src/seed/seed-demo.js';
import { bearer, demoToken } from '../support/demo.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let staff: string;
let manager: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, t.clock.now());
  staff = await demoToken(t, 'staff@barnboard.demo');
  manager = await demoToken(t, 'manager@bocage.demo');
}, 60_000);

afterAll(() => t?.close());

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('what each site holds', () => {
  it('says which sites hold bins (the demo without its herds)', async () => {
    const body = (await get('/api/staff/sites/vision-web', staff)).json<{ data: Site[] }>();
    const holds = Object.fromEntries(body.data.map((site) => [site.name, site.holds]));
    const bins = { gestation: false, lactation: false, herd: false, bins: true };
    const none = { ...bins, bins: false };
    expect(holds).toEqual({
      'Engraissement Les Érables': bins,
      'Maternité Saint-Hyacinthe': bins,
      'Pouponnière du Ruisseau': bins,
      'Horizon GDU': none,
      'Maternité Horizon': none,
    });
  });
});

describe('paging (page from 1, per_page at most 1000)', () => {
  it('pages the staff site list and reports the metadata', async () => {
    const first = await get('/api/staff/sites/vision-web?page=1&per_page=2', staff);
    expect(first.statusCode).toBe(200);
    const body = first.json<{ data: Site[]; meta: Record<string, unknown> }>();
    expect(body.data).toHaveLength(2);
    expect(body.meta).toEqual({
      total: 5,
      pages: 3,
      per_page: 2,
      current_page: 1,
      last_page: 3,
      first: true,
      empty: false,
    });

    const pages = await Promise.all(
      [1, 2, 3].map((page) => get(`/api/staff/sites/vision-web?page=${page}&per_page=2`, staff)),
    );
    const ids = pages.flatMap((r) => r.json<{ data: Site[] }>().data.map((s) => s.id));
    expect(new Set(ids).size).toBe(5);
  });

  it('answers an empty page past the end', async () => {
    const response = await get('/api/staff/sites/vision-web?page=9&per_page=2', staff);
    expect(response.json<{ data: Site[]; meta: { empty: boolean } }>()).toMatchObject({
      data: [],
      meta: { empty: true },
    });
  });

  it.each([
    ['per_page=1001', 'querystring.per_page'],
    ['per_page=0', 'querystring.per_page'],
    ['page=0', 'querystring.page'],
    ['page=abc', 'querystring.page'],
  ])('refuses %s with the field and the reason', async (query, field) => {
    const response = await get(`/api/sites/vision-web?${query}`, manager);
    expect(response.statusCode).toBe(400);
    const body = response.json<ApiError>();
    expect(body.code).toBe('validation_error');
    expect(body.details?.map((d) => d.field)).toEqual([field]);
    expect(body.details?.[0]?.reason).toBeTruthy();
  });
});

describe('PATCH /api/user', () => {
  it('saves preferences and answers the user with them', async () => {
    const prefs = JSON.stringify({ theme: 'dark', Language: 'fr', lastSiteVisited: 'x' });
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: bearer(manager),
      payload: { prefs },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<User>().prefs).toBe(prefs);
    expect((await get('/api/user', manager)).json<User>().prefs).toBe(prefs);
  });

  it.each([
    [{ prefs: 'not json' }, 'body.prefs'],
    [{ prefs: '[1,2]' }, 'body.prefs'],
    [{ prefs: 42 }, 'body.prefs'],
    [{ locale: 'de' }, 'body.locale'],
    [{ role: 'staff' }, 'body'],
    [{}, 'body'],
  ])('refuses %j naming %s, and writes nothing', async (payload, field) => {
    const before = (await get('/api/user', manager)).json<User>();
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: bearer(manager),
      payload,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<ApiError>();
    expect(body.details?.[0]?.field).toBe(field);
    expect(body.message).toContain(field);
    expect((await get('/api/user', manager)).json<User>()).toEqual(before);
  });

  it('accepting the agreements ends the first-sign-in state', async () => {
    const newcomer = await demoToken(t, 'new@horizon.demo');
    const before = (await get('/api/user', newcomer)).json<User>();
    expect(before).toMatchObject({ never_login: true, agreed_terms_policy: false });
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: bearer(newcomer),
      payload: { agreed_terms_policy: true },
    });
    expect(response.json<User>()).toMatchObject({ never_login: false, agreed_terms_policy: true });
  });
});

describe('PATCH /api/sites/{id}', () => {
  it('saves the site preferences for a manager', async () => {
    const sites = (await get('/api/sites/vision-web', manager)).json<{ data: Site[] }>().data;
    const maternity = sites.find((s) => s.type === 'maternity')!;
    const prefs = JSON.stringify({
      objectives: {
        far_rate: { type: 'higher', thresholds: [0.8, 0.86, 0.88, 0.9, null], fade: 0.25 },
      },
    });
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/sites/${maternity.id}`,
      headers: bearer(manager),
      payload: { prefs },
    });
    expect(response.statusCode).toBe(200);
    const again = (await get('/api/sites/vision-web', manager)).json<{ data: Site[] }>().data;
    expect(again.find((s) => s.id === maternity.id)?.preferences).toBe(prefs);
  });

  it('answers 404 for an unknown site and 400 for a malformed id', async () => {
    const unknown = await t.app.inject({
      method: 'PATCH',
      url: '/api/sites/00000000-0000-4000-8000-000000000000',
      headers: bearer(manager),
      payload: { prefs: '{}' },
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'PATCH',
      url: '/api/sites/42',
      headers: bearer(manager),
      payload: { prefs: '{}' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<ApiError>().details?.[0]?.field).toBe('params.id');
  });
});

describe('members', () => {
  it('lists memberships with tenant, sites, access and expiry', async () => {
    const expired = await demoToken(t, 'expired@bocage.demo');
    const body = (await get('/api/members', expired)).json<{
      data: { expires_at: string | null; tenant: { name: string } }[];
    }>();
    expect(body.data).toHaveLength(1);
    expect(Date.parse(body.data[0]!.expires_at!)).toBeLessThan(t.clock.now().getTime());
    expect(body.data[0]!.tenant.name).toBe('Ferme du Bocage');
  });
});

describe('malformed requests', () => {
  it('answers malformed JSON with 400 and a reason', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: { ...bearer(manager), 'content-type': 'application/json' },
      payload: '{"prefs": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().message).toBeTruthy();
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiError>().code).toBe('not_found');
  });
});

describe('membership expiry', () => {
  it('is checked on every request, not read from the token', async () => {
    const admin = await demoToken(t, 'admin@bocage.demo');
    const sites = (await get('/api/sites/vision-web', admin)).json<{ data: Site[] }>().data;
    expect(sites.length).toBeGreaterThan(0);
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'admin@bocage.demo'));
    await t.database.db
      .update(memberships)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(memberships.userId, user!.id));
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/sites/${sites[0]!.id}`,
      headers: bearer(admin),
      payload: { prefs: '{}' },
    });
    expect(patch.statusCode).toBe(403);
    expect((await get('/api/sites/vision-web', admin)).json<{ data: Site[] }>().data).toEqual([]);
  });
});

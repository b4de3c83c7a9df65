import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_TILES_PER_PAGE,
  TILE_KEYS,
  type ApiError,
  type Site,
  type User,
} from '@barnboard/domain';
import { sites, users } from '../../src/db/schema/index.js';
import { seedDemo } from '../../src/seed/seed-demo.js';
import { bearer, demoToken } from '../support/demo.js';
import { createSignedInUser } from '../support/sign-in.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** The report preferences are checked when saved, on the user and on the site (docs/preferences.md). */

let t: TestApp;
let manager: string;
let member: string;
let maternityId: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, t.clock.now());
  manager = await demoToken(t, 'manager@bocage.demo');
  member = await demoToken(t, 'member@bocage.demo');
  const [maternity] = await t.database.db
    .select({ id: sites.id })
    .from(sites)
    .where(eq(sites.name, 'Maternité Saint-Hyacinthe'));
  maternityId = maternity!.id;
}, 60_000);

afterAll(() => t?.close());

const farRate = { type: 'higher', thresholds: [0.8, 0.86, 0.88, 0.9, null], fade: 0.25 };

/** A valid value of every checked key, and keys the server does not know. */
const GOOD = {
  favorites: [
    { name: 'Morning-checks', tiles: ['gestation-live', 'lactation-live'] },
    { name: 'Herd', tiles: ['kpi-herd'] },
  ],
  dashboardTiles: { gestation: ['gestation-losses', 'gestation-live'] },
  tilePeriods: { 'gestation-visits': 0.014, 'kpi-reproduction': 12 },
  objectives: { far_rate: farRate },
  typeObjectives: 'off',
  colorsDisplay: 'red',
  gradientOrNo: false,
  gridDisplay: 'compact',
  lactation: { lactation_day_range: '2/21', from: '2026-01-01' },
  filterGroups: { 'lactation-history': [{ name: 'Gilts', items: ['parity:0'] }] },
  theme: { theme: 'dark' },
  silosOrder: 'fill_level',
  weightUnit: 'lbs',
  DateFormat: 'DD-MM-YYYY',
  somethingNew: { kept: [1, null, 'as written'] },
};

/** One wrong value per checked key, and where the answer must say it is. */
const BAD: [string, object, string][] = [
  ['favorites', { favorites: [{ name: 'Morning checks', tiles: [] }] }, 'prefs.favorites[0].name'],
  [
    'favorites',
    { favorites: [{ name: 'Full', tiles: TILE_KEYS.slice(0, MAX_TILES_PER_PAGE + 1) }] },
    'prefs.favorites[0].tiles',
  ],
  [
    'dashboardTiles',
    { dashboardTiles: { lactation: ['gestation-live'] } },
    'prefs.dashboardTiles.lactation[0]',
  ],
  ['tilePeriods', { tilePeriods: { 'kpi-herd': 0.0005 } }, 'prefs.tilePeriods.kpi-herd'],
  [
    'objectives',
    { objectives: { far_rate: { ...farRate, thresholds: [0.9, 0.86, 0.88, 0.95, null] } } },
    'prefs.objectives.far_rate.thresholds[1]',
  ],
  ['typeObjectives', { typeObjectives: true }, 'prefs.typeObjectives'],
  ['colorsDisplay', { colorsDisplay: 'green' }, 'prefs.colorsDisplay'],
  ['gradientOrNo', { gradientOrNo: 1 }, 'prefs.gradientOrNo'],
  ['gridDisplay', { gridDisplay: 'wide' }, 'prefs.gridDisplay'],
  [
    'lactation',
    { lactation: { lactation_day_range: '18/1' } },
    'prefs.lactation.lactation_day_range',
  ],
  [
    'filterGroups',
    { filterGroups: { breedings: [{ name: 'a.b', items: ['x'] }] } },
    'prefs.filterGroups.breedings[0].name',
  ],
];

const getUser = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).json<User>();

const patchUser = (token: string, prefs: string) =>
  t.app.inject({ method: 'PATCH', url: '/api/user', headers: bearer(token), payload: { prefs } });

const patchSite = (token: string, prefs: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/sites/${maternityId}`,
    headers: bearer(token),
    payload: { prefs },
  });

async function sitePreferences(): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/sites/vision-web',
    headers: bearer(manager),
  });
  return response.json<{ data: Site[] }>().data.find((site) => site.id === maternityId)!
    .preferences;
}

function expectRefusal(response: { statusCode: number; json<T>(): T }, field: string) {
  expect(response.statusCode).toBe(400);
  const body = response.json<ApiError>();
  expect(body.code).toBe('validation_error');
  expect(body.details).toEqual([{ field, reason: expect.any(String) as string }]);
  expect(body.message).toContain(field);
}

describe('PATCH /api/user prefs', () => {
  it('saves valid report preferences and keeps unknown keys exactly as written', async () => {
    const { tokens } = await createSignedInUser(t);
    const prefs = JSON.stringify(GOOD);
    const response = await patchUser(tokens.access_token, prefs);
    expect(response.statusCode).toBe(200);
    expect(response.json<User>().prefs).toBe(prefs);
    expect((await getUser(tokens.access_token)).prefs).toBe(prefs);
  });

  it.each(BAD)(
    'refuses a wrong %s (%j), naming its path, and stores nothing',
    async (_, wrong, field) => {
      const { tokens } = await createSignedInUser(t);
      const stored = JSON.stringify({ theme: 'light' });
      expect((await patchUser(tokens.access_token, stored)).statusCode).toBe(200);
      const response = await patchUser(tokens.access_token, JSON.stringify({ ...GOOD, ...wrong }));
      expectRefusal(response, field);
      expect((await getUser(tokens.access_token)).prefs).toBe(stored);
    },
  );

  it('lets a user save other preferences beside a value stored before its rule', async () => {
    const { user, tokens } = await createSignedInUser(t);
    const legacy = { gridDisplay: 'wide', favorites: [{ name: 'Old page', tiles: ['weather'] }] };
    await t.database.db
      .update(users)
      .set({ prefs: JSON.stringify(legacy) })
      .where(eq(users.id, user.id));
    const next = JSON.stringify({ ...legacy, theme: 'dark' });
    expect((await patchUser(tokens.access_token, next)).statusCode).toBe(200);
    const changed = await patchUser(
      tokens.access_token,
      JSON.stringify({ ...legacy, favorites: [{ name: 'Old page', tiles: [] }] }),
    );
    expectRefusal(changed, 'prefs.favorites[0].name');
    expect((await getUser(tokens.access_token)).prefs).toBe(next);
  });
});

describe('PATCH /api/sites/{id} prefs', () => {
  const siteObjectives = JSON.stringify({ objectives: { far_rate: farRate }, note: 'farm' });

  it('takes site objectives from a manager, and refuses them to a member', async () => {
    const refused = await patchSite(member, siteObjectives);
    expect(refused.statusCode).toBe(403);
    expect(await sitePreferences()).not.toBe(siteObjectives);
    const saved = await patchSite(manager, siteObjectives);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Site>().preferences).toBe(siteObjectives);
    expect(await sitePreferences()).toBe(siteObjectives);
  });

  it.each(BAD)(
    'refuses a wrong %s (%j), naming its path, and stores nothing',
    async (_, wrong, field) => {
      expect((await patchSite(manager, siteObjectives)).statusCode).toBe(200);
      const response = await patchSite(manager, JSON.stringify({ ...GOOD, ...wrong }));
      expectRefusal(response, field);
      expect(await sitePreferences()).toBe(siteObjectives);
    },
  );
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DictionaryAnswer, DictionaryItem, SiteDictionaryItem } from '@barnboard/domain';
import { bins } from '../../src/db/schema/index.js';
import type { FeedSite } from '../feed/feed-kit.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { adminKit, type AdminKit } from './admin-kit.js';

/**
 * The dictionary manager (spec §3, §5, §6; docs/administration.md): at least one site, names
 * unique on each site, only the owning tenant's admins of all the item's sites change it, an item
 * held by a bin stays, and the bin form's picker reads the site's dictionary.
 */

let t: TestApp;
let kit: AdminKit;
let north: FeedSite;
let south: FeedSite;

beforeAll(async () => {
  t = await createTestApp();
  kit = await adminKit(t);
  north = await kit.newSite('Dictionnaire Nord');
  south = await kit.newSite('Dictionnaire Sud');
  await kit.setAvailableLicences(20);
}, 120_000);
afterAll(() => t?.close());

type Refusal = { code: string; message: string; details?: { field: string; reason: string }[] };

const create = (body: Record<string, unknown>, token = kit.tokens.owner, tenantId = kit.bocageId) =>
  kit.call('POST', `/api/admin/tenants/${tenantId}/dictionary`, token, {
    recipe: 'R-1',
    density: 640,
    ...body,
  });

async function list(token = kit.tokens.owner): Promise<DictionaryItem[]> {
  return kit.json<{ data: DictionaryItem[] }>(
    await kit.call('GET', '/api/admin/dictionary', token),
    200,
  ).data;
}

const remove = (item: Pick<DictionaryItem, 'cloud_id' | 'updated_at'>, token = kit.tokens.owner) =>
  kit.call(
    'DELETE',
    `/api/admin/dictionary/${item.cloud_id}?expected_updated_at=${encodeURIComponent(item.updated_at)}`,
    token,
  );

describe('creating an item', () => {
  it('needs a name, a recipe, a density and at least one site', async () => {
    const answer = kit.json<DictionaryAnswer>(
      await create({
        name: ' Finition 2 ',
        recipe: 'F-2',
        density: 612.5,
        utility: 'Engraissement',
        sites: [north.siteId, north.siteId, south.siteId],
      }),
      201,
    );
    expect(answer.item).toMatchObject({
      name: 'Finition 2',
      recipe: 'F-2',
      density: 612.5,
      utility: 'Engraissement',
      tenant: { cloud_id: kit.bocageId },
      sites: [
        { id: north.siteId, name: 'Dictionnaire Nord' },
        { id: south.siteId, name: 'Dictionnaire Sud' },
      ],
      created_by: 'Odile Bouchard',
      bins: [],
      can_edit: true,
    });
    const [created] = await kit.audit(answer.item.cloud_id);
    expect(created).toMatchObject({ action: 'create', entityType: 'feed' });
    expect(created!.changes).toContainEqual({
      field: 'sites',
      from: null,
      to: ['Dictionnaire Nord', 'Dictionnaire Sud'],
    });

    const fields = async (body: Record<string, unknown>) =>
      (await create(body)).json<Refusal>().details?.map((d) => d.field);
    expect(await fields({ name: 'Sans site', sites: [] })).toEqual(['body.sites']);
    expect(await fields({ name: 'Sans liste' })).toEqual(['body.sites']);
    expect(await fields({ name: '', sites: [north.siteId] })).toEqual(['body.name']);
    expect(await fields({ name: 'Sans recette', recipe: ' ', sites: [north.siteId] })).toEqual([
      'body.recipe',
    ]);
    expect(await fields({ name: 'Densité nulle', density: 0, sites: [north.siteId] })).toEqual([
      'body.density',
    ]);
    expect(await fields({ name: 'Densité folle', density: 2001, sites: [north.siteId] })).toEqual([
      'body.density',
    ]);
  });

  it('refuses a name already on some of the sites, and says which', async () => {
    kit.json(await create({ name: 'Gestation Plus', sites: [north.siteId] }), 201);
    const refused = await create({
      name: 'GESTATION plus',
      sites: [south.siteId, north.siteId],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<Refusal>()).toMatchObject({
      code: 'dictionary_name_taken',
      message: 'An item named "Gestation Plus" is already in the dictionary of Dictionnaire Nord',
      details: [{ field: 'sites', reason: 'Dictionnaire Nord' }],
    });
    // On a site that does not have it, the same name is a new item.
    expect((await create({ name: 'Gestation Plus', sites: [south.siteId] })).statusCode).toBe(201);
  });

  it("offers items only on the tenant's sites that the caller administers", async () => {
    const horizonSite = (await kit.newSite('Bocage only')).siteId;
    const otherTenantSite = await t.database.db.query.sites.findFirst({
      where: (s, { eq: is }) => is(s.name, 'Horizon GDU'),
    });
    const foreign = await create({ name: 'Étranger', sites: [horizonSite, otherTenantSite!.id] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json<Refusal>().details?.[0]?.field).toBe('body.sites');

    const scoped = await kit.member(kit.bocageId, 'admin', [north.siteId]);
    expect(
      (await create({ name: 'Hors de portée', sites: [north.siteId, south.siteId] }, scoped.token))
        .statusCode,
    ).toBe(403);
    expect(
      (await create({ name: 'À portée', sites: [north.siteId] }, scoped.token)).statusCode,
    ).toBe(201);
    for (const token of [kit.tokens.manager, kit.tokens.member]) {
      expect((await create({ name: 'Refusé', sites: [north.siteId] }, token)).statusCode).toBe(403);
    }
    const horizonAdmin = await kit.member(kit.horizonId, 'admin', 'all');
    expect(
      (await create({ name: 'Intrus', sites: [north.siteId] }, horizonAdmin.token)).statusCode,
    ).toBe(403);
  });
});

describe('who sees and changes an item', () => {
  it('lists the items of the sites one administers; changing one needs all its sites', async () => {
    const shared = kit.json<DictionaryAnswer>(
      await create({ name: 'Partagé', sites: [north.siteId, south.siteId] }),
      201,
    ).item;
    const scoped = await kit.member(kit.bocageId, 'admin', [north.siteId]);
    const seen = (await list(scoped.token)).find((item) => item.cloud_id === shared.cloud_id);
    expect(seen).toMatchObject({ can_edit: false });
    const refused = await kit.call(
      'PATCH',
      `/api/admin/dictionary/${shared.cloud_id}`,
      scoped.token,
      { recipe: 'Other', expected_updated_at: shared.updated_at },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json<Refusal>()).toMatchObject({ code: 'dictionary_forbidden' });
    expect((await remove(shared, scoped.token)).json<Refusal>().code).toBe('dictionary_forbidden');

    // Neither the member nor the other tenant sees it at all.
    expect((await kit.call('GET', '/api/admin/dictionary', kit.tokens.member)).statusCode).toBe(
      403,
    );
    const horizonAdmin = await kit.member(kit.horizonId, 'admin', 'all');
    expect((await list(horizonAdmin.token)).some((i) => i.cloud_id === shared.cloud_id)).toBe(
      false,
    );
    const foreign = await kit.call(
      'PATCH',
      `/api/admin/dictionary/${shared.cloud_id}`,
      horizonAdmin.token,
      { recipe: 'Other', expected_updated_at: shared.updated_at },
    );
    expect(foreign.json<Refusal>()).toMatchObject({ code: 'forbidden' });
    expect((await list(kit.tokens.staff)).some((i) => i.cloud_id === shared.cloud_id)).toBe(true);
  });

  it('edits with the version: same values, stale, taken name, sites held by bins', async () => {
    const item = kit.json<DictionaryAnswer>(
      await create({ name: 'Lactation 3', density: 655.3, sites: [north.siteId, south.siteId] }),
      201,
    ).item;
    kit.json(await create({ name: 'Lactation 4', sites: [north.siteId] }), 201);
    const url = `/api/admin/dictionary/${item.cloud_id}`;
    const patch = (body: Record<string, unknown>, version = item.updated_at) =>
      kit.call('PATCH', url, kit.tokens.admin, { ...body, expected_updated_at: version });

    const same = kit.json<DictionaryAnswer>(
      await patch({ name: 'Lactation 3', density: 655.3, sites: [south.siteId, north.siteId] }),
      200,
    );
    expect(same.changed).toBe(false);

    t.clock.advance(60_000);
    const changed = kit.json<DictionaryAnswer>(
      await patch({ recipe: 'L-3b', utility: 'Maternité' }),
      200,
    );
    expect(changed).toMatchObject({
      changed: true,
      item: { recipe: 'L-3b', utility: 'Maternité' },
    });
    expect((await kit.audit(item.cloud_id)).at(-1)).toMatchObject({
      action: 'update',
      changes: [
        { field: 'recipe', from: 'R-1', to: 'L-3b' },
        { field: 'utility', from: null, to: 'Maternité' },
      ],
    });
    const stale = await patch({ recipe: 'Lost' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'edited_elsewhere', current: { recipe: 'L-3b' } });
    const version = changed.item.updated_at;

    const taken = await patch({ name: 'lactation 4' }, version);
    expect(taken.json<Refusal>()).toMatchObject({
      code: 'dictionary_name_taken',
      details: [{ field: 'sites', reason: 'Dictionnaire Nord' }],
    });
    expect((await patch({ sites: [] }, version)).statusCode).toBe(400);

    // A bin of the south site holds it: the south site cannot be taken off the item.
    const bin = await kit.create({ ...south, feedId: item.cloud_id }, { name: 'Silo Sud' });
    const held = await patch({ sites: [north.siteId] }, version);
    expect(held.statusCode).toBe(409);
    expect(held.json<Refusal>()).toMatchObject({
      code: 'dictionary_site_in_use',
      details: [{ field: 'bins', reason: 'Silo Sud (Dictionnaire Sud, Engraissement)' }],
    });
    expect(bin.content?.cloud_id).toBe(item.cloud_id);
    const narrowed = kit.json<DictionaryAnswer>(
      await patch({ sites: [south.siteId] }, version),
      200,
    );
    expect(narrowed.item.sites.map((s) => s.name)).toEqual(['Dictionnaire Sud']);
  });
});

describe('deleting an item', () => {
  it('refuses while a bin in service holds it, naming the bins; deleted bins do not count', async () => {
    const item = kit.json<DictionaryAnswer>(
      await create({ name: 'Porcelet', sites: [north.siteId] }),
      201,
    ).item;
    const bin = await kit.create({ ...north, feedId: item.cloud_id }, { name: 'Silo Nord' });
    const refused = await remove(item);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<Refusal>()).toMatchObject({
      code: 'dictionary_item_in_use',
      details: [{ field: 'bins', reason: 'Silo Nord (Dictionnaire Nord, Engraissement)' }],
    });
    const [listed] = (await list()).filter((i) => i.cloud_id === item.cloud_id);
    expect(listed!.bins).toEqual([
      {
        id: bin.id,
        name: 'Silo Nord',
        site: { id: north.siteId, name: 'Dictionnaire Nord' },
        building: 'Engraissement',
      },
    ]);

    await kit.action(`/feed/bins/${bin.id}/disable`);
    const deleteBin = await kit.call(
      'DELETE',
      `/feed/bins/${bin.id}?expected_updated_at=${encodeURIComponent(await kit.version(bin.id))}`,
      kit.tokens.owner,
    );
    expect(deleteBin.statusCode).toBe(200);
    expect((await remove({ ...item, updated_at: '2026-01-01T00:00:00Z' })).statusCode).toBe(409);
    const deleted = await remove(item);
    expect(deleted.statusCode).toBe(200);
    expect((await list()).some((i) => i.cloud_id === item.cloud_id)).toBe(false);
    // The deleted bin keeps its readings and its row; it no longer names the item.
    const [kept] = await t.database.db.select().from(bins).where(eq(bins.id, bin.id));
    expect(kept).toMatchObject({ feedId: null });
    expect((await kit.audit(item.cloud_id)).map((e) => e.action)).toEqual(['create', 'delete']);
  });
});

describe("the bin form's content picker", () => {
  it("reads the dictionary of the bin's site, and a bin holds only what its site offers", async () => {
    const north2 = kit.json<DictionaryAnswer>(
      await create({ name: 'Nord seulement', sites: [north.siteId] }),
      201,
    ).item;
    const items = kit.json<{ items: SiteDictionaryItem[] }>(
      await kit.call('GET', `/api/sites/${south.siteId}/dictionary`, kit.tokens.owner),
      200,
    ).items;
    expect(items.map((i) => i.name)).toContain('Gestation Plus');
    expect(items.map((i) => i.name)).not.toContain('Nord seulement');
    const refused = await kit.call('POST', `/feed/sites/${south.siteId}/bins`, kit.tokens.owner, {
      name: 'Mauvais contenu',
      mac_address: 'a8:40:41:ff:00:00:00:99',
      building_id: south.buildingId,
      content_id: north2.cloud_id,
      type: 'flat_bottom',
      diameter: 2,
      vertical_height: 4,
      bottom_height: 0,
      roof_height: 0.5,
      flat_height: 0,
      offset: 0.2,
    });
    expect(refused.json()).toMatchObject({ errors: [{ field: 'content_id', code: 'not_found' }] });
    const member = await kit.call(
      'GET',
      `/api/sites/${kit.maternityId}/dictionary`,
      kit.tokens.member,
    );
    expect(member.statusCode).toBe(200);
    const foreign = await kit.call(
      'GET',
      `/api/sites/${south.siteId}/dictionary`,
      kit.tokens.other,
    );
    expect(foreign.statusCode).toBe(403);
  });
});

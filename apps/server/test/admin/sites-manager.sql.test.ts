import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminSite,
  AdminTenant,
  BuildingAnswer,
  DeletedAnswer,
  SiteAnswer,
  TenantAnswer,
} from '@barnboard/domain';
import {
  auditEvents,
  buildings,
  feedSites,
  locations,
  membershipSites,
} from '../../src/db/schema/index.js';
import { createFeed } from '../../src/repositories/feeds-repository.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { adminKit, type AdminKit } from './admin-kit.js';

/**
 * The sites manager's tenants, licences, sites and buildings (docs/administration.md): every
 * rule of spec §4, §5, §6 and §8, the stale-write check and the audit trail of each write.
 */

let t: TestApp;
let kit: AdminKit;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  kit = await adminKit(t);
}, 120_000);
afterAll(() => t?.close());

type Error409 = { code: string; message: string; details?: { field: string; reason: string }[] };

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token: string | null,
  body?: unknown,
) => kit.call(method, url, token, body);

async function listSites(token: string): Promise<AdminSite[]> {
  return kit.json<{ data: AdminSite[] }>(await call('GET', '/api/admin/sites', token), 200).data;
}

async function createSite(fields: Record<string, unknown>, token = kit.tokens.owner) {
  return call('POST', `/api/admin/tenants/${kit.bocageId}/sites`, token, {
    type: 'finishing',
    timezone: 'America/Montreal',
    ...fields,
  });
}

describe('tenants and licences (staff)', () => {
  it('lists the tenants each caller administers, every one for staff', async () => {
    const names = async (token: string) =>
      kit
        .json<{ data: AdminTenant[] }>(await call('GET', '/api/admin/tenants', token), 200)
        .data.map((tenant) => tenant.name);
    expect(await names(kit.tokens.owner)).toEqual(['Ferme du Bocage']);
    // A manager or a member administers nothing: the admin lists refuse them.
    for (const token of [kit.tokens.manager, kit.tokens.member]) {
      for (const list of ['tenants', 'sites', 'dictionary']) {
        expect((await call('GET', `/api/admin/${list}`, token)).statusCode).toBe(403);
      }
    }
    expect(await names(kit.tokens.staff)).toEqual(
      expect.arrayContaining(['Ferme du Bocage', 'Porcs Horizon']),
    );
    const [bocage] = kit.json<{ data: AdminTenant[] }>(
      await call('GET', '/api/admin/tenants', kit.tokens.owner),
      200,
    ).data;
    expect(bocage).toMatchObject({ ltrack_access: true, can_create_sites: true });
    expect(bocage!.sites).toBeGreaterThanOrEqual(3);
  });

  it('creates a tenant with a unique name, for staff only', async () => {
    const created = kit.json<TenantAnswer>(
      await call('POST', '/api/admin/tenants', kit.tokens.staff, {
        name: '  Élevage Tremblay ',
        ltrack_access: false,
      }),
      201,
    );
    expect(created).toMatchObject({
      changed: true,
      tenant: { name: 'Élevage Tremblay', ltrack_access: false, sites: 0 },
    });
    expect((await kit.audit(created.tenant.cloud_id)).map((e) => e.action)).toEqual(['create']);

    const duplicate = await call('POST', '/api/admin/tenants', kit.tokens.staff, {
      name: 'elevage  TREMBLAY',
      ltrack_access: true,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json<Error409>()).toMatchObject({
      code: 'tenant_name_taken',
      details: [{ field: 'name', reason: 'Élevage Tremblay' }],
    });

    const blank = await call('POST', '/api/admin/tenants', kit.tokens.staff, {
      name: '   ',
      ltrack_access: true,
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<Error409>().details?.[0]?.field).toBe('body.name');

    for (const token of [kit.tokens.owner, kit.tokens.admin, kit.tokens.manager]) {
      const refused = await call('POST', '/api/admin/tenants', token, {
        name: 'Not allowed',
        ltrack_access: false,
      });
      expect(refused.statusCode).toBe(403);
    }
  });

  it('changes a tenant with its version: same values, stale version, audit', async () => {
    const { tenant } = kit.json<TenantAnswer>(
      await call('POST', '/api/admin/tenants', kit.tokens.staff, {
        name: 'Porcherie Gagnon',
        ltrack_access: false,
      }),
      201,
    );
    const url = `/api/admin/tenants/${tenant.cloud_id}`;
    const same = kit.json<TenantAnswer>(
      await call('PATCH', url, kit.tokens.staff, {
        name: 'Porcherie Gagnon',
        expected_updated_at: tenant.updated_at,
      }),
      200,
    );
    expect(same.changed).toBe(false);
    expect(same.tenant.updated_at).toBe(tenant.updated_at);

    t.clock.advance(MINUTE);
    const changed = kit.json<TenantAnswer>(
      await call('PATCH', url, kit.tokens.staff, {
        ltrack_access: true,
        expected_updated_at: tenant.updated_at,
      }),
      200,
    );
    expect(changed).toMatchObject({ changed: true, tenant: { ltrack_access: true } });

    // Another edit based on the first version: refused with the tenant as it is now.
    const stale = await call('PATCH', url, kit.tokens.staff, {
      name: 'Porcherie Gagnon et fils',
      expected_updated_at: tenant.updated_at,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'edited_elsewhere',
      current: { name: 'Porcherie Gagnon', ltrack_access: true },
    });
    const events = await kit.audit(tenant.cloud_id);
    expect(events.map((e) => [e.action, e.changes])).toEqual([
      ['create', expect.any(Array)],
      ['update', [{ field: 'ltrack_access', from: false, to: true }]],
    ]);
    expect(events[1]!.actorName).toBe('Sam Tremblay');

    const refused = await call('PATCH', url, kit.tokens.owner, {
      ltrack_access: false,
      expected_updated_at: changed.tenant.updated_at,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('credits licences to a tenant, counted and recorded', async () => {
    const url = `/api/admin/tenants/${kit.horizonId}/licences`;
    const before = kit
      .json<{ data: AdminTenant[] }>(await call('GET', '/api/admin/tenants', kit.tokens.staff), 200)
      .data.find((tenant) => tenant.cloud_id === kit.horizonId)!;
    const answer = kit.json<TenantAnswer>(
      await call('POST', url, kit.tokens.staff, { count: 3 }),
      200,
    );
    expect(answer.tenant.licences).toEqual({
      total: before.licences.total + 3,
      available: before.licences.available + 3,
    });
    const [event] = (await kit.audit(kit.horizonId)).filter((e) => e.action === 'credit');
    expect(event).toMatchObject({ entityType: 'licence', entityName: 'Porcs Horizon' });
    expect(event!.changes).toContainEqual({
      field: 'available_licences',
      from: before.licences.available,
      to: before.licences.available + 3,
    });
    expect((await call('POST', url, kit.tokens.staff, { count: 0 })).statusCode).toBe(400);
    expect((await call('POST', url, kit.tokens.staff, { count: 1001 })).statusCode).toBe(400);
    expect((await call('POST', url, kit.tokens.owner, { count: 1 })).statusCode).toBe(403);
  });
});

describe('sites', () => {
  it('creates a site with every field; the name is required and unique in the tenant', async () => {
    const answer = kit.json<SiteAnswer>(
      await createSite({
        name: 'Ferme des Peupliers',
        sharing_name: 'Peupliers',
        address: '1200 rang Saint-Joseph',
        apartment: '',
        city: 'Sainte-Rosalie',
        region: 'Québec',
        country: 'CA',
        zip: 'J0H 1X0',
        type: 'gdu',
        timezone: 'America/Toronto',
      }),
      201,
    );
    expect(answer.site).toMatchObject({
      name: 'Ferme des Peupliers',
      sharing_name: 'Peupliers',
      apartment: null,
      country: 'CA',
      type: 'gdu',
      timezone: 'America/Toronto',
      buildings: [],
      tenant: { cloud_id: kit.bocageId },
    });
    const [event] = await kit.audit(answer.site.id);
    expect(event).toMatchObject({ action: 'create', entityType: 'site', siteId: answer.site.id });
    expect(event!.changes).toContainEqual({ field: 'city', from: null, to: 'Sainte-Rosalie' });
    expect(event!.actorName).toBe('Odile Bouchard');

    const duplicate = await createSite({ name: 'ferme des PEUPLIERS' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json<Error409>()).toMatchObject({
      code: 'site_name_taken',
      message: 'A site named "Ferme des Peupliers" already exists in Ferme du Bocage',
    });

    const missing = await createSite({ name: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<Error409>().details?.map((d) => d.field)).toEqual(['body.name']);
    const badZone = await createSite({ name: 'Zone', timezone: 'Mars/Olympus' });
    expect(badZone.json<Error409>().details?.map((d) => d.field)).toEqual(['body.timezone']);
    const badCountry = await createSite({ name: 'Pays', country: 'XX' });
    expect(badCountry.json<Error409>().details?.map((d) => d.field)).toEqual(['body.country']);
    const badType = await createSite({ name: 'Type', type: 'castle' });
    expect(badType.statusCode).toBe(400);
    // An admin of the other tenant may not add sites to this one.
    const horizonAdmin = await kit.member(kit.horizonId, 'admin', 'all');
    expect((await createSite({ name: 'Intrus' }, horizonAdmin.token)).statusCode).toBe(403);
  });

  it('lets only admins of all the tenant sites create one', async () => {
    const siteId = await kit.bareSite('Site of a scoped admin');
    const scoped = await kit.member(kit.bocageId, 'admin', [siteId]);
    expect((await createSite({ name: 'Scoped new site' }, scoped.token)).statusCode).toBe(403);
    for (const token of [kit.tokens.manager, kit.tokens.member]) {
      expect((await createSite({ name: 'Refused site' }, token)).statusCode).toBe(403);
    }
    expect((await createSite({ name: 'By admin' }, kit.tokens.admin)).statusCode).toBe(201);
    // The scoped admin's list holds their site only; the tenant is listed but closed to creation.
    expect((await listSites(scoped.token)).map((site) => site.name)).toEqual([
      'Site of a scoped admin',
    ]);
    const [tenant] = kit.json<{ data: AdminTenant[] }>(
      await call('GET', '/api/admin/tenants', scoped.token),
      200,
    ).data;
    expect(tenant).toMatchObject({ name: 'Ferme du Bocage', can_create_sites: false });
  });

  it('edits a site: same values, the stale version, a taken name, the audit trail', async () => {
    const { site } = kit.json<SiteAnswer>(await createSite({ name: 'Site à modifier' }), 201);
    const url = `/api/admin/sites/${site.id}`;
    const same = kit.json<SiteAnswer>(
      await call('PATCH', url, kit.tokens.admin, {
        name: 'Site à modifier',
        city: '',
        expected_updated_at: site.updated_at,
      }),
      200,
    );
    expect(same.changed).toBe(false);
    expect(await kit.audit(site.id)).toHaveLength(1);

    t.clock.advance(MINUTE);
    const changed = kit.json<SiteAnswer>(
      await call('PATCH', url, kit.tokens.admin, {
        city: 'Saint-Hugues',
        timezone: 'America/Moncton',
        expected_updated_at: site.updated_at,
      }),
      200,
    );
    expect(changed).toMatchObject({
      changed: true,
      site: { city: 'Saint-Hugues', timezone: 'America/Moncton' },
    });
    expect(changed.site.updated_at).toBe(t.clock.now().toISOString());
    const events = await kit.audit(site.id);
    expect(events.at(-1)).toMatchObject({
      action: 'update',
      changes: [
        { field: 'city', from: null, to: 'Saint-Hugues' },
        { field: 'timezone', from: 'America/Montreal', to: 'America/Moncton' },
      ],
    });

    const stale = await call('PATCH', url, kit.tokens.owner, {
      city: 'Acton Vale',
      expected_updated_at: site.updated_at,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'edited_elsewhere',
      current: { id: site.id, city: 'Saint-Hugues', updated_at: changed.site.updated_at },
    });

    const taken = await call('PATCH', url, kit.tokens.owner, {
      name: 'FERME DES PEUPLIERS',
      expected_updated_at: changed.site.updated_at,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'site_name_taken' });

    for (const token of [kit.tokens.manager, kit.tokens.member]) {
      const refused = await call('PATCH', url, token, {
        city: 'Refused',
        expected_updated_at: changed.site.updated_at,
      });
      expect(refused.statusCode).toBe(403);
    }
  });

  it('never lets two edits of one version both pass', async () => {
    const { site } = kit.json<SiteAnswer>(await createSite({ name: 'Concurrent' }), 201);
    const url = `/api/admin/sites/${site.id}`;
    const answers = await Promise.all(
      ['Saint-Liboire', 'Upton'].map((city) =>
        call('PATCH', url, kit.tokens.owner, { city, expected_updated_at: site.updated_at }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await kit.audit(site.id)).filter((e) => e.action === 'update')).toHaveLength(1);
  });

  it('deletes a site only when nothing is left on it, saying what is', async () => {
    const { site } = kit.json<SiteAnswer>(await createSite({ name: 'À supprimer' }), 201);
    const remove = async (version?: string) =>
      call(
        'DELETE',
        `/api/admin/sites/${site.id}?expected_updated_at=${encodeURIComponent(version ?? (await kit.versionOf('sites', site.id)))}`,
        kit.tokens.owner,
      );
    const building = kit.json<BuildingAnswer>(
      await call('POST', `/api/admin/sites/${site.id}/buildings`, kit.tokens.owner, {
        name: 'Grange',
        type: 'other',
      }),
      201,
    );
    const withBuilding = await remove();
    expect(withBuilding.statusCode).toBe(409);
    expect(withBuilding.json<Error409>()).toMatchObject({
      code: 'site_has_buildings',
      details: [{ field: 'buildings', reason: 'Grange' }],
    });
    await call(
      'DELETE',
      `/api/admin/buildings/${building.building.cloud_id}?expected_updated_at=${encodeURIComponent(building.building.updated_at)}`,
      kit.tokens.owner,
    );

    const scoped = await kit.member(kit.bocageId, 'member', [site.id]);
    const granted = await remove();
    expect(granted.json<Error409>()).toMatchObject({ code: 'site_in_memberships' });
    await t.database.db.delete(membershipSites).where(eq(membershipSites.siteId, site.id));
    expect(scoped.id).toBeTruthy();

    const feedId = await createFeed(t.database.db, {
      tenantId: kit.bocageId,
      name: 'Démarrage',
      recipe: 'D-1',
      densityKgM3: 600,
      siteIds: [site.id],
    });
    const offered = await remove();
    expect(offered.json<Error409>()).toMatchObject({
      code: 'site_in_dictionary',
      details: [{ field: 'dictionary', reason: 'Démarrage' }],
    });
    await t.database.db.delete(feedSites).where(eq(feedSites.feedId, feedId));

    // A stale version is refused before anything is said of the site's content.
    const stale = await remove('2026-01-01T00:00:00.000Z');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'edited_elsewhere', current: { id: site.id } });

    const deleted = kit.json<DeletedAnswer>(await remove(), 200);
    expect(deleted).toMatchObject({ id: site.id, name: 'À supprimer' });
    expect((await listSites(kit.tokens.owner)).some((s) => s.id === site.id)).toBe(false);
    expect((await kit.audit(site.id)).map((e) => e.action)).toEqual(['create', 'delete']);
  });

  it("refuses to delete a site that holds the tenant's records", async () => {
    const { site } = kit.json<SiteAnswer>(await createSite({ name: 'Avec historique' }), 201);
    await t.database.db.insert(locations).values({
      tenantId: kit.bocageId,
      siteId: site.id,
      kind: 'pen',
      name: 'Parc 1',
    });
    const refused = await call(
      'DELETE',
      `/api/admin/sites/${site.id}?expected_updated_at=${encodeURIComponent(site.updated_at)}`,
      kit.tokens.owner,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json<Error409>()).toMatchObject({
      code: 'site_holds_records',
      details: [{ field: 'records', reason: 'locations' }],
    });
    // Nothing was written: no audit event of a deletion that did not happen.
    expect((await kit.audit(site.id)).map((e) => e.action)).toEqual(['create']);
  });

  it('keeps each tenant to its own sites', async () => {
    const horizonAdmin = await kit.member(kit.horizonId, 'admin', 'all');
    const names = (await listSites(horizonAdmin.token)).map((site) => site.tenant.name);
    expect(new Set(names)).toEqual(new Set(['Porcs Horizon']));
    const bocageSite = (await listSites(kit.tokens.owner))[0]!;
    const edit = await call('PATCH', `/api/admin/sites/${bocageSite.id}`, horizonAdmin.token, {
      city: 'Drummondville',
      expected_updated_at: bocageSite.updated_at,
    });
    expect(edit.statusCode).toBe(403);
    const building = await call(
      'POST',
      `/api/admin/sites/${bocageSite.id}/buildings`,
      horizonAdmin.token,
      { name: 'Intrus', type: 'other' },
    );
    expect(building.statusCode).toBe(403);
    const unknown = await call('PATCH', `/api/admin/sites/${randomUUID()}`, kit.tokens.owner, {
      city: 'Nowhere',
      expected_updated_at: bocageSite.updated_at,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('buildings', () => {
  it('adds a building to an existing site: name and type required, names unique on it', async () => {
    const { site } = kit.json<SiteAnswer>(await createSite({ name: 'Bâtiments' }), 201);
    const url = `/api/admin/sites/${site.id}/buildings`;
    const created = kit.json<BuildingAnswer>(
      await call('POST', url, kit.tokens.admin, { name: 'Gestation Est', type: 'gestation' }),
      201,
    );
    expect(created.building).toMatchObject({
      name: 'Gestation Est',
      type: 'gestation',
      site_id: site.id,
      bins: 0,
    });
    expect(await kit.audit(created.building.cloud_id)).toMatchObject([
      { action: 'create', entityType: 'building', siteId: site.id },
    ]);
    const duplicate = await call('POST', url, kit.tokens.admin, {
      name: 'gestation est',
      type: 'farrowing',
    });
    expect(duplicate.json<Error409>()).toMatchObject({ code: 'building_name_taken' });
    const missing = await call('POST', url, kit.tokens.admin, { name: 'Sans type' });
    expect(missing.json<Error409>().details?.map((d) => d.field)).toEqual(['body.type']);
    const noName = await call('POST', url, kit.tokens.admin, { name: ' ', type: 'other' });
    expect(noName.json<Error409>().details?.map((d) => d.field)).toEqual(['body.name']);
    const noSite = await call(
      'POST',
      `/api/admin/sites/${randomUUID()}/buildings`,
      kit.tokens.admin,
      {
        name: 'Nulle part',
        type: 'other',
      },
    );
    expect(noSite.statusCode).toBe(404);
    for (const token of [kit.tokens.manager, kit.tokens.member]) {
      expect((await call('POST', url, token, { name: 'Non', type: 'other' })).statusCode).toBe(403);
    }
  });

  it('edits a building with its version', async () => {
    const { site } = kit.json<SiteAnswer>(await createSite({ name: 'Bâtiments 2' }), 201);
    const { building } = kit.json<BuildingAnswer>(
      await call('POST', `/api/admin/sites/${site.id}/buildings`, kit.tokens.owner, {
        name: 'Mise bas',
        type: 'farrowing',
      }),
      201,
    );
    await call('POST', `/api/admin/sites/${site.id}/buildings`, kit.tokens.owner, {
      name: 'Pouponnière',
      type: 'nursery',
    });
    const url = `/api/admin/buildings/${building.cloud_id}`;
    const same = kit.json<BuildingAnswer>(
      await call('PATCH', url, kit.tokens.owner, {
        type: 'farrowing',
        expected_updated_at: building.updated_at,
      }),
      200,
    );
    expect(same.changed).toBe(false);
    t.clock.advance(MINUTE);
    const renamed = kit.json<BuildingAnswer>(
      await call('PATCH', url, kit.tokens.owner, {
        name: 'Maternité',
        expected_updated_at: building.updated_at,
      }),
      200,
    );
    expect(renamed).toMatchObject({ changed: true, building: { name: 'Maternité' } });
    const stale = await call('PATCH', url, kit.tokens.owner, {
      name: 'Autre',
      expected_updated_at: building.updated_at,
    });
    expect(stale.json()).toMatchObject({
      code: 'edited_elsewhere',
      current: { name: 'Maternité' },
    });
    const taken = await call('PATCH', url, kit.tokens.owner, {
      name: 'POUPONNIERE',
      expected_updated_at: renamed.building.updated_at,
    });
    expect(taken.json()).toMatchObject({ code: 'building_name_taken' });
    expect((await kit.audit(building.cloud_id)).at(-1)).toMatchObject({
      action: 'update',
      changes: [{ field: 'name', from: 'Mise bas', to: 'Maternité' }],
    });
  });

  it('deletes a building only without bins in service, and not one with rooms', async () => {
    const feedSite = await kit.newSite('Bâtiment à vider');
    const bin = await kit.create(feedSite, { name: 'Silo du bâtiment' });
    const [stored] = await t.database.db
      .select()
      .from(buildings)
      .where(eq(buildings.id, feedSite.buildingId));
    const remove = async () =>
      call(
        'DELETE',
        `/api/admin/buildings/${feedSite.buildingId}?expected_updated_at=${encodeURIComponent(stored!.updatedAt.toISOString())}`,
        kit.tokens.owner,
      );
    const refused = await remove();
    expect(refused.statusCode).toBe(409);
    expect(refused.json<Error409>()).toMatchObject({
      code: 'building_has_bins',
      details: [{ field: 'bins', reason: 'Silo du bâtiment' }],
    });

    // A room of the herd's locations in it: refused, the room is named by its table.
    const [room] = await t.database.db
      .insert(locations)
      .values({
        tenantId: kit.bocageId,
        siteId: feedSite.siteId,
        kind: 'room',
        name: 'Salle 1',
        buildingId: feedSite.buildingId,
      })
      .returning();
    await kit.action(`/feed/bins/${bin.id}/disable`);
    const binVersion = await kit.version(bin.id);
    kit.json(
      await call(
        'DELETE',
        `/feed/bins/${bin.id}?expected_updated_at=${encodeURIComponent(binVersion)}`,
        kit.tokens.owner,
      ),
      200,
    );
    const withRoom = await remove();
    expect(withRoom.json<Error409>()).toMatchObject({ code: 'building_holds_records' });
    await t.database.db.delete(locations).where(eq(locations.id, room!.id));

    // Only a deleted bin left: the building goes, the bin stays on the site with its readings.
    kit.json(await remove(), 200);
    const deleted = kit.json<{ bins: { id: string; building: unknown }[] }>(
      await call('GET', `/feed/sites/${feedSite.siteId}/deleted-bins`, kit.tokens.owner),
      200,
    );
    expect(deleted.bins).toEqual([expect.objectContaining({ id: bin.id, building: null })]);
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, feedSite.buildingId));
    expect(events.map((e) => e.action)).toEqual(['delete']);
  });
});

import { and, eq } from 'drizzle-orm';
import type { InstallationKey, InstallationsPage, IntegrationsPage } from '@barnboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/db/schema/index.js';
import { parseApiKey, secretMatches } from '../../src/lib/api-keys.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { integrationsKit, type IntegrationsKit } from './kit.js';

/** Installations and their access keys (docs/administration.md, "Integrations"). */
let t: TestApp;
let kit: IntegrationsKit;

beforeAll(async () => {
  t = await createTestApp();
  kit = await integrationsKit(t);
}, 120_000);
afterAll(() => t?.close());

const list = async (token: string, query = '') =>
  kit.json<InstallationsPage>(await kit.ask(token, 'GET', `/api/installations${query}`), 200);

/** The status of the integration API's site route read with an access key. */
const readSite = async (accessKey: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/integration/v1/site',
      headers: { authorization: `Bearer ${accessKey}` },
    })
  ).statusCode;

describe('installations', () => {
  it('installs by code: the key is answered once, only its hash is stored', async () => {
    const integration = await kit.integrate(kit.integrator, 'Keyed');
    const answer = await kit.install(kit.tokens.owner, kit.maternityId, integration.install_code);
    const parsed = parseApiKey('access', answer.access_key)!;
    expect(parsed.id).toBe(answer.installation.id);
    const stored = await kit.stored(answer.installation.id);
    expect(secretMatches(parsed.secret, stored.keySecretHash)).toBe(true);
    expect(JSON.stringify(stored)).not.toContain(parsed.secret);
    expect(stored.keyPrefix).toBe(answer.access_key.slice(0, 12));
    expect(answer.installation).toMatchObject({
      integration: { id: integration.id, name: 'Keyed' },
      site: { id: kit.maternityId },
      role: 'owner',
      key_prefix: stored.keyPrefix,
      revoked_at: null,
    });
    // Listed without the key, by the owner of the integration and by the site's admin.
    for (const token of [kit.integrator, kit.tokens.owner]) {
      const page = await list(token, `?integration_id=${integration.id}`);
      expect(page.data.map((row) => row.id)).toEqual([answer.installation.id]);
      expect(JSON.stringify(page)).not.toContain(parsed.secret);
    }
    const again = await kit.ask(
      kit.tokens.owner,
      'POST',
      `/api/sites/${kit.maternityId}/installations`,
      {
        code: integration.install_code,
      },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_installed' });
    const trail = JSON.stringify(await kit.audit(answer.installation.id));
    expect(trail).toContain('"create"');
    expect(trail).not.toContain(parsed.secret);
  });

  it('rotates the key: the old hash stops matching at once', async () => {
    const integration = await kit.integrate(kit.integrator, 'Rotated key');
    const first = await kit.install(kit.tokens.owner, kit.maternityId, integration.install_code);
    expect(await readSite(first.access_key)).toBe(200);
    const rotated = kit.json<InstallationKey>(
      await kit.ask(
        kit.tokens.owner,
        'POST',
        `/api/installations/${first.installation.id}/access-key`,
      ),
      200,
    );
    expect(rotated.access_key).not.toBe(first.access_key);
    const stored = await kit.stored(first.installation.id);
    expect(
      secretMatches(parseApiKey('access', first.access_key)!.secret, stored.keySecretHash),
    ).toBe(false);
    expect(
      secretMatches(parseApiKey('access', rotated.access_key)!.secret, stored.keySecretHash),
    ).toBe(true);
    expect(rotated.installation.key_rotated_at).not.toBeNull();
    // The integration API, which keeps installations a few seconds, refuses the old key at once.
    expect(await readSite(first.access_key)).toBe(401);
    expect(await readSite(rotated.access_key)).toBe(200);
    const events = await kit.audit(first.installation.id);
    expect(events.map((e) => e.action)).toEqual(['create', 'rotate']);
    expect(JSON.stringify(events)).not.toContain(parseApiKey('access', rotated.access_key)!.secret);
  });

  it('revokes (idempotently) and a revoked one is listed only when asked', async () => {
    const integration = await kit.integrate(kit.integrator, 'Revoked');
    const { installation, access_key } = await kit.install(
      kit.tokens.owner,
      kit.maternityId,
      integration.install_code,
    );
    const url = `/api/installations/${installation.id}`;
    expect(await readSite(access_key)).toBe(200);
    expect((await kit.ask(kit.tokens.owner, 'DELETE', url)).statusCode).toBe(204);
    expect(await readSite(access_key)).toBe(401);
    expect((await kit.ask(kit.tokens.owner, 'DELETE', url)).statusCode).toBe(204);
    expect((await kit.audit(installation.id)).map((e) => e.action)).toEqual(['create', 'revoke']);
    expect((await list(kit.integrator, `?integration_id=${integration.id}`)).data).toEqual([]);
    const revoked = await list(kit.integrator, `?integration_id=${integration.id}&state=revoked`);
    expect(revoked.data[0]!.revoked_at).not.toBeNull();
    const rotate = await kit.ask(kit.integrator, 'POST', `${url}/access-key`);
    expect(rotate.json()).toMatchObject({ code: 'installation_revoked' });
    // Installed again after the revocation: a new installation and key.
    const again = await kit.install(kit.tokens.owner, kit.maternityId, integration.install_code);
    expect(again.installation.id).not.toBe(installation.id);
  });

  it('tells the site when the integrator changed the address after it was installed', async () => {
    const integration = await kit.integrate(kit.integrator, 'Moved');
    const { installation } = await kit.install(
      kit.tokens.owner,
      kit.maternityId,
      integration.install_code,
    );
    expect(installation.integration.url_changed_at).toBeNull();
    const edit = (body: object, expected: string) =>
      kit.ask(kit.integrator, 'PUT', `/api/integrations/${integration.id}`, {
        ...body,
        expected_updated_at: expected,
      });
    const seen = async () =>
      (await list(kit.tokens.owner, `?integration_id=${integration.id}`)).data[0]!.integration;
    // A new name is not a new address.
    const renamed = await edit({ name: 'Moved 2', url: integration.url }, integration.updated_at);
    expect((await seen()).url_changed_at).toBeNull();
    await edit(
      { name: 'Moved 2', url: 'https://elsewhere.example.test/in' },
      renamed.json<{ updated_at: string }>().updated_at,
    );
    expect(await seen()).toMatchObject({
      url: 'https://elsewhere.example.test/in',
      url_changed_at: t.clock.now().toISOString(),
    });
  });

  it("shows a site's admin only their sites' installations, and refuses the others", async () => {
    const integration = await kit.integrate(kit.integrator, 'Two sites');
    const siteA = await kit.bareSite('Integration site A');
    const siteB = await kit.bareSite('Integration site B');
    const adminA = await kit.member(kit.bocageId, 'admin', [siteA]);
    const onA = await kit.install(adminA.token, siteA, integration.install_code);
    const onB = await kit.install(kit.tokens.owner, siteB, integration.install_code);
    expect(onA.installation.role).toBe('admin');
    const seen = await list(adminA.token);
    expect(seen.data.map((row) => row.id)).toEqual([onA.installation.id]);
    expect(
      (
        await kit.ask(adminA.token, 'POST', `/api/sites/${siteB}/installations`, {
          code: integration.install_code,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await kit.ask(adminA.token, 'DELETE', `/api/installations/${onB.installation.id}`))
        .statusCode,
    ).toBe(403);
    const member = await kit.member(kit.bocageId, 'member', [siteA]);
    expect((await kit.ask(member.token, 'GET', '/api/installations')).statusCode).toBe(403);
    expect(
      (await kit.ask(member.token, 'DELETE', `/api/installations/${onA.installation.id}`))
        .statusCode,
    ).toBe(403);
    // The integration's owner sees both; another tenant's admin neither.
    const owned = await list(kit.integrator, `?integration_id=${integration.id}&sort=site`);
    expect(owned.data.map((row) => row.site.name)).toEqual([
      'Integration site A',
      'Integration site B',
    ]);
    const horizonAdmin = await kit.member(kit.horizonId, 'admin', 'all');
    expect((await list(horizonAdmin.token, `?integration_id=${integration.id}`)).data).toEqual([]);
    // The site admin revokes on their site, in their site's trail.
    expect(
      (await kit.ask(adminA.token, 'DELETE', `/api/installations/${onA.installation.id}`))
        .statusCode,
    ).toBe(204);
    const [revoke] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, onA.installation.id), eq(auditEvents.action, 'revoke')));
    expect(revoke).toMatchObject({ siteId: siteA, entityType: 'installation', actorId: adminA.id });
  });

  it('refuses a building of another site and an unknown code', async () => {
    const integration = await kit.integrate(kit.integrator, 'Building check');
    const other = await kit.newSite('Integration building site');
    const wrong = await kit.ask(
      kit.tokens.owner,
      'POST',
      `/api/sites/${kit.maternityId}/installations`,
      {
        code: integration.install_code,
        building_id: other.buildingId,
      },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'building_not_on_site' });
    const narrowed = await kit.install(kit.tokens.owner, other.siteId, integration.install_code);
    expect(narrowed.installation.building).toBeNull();
    const unknown = await kit.ask(
      kit.tokens.owner,
      'POST',
      `/api/sites/${kit.maternityId}/installations`,
      {
        code: 'BB-ZZZZ-ZZZ9',
      },
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('sorts and pages', () => {
  it('sorts by every key of spec §2 in both directions, pages with meta', async () => {
    const names = ['Sort Charlie', 'Sort alpha', 'Sort Bravo'];
    const created = [];
    for (const name of names) {
      created.push(await kit.integrate(kit.integrator, name));
      t.clock.advance(60_000);
    }
    // Bravo is installed on two sites, alpha on one, Charlie nowhere.
    const site = await kit.bareSite('Aardvark site');
    await kit.install(kit.tokens.owner, site, created[2]!.install_code);
    await kit.install(kit.tokens.owner, kit.maternityId, created[2]!.install_code);
    await kit.install(kit.tokens.owner, kit.maternityId, created[1]!.install_code);
    const sorted = async (sort: string, direction: string) =>
      kit
        .json<IntegrationsPage>(
          await kit.ask(
            kit.integrator,
            'GET',
            `/api/integrations?q=sort&sort=${sort}&direction=${direction}`,
          ),
          200,
        )
        .data.map((row) => row.name);
    expect(await sorted('name', 'asc')).toEqual(['Sort alpha', 'Sort Bravo', 'Sort Charlie']);
    expect(await sorted('name', 'desc')).toEqual(['Sort Charlie', 'Sort Bravo', 'Sort alpha']);
    // By site: Bravo's first site is "Aardvark site"; Charlie, installed nowhere, stays last.
    expect(await sorted('site', 'asc')).toEqual(['Sort Bravo', 'Sort alpha', 'Sort Charlie']);
    expect(await sorted('site', 'desc')).toEqual(['Sort alpha', 'Sort Bravo', 'Sort Charlie']);
    expect(await sorted('created', 'desc')).toEqual(['Sort Bravo', 'Sort alpha', 'Sort Charlie']);
    expect(await sorted('created', 'asc')).toEqual(['Sort Charlie', 'Sort alpha', 'Sort Bravo']);
    for (const sort of ['tenant', 'building', 'user', 'role', 'active']) {
      for (const direction of ['asc', 'desc'])
        expect(await sorted(sort, direction)).toHaveLength(3);
    }
    const page = kit.json<IntegrationsPage>(
      await kit.ask(kit.integrator, 'GET', '/api/integrations?q=sort&per_page=2&page=2'),
      200,
    );
    expect(page.data.map((row) => row.name)).toEqual(['Sort Charlie']);
    expect(page.meta).toMatchObject({ page: 2, per_page: 2, total: 3, pages: 2 });
    const installations = await list(kit.integrator, '?q=sort%20bravo&sort=site&direction=desc');
    expect(installations.data.map((row) => row.site.name)).toEqual([
      'Maternité Saint-Hyacinthe',
      'Aardvark site',
    ]);
    const bad = await kit.ask(kit.integrator, 'GET', '/api/integrations?sort=colour&per_page=101');
    expect(bad.statusCode).toBe(400);
  });

  it('lists the demo integration installed with a recent activity', async () => {
    const page = await list(kit.integrator, '?q=herd%20sync');
    expect(page.data).toHaveLength(1);
    const active = Date.parse(page.data[0]!.last_active_at!);
    expect(active).toBeLessThanOrEqual(t.clock.now().getTime());
    expect(t.clock.now().getTime() - active).toBeLessThan(60 * 60_000);
  });
});

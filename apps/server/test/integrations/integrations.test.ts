import type { Integration, IntegrationsPage } from '@barnboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { integrationsKit, type IntegrationsKit } from './kit.js';

/** Integrations of the integrator area (docs/administration.md, "Integrations"). */
let t: TestApp;
let kit: IntegrationsKit;

beforeAll(async () => {
  t = await createTestApp();
  kit = await integrationsKit(t);
}, 120_000);
afterAll(() => t?.close());

describe('integrations', () => {
  it('creates one with its signing secret shown once, and lists it with its install code', async () => {
    const created = await kit.integrate(
      kit.integrator,
      'Barn link',
      'https://barn.example.test/hook',
    );
    expect(created.signing_secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    expect(created.install_code).toMatch(/^BB-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(created).toMatchObject({
      name: 'Barn link',
      installations: 0,
      first_installation: null,
    });
    const page = kit.json<IntegrationsPage>(
      await kit.ask(kit.integrator, 'GET', '/api/integrations?q=barn%20link'),
      200,
    );
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).not.toHaveProperty('signing_secret');
    expect(page.data[0]!.install_code).toBe(created.install_code);
    expect(page.meta).toMatchObject({ page: 1, per_page: 25, total: 1, pages: 1 });
  });

  it('refuses a missing or blank name or url with "You must fill in all fields"', async () => {
    for (const body of [{ url: 'https://a.example.test' }, { name: 'A', url: '   ' }, {}]) {
      const response = await kit.ask(kit.integrator, 'POST', '/api/integrations', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'fields_required',
        message: 'You must fill in all fields',
      });
      expect(response.json<{ details: { field: string }[] }>().details[0]!.field).toMatch(
        /^body\.(name|url)$/,
      );
    }
    const insecure = await kit.ask(kit.integrator, 'POST', '/api/integrations', {
      name: 'A',
      url: 'http://hooks.example.test',
    });
    expect(insecure.json()).toMatchObject({ code: 'validation_error' });
    expect(insecure.json<{ message: string }>().message).toContain('body.url');
  });

  it('refuses a webhook address inside the network, when created and when changed', async () => {
    const created = await kit.integrate(kit.integrator, 'Inside');
    for (const url of [
      'https://169.254.169.254/latest/meta-data',
      'https://10.0.0.5/hook',
      'https://127.0.0.1:5432/',
      'http://localhost:8080/hook',
    ]) {
      const answers = [
        await kit.ask(kit.integrator, 'POST', '/api/integrations', { name: 'Inside', url }),
        await kit.ask(kit.integrator, 'PUT', `/api/integrations/${created.id}`, {
          name: 'Inside',
          url,
          expected_updated_at: created.updated_at,
        }),
      ];
      for (const answer of answers) {
        expect(answer.statusCode, url).toBe(400);
        expect(answer.json(), url).toMatchObject({
          code: 'validation_error',
          details: [{ field: 'body.url', reason: expect.stringMatching(/public|https/) as string }],
        });
      }
    }
  });

  it('edits with the version read and refuses a stale edit with the current one (409)', async () => {
    const created = await kit.integrate(kit.integrator, 'Stale check');
    const url = `/api/integrations/${created.id}`;
    const edited = kit.json<Integration>(
      await kit.ask(kit.integrator, 'PUT', url, {
        name: 'Stale check 2',
        url: created.url,
        expected_updated_at: created.updated_at,
      }),
      200,
    );
    expect(edited.name).toBe('Stale check 2');
    expect(edited.updated_at).not.toBe(created.updated_at);
    const stale = await kit.ask(kit.integrator, 'PUT', url, {
      name: 'Stale check 3',
      url: created.url,
      expected_updated_at: created.updated_at,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'edited_elsewhere',
      current: { name: 'Stale check 2' },
    });
  });

  it('rotates the signing secret; only the owner or staff reach an integration', async () => {
    const created = await kit.integrate(kit.integrator, 'Rotation');
    const url = `/api/integrations/${created.id}/signing-secret`;
    const rotated = kit.json<{ signing_secret: string }>(
      await kit.ask(kit.integrator, 'POST', url),
      200,
    );
    expect(rotated.signing_secret).not.toBe(created.signing_secret);
    expect((await kit.ask(kit.tokens.staff, 'POST', url)).statusCode).toBe(200);
    expect((await kit.ask(kit.tokens.owner, 'POST', url)).statusCode).toBe(403);
    const other = await kit.integrate(kit.tokens.staff, 'Staff own');
    expect(
      (await kit.ask(kit.integrator, 'DELETE', `/api/integrations/${other.id}`)).statusCode,
    ).toBe(403);
  });

  it('gives site admins no integrations of their own, members nothing', async () => {
    const owned = kit.json<IntegrationsPage>(
      await kit.ask(kit.tokens.owner, 'GET', '/api/integrations'),
      200,
    );
    expect(owned.data).toEqual([]);
    expect((await kit.ask(kit.tokens.member, 'GET', '/api/integrations')).statusCode).toBe(403);
    expect((await kit.ask(kit.tokens.manager, 'GET', '/api/installations')).statusCode).toBe(403);
    expect(
      (
        await kit.ask(kit.tokens.owner, 'POST', '/api/integrations', {
          name: 'x',
          url: 'https://x.test',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('looks an install code up for a site admin; an unknown code is 404', async () => {
    const created = await kit.integrate(kit.integrator, 'Lookup');
    const found = kit.json(
      await kit.ask(
        kit.tokens.owner,
        'GET',
        `/api/integration-codes/${created.install_code.toLowerCase()}`,
      ),
      200,
    );
    expect(found).toEqual({
      id: created.id,
      name: 'Lookup',
      url: created.url,
      owner_name: created.owner.name,
    });
    const unknown = await kit.ask(kit.tokens.owner, 'GET', '/api/integration-codes/BB-ZZZZ-ZZZZ');
    expect(unknown.json()).toMatchObject({ code: 'integration_not_found' });
    expect(
      (await kit.ask(kit.tokens.member, 'GET', `/api/integration-codes/${created.install_code}`))
        .statusCode,
    ).toBe(403);
  });

  it('removes an integration with its installations, in the trail of the sites it was on', async () => {
    const created = await kit.integrate(kit.integrator, 'Doomed');
    const { installation } = await kit.install(
      kit.tokens.owner,
      kit.maternityId,
      created.install_code,
    );
    const removed = await kit.ask(kit.integrator, 'DELETE', `/api/integrations/${created.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await kit.stored(installation.id)).revokedAt).not.toBeNull();
    expect(
      (await kit.ask(kit.integrator, 'GET', `/api/integration-codes/${created.install_code}`))
        .statusCode,
    ).toBe(403);
    expect(
      (await kit.ask(kit.tokens.owner, 'GET', `/api/integration-codes/${created.install_code}`))
        .statusCode,
    ).toBe(404);
    const events = await kit.audit(created.id);
    expect(events.map((e) => [e.action, e.entityType, e.siteId])).toEqual([
      ['delete', 'integration', kit.maternityId],
    ]);
    expect((await kit.audit(installation.id)).map((e) => e.action)).toEqual(['create', 'revoke']);
  });

  it('records edits and rotations of an installed integration, never its secret', async () => {
    const created = await kit.integrate(kit.integrator, 'Audited');
    await kit.install(kit.tokens.owner, kit.maternityId, created.install_code);
    await kit.ask(kit.integrator, 'PUT', `/api/integrations/${created.id}`, {
      name: 'Audited 2',
      url: 'https://hooks.example.test/v2',
      expected_updated_at: created.updated_at,
    });
    const { signing_secret } = (
      await kit.ask(kit.integrator, 'POST', `/api/integrations/${created.id}/signing-secret`)
    ).json<{ signing_secret: string }>();
    const events = await kit.audit(created.id);
    expect(events.map((e) => e.action).sort()).toEqual(['rotate', 'update']);
    expect(events.find((e) => e.action === 'update')!.changes).toEqual([
      { field: 'name', from: 'Audited', to: 'Audited 2' },
      { field: 'url', from: 'https://hooks.example.test/in', to: 'https://hooks.example.test/v2' },
    ]);
    const trail = JSON.stringify(events);
    expect(trail).not.toContain(signing_secret);
    expect(trail).not.toContain(created.signing_secret);
  });
});

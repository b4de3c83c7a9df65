import type { UserWrite } from '@barnboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { usersManagerKit, type Kit } from './kit.js';

/**
 * Memberships in the users manager (spec §3, §5, §6; docs/administration.md): who may grant
 * what on which sites, the last owner, same values, the stale-write check, and that an ended or
 * deleted membership is gone on the person's next request.
 */

let t: TestApp;
let k: Kit;

beforeAll(async () => {
  t = await createTestApp();
  k = await usersManagerKit(t);
}, 120_000);
afterAll(() => t?.close());

const membershipUrl = (tenant: string, id: string, suffix = '') =>
  `/api/tenants/${tenant}/memberships/${id}${suffix}`;

/** A person with one Bocage membership, as the admin sees them. */
async function personOnBocage(fields: Parameters<Kit['newPerson']>[0] = {}) {
  const created = await k.newPerson(fields);
  const seen = await k.person(k.tokens.owner, created.email);
  return { ...created, seen, membership: seen.memberships[0]! };
}

describe('roles and sites an admin may grant', () => {
  it('never a role above their own', async () => {
    const owner = await k.invite(k.tokens.admin, { membership: k.membership({ role: 'owner' }) });
    expect(owner.response.statusCode).toBe(403);
    expect(owner.response.json()).toMatchObject({ code: 'role_above_own' });
    const admin = await k.invite(k.tokens.admin, { membership: k.membership({ role: 'admin' }) });
    expect(admin.response.statusCode).toBe(201);
    const byOwner = await k.invite(k.tokens.owner, { membership: k.membership({ role: 'owner' }) });
    expect(byOwner.response.statusCode).toBe(201);
  });

  it('only on the sites they administer, for an admin of some sites', async () => {
    const siteAdmin = await k.newPerson({ role: 'admin', sites: [k.site.maternity] });
    const token = await k.tokenOf(siteAdmin);
    const onTheirs = await k.invite(token, { membership: k.membership() });
    expect(onTheirs.response.statusCode).toBe(201);
    for (const sites of [[k.site.finishing], [k.site.maternity, k.site.nursery], 'all' as const]) {
      const refused = await k.invite(token, { membership: k.membership({ sites }) });
      expect(refused.response.statusCode).toBe(403);
      expect(refused.response.json()).toMatchObject({ code: 'sites_outside_reach' });
    }
    // Memberships out of their reach are shown, not theirs to change.
    const manager = await k.person(token, 'manager@bocage.demo');
    expect(manager.memberships).toHaveLength(1);
    expect(manager.memberships[0]).toMatchObject({ manageable: false });
    expect(manager.manageable).toBe(false);
    const change = await k.call(
      token,
      'PATCH',
      membershipUrl(k.bocage, manager.memberships[0]!.id),
      { role: 'member', expected_updated_at: manager.memberships[0]!.updated_at },
    );
    expect(change.statusCode).toBe(403);
    expect(change.json()).toMatchObject({ code: 'sites_outside_reach' });
  });

  it('refuses a site of another tenant, no site at all, and a sharing name left empty', async () => {
    const other = await k.invite(k.tokens.staff, {
      membership: k.membership({ sites: [k.site.gdu] }),
    });
    expect(other.response.statusCode).toBe(400);
    expect(other.response.json()).toMatchObject({
      code: 'site_not_in_tenant',
      details: [{ field: 'body.membership.sites' }],
    });
    const none = await k.invite(k.tokens.admin, { membership: k.membership({ sites: [] }) });
    expect(none.response.statusCode).toBe(400);
    expect(none.response.json()).toMatchObject({ details: [{ field: 'body.membership.sites' }] });
    const sharing = await k.invite(k.tokens.admin, {
      membership: k.membership({ use_sharing_name: true, sharing_name: null }),
    });
    expect(sharing.response.statusCode).toBe(400);
    expect(sharing.response.json()).toMatchObject({
      details: [{ field: 'body.membership.sharing_name' }],
    });
  });

  it('gives a person the admin already sees a membership on a second tenant they administer', async () => {
    const twoTenants = await k.newPerson({ role: 'admin', sites: 'all' });
    await k.newPerson({}); // someone else, for contrast
    const { createMembership } = await import('../../src/repositories/memberships-repository.js');
    await createMembership(k.db, {
      tenantId: k.horizon,
      userId: twoTenants.id,
      role: 'admin',
      sites: 'all',
      accessType: { feeding: [], zootech: true, silo: false },
    });
    const token = await k.tokenOf(twoTenants);
    const worker = await k.newPerson();
    const body = { user_id: worker.id, ...k.membership({ sites: [k.site.gdu] }) };
    const added = await k.call(token, 'POST', `/api/tenants/${k.horizon}/memberships`, body);
    expect(added.statusCode).toBe(201);
    expect(added.json<UserWrite>().user.memberships.map((m) => m.tenant.name)).toEqual([
      'Ferme du Bocage',
      'Porcs Horizon',
    ]);
    const twice = await k.call(token, 'POST', `/api/tenants/${k.horizon}/memberships`, body);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'membership_exists', current: { id: worker.id } });
    // A person the admin does not see (no membership on their tenants) is not found.
    const stranger = await k.newPerson({ tenantId: k.horizon, sites: [k.site.gdu] });
    const hidden = await k.call(k.tokens.admin, 'POST', `/api/tenants/${k.bocage}/memberships`, {
      ...body,
      user_id: stranger.id,
      sites: [k.site.maternity],
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('answers staff 404 for a tenant that does not exist, not a 500', async () => {
    const worker = await k.newPerson();
    const unknown = '00000000-0000-4000-8000-000000000000';
    const answer = await k.call(k.tokens.staff, 'POST', `/api/tenants/${unknown}/memberships`, {
      user_id: worker.id,
      ...k.membership({ sites: 'all' }),
    });
    expect(answer.statusCode, answer.body).toBe(404);
    expect(answer.json()).toMatchObject({ code: 'tenant_not_found' });
  });
});

describe('changing a membership', () => {
  it('writes the change and its audit event, answers same values without writing, 409 when stale', async () => {
    const { membership, seen } = await personOnBocage();
    const url = membershipUrl(k.bocage, membership.id);
    t.clock.advance(1_000);
    const changed = await k.call(k.tokens.admin, 'PATCH', url, {
      role: 'manager',
      sites: [k.site.finishing, k.site.maternity],
      access_type: { feeding: ['lactation', 'gestation'], zootech: true, silo: true },
      expected_updated_at: membership.updated_at,
    });
    expect(changed.statusCode).toBe(200);
    const after = changed.json<UserWrite>();
    expect(after.changed).toBe(true);
    const updated = after.user.memberships[0]!;
    expect(updated).toMatchObject({ role: 'manager', updated_at: t.clock.now().toISOString() });
    expect([...(updated.sites as string[])].sort()).toEqual(
      [k.site.finishing, k.site.maternity].sort(),
    );
    const trail = await k.auditOf(k.bocage, membership.id);
    expect(trail.at(-1)).toMatchObject({ action: 'update', actorName: 'Alain Côté', siteId: null });
    expect(trail.at(-1)!.changes.map((c) => c.field)).toEqual(['role', 'sites', 'access_type']);

    // The same values again, in another order: nothing written, nothing recorded.
    const same = await k.call(k.tokens.admin, 'PATCH', url, {
      sites: [k.site.maternity, k.site.finishing],
      access_type: { feeding: ['gestation', 'lactation'], zootech: true, silo: true },
      expected_updated_at: updated.updated_at,
    });
    expect(same.json<UserWrite>()).toMatchObject({ changed: false });
    expect(await k.auditOf(k.bocage, membership.id)).toHaveLength(trail.length);

    // Based on the version before the change: refused with the membership as it is now.
    const stale = await k.call(k.tokens.owner, 'PATCH', url, {
      role: 'member',
      expected_updated_at: membership.updated_at,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'edited_elsewhere',
      current: { id: seen.id, memberships: [{ role: 'manager' }] },
    });
  });

  it('keeps the last owner: no demotion, no expiry, no end, no deletion; a second owner frees it', async () => {
    const owner = await k.person(k.tokens.staff, 'owner@bocage.demo');
    const membership = owner.memberships[0]!;
    const url = membershipUrl(k.bocage, membership.id);
    const version = { expected_updated_at: membership.updated_at };
    const attempts = [
      k.call(k.tokens.owner, 'PATCH', url, { role: 'admin', ...version }),
      k.call(k.tokens.owner, 'PATCH', url, { expires_at: '2027-01-01T00:00:00Z', ...version }),
      k.call(k.tokens.staff, 'POST', `${url.replace(/\/$/, '')}/end`, version),
      k.call(k.tokens.staff, 'DELETE', url, version),
    ];
    for (const attempt of await Promise.all(attempts)) {
      expect(attempt.statusCode).toBe(409);
      expect(attempt.json()).toMatchObject({ code: 'last_owner' });
    }
    const second = await personOnBocage({ role: 'owner', sites: 'all' });
    const demoted = await k.call(k.tokens.owner, 'PATCH', url, { role: 'admin', ...version });
    expect(demoted.statusCode).toBe(200);
    // Now the second owner is the last one.
    const last = await k.call(
      await k.tokenOf(second),
      'DELETE',
      membershipUrl(k.bocage, second.membership.id),
      { expected_updated_at: second.membership.updated_at },
    );
    expect(last.json()).toMatchObject({ code: 'last_owner' });
    // Back as it was, for the other tests.
    const restored = await k.call(k.tokens.staff, 'PATCH', url, {
      role: 'owner',
      expected_updated_at: demoted.json<UserWrite>().user.memberships[0]!.updated_at,
    });
    expect(restored.statusCode).toBe(200);
  });
});

describe('ending a membership', () => {
  it('takes effect on the person’s next request, by expiry now or deletion', async () => {
    for (const how of ['end', 'delete'] as const) {
      const person = await personOnBocage();
      const token = await k.tokenOf(person);
      const siteRoute = `/api/sites/${k.site.maternity}/last-update`;
      expect((await k.call(token, 'GET', siteRoute)).statusCode).toBe(200);
      const version = { expected_updated_at: person.membership.updated_at };
      const url = membershipUrl(k.bocage, person.membership.id);
      const ended =
        how === 'end'
          ? await k.call(k.tokens.admin, 'POST', `${url}/end`, version)
          : await k.call(k.tokens.admin, 'DELETE', url, version);
      expect(ended.statusCode).toBe(200);
      // The very next request, with the same token, goes without the membership.
      expect((await k.call(token, 'GET', siteRoute)).statusCode).toBe(403);
      const sites = await k.call(token, 'GET', '/api/sites/vision-web');
      expect(sites.json<{ data: unknown[] }>().data).toEqual([]);
      const trail = await k.auditOf(k.bocage, person.membership.id);
      expect(trail.at(-1)).toMatchObject({ action: how === 'end' ? 'update' : 'delete' });
      if (how === 'end') {
        expect(ended.json<UserWrite>().user).toMatchObject({
          state: 'expired',
          memberships: [{ expired: true, expires_at: t.clock.now().toISOString() }],
        });
        const again = await k.call(k.tokens.admin, 'POST', `${url}/end`, {
          expected_updated_at: ended.json<UserWrite>().user.memberships[0]!.updated_at,
        });
        expect(again.json()).toMatchObject({ code: 'edited_elsewhere' });
      } else {
        expect(ended.json<UserWrite>().user.memberships).toEqual([]);
        const gone = await k.call(k.tokens.admin, 'DELETE', url, version);
        expect(gone.statusCode).toBe(404);
      }
    }
  });
});

describe('the people list', () => {
  it('shows an admin the people of their tenants only, with the memberships on them', async () => {
    const page = await k.list(k.tokens.admin, '?per_page=1000');
    const logins = page.data.map((p) => p.email);
    expect(logins).toEqual(
      expect.arrayContaining([
        'owner@bocage.demo',
        'admin@bocage.demo',
        'manager@bocage.demo',
        'member@bocage.demo',
        'expired@bocage.demo',
      ]),
    );
    expect(logins).not.toContain('staff@barnboard.demo');
    const manager = page.data.find((p) => p.email === 'manager@bocage.demo')!;
    expect(manager.memberships.map((m) => m.tenant.name)).toEqual(['Ferme du Bocage']);
    // The Horizon membership is another tenant's: the admin may not deactivate the account.
    expect(manager.manageable).toBe(false);
    expect(page.data.find((p) => p.email === 'expired@bocage.demo')!.state).toBe('expired');
    expect(page.data.find((p) => p.email === 'member@bocage.demo')).toMatchObject({
      state: 'active',
      manageable: true,
    });
  });

  it('shows staff everyone', async () => {
    const logins = (await k.list(k.tokens.staff, '?per_page=1000')).data.map(
      (p) => p.email ?? p.username,
    );
    expect(logins).toEqual(
      expect.arrayContaining([
        'staff@barnboard.demo',
        'integrator@barnboard.demo',
        'new@horizon.demo',
      ]),
    );
  });

  it('finds people with accents and case ignored, sorts and pages them', async () => {
    const find = async (q: string) =>
      (await k.list(k.tokens.admin, `?q=${encodeURIComponent(q)}`)).data.map((p) => p.email);
    expect(await find('LEVESQUE')).toEqual(['manager@bocage.demo']);
    expect(await find('émile roy')).toEqual(['expired@bocage.demo']);
    expect(await find('cote')).toEqual(['admin@bocage.demo']);
    expect(await find('nobody at all')).toEqual([]);

    const byName = await k.list(k.tokens.admin, '?sort=name&direction=desc&per_page=2&page=1');
    expect(byName.meta).toMatchObject({ per_page: 2, current_page: 1 });
    expect(byName.data).toHaveLength(2);
    const all = (await k.list(k.tokens.admin, '?sort=name&direction=desc&per_page=1000')).data;
    expect(byName.data.map((p) => p.id)).toEqual(all.slice(0, 2).map((p) => p.id));
    expect(byName.meta.total).toBe(all.length);
  });

  it('is refused to managers and members', async () => {
    for (const token of [k.tokens.manager, k.tokens.member]) {
      const refused = await k.call(token, 'GET', '/api/users');
      expect(refused.statusCode).toBe(403);
    }
  });
});

import type { UserWrite } from '@barnboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { usersManagerKit, type Kit } from '../users-manager/kit.js';

/**
 * Tenant isolation of the users manager: an admin of Porcs Horizon reaches Horizon's people and
 * memberships only; Ferme du Bocage's stay out of sight and out of reach, whatever the path says.
 */

let t: TestApp;
let k: Kit;
/** An admin of Porcs Horizon (every site), and their token. */
let horizonAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  k = await usersManagerKit(t);
  const admin = await k.newPerson({ tenantId: k.horizon, role: 'admin', sites: 'all' });
  horizonAdmin = await k.tokenOf(admin);
}, 120_000);
afterAll(() => t?.close());

describe("another tenant's people", () => {
  it('are not listed, and a shared person shows only the memberships on the admin’s tenant', async () => {
    const people = (await k.list(horizonAdmin, '?per_page=1000')).data;
    const logins = people.map((p) => p.email);
    for (const bocageOnly of ['owner@bocage.demo', 'admin@bocage.demo', 'member@bocage.demo'])
      expect(logins).not.toContain(bocageOnly);
    expect(logins).toContain('new@horizon.demo');
    const manager = people.find((p) => p.email === 'manager@bocage.demo')!;
    expect(manager.memberships.map((m) => m.tenant.name)).toEqual(['Porcs Horizon']);
    expect(manager.manageable).toBe(false);
    expect((await k.list(horizonAdmin, '?q=bocage')).data.map((p) => p.email)).toEqual([
      'manager@bocage.demo',
    ]);
  });

  it('are out of reach of every account action, whatever exists', async () => {
    const member = await k.person(k.tokens.admin, 'member@bocage.demo');
    const actions: ['POST' | 'PATCH' | 'DELETE', string, object?][] = [
      [
        'PATCH',
        `/api/users/${member.id}`,
        { first_name: 'X', expected_updated_at: member.updated_at },
      ],
      ['POST', `/api/users/${member.id}/deactivate`],
      ['POST', `/api/users/${member.id}/reactivate`],
      ['POST', `/api/users/${member.id}/invitation`],
      ['POST', `/api/users/${member.id}/first-password`, { password: 'Matrix-Pass1' }],
      ['DELETE', `/api/users/${member.id}`],
      ['POST', '/api/users/00000000-0000-4000-8000-000000000000/deactivate'],
    ];
    for (const [method, url, body] of actions) {
      const refused = await k.call(horizonAdmin, method, url, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
    }
    // The manager belongs to both tenants: reachable, but another tenant counts on the account.
    const manager = await k.person(horizonAdmin, 'manager@bocage.demo');
    const shared = await k.call(horizonAdmin, 'POST', `/api/users/${manager.id}/deactivate`);
    expect(shared.json()).toMatchObject({ code: 'other_tenants' });
  });

  it('keep their memberships: a path naming another tenant is refused, a mixed one is not found', async () => {
    const member = await k.person(k.tokens.admin, 'member@bocage.demo');
    const membership = member.memberships[0]!;
    const version = { expected_updated_at: membership.updated_at };
    const onBocage = `/api/tenants/${k.bocage}/memberships/${membership.id}`;
    const disguised = `/api/tenants/${k.horizon}/memberships/${membership.id}`;
    for (const [method, suffix, body] of [
      ['PATCH', '', { role: 'member', ...version }],
      ['POST', '/end', version],
      ['DELETE', '', version],
    ] as const) {
      expect((await k.call(horizonAdmin, method, onBocage + suffix, body)).statusCode).toBe(403);
      const hidden = await k.call(horizonAdmin, method, disguised + suffix, body);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toMatchObject({ code: 'membership_not_found' });
    }
    expect((await k.person(k.tokens.admin, 'member@bocage.demo')).memberships).toEqual(
      member.memberships,
    );
  });

  it('cannot be invited into, nor given a membership by the other tenant’s admin', async () => {
    const invite = await k.invite(horizonAdmin, {});
    expect(invite.response.statusCode).toBe(403);
    const member = await k.person(k.tokens.admin, 'member@bocage.demo');
    const onHorizon = await k.call(horizonAdmin, 'POST', `/api/tenants/${k.horizon}/memberships`, {
      user_id: member.id,
      ...k.membership({ sites: [k.site.gdu] }),
    });
    expect(onHorizon.statusCode).toBe(404);
    // By e-mail, the admin may invite anyone to their own tenant: the account gains a membership.
    const byMail = await k.invite(horizonAdmin, {
      tenant: k.horizon,
      email: 'member@bocage.demo',
      membership: k.membership({ sites: [k.site.gdu] }),
    });
    expect(byMail.response.statusCode).toBe(201);
    expect(byMail.response.json<UserWrite>().user.memberships.map((m) => m.tenant.name)).toEqual([
      'Porcs Horizon',
    ]);
  });
});

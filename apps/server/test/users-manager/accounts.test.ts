import { WEB_CLIENT_ID, type User, type UserWrite } from '@barnboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, signIn, TOKEN_PATH } from '../support/sign-in.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { usersManagerKit, type Kit } from './kit.js';

/**
 * Accounts in the users manager: username-only accounts and their first password (changed at
 * first sign-in, enforced by the API), deactivation (sessions end at once), the names, and
 * taking back an invitation.
 */

let t: TestApp;
let k: Kit;
const FIRST = 'Handed-Over1';
const OWN = 'Mine-Only22';

beforeAll(async () => {
  t = await createTestApp();
  k = await usersManagerKit(t);
}, 120_000);
afterAll(() => t?.close());

let accounts = 0;
async function usernameAccount(token = k.tokens.admin, password = FIRST) {
  const username = `barn.worker${++accounts}`;
  const response = await k.call(token, 'POST', `/api/tenants/${k.bocage}/accounts`, {
    username,
    first_name: 'Paul',
    last_name: 'Gagnon',
    password,
    membership: k.membership(),
  });
  return { response, username, user: response.json<UserWrite>().user };
}

const basicAuth = (login: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth',
    headers: { authorization: `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}` },
  });

describe('a username-only account', () => {
  it('is created without e-mail, with its audit events; a taken username is refused', async () => {
    const { response, username, user } = await usernameAccount();
    expect(response.statusCode).toBe(201);
    expect(user).toMatchObject({
      email: null,
      username,
      state: 'invited',
      must_change_password: true,
      invitation: null,
    });
    const trail = await k.auditOf(k.bocage, user.id);
    expect(trail.map((e) => e.action)).toEqual(['create']);
    expect(JSON.stringify(trail)).not.toContain(FIRST);
    expect(await k.auditOf(k.bocage, user.memberships[0]!.id)).toHaveLength(1);

    const again = await k.call(k.tokens.admin, 'POST', `/api/tenants/${k.bocage}/accounts`, {
      username: username.toUpperCase(),
      password: FIRST,
      membership: k.membership(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'user_exists' });
    const bad = await k.call(k.tokens.admin, 'POST', `/api/tenants/${k.bocage}/accounts`, {
      username: 'a..b',
      password: FIRST,
      membership: k.membership(),
    });
    expect(bad.json()).toMatchObject({ details: [{ field: 'body.username' }] });
  });

  it('signs in with the first password, but the API serves nothing else until it is replaced', async () => {
    const { username } = await usernameAccount();
    const first = await signIn(t, { email: username, password: FIRST });
    const other = await signIn(t, { email: username, password: FIRST });
    const bearer = first.access_token;
    const me = await k.call(bearer, 'GET', '/api/user');
    expect(me.json<User>()).toMatchObject({ email: null, username, must_change_password: true });
    // What the first-sign-in pages load is open; the rest is not.
    for (const url of ['/api/members', '/api/sites/vision-web'])
      expect((await k.call(bearer, 'GET', url)).statusCode).toBe(200);
    const refused = await k.call(bearer, 'GET', `/api/sites/${k.site.maternity}/last-update`);
    expect(refused.statusCode).toBe(403);

    const change = (body: object) => k.call(bearer, 'POST', '/api/user/first-password', body);
    expect((await change({ current_password: 'Wrong-pass1', password: OWN })).json()).toMatchObject(
      { code: 'wrong_password', details: [{ field: 'body.current_password' }] },
    );
    expect((await change({ current_password: FIRST, password: FIRST })).json()).toMatchObject({
      code: 'same_password',
    });
    expect((await change({ current_password: FIRST, password: 'short' })).statusCode).toBe(400);
    const changed = await change({ current_password: FIRST, password: OWN });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<User>().must_change_password).toBe(false);

    // This session goes on; the other one ended; the first password no longer works.
    expect((await k.call(other.access_token, 'GET', '/api/user')).statusCode).toBe(401);
    expect((await basicAuth(username, FIRST)).statusCode).toBe(401);
    // Next: the terms, as for any first sign-in; then the granted site.
    const terms = await k.call(bearer, 'GET', `/api/sites/${k.site.maternity}/last-update`);
    expect(terms.json()).toMatchObject({ code: 'terms_not_accepted' });
    await k.call(bearer, 'PATCH', '/api/user', { agreed_terms_policy: true });
    const open = await k.call(bearer, 'GET', `/api/sites/${k.site.maternity}/last-update`);
    expect(open.statusCode).toBe(200);
    expect((await k.person(k.tokens.admin, username)).state).toBe('active');
    expect(
      (await change({ current_password: OWN, password: 'Another-One3' })).json(),
    ).toMatchObject({ code: 'password_change_not_required' });
  });

  it('gets a new first password from an admin: its sessions end, and it must be changed again', async () => {
    const { username, user } = await usernameAccount();
    const session = await signIn(t, { email: username, password: FIRST });
    const reset = await k.call(k.tokens.admin, 'POST', `/api/users/${user.id}/first-password`, {
      password: 'Second-Hand2',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json<UserWrite>().user).toMatchObject({ must_change_password: true });
    expect((await k.call(session.access_token, 'GET', '/api/user')).statusCode).toBe(401);
    const next = await signIn(t, { email: username, password: 'Second-Hand2' });
    expect((await k.call(next.access_token, 'GET', '/api/user')).json()).toMatchObject({
      must_change_password: true,
    });
    const trail = await k.auditOf(k.bocage, user.id);
    expect(trail.at(-1)).toMatchObject({ action: 'update' });
    expect(JSON.stringify(trail)).not.toContain('Second-Hand2');

    // An account with an e-mail address recovers its own password.
    const member = await k.person(k.tokens.admin, 'member@bocage.demo');
    const refused = await k.call(k.tokens.admin, 'POST', `/api/users/${member.id}/first-password`, {
      password: 'Second-Hand2',
    });
    expect(refused.json()).toMatchObject({ code: 'has_email' });
  });
});

describe('deactivation', () => {
  it('ends the sessions at once, refuses sign-in with the deactivated message, and is undone', async () => {
    const person = await k.newPerson();
    const session = await signIn(t, person);
    // A token without a session (POST /api/auth's) too.
    const sessionless = (await basicAuth(person.email, person.password)).json<{ token: string }>()
      .token;
    for (const token of [session.access_token, sessionless])
      expect((await k.call(token, 'GET', '/api/user')).statusCode).toBe(200);

    const seen = await k.person(k.tokens.admin, person.email);
    const done = await k.call(k.tokens.admin, 'POST', `/api/users/${seen.id}/deactivate`);
    expect(done.statusCode).toBe(200);
    expect(done.json<UserWrite>().user).toMatchObject({
      state: 'deactivated',
      deactivated_at: t.clock.now().toISOString(),
    });
    for (const token of [session.access_token, sessionless]) {
      const refused = await k.call(token, 'GET', '/api/user');
      expect(refused.statusCode).toBe(401);
    }
    expect((await k.call(sessionless, 'GET', '/api/user')).json()).toMatchObject({
      code: 'user_deactivated',
    });
    const refresh = await postForm(t, TOKEN_PATH, {
      grant_type: 'refresh_token',
      client_id: WEB_CLIENT_ID,
      refresh_token: session.refresh_token,
    });
    expect(refresh.statusCode).toBe(400);
    // The right password says deactivated; a wrong one says nothing more than usual.
    expect((await basicAuth(person.email, person.password)).json()).toMatchObject({
      statusCode: 403,
      message: 'user_deactivated',
    });
    expect((await basicAuth(person.email, 'Wrong-pass1')).json()).toMatchObject({
      message: 'authentication_failed',
    });
    const grant = await postForm(t, TOKEN_PATH, {
      grant_type: 'password',
      client_id: WEB_CLIENT_ID,
      username: person.email,
      password: person.password,
    });
    expect(grant.json()).toEqual({ error: 'invalid_grant', error_description: 'Account disabled' });

    const twice = await k.call(k.tokens.owner, 'POST', `/api/users/${seen.id}/deactivate`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'edited_elsewhere',
      current: { state: 'deactivated' },
    });

    const back = await k.call(k.tokens.admin, 'POST', `/api/users/${seen.id}/reactivate`);
    expect(back.json<UserWrite>().user).toMatchObject({ state: 'active', deactivated_at: null });
    expect((await signIn(t, person)).access_token).toBeTruthy();
    const trail = await k.auditOf(k.bocage, seen.id);
    expect(trail.map((e) => e.action)).toEqual(['deactivate', 'reactivate']);
  });

  it('is refused on one’s own account, above one’s role, and for people other tenants count on', async () => {
    const admin = await k.person(k.tokens.admin, 'admin@bocage.demo');
    const self = await k.call(k.tokens.admin, 'POST', `/api/users/${admin.id}/deactivate`);
    expect(self.json()).toMatchObject({ code: 'own_account' });
    const owner = await k.person(k.tokens.admin, 'owner@bocage.demo');
    const above = await k.call(k.tokens.admin, 'POST', `/api/users/${owner.id}/deactivate`);
    expect(above.json()).toMatchObject({ statusCode: 403, code: 'other_tenants' });
    const manager = await k.person(k.tokens.admin, 'manager@bocage.demo');
    const shared = await k.call(k.tokens.admin, 'POST', `/api/users/${manager.id}/deactivate`);
    expect(shared.json()).toMatchObject({ statusCode: 403, code: 'other_tenants' });
    // Staff may, but not the last owner of a tenant.
    const last = await k.call(k.tokens.staff, 'POST', `/api/users/${owner.id}/deactivate`);
    expect(last.json()).toMatchObject({ code: 'last_owner' });
    const members = await k.call(k.tokens.member, 'POST', `/api/users/${owner.id}/deactivate`);
    expect(members.statusCode).toBe(403);
  });
});

describe('names, and taking an invitation back', () => {
  it('changes names with the stale-write check and same values', async () => {
    const person = await k.newPerson();
    const seen = await k.person(k.tokens.admin, person.email);
    t.clock.advance(1_000);
    const url = `/api/users/${seen.id}`;
    const renamed = await k.call(k.tokens.admin, 'PATCH', url, {
      first_name: 'Zoé',
      last_name: 'Éleveur',
      expected_updated_at: seen.updated_at,
    });
    expect(renamed.json<UserWrite>()).toMatchObject({
      changed: true,
      user: { first_name: 'Zoé', last_name: 'Éleveur' },
    });
    const version = renamed.json<UserWrite>().user.updated_at;
    const same = await k.call(k.tokens.admin, 'PATCH', url, {
      first_name: 'Zoé',
      expected_updated_at: version,
    });
    expect(same.json<UserWrite>()).toMatchObject({ changed: false });
    const stale = await k.call(k.tokens.admin, 'PATCH', url, {
      first_name: 'Zoe',
      expected_updated_at: seen.updated_at,
    });
    expect(stale.json()).toMatchObject({
      code: 'edited_elsewhere',
      current: { first_name: 'Zoé' },
    });
    expect((await k.list(k.tokens.admin, '?q=zoe eleveur')).data.map((p) => p.id)).toEqual([
      seen.id,
    ]);
  });

  it('deletes an account never used, with its memberships; a used one is deactivated instead', async () => {
    const { user } = await k.invite(k.tokens.admin, {});
    const deleted = await k.call(k.tokens.admin, 'DELETE', `/api/users/${user.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await k.list(k.tokens.admin, `?q=${encodeURIComponent(user.email!)}`)).data).toEqual(
      [],
    );
    const trail = await k.auditOf(k.bocage, user.id);
    expect(trail.map((e) => e.action)).toEqual(['invite', 'delete']);
    expect((await k.auditOf(k.bocage, user.memberships[0]!.id)).map((e) => e.action)).toEqual([
      'create',
      'delete',
    ]);
    const member = await k.person(k.tokens.admin, 'member@bocage.demo');
    const used = await k.call(k.tokens.admin, 'DELETE', `/api/users/${member.id}`);
    expect(used.json()).toMatchObject({ code: 'user_active' });
  });
});

import {
  WEB_CLIENT_ID,
  type InvitationDetails,
  type Site,
  type UserWrite,
} from '@barnboard/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoToken } from '../support/demo.js';
import { postForm, TOKEN_PATH } from '../support/sign-in.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { usersManagerKit, type Kit } from './kit.js';

/**
 * Invitations by e-mail (docs/administration.md, "Users manager"; docs/security.md,
 * "Invitation links"): a single-use, expiring, hashed link that sets the password and records
 * the terms accepted; resending voids the old link.
 */

let t: TestApp;
let k: Kit;
const PASSWORD = 'Invited-Pass1';

beforeAll(async () => {
  t = await createTestApp();
  k = await usersManagerKit(t);
}, 120_000);
afterAll(() => t?.close());

const inspect = (token: string) => k.call(null, 'POST', '/api/invitation/inspect', { token });
const accept = (token: string, password = PASSWORD) =>
  k.call(null, 'POST', '/api/invitation/accept', { token, password, accept_terms: true });
const basicAuth = (login: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth',
    headers: { authorization: `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}` },
  });

describe('an invitation by e-mail', () => {
  it('creates an unconfirmed account and mails it a single-use link, recorded in the trail', async () => {
    const { response, email, user } = await k.invite(k.tokens.admin, { locale: 'fr' });
    expect(response.statusCode).toBe(201);
    expect(response.json<UserWrite>()).toMatchObject({ changed: true, mail_sent: true });
    expect(user).toMatchObject({ email, state: 'invited', manageable: true });
    expect(user.invitation).toMatchObject({ expired: false });
    expect(Date.parse(user.invitation!.expires_at) - t.clock.now().getTime()).toBe(7 * 86_400_000);
    expect(user.memberships).toEqual([
      expect.objectContaining({
        tenant: expect.objectContaining({ cloud_id: k.bocage }) as unknown,
        role: 'member',
        sites: [k.site.maternity],
        access_type: { feeding: ['gestation'], zootech: false, silo: false },
      }),
    ]);

    const mail = t.mailer.sent.at(-1)!;
    expect(mail.to).toBe(email);
    expect(mail.subject).toBe('Barnboard: Alain Côté vous invite dans Ferme du Bocage');
    expect(mail.text).toContain(`${t.config.publicUrl}/invitation?token=`);

    const trail = await k.auditOf(k.bocage, user.id);
    expect(trail.map((e) => [e.action, e.entityType, e.actorName])).toEqual([
      ['invite', 'user', 'Alain Côté'],
    ]);
    expect(trail[0]!.changes).toContainEqual({ field: 'email', from: null, to: email });
    const membershipTrail = await k.auditOf(k.bocage, user.memberships[0]!.id);
    expect(membershipTrail.map((e) => [e.action, e.siteId])).toEqual([
      ['create', k.site.maternity],
    ]);
    // The stored token is a hash: the mailed one is nowhere in the database.
    const token = k.mailedToken(email);
    const rows = await t.database.db.execute(
      sql`select token_hash from password_resets where purpose = 'invitation'`,
    );
    expect(JSON.stringify(rows.rows)).not.toContain(token);
  });

  it('tells an unconfirmed account it is not confirmed, never signing it in', async () => {
    const { email } = await k.invite(k.tokens.admin, {});
    const auth = await basicAuth(email, 'Anything-1');
    expect(auth.statusCode).toBe(403);
    expect(auth.json()).toMatchObject({ message: 'user_unconfirmed' });
    const grant = await postForm(t, TOKEN_PATH, {
      grant_type: 'password',
      client_id: WEB_CLIENT_ID,
      username: email,
      password: 'Anything-1',
    });
    expect(grant.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Invalid user credentials',
    });
  });

  it('opens a page that sets the password and the terms, then the person signs in to what was granted', async () => {
    const { email } = await k.invite(k.tokens.admin, {});
    const token = k.mailedToken(email);
    const details = await inspect(token);
    expect(details.statusCode).toBe(200);
    expect(details.json<InvitationDetails>()).toMatchObject({
      email,
      tenants: ['Ferme du Bocage'],
    });

    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ login: email });

    const access = await k.tokenOf({ email, password: PASSWORD });
    const me = await k.call(access, 'GET', '/api/user');
    expect(me.json()).toMatchObject({
      agreed_terms_policy: true,
      never_login: false,
      must_change_password: false,
    });
    const visible = await k.call(access, 'GET', '/api/sites/vision-web');
    expect(visible.json<{ data: Site[] }>().data.map((s) => s.id)).toEqual([k.site.maternity]);
    expect((await k.call(access, 'GET', '/api/ping')).statusCode).toBe(200);
    // Gestation feeding only: no herd reports, no other site.
    const kpis = `/api/sites/${k.site.maternity}/kpis?from=2026-01-01&to=2026-01-31`;
    expect((await k.call(access, 'GET', kpis)).statusCode).toBe(403);
    const other = `/api/sites/${k.site.finishing}/last-update`;
    expect((await k.call(access, 'GET', other)).statusCode).toBe(403);
    expect((await k.person(k.tokens.admin, email)).state).toBe('active');

    // The link worked once.
    expect((await accept(token, 'Another-Pass2')).json()).toMatchObject({ code: 'invalid_token' });
    expect((await inspect(token)).statusCode).toBe(400);
  });

  it('refuses a password that breaks the rules, and a recovery link in place of an invitation', async () => {
    const { email } = await k.invite(k.tokens.admin, {});
    const token = k.mailedToken(email);
    const weak = await accept(token, 'weakpass');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ details: [{ field: 'body.password' }] });
    const noTerms = await k.call(null, 'POST', '/api/invitation/accept', {
      token,
      password: PASSWORD,
      accept_terms: false,
    });
    expect(noTerms.statusCode).toBe(400);

    // An invited person may use "forgot your password": that link does not accept invitations.
    await k.call(null, 'POST', '/api/user/recover', { email });
    const recovery = /token=([\w-]+)/.exec(t.mailer.sent.at(-1)!.text)![1]!;
    expect((await accept(recovery)).statusCode).toBe(400);
    // Nor is an invitation a recovery link.
    const reset = await k.call(null, 'POST', '/api/user/reset-password', {
      token,
      password: PASSWORD,
    });
    expect(reset.json()).toMatchObject({ code: 'invalid_token' });
    expect((await accept(token)).statusCode).toBe(200);
  });

  it('expires after seven days', async () => {
    const { email } = await k.invite(k.tokens.admin, {});
    const token = k.mailedToken(email);
    t.clock.advance(7 * 86_400_000 + 1);
    try {
      expect((await inspect(token)).json()).toMatchObject({ code: 'invalid_token' });
      expect((await accept(token)).statusCode).toBe(400);
      // A week later, the admin signs in again and sees the invitation has expired.
      const admin = await demoToken(t, 'admin@bocage.demo');
      expect((await k.person(admin, email)).invitation).toMatchObject({ expired: true });
    } finally {
      t.clock.advance(-(7 * 86_400_000 + 1));
    }
  });
});

describe('resending an invitation', () => {
  it('mails a new link and voids the old one', async () => {
    const { email, user } = await k.invite(k.tokens.admin, {});
    const first = k.mailedToken(email);
    t.clock.advance(60_000);
    const resent = await k.call(k.tokens.admin, 'POST', `/api/users/${user.id}/invitation`);
    expect(resent.statusCode).toBe(200);
    const second = k.mailedToken(email);
    expect(second).not.toBe(first);
    expect(resent.json<UserWrite>().user.invitation!.sent_at).toBe(t.clock.now().toISOString());
    expect((await inspect(first)).statusCode).toBe(400);
    expect((await accept(first)).statusCode).toBe(400);
    expect((await accept(second)).statusCode).toBe(200);

    // Accepted meanwhile: nothing to resend; the answer is the account as it is now.
    const again = await k.call(k.tokens.admin, 'POST', `/api/users/${user.id}/invitation`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'edited_elsewhere', current: { state: 'active' } });
    const trail = await k.auditOf(k.bocage, user.id);
    expect(trail.map((e) => e.action)).toEqual(['invite', 'invite']);
  });
});

describe('an invitation to an address that already has an account', () => {
  it('adds the membership to it, mailing where to sign in, when it has none on the tenant', async () => {
    const { response } = await k.invite(k.tokens.staff, {
      email: 'new@horizon.demo',
      membership: k.membership({ sites: [k.site.finishing] }),
    });
    expect(response.statusCode).toBe(201);
    const user = response.json<UserWrite>().user;
    expect(user.memberships.map((m) => m.tenant.name).sort()).toEqual([
      'Ferme du Bocage',
      'Porcs Horizon',
    ]);
    const mail = t.mailer.sent.at(-1)!;
    expect(mail.to).toBe('new@horizon.demo');
    expect(mail.text).toContain(`${t.config.publicUrl}/login`);
    expect(mail.text).not.toContain('token=');
  });

  it('answers already exists with the person when they are a member of the tenant already', async () => {
    const { response } = await k.invite(k.tokens.admin, { email: 'MEMBER@bocage.demo' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'membership_exists',
      current: { email: 'member@bocage.demo' },
    });
  });
});

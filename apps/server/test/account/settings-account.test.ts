import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_CLIENT_ID, type ProfileSave, type User } from '@barnboard/domain';
import { auditEvents, sessions, users } from '../../src/db/schema/index.js';
import {
  TOKEN_PATH,
  createSignedInUser,
  createUser,
  postForm,
  randomAddress,
  signIn,
  type TestUser,
} from '../support/sign-in.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * The settings page's own-account routes (docs/administration.md, "Settings"): the profile with
 * its rules and version check, the e-mail address unique across accounts, and the password
 * change that ends every other session but the one that asked.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

type Call = {
  method: 'GET' | 'PUT' | 'POST';
  url: string;
  authorization: string;
  payload?: object;
};
const call = ({ method, url, authorization, payload }: Call) =>
  t.app.inject({
    method,
    url,
    headers: { authorization },
    remoteAddress: randomAddress(),
    ...(payload ? { payload } : {}),
  });

const getUser = async (authorization: string) =>
  (await call({ method: 'GET', url: '/api/user', authorization })).json<User>();

/** A valid profile body for the user as read now, with `changes` on top. */
async function profileBody(authorization: string, changes: object = {}) {
  const user = await getUser(authorization);
  return {
    first_name: user.first_name ?? 'Marie',
    last_name: user.last_name ?? 'Lefebvre',
    email: user.email,
    phone: user.phone ?? '',
    phone_country: user.phone_country ?? '',
    sms_opt_in: user.sms_opt_in,
    expected_updated_at: user.updated_at,
    ...changes,
  };
}

const saveProfile = (authorization: string, payload: object) =>
  call({ method: 'PUT', url: '/api/user/profile', authorization, payload });

const changePassword = (authorization: string, payload: object) =>
  call({ method: 'POST', url: '/api/user/password', authorization, payload });

describe('PUT /api/user/profile', () => {
  it('saves names, phone in E.164 and SMS opt-in, and shows them back', async () => {
    const { authorization } = await createSignedInUser(t);
    const body = await profileBody(authorization, {
      first_name: '  Marie ',
      last_name: 'Lefebvre',
      phone: '06 12 34 56 78',
      phone_country: 'FR',
      sms_opt_in: true,
    });
    t.clock.advance(1000);
    const response = await saveProfile(authorization, body);
    expect(response.statusCode).toBe(200);
    const saved = response.json<ProfileSave>();
    expect(saved.changed).toBe(true);
    expect(saved.user).toMatchObject({
      first_name: 'Marie',
      last_name: 'Lefebvre',
      phone: '+33612345678',
      phone_country: 'FR',
      sms_opt_in: true,
    });
    expect(saved.user.updated_at).not.toBe(body.expected_updated_at);
    expect(await getUser(authorization)).toEqual(saved.user);
  });

  it('answers changed: false to the same values, and writes nothing', async () => {
    const { authorization } = await createSignedInUser(t);
    const first = await saveProfile(
      authorization,
      await profileBody(authorization, { first_name: 'Jean', last_name: 'Roy' }),
    );
    const stored = first.json<ProfileSave>().user;
    t.clock.advance(1000);
    // The same values as typed differently: spaces around names, the phone in another form.
    const again = await saveProfile(
      authorization,
      await profileBody(authorization, { first_name: ' Jean ' }),
    );
    expect(again.statusCode).toBe(200);
    expect(again.json<ProfileSave>()).toEqual({ changed: false, user: stored });
  });

  it.each<[string, object, { field: string; reason: string }[]]>([
    [
      'empty names',
      { first_name: ' ', last_name: '' },
      [
        { field: 'body.first_name', reason: 'is required' },
        { field: 'body.last_name', reason: 'is required' },
      ],
    ],
    [
      'a malformed address',
      { email: 'marie@bocage' },
      [{ field: 'body.email', reason: 'is not a valid e-mail address' }],
    ],
    [
      'a phone without a country',
      { phone: '06 12 34 56 78', phone_country: '' },
      [{ field: 'body.phone_country', reason: 'is required with a phone number' }],
    ],
    [
      'a phone that is not one of the country',
      { phone: '0612', phone_country: 'FR' },
      [{ field: 'body.phone', reason: 'is not a valid phone number of the chosen country' }],
    ],
    [
      'a number of another country',
      { phone: '+44 7911 123456', phone_country: 'FR' },
      [{ field: 'body.phone', reason: 'is not a valid phone number of the chosen country' }],
    ],
    [
      'SMS without a phone',
      { phone: '', phone_country: 'FR', sms_opt_in: true },
      [{ field: 'body.sms_opt_in', reason: 'needs a valid phone number' }],
    ],
    [
      'an unknown country',
      { phone: '', phone_country: 'ZZ' },
      [{ field: 'body.phone_country', reason: 'is not a known country code' }],
    ],
  ])('refuses %s with 400 naming each field, and writes nothing', async (_, changes, details) => {
    const { authorization } = await createSignedInUser(t);
    const before = await getUser(authorization);
    const response = await saveProfile(authorization, await profileBody(authorization, changes));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_error', details });
    expect(await getUser(authorization)).toEqual(before);
  });

  it('answers 409 with the profile as it is now when it changed since the form was opened', async () => {
    const { authorization } = await createSignedInUser(t);
    const opened = await profileBody(authorization);
    t.clock.advance(1000);
    // Another tab saves first.
    const other = await saveProfile(authorization, { ...opened, first_name: 'Other' });
    expect(other.statusCode).toBe(200);
    const response = await saveProfile(authorization, { ...opened, first_name: 'Mine' });
    expect(response.statusCode).toBe(409);
    const answer = response.json<{ code: string; current: User }>();
    expect(answer.code).toBe('edited_elsewhere');
    expect(answer.current).toEqual(other.json<ProfileSave>().user);
    expect((await getUser(authorization)).first_name).toBe('Other');
  });

  it('is not made stale by a preferences save (a site switch, a toggle)', async () => {
    const { authorization } = await createSignedInUser(t);
    const opened = await profileBody(authorization, { first_name: 'Anne', last_name: 'Roy' });
    t.clock.advance(1000);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: { authorization },
      payload: { prefs: JSON.stringify({ lastSiteVisited: 'x', DateFormat: 'DD-MM-YYYY' }) },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json<User>().updated_at).toBe(opened.expected_updated_at);
    expect((await saveProfile(authorization, opened)).statusCode).toBe(200);
  });

  it('changes the address with the current password, and mails the old address', async () => {
    const { user, authorization } = await createSignedInUser(t);
    const email = `new-${user.username}@example.test`;
    const withoutPassword = await saveProfile(
      authorization,
      await profileBody(authorization, { email }),
    );
    expect(withoutPassword.statusCode).toBe(400);
    expect(withoutPassword.json()).toMatchObject({
      code: 'current_password_required',
      details: [{ field: 'body.current_password' }],
    });
    const wrong = await saveProfile(
      authorization,
      await profileBody(authorization, { email, current_password: 'Wrong-pass1' }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'wrong_password' });
    expect((await getUser(authorization)).email).toBe(user.email);

    const sent = t.mailer.sent.length;
    const response = await saveProfile(
      authorization,
      await profileBody(authorization, { email, current_password: user.password }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<ProfileSave>().user.email).toBe(email);
    const mail = t.mailer.sent.slice(sent).find((m) => m.to === user.email);
    expect(mail?.text).toContain(email);
    // The account now signs in with its new address.
    await signIn(t, { email, password: user.password });
  });

  it('refuses an address another account has, whatever its case, with a clear message', async () => {
    const other = await createUser(t);
    const { user, authorization } = await createSignedInUser(t);
    const response = await saveProfile(
      authorization,
      await profileBody(authorization, {
        email: other.email.toUpperCase(),
        current_password: user.password,
      }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'email_taken',
      message: 'Another account already uses this e-mail address',
      details: [{ field: 'body.email', reason: 'is already used by another account' }],
    });
    expect((await getUser(authorization)).email).toBe(user.email);
  });

  it('lets the case of one’s own address change without a password', async () => {
    const { user, authorization } = await createSignedInUser(t);
    const response = await saveProfile(
      authorization,
      await profileBody(authorization, { email: user.email.toUpperCase() }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<ProfileSave>().user.email).toBe(user.email.toUpperCase());
  });

  it('writes no audit event: a change to one’s own profile is not an administrative one', async () => {
    const { user, authorization } = await createSignedInUser(t);
    await saveProfile(authorization, await profileBody(authorization, { first_name: 'Audit' }));
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, user.id));
    expect(events).toEqual([]);
  });
});

describe('POST /api/user/password', () => {
  /** Two sessions of one account, as two browsers would hold them. */
  async function twoSessions(user: TestUser) {
    const [here, elsewhere] = [await signIn(t, user), await signIn(t, user)];
    return {
      here: `Bearer ${here.access_token}`,
      hereRefresh: here.refresh_token,
      elsewhere: `Bearer ${elsewhere.access_token}`,
      elsewhereRefresh: elsewhere.refresh_token,
    };
  }

  const refresh = (refreshToken: string) =>
    postForm(t, TOKEN_PATH, {
      grant_type: 'refresh_token',
      client_id: WEB_CLIENT_ID,
      refresh_token: refreshToken,
    });

  it('changes the password, ends the other sessions and keeps this one', async () => {
    const user = await createUser(t);
    const s = await twoSessions(user);
    const sent = t.mailer.sent.length;
    const response = await changePassword(s.here, {
      current_password: user.password,
      new_password: 'Changed-pass7',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ended_sessions: 1 });
    const revoked = await t.database.db
      .select({ reason: sessions.revokedReason })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(revoked.map((r) => r.reason).sort()).toEqual([null, 'password_change']);

    // This session goes on: its token and its refresh token still work.
    expect(
      (await call({ method: 'GET', url: '/api/user', authorization: s.here })).statusCode,
    ).toBe(200);
    expect((await refresh(s.hereRefresh)).statusCode).toBe(200);
    // The other one is refused at its next request, and cannot refresh.
    expect(
      (await call({ method: 'GET', url: '/api/user', authorization: s.elsewhere })).statusCode,
    ).toBe(401);
    expect((await refresh(s.elsewhereRefresh)).statusCode).toBe(400);

    // The new password signs in, the old one no longer does.
    await signIn(t, { email: user.email, password: 'Changed-pass7' });
    await expect(signIn(t, user)).rejects.toThrow(/401|400/);

    // The owner is told, in the mail, and the password is in no mail.
    const mails = t.mailer.sent.slice(sent).filter((m) => m.to === user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/password was changed/);
    expect(mails[0]!.text).not.toContain('Changed-pass7');
  });

  it('refuses a wrong current password with 400 naming the field, and changes nothing', async () => {
    const user = await createUser(t);
    const s = await twoSessions(user);
    const [before] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    const response = await changePassword(s.here, {
      current_password: 'Not-my-pass1',
      new_password: 'Changed-pass7',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'wrong_password',
      details: [{ field: 'body.current_password', reason: 'is not the current password' }],
    });
    const [after] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(after!.passwordHash).toBe(before!.passwordHash);
    expect(
      (await call({ method: 'GET', url: '/api/user', authorization: s.elsewhere })).statusCode,
    ).toBe(200);
  });

  it.each<[string, object, string]>([
    ['a new password that breaks the rules', { new_password: 'weakpass' }, 'body.new_password'],
    [
      'a new password over 32 characters',
      { new_password: `Ab1${'x'.repeat(30)}` },
      'body.new_password',
    ],
    ['no current password', { current_password: '' }, 'body.current_password'],
    ['the same password', { new_password: 'Barnboard-2026' }, 'body.new_password'],
  ])('refuses %s with 400 naming the field', async (_, changes, field) => {
    const { user, authorization } = await createSignedInUser(t);
    const response = await changePassword(authorization, {
      current_password: user.password,
      new_password: 'Changed-pass7',
      ...changes,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ details: { field: string }[] }>().details[0]!.field).toBe(field);
    await signIn(t, user);
  });

  it('spends the recovery links asked before the change', async () => {
    const user = await createUser(t);
    const sent = t.mailer.sent.length;
    await t.app.inject({
      method: 'POST',
      url: '/api/user/recover',
      payload: { email: user.email },
      remoteAddress: randomAddress(),
    });
    const link = /reset-password\?token=(\S+)/.exec(t.mailer.sent[sent]!.text)![1]!;
    const { access_token } = await signIn(t, user);
    const change = await changePassword(`Bearer ${access_token}`, {
      current_password: user.password,
      new_password: 'Changed-pass7',
    });
    expect(change.statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { token: decodeURIComponent(link), password: 'Another-pass8' },
      remoteAddress: randomAddress(),
    });
    expect(reset.statusCode).toBe(400);
  });

  it('writes no audit event', async () => {
    const { user, authorization } = await createSignedInUser(t);
    await changePassword(authorization, {
      current_password: user.password,
      new_password: 'Changed-pass7',
    });
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, user.id));
    expect(events).toEqual([]);
  });
});

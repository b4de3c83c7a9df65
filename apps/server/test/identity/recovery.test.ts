import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_TTL_MS } from '@barnboard/domain';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createUser, randomAddress, signIn, type TestUser } from '../support/sign-in.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: randomAddress() });

/** Asks for a link and reads its token from the captured mail. */
async function recoveryToken(user: TestUser): Promise<string> {
  const before = t.mailer.sent.length;
  const response = await post('/api/user/recover', { email: user.email.toUpperCase() });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ ok: true });
  const mail = t.mailer.sent[before]!;
  expect(mail.to).toBe(user.email);
  const link = /(https?:\/\/\S+\/reset-password\?token=\S+)/.exec(mail.text)![1]!;
  expect(link.startsWith(`${t.config.publicUrl}/reset-password?token=`)).toBe(true);
  return new URL(link).searchParams.get('token')!;
}

describe('password recovery', () => {
  it('mails a link in English and French', async () => {
    const user = await createUser(t);
    await recoveryToken(user);
    const mail = t.mailer.sent.at(-1)!;
    expect(mail.text).toContain('reset the password');
    expect(mail.text).toContain('réinitialiser le mot de passe');
  });

  it('answers 404 user_notfound for an unknown address, and 400 for a malformed one', async () => {
    const unknown = await post('/api/user/recover', { email: 'nobody@example.test' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'user_notfound', code: 'user_notfound' });
    expect((await post('/api/user/recover', { email: 'not-an-email' })).statusCode).toBe(400);
  });

  it('sets the new password once, ends the sessions and refuses the link afterwards', async () => {
    const user = await createUser(t);
    const before = await signIn(t, user);
    const token = await recoveryToken(user);
    const reset = await post('/api/user/reset-password', { token, password: 'New-password9' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ ok: true });

    const ping = await t.app.inject({
      url: '/api/ping',
      headers: { authorization: `Bearer ${before.access_token}` },
    });
    expect(ping.statusCode).toBe(401);
    await expect(signIn(t, user)).rejects.toThrow(/400/);
    expect((await signIn(t, { ...user, password: 'New-password9' })).access_token).toBeTruthy();

    const again = await post('/api/user/reset-password', { token, password: 'Other-password9' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'invalid_token' });
  });

  it('refuses a link after one hour', async () => {
    const user = await createUser(t);
    const token = await recoveryToken(user);
    t.clock.advance(PASSWORD_RESET_TTL_MS);
    const late = await post('/api/user/reset-password', { token, password: 'New-password9' });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'invalid_token' });
  });

  it('refuses a weak password naming the field and the reason, and keeps the link usable', async () => {
    const user = await createUser(t);
    const token = await recoveryToken(user);
    const weak = await post('/api/user/reset-password', { token, password: 'weakpass' });
    expect(weak.statusCode).toBe(400);
    const body = weak.json<{ code: string; details: { field: string; reason: string }[] }>();
    expect(body.code).toBe('validation_error');
    expect(body.details).toEqual([
      {
        field: 'body.password',
        reason: '8 to 32 characters with a lowercase letter, an uppercase letter and a digit',
      },
    ]);
    expect(
      (await post('/api/user/reset-password', { token, password: 'Strong-pass9' })).statusCode,
    ).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const response = await post('/api/user/reset-password', {
      token: 'x'.repeat(43),
      password: 'New-password9',
    });
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'invalid_token' });
  });

  it('sends at most three links an hour to one account, answering the same', async () => {
    const user = await createUser(t);
    const before = t.mailer.sent.length;
    for (let i = 0; i < 4; i++) {
      expect((await post('/api/user/recover', { email: user.email })).statusCode).toBe(200);
    }
    expect(t.mailer.sent.length - before).toBe(3);
  });
});

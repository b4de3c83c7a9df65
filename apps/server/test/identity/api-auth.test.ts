import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createUser, randomAddress, type TestUser } from '../support/sign-in.js';

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t);
});
afterAll(() => t.close());

const auth = (authorization?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth',
    headers: authorization ? { authorization } : {},
    remoteAddress: randomAddress(),
  });
const basic = (login: string, password: string) =>
  `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;

describe('POST /api/auth', () => {
  it('answers a short-lived token, not bound to a session, that the API accepts', async () => {
    const response = await auth(basic(user.username, user.password));
    expect(response.statusCode).toBe(200);
    const { token } = response.json<{ token: string }>();
    const claims = decodeJwt(token);
    expect(claims.sub).toBe(user.id);
    expect(claims.sid).toBeUndefined();
    const ping = await t.app.inject({
      url: '/api/ping',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ping.statusCode).toBe(200);
  });

  it('answers 404 user_notfound for an unknown account', async () => {
    const response = await auth(basic('nobody@example.test', user.password));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'user_notfound',
      code: 'user_notfound',
    });
  });

  it('answers 401 authentication_failed for a wrong password', async () => {
    const response = await auth(basic(user.email, 'Wrong-password1'));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      message: 'authentication_failed',
      code: 'authentication_failed',
    });
  });

  it('accepts a password containing a colon', async () => {
    const colon = await createUser(t, { password: 'Pass:word1' });
    expect((await auth(basic(colon.email, colon.password))).statusCode).toBe(200);
  });

  it('answers 400 naming the header for a missing or malformed header', async () => {
    for (const header of [
      undefined,
      'Bearer abc',
      'Basic',
      `Basic ${Buffer.from('no-colon').toString('base64')}`,
    ]) {
      const response = await auth(header);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        statusCode: 400,
        code: 'invalid_request',
        details: [{ field: 'headers.authorization' }],
      });
    }
  });

  it('answers 400 naming the username when nothing comes before the first colon', async () => {
    for (const credentials of [':password', ':\u0000:password']) {
      const response = await auth(`Basic ${Buffer.from(credentials).toString('base64')}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'invalid_request',
        details: [{ field: 'headers.authorization.username' }],
      });
    }
  });
});

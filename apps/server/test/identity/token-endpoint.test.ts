import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { API_AUDIENCE, DEFAULT_REALM, WEB_CLIENT_ID, tokenResponseSchema } from '@barnboard/domain';
import { createTestApp, type TestApp } from '../support/test-app.js';
import {
  createUser,
  postForm,
  randomAddress,
  signIn,
  TOKEN_PATH,
  type TestUser,
} from '../support/sign-in.js';

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t);
});
afterAll(() => t.close());

const passwordGrant = (form: Record<string, string>) =>
  postForm(t, TOKEN_PATH, { grant_type: 'password', client_id: WEB_CLIENT_ID, ...form });

describe('password grant', () => {
  it('answers Keycloak-shaped tokens for the e-mail address, never cached', async () => {
    const response = await passwordGrant({ username: user.email, password: user.password });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = tokenResponseSchema.parse(response.json());
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_in).toBe(t.config.accessTokenTtlSeconds);
    expect(body.refresh_expires_in).toBe(30 * 60);
    expect(body.refresh_token).toMatch(/^[\w-]{43}$/);
  });

  it('accepts the username, in any case, and a client secret the public client ignores', async () => {
    const response = await passwordGrant({
      username: user.username.toUpperCase(),
      password: user.password,
      client_secret: 'shipped-to-browsers',
    });
    expect(response.statusCode).toBe(200);
  });

  it('signs staff and integrators in the same way', async () => {
    for (const role of ['staff', 'integrator'] as const) {
      const other = await createUser(t, { role });
      const tokens = await signIn(t, other);
      expect(tokens.access_token).toBeTruthy();
    }
  });

  it('answers invalid_grant for a wrong password, an unknown user and an account without password', async () => {
    const passwordless = await createUser(t, { password: null });
    const attempts = [
      { username: user.email, password: 'Wrong-password1' },
      { username: 'nobody@example.test', password: user.password },
      { username: passwordless.email, password: 'anything' },
    ];
    for (const attempt of attempts) {
      const response = await passwordGrant(attempt);
      expect(response.statusCode).toBe(400);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        error: 'invalid_grant',
        error_description: 'Invalid user credentials',
      });
    }
  });

  it('answers 401 invalid_client for an unknown client', async () => {
    const response = await passwordGrant({
      client_id: 'intruder',
      username: user.email,
      password: user.password,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'invalid_client' });
  });
});

describe('malformed requests get OAuth errors', () => {
  it('unsupported_grant_type for an unknown grant', async () => {
    const response = await postForm(t, TOKEN_PATH, {
      grant_type: 'client_credentials',
      client_id: WEB_CLIENT_ID,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'unsupported_grant_type' });
  });

  it('invalid_request naming a missing parameter', async () => {
    const response = await passwordGrant({ username: user.email });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'invalid_request',
      error_description: 'Missing or invalid parameter: password',
    });
  });

  it('invalid_request without grant_type, for an empty body and for JSON', async () => {
    expect((await postForm(t, TOKEN_PATH, { client_id: WEB_CLIENT_ID })).json()).toMatchObject({
      error: 'invalid_request',
    });
    const empty = await t.app.inject({
      method: 'POST',
      url: TOKEN_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: 'invalid_request' });
    const json = await t.app.inject({
      method: 'POST',
      url: TOKEN_PATH,
      payload: {
        grant_type: 'password',
        client_id: WEB_CLIENT_ID,
        username: user.email,
        password: user.password,
      },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ error: 'invalid_request' });
    const text = await t.app.inject({
      method: 'POST',
      url: TOKEN_PATH,
      headers: { 'content-type': 'text/plain' },
      payload: 'grant_type=password',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('limits the rate per client address with a 429', async () => {
    const address = randomAddress();
    const form = { grant_type: 'password', client_id: 'intruder', username: 'a', password: 'b' };
    const codes: number[] = [];
    for (let i = 0; i < 31; i++)
      codes.push((await postForm(t, TOKEN_PATH, form, address)).statusCode);
    expect(codes.slice(0, 30).every((code) => code === 401)).toBe(true);
    expect(codes[30]).toBe(429);
  });

  it('404 JSON for an unknown realm', async () => {
    const response = await postForm(t, '/realms/other/protocol/openid-connect/token', {
      grant_type: 'password',
      client_id: WEB_CLIENT_ID,
      username: user.email,
      password: user.password,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'realm_not_found' });
    expect(
      (await t.app.inject({ url: '/realms/other/protocol/openid-connect/certs' })).statusCode,
    ).toBe(404);
  });
});

describe('discovery and keys', () => {
  it('lets a standard client verify the access token with the JWKS and the discovered issuer', async () => {
    const discovery = await t.app.inject({
      url: `/realms/${DEFAULT_REALM}/.well-known/openid-configuration`,
    });
    expect(discovery.statusCode).toBe(200);
    const metadata = discovery.json<{ issuer: string; jwks_uri: string; token_endpoint: string }>();
    expect(metadata.issuer).toBe(`${t.config.publicUrl}/realms/${DEFAULT_REALM}`);
    expect(metadata.token_endpoint).toBe(`${metadata.issuer}/protocol/openid-connect/token`);

    const certs = await t.app.inject({ url: new URL(metadata.jwks_uri).pathname });
    const jwks = createLocalJWKSet(certs.json());
    const tokens = await signIn(t, user);
    const { payload, protectedHeader } = await jwtVerify(tokens.access_token, jwks, {
      issuer: metadata.issuer,
      audience: API_AUDIENCE,
      currentDate: t.clock.now(),
    });
    expect(protectedHeader.alg).toBe('ES256');
    expect(protectedHeader.kid).toBe(decodeProtectedHeader(tokens.access_token).kid);
    expect(payload).toMatchObject({
      sub: user.id,
      typ: 'Bearer',
      azp: WEB_CLIENT_ID,
      sid: tokens.session_state,
      email: user.email,
      preferred_username: user.username,
      iat: t.clock.now().getTime() / 1000,
      exp: t.clock.now().getTime() / 1000 + t.config.accessTokenTtlSeconds,
    });
    expect(JSON.stringify(certs.json())).not.toMatch(/"d"/);
  });

  it('lists the routes in the OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/realms/{realm}/protocol/openid-connect/token',
        '/realms/{realm}/protocol/openid-connect/certs',
        '/realms/{realm}/.well-known/openid-configuration',
        '/realms/{realm}/protocol/openid-connect/logout',
        '/api/auth',
        '/api/user/recover',
        '/api/user/reset-password',
      ]),
    );
  });
});

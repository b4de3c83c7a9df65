import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import {
  DEFAULT_REALM,
  SESSION_IDLE_TIMEOUT_MS,
  WEB_CLIENT_ID,
  type TokenResponse,
} from '@barnboard/domain';
import { sessions } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createUser, postForm, signIn, TOKEN_PATH, type TestUser } from '../support/sign-in.js';

const LOGOUT_PATH = `/realms/${DEFAULT_REALM}/protocol/openid-connect/logout`;
const MINUTE = 60_000;

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t);
});
afterAll(() => t.close());

const refresh = (refreshToken: string) =>
  postForm(t, TOKEN_PATH, {
    grant_type: 'refresh_token',
    client_id: WEB_CLIENT_ID,
    refresh_token: refreshToken,
  });

const ping = (accessToken: string) =>
  t.app.inject({ url: '/api/ping', headers: { authorization: `Bearer ${accessToken}` } });

async function sessionRow(id: string) {
  const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, id));
  return row!;
}

describe('refresh', () => {
  it('rotates the refresh token and keeps the session', async () => {
    const first = await signIn(t, user);
    expect((await ping(first.access_token)).statusCode).toBe(200);
    t.clock.advance(MINUTE);
    const response = await refresh(first.refresh_token);
    expect(response.statusCode).toBe(200);
    const second = response.json<TokenResponse>();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.session_state).toBe(first.session_state);
    expect(decodeJwt(second.access_token).sid).toBe(first.session_state);
    expect((await ping(second.access_token)).statusCode).toBe(200);
  });

  it('revokes the whole session when a spent refresh token comes back', async () => {
    const first = await signIn(t, user);
    const second = (await refresh(first.refresh_token)).json<TokenResponse>();

    const replay = await refresh(first.refresh_token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await sessionRow(first.session_state)).revokedReason).toBe('refresh_token_reuse');

    expect((await refresh(second.refresh_token)).json()).toMatchObject({ error: 'invalid_grant' });
    expect((await ping(second.access_token)).statusCode).toBe(401);
    expect((await ping(first.access_token)).statusCode).toBe(401);
  });

  it('lets exactly one of two concurrent refreshes with one token succeed', async () => {
    const tokens = await signIn(t, user);
    const answers = await Promise.all([
      refresh(tokens.refresh_token),
      refresh(tokens.refresh_token),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 400]);
  });

  it('answers invalid_grant for an unknown refresh token', async () => {
    const response = await refresh('not-a-token-we-issued');
    expect(response.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Invalid refresh token',
    });
  });
});

describe('session end', () => {
  it('ends 8 hours after sign-in even when refreshed every 20 minutes', async () => {
    const signedInAt = t.clock.now().getTime();
    const end = signedInAt + t.config.sessionMaxAgeMs;
    let tokens = await signIn(t, user);
    for (let i = 0; i < (8 * 60) / 20 - 1; i++) {
      t.clock.advance(20 * MINUTE);
      const response = await refresh(tokens.refresh_token);
      expect(response.statusCode).toBe(200);
      tokens = response.json<TokenResponse>();
      expect(decodeJwt(tokens.access_token).exp! * 1000).toBeLessThanOrEqual(end);
      expect(t.clock.now().getTime() + tokens.refresh_expires_in * 1000).toBeLessThanOrEqual(end);
    }
    // 7 h 40 min in: the access token stops at the session end, not 5 minutes later.
    t.clock.set(new Date(end - 2 * MINUTE));
    tokens = (await refresh(tokens.refresh_token)).json<TokenResponse>();
    expect(tokens.expires_in).toBe(120);
    expect(decodeJwt(tokens.access_token).exp! * 1000).toBe(end);
    expect(tokens.refresh_expires_in).toBe(120);

    t.clock.set(new Date(end));
    const late = await refresh(tokens.refresh_token);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ error: 'invalid_grant', error_description: 'Session expired' });
    expect((await ping(tokens.access_token)).statusCode).toBe(401);
  });

  it('ends after 30 minutes without a refresh', async () => {
    const tokens = await signIn(t, user);
    t.clock.advance(SESSION_IDLE_TIMEOUT_MS - 1000);
    const inTime = (await refresh(tokens.refresh_token)).json<TokenResponse>();
    t.clock.advance(SESSION_IDLE_TIMEOUT_MS);
    const late = await refresh(inTime.refresh_token);
    expect(late.json()).toEqual({ error: 'invalid_grant', error_description: 'Session expired' });
    expect((await sessionRow(tokens.session_state)).revokedReason).toBe('idle_timeout');
  });

  it('refuses an access token once expired', async () => {
    const tokens = await signIn(t, user);
    t.clock.advance(t.config.accessTokenTtlSeconds * 1000);
    expect((await ping(tokens.access_token)).statusCode).toBe(401);
  });
});

describe('logout', () => {
  it('revokes the session of the refresh token: 204, then nothing works', async () => {
    const tokens = await signIn(t, user);
    const response = await postForm(t, LOGOUT_PATH, {
      client_id: WEB_CLIENT_ID,
      refresh_token: tokens.refresh_token,
    });
    expect(response.statusCode).toBe(204);
    expect((await sessionRow(tokens.session_state)).revokedReason).toBe('logout');
    expect((await ping(tokens.access_token)).statusCode).toBe(401);
    expect((await refresh(tokens.refresh_token)).json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('answers OAuth errors for an unknown token or client', async () => {
    const unknown = await postForm(t, LOGOUT_PATH, {
      client_id: WEB_CLIENT_ID,
      refresh_token: 'nope',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'invalid_grant' });
    const client = await postForm(t, LOGOUT_PATH, { client_id: 'intruder', refresh_token: 'nope' });
    expect(client.statusCode).toBe(401);
    const missing = await postForm(t, LOGOUT_PATH, { client_id: WEB_CLIENT_ID });
    expect(missing.json()).toMatchObject({ error: 'invalid_request' });
  });
});

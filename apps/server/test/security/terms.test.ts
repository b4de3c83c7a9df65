import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../support/sign-in.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** The server, not only the web app, holds a user to the current terms (spec §5). */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'PATCH', url: string, authorization: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });

describe('a user who has not accepted the terms', () => {
  it('gets the agreements page its calls, 403 terms_not_accepted elsewhere, until accepting', async () => {
    const { authorization } = await createSignedInUser(t, { agreedTerms: false });

    const refused = await call('GET', '/api/ping', authorization);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'terms_not_accepted' });
    expect((await call('GET', '/feed/ping', authorization)).statusCode).toBe(403);

    // What the agreements page loads: the profile, memberships and sites.
    for (const url of ['/api/user', '/api/members', '/api/sites/vision-web']) {
      expect((await call('GET', url, authorization)).statusCode).toBe(200);
    }
    const accepted = await call('PATCH', '/api/user', authorization, { agreed_terms_policy: true });
    expect(accepted.json()).toMatchObject({ agreed_terms_policy: true, never_login: false });

    expect((await call('GET', '/api/ping', authorization)).statusCode).toBe(200);
    expect((await call('GET', '/feed/ping', authorization)).statusCode).toBe(200);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.js';
import { createSignedInUser } from '../support/sign-in.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * The server, not only the web app, holds an account to its state (docs/security.md): a
 * deactivated account's tokens are refused on their next request, whatever issued them; a
 * first password handed over by an admin opens only the first-sign-in calls.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const call = (url: string, authorization: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization } });

describe('an account an admin deactivated', () => {
  it('is refused 401 user_deactivated on every route, its token still unexpired', async () => {
    const { user, authorization } = await createSignedInUser(t);
    expect((await call('/api/ping', authorization)).statusCode).toBe(200);
    // The flag alone, sessions untouched: the guard reads the account on every request.
    await t.database.db
      .update(users)
      .set({ deactivatedAt: t.clock.now() })
      .where(eq(users.id, user.id));
    for (const url of ['/api/ping', '/api/user', '/feed/ping']) {
      const refused = await call(url, authorization);
      expect(refused.statusCode, url).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'user_deactivated' });
      expect(refused.headers['www-authenticate']).toBe('Bearer');
    }
  });
});

describe('an account with a first password to replace', () => {
  it('gets the first-sign-in calls, 403 password_change_required elsewhere', async () => {
    const { user, authorization } = await createSignedInUser(t);
    await t.database.db
      .update(users)
      .set({ mustChangePassword: true })
      .where(eq(users.id, user.id));
    for (const url of ['/api/ping', '/feed/ping']) {
      const refused = await call(url, authorization);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'password_change_required' });
    }
    for (const url of ['/api/user', '/api/members', '/api/sites/vision-web'])
      expect((await call(url, authorization)).statusCode, url).toBe(200);
  });
});

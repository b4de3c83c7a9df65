import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoOwner } from '../support/demo-owner.js';
import { bearer } from '../support/demo.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { testDbKind } from '../support/test-database.js';
import { expectUnavailable, signIn } from './outage-answers.js';

/**
 * Issue 11 §2: a database that cannot be reached answers 503 with Retry-After (the request may
 * succeed later), not a generic 500: here the database is closed under the app (its pool
 * ended); database-refused.test.ts points the app at a PostgreSQL
 * server that refuses connections.
 */

describe(`a database outage on ${testDbKind}`, () => {
  let t: TestApp;
  let owner: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ owner } = await seedDemoOwner(t));
  }, 120_000);

  afterAll(() => t?.close());

  it('answers 503 with Retry-After once the database is gone, signed in or not', async () => {
    expect((await t.app.inject({ url: '/api/user', headers: bearer(owner) })).statusCode).toBe(200);
    await t.database.close();
    expectUnavailable(await t.app.inject({ url: '/api/user', headers: bearer(owner) }));
    expectUnavailable(await t.app.inject(signIn));
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { tenants } from '../../src/db/schema/index.js';
import { createIngestKey } from '../../src/repositories/ingest-keys-repository.js';
import { createSignedInUser, randomAddress } from '../support/sign-in.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * What every answer gets, whoever asks: the rate limit (per account once signed in, per address
 * before; shared by every server on the database), the security headers, and no-store on
 * personal answers; refusals included.
 */

const LIMIT = 5;
const MINUTE = 60_000;

let t: TestApp;
/** A second server on the same database, as behind a load balancer. */
let other: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: String(LIMIT) });
  other = await buildApp({ config: t.config, db: t.database.db, clock: t.clock, mailer: t.mailer });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

function get(url: string, address: string, authorization?: string, app = t.app) {
  return app.inject({
    method: 'GET',
    url,
    remoteAddress: address,
    headers: authorization ? { authorization } : {},
  });
}

async function statuses(count: number, send: () => Promise<{ statusCode: number }>) {
  const answers: number[] = [];
  for (let i = 0; i < count; i++) answers.push((await send()).statusCode);
  return answers;
}

describe('unauthenticated answers', () => {
  it('count towards the limit of the address and carry the security headers', async () => {
    const address = randomAddress();
    const first = await get('/api/user', address);
    expect(first.statusCode).toBe(401);
    expect(first.headers['x-ratelimit-remaining']).toBe(String(LIMIT - 1));
    expect(first.headers['content-security-policy']).toContain("default-src 'self'");
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['cache-control']).toBe('no-store');

    const rest = await statuses(LIMIT, () => get('/api/user', address, 'Bearer not-a-token'));
    expect(rest).toEqual([401, 401, 401, 401, 429]);
    const refused = await get('/api/user', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.headers['content-security-policy']).toContain("default-src 'self'");

    t.clock.advance(MINUTE);
    expect((await get('/api/user', address)).statusCode).toBe(401);
  });

  it('with unknown ingest keys are limited per address, valid keys are never counted', async () => {
    const [tenant] = await t.database.db
      .insert(tenants)
      .values({ name: 'Ingest limits' })
      .returning({ id: tenants.id });
    const valid = await createIngestKey(t.database.db, {
      tenantId: tenant!.id,
      name: 'gateway',
      createdBy: null,
      now: t.clock.now(),
    });
    const address = randomAddress();
    const post = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/ingest/readings',
        remoteAddress: address,
        headers: { authorization: `Bearer ${key}` },
        payload: { readings: [] },
      });
    // Far more than any limit, from the address the guesses will come from.
    expect(new Set(await statuses(70, () => post(valid.key)))).toEqual(new Set([200]));
    const guesses = await statuses(61, () => post('bbk_unknown.secret'));
    expect(guesses.slice(0, 60)).toEqual(Array<number>(60).fill(401));
    expect(guesses[60]).toBe(429);
    expect((await post(valid.key)).statusCode).toBe(200);
  });
});

describe('signed-in answers', () => {
  it('are limited per account, not per address: an office shares one address', async () => {
    const office = randomAddress();
    const busy = await createSignedInUser(t);
    const colleague = await createSignedInUser(t);
    const answers = await statuses(LIMIT + 1, () => get('/api/ping', office, busy.authorization));
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await get('/api/ping', office, colleague.authorization)).statusCode).toBe(200);
    // The account, not the address: moving elsewhere does not reset it.
    expect((await get('/api/ping', randomAddress(), busy.authorization)).statusCode).toBe(429);
  });

  it('are counted exactly when they arrive together', async () => {
    const { authorization } = await createSignedInUser(t);
    const address = randomAddress();
    const answers = await Promise.all(
      Array.from({ length: LIMIT + 3 }, () => get('/api/ping', address, authorization)),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const remaining = answers
      .filter((answer) => answer.statusCode === 200)
      .map((answer) => answer.headers['x-ratelimit-remaining'])
      .sort();
    expect(remaining).toEqual(['0', '1', '2', '3', '4']);
  });

  it('share one count across the servers of one database', async () => {
    const { authorization } = await createSignedInUser(t);
    const address = randomAddress();
    const answers = [];
    for (let i = 0; i < LIMIT + 1; i++) {
      const app = i % 2 === 0 ? t.app : other;
      answers.push((await get('/api/ping', address, authorization, app)).statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it.each(['/api/user', '/api/members', '/api/sites/vision-web', '/api/ping', '/feed/ping'])(
    '%s is never stored by a cache',
    async (url) => {
      const { authorization } = await createSignedInUser(t);
      const answer = await get(url, randomAddress(), authorization);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
    },
  );

  it('leaves public answers cacheable', async () => {
    const answer = await get('/realms/barnboard/.well-known/openid-configuration', randomAddress());
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).not.toBe('no-store');
  });
});

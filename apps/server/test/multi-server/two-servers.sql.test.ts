import { WEB_CLIENT_ID, type TokenResponse } from '@barnboard/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema/index.js';
import { ManualClock } from '../../src/lib/clock.js';
import { ACCOUNT_POLICY, FAILURE_MEMORY_MS } from '../../src/modules/identity/lockout.js';
import { IngestKeyVerifier } from '../../src/modules/ingest/ingest-auth.js';
import { seedDemo } from '../../src/seed/seed-demo.js';
import { bearer, demoToken } from '../support/demo.js';
import {
  createUser,
  postForm,
  randomAddress,
  signIn,
  TOKEN_PATH,
  type TestUser,
} from '../support/sign-in.js';
import type { TestApp } from '../support/test-app.js';
import { openTestDatabase, type TestDatabase } from '../support/test-database.js';
import {
  BOCAGE,
  chirpstackUplink,
  readingsOf,
  registerSensor,
  tenantIdOf,
} from '../ingest/support.js';
import { startServerOn } from './two-servers.js';

/**
 * Two servers, A and B, on one PostgreSQL database, as behind a load balancer without sticky
 * sessions (docs/operations.md, "Several servers, one database"): whatever one server did, the
 * other sees at once.
 */

let database: TestDatabase;
const clock = new ManualClock();
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.db, clock.now());
  [a, b] = await Promise.all([startServerOn(database, clock), startServerOn(database, clock)]);
}, 120_000);

afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.dispose();
});

const ping = (server: TestApp, accessToken: string) =>
  server.app.inject({ url: '/api/ping', headers: { authorization: `Bearer ${accessToken}` } });

const refresh = (server: TestApp, refreshToken: string) =>
  postForm(server, TOKEN_PATH, {
    grant_type: 'refresh_token',
    client_id: WEB_CLIENT_ID,
    refresh_token: refreshToken,
  });

describe('sessions', () => {
  // First: the signing key is created on the first sign-in of an empty database.
  it('signs with one key when both servers sign their first users in at once', async () => {
    const [alice, bob] = await Promise.all([createUser(a), createUser(a)]);
    const [onA, onB] = await Promise.all([signIn(a, alice), signIn(b, bob)]);
    expect((await ping(b, onA.access_token)).statusCode).toBe(200);
    expect((await ping(a, onB.access_token)).statusCode).toBe(200);
  });

  it('a session started on A works on B, refreshes there, and ends on both', async () => {
    const user = await createUser(a);
    const first = await signIn(a, user);
    expect((await ping(b, first.access_token)).statusCode).toBe(200);

    clock.advance(60_000);
    const refreshed = await refresh(b, first.refresh_token);
    expect(refreshed.statusCode).toBe(200);
    const second = refreshed.json<TokenResponse>();
    expect(second.session_state).toBe(first.session_state);
    expect((await ping(a, second.access_token)).statusCode).toBe(200);

    const logout = await postForm(a, TOKEN_PATH.replace(/token$/, 'logout'), {
      client_id: WEB_CLIENT_ID,
      refresh_token: second.refresh_token,
    });
    expect(logout.statusCode).toBe(204);
    expect((await ping(b, second.access_token)).statusCode).toBe(401);
    expect((await refresh(b, second.refresh_token)).statusCode).toBe(400);
  });

  it('detects on B the reuse of a refresh token A rotated, and revokes the family', async () => {
    const user = await createUser(a);
    const first = await signIn(a, user);
    const rotated = await refresh(a, first.refresh_token);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json<TokenResponse>();

    const replay = await refresh(b, first.refresh_token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ error: 'invalid_grant' });
    const [session] = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, first.session_state));
    expect(session!.revokedReason).toBe('refresh_token_reuse');
    // The whole family: A's newest refresh token and its access token are refused on both.
    expect((await refresh(a, second.refresh_token)).json()).toMatchObject({
      error: 'invalid_grant',
    });
    expect((await ping(a, second.access_token)).statusCode).toBe(401);
    expect((await ping(b, second.access_token)).statusCode).toBe(401);
  });
});

describe('sign-in lockout', () => {
  const attempt = (server: TestApp, user: TestUser, password: string, address: string) =>
    postForm(
      server,
      TOKEN_PATH,
      { grant_type: 'password', client_id: WEB_CLIENT_ID, username: user.email, password },
      address,
    );

  it('counts failures on both servers, and the lock holds on either', async () => {
    const user = await createUser(a);
    const address = randomAddress();
    // The failures alternate between the servers: neither sees the threshold on its own.
    const failures = [];
    for (let i = 0; i < ACCOUNT_POLICY.threshold; i++) {
      failures.push(await attempt(i % 2 === 0 ? a : b, user, 'Wrong-password1', address));
    }
    expect(failures.map((f) => f.statusCode)).toEqual(failures.map(() => 400));
    for (const server of [a, b]) {
      const locked = await attempt(server, user, user.password, address);
      expect(locked.statusCode).toBe(400);
      expect(locked.body).toBe(failures[0]!.body);
    }
    // Once the failures are forgotten the right password works: it was the lock that refused.
    clock.advance(FAILURE_MEMORY_MS + 1_000);
    expect((await attempt(b, user, user.password, address)).statusCode).toBe(200);
  });
});

describe('ingestion', () => {
  const ingest = (server: TestApp, key: string, body: object) =>
    server.app.inject({
      method: 'POST',
      url: '/ingest/chirpstack?event=up',
      headers: { authorization: `Bearer ${key}` },
      payload: body,
    });

  async function createKey(server: TestApp, owner: string, tenantId: string): Promise<string> {
    const created = await server.app.inject({
      method: 'POST',
      url: `/api/tenants/${tenantId}/ingest-keys`,
      headers: bearer(owner),
      payload: { name: 'ChirpStack' },
    });
    expect(created.statusCode).toBe(201);
    return created.json<{ key: string }>().key;
  }

  const revoke = (server: TestApp, owner: string, tenantId: string, key: string) => {
    const id = key.slice(4, 36).replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');
    return server.app.inject({
      method: 'DELETE',
      url: `/api/tenants/${tenantId}/ingest-keys/${id}`,
      headers: bearer(owner),
    });
  };

  it('refuses on B an ingest key revoked on A: at once if B had not used it, else within its cache time', async () => {
    const owner = await demoToken(a, 'owner@bocage.demo');
    const tenantId = await tenantIdOf(database.db, BOCAGE);
    const sensor = await registerSensor(database.db, BOCAGE);
    const uplink = (fCnt: number) =>
      chirpstackUplink(sensor.devEui, { deduplicationId: crypto.randomUUID(), fCnt });

    const unseen = await createKey(a, owner, tenantId);
    expect((await revoke(a, owner, tenantId, unseen)).statusCode).toBe(204);
    expect((await ingest(b, unseen, uplink(1))).statusCode).toBe(401);

    const used = await createKey(a, owner, tenantId);
    expect((await ingest(b, used, uplink(2))).statusCode).toBe(200);
    expect((await revoke(a, owner, tenantId, used)).statusCode).toBe(204);
    expect((await ingest(a, used, uplink(3))).statusCode).toBe(401);
    clock.advance(IngestKeyVerifier.CACHE_MS);
    expect((await ingest(b, used, uplink(4))).statusCode).toBe(401);
    expect((await readingsOf(database.db, sensor)).map((r) => r.frameCounter)).toEqual([2]);
  });

  it('shows on B a bin disabled on A, and both servers treat its uplinks alike', async () => {
    const owner = await demoToken(a, 'owner@bocage.demo');
    const key = await createKey(a, owner, await tenantIdOf(database.db, BOCAGE));
    const sensor = await registerSensor(database.db, BOCAGE);
    const disabled = await a.app.inject({
      method: 'POST',
      url: `/feed/bins/${sensor.binId}/disable`,
      headers: bearer(owner),
    });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ code: 'disabled' });

    for (const server of [a, b]) {
      const readings = await server.app.inject({
        url: `/feed/bins/${sensor.binId}/readings`,
        headers: bearer(owner),
      });
      expect(readings.statusCode).toBe(409);
      expect(readings.json()).toMatchObject({ code: 'bin_disabled' });
      const again = await server.app.inject({
        method: 'POST',
        url: `/feed/bins/${sensor.binId}/disable`,
        headers: bearer(owner),
      });
      expect(again.json()).toMatchObject({ code: 'already_disabled' });
    }
    const onA = await ingest(a, key, chirpstackUplink(sensor.devEui, { fCnt: 10 }));
    const onB = await ingest(
      b,
      key,
      chirpstackUplink(sensor.devEui, { deduplicationId: crypto.randomUUID(), fCnt: 11 }),
    );
    expect(onB.statusCode).toBe(onA.statusCode);
    expect(onB.json()).toEqual(onA.json());
  });

  it('stores group-committed uplinks sent to both servers at once exactly once', async () => {
    const owner = await demoToken(a, 'owner@bocage.demo');
    const key = await createKey(a, owner, await tenantIdOf(database.db, BOCAGE));
    const sensors = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(() => registerSensor(database.db, BOCAGE)),
    );
    const FRAMES = 40;
    const uplinks = sensors.flatMap((sensor) =>
      Array.from({ length: FRAMES }, (_, i) =>
        chirpstackUplink(sensor.devEui, { deduplicationId: crypto.randomUUID(), fCnt: 100 + i }),
      ),
    );
    // Every uplink to A and to B at once, as two network-server instances (or a retry through
    // the load balancer) would send it, each in its own order (here opposite ones): each server
    // writes them in groups, and neither may deadlock the other.
    const answers = await Promise.all(
      uplinks.flatMap((uplink, index) => [
        ingest(a, key, uplink),
        ingest(b, key, uplinks[uplinks.length - 1 - index]!),
      ]),
    );
    const refused = answers
      .filter((answer) => answer.statusCode !== 200)
      .map((answer) => `${answer.statusCode} ${answer.body.slice(0, 200)}`);
    expect(refused).toEqual([]);
    const counts = answers.map((answer) => answer.json<{ stored: number; duplicates: number }>());
    expect(counts.reduce((sum, c) => sum + c.stored, 0)).toBe(uplinks.length);
    expect(counts.reduce((sum, c) => sum + c.duplicates, 0)).toBe(uplinks.length);
    for (const sensor of sensors) {
      const frames = (await readingsOf(database.db, sensor)).map((r) => r.frameCounter).sort();
      expect(frames).toEqual(Array.from({ length: FRAMES }, (_, i) => 100 + i));
    }
  });
});

describe('rate limit', () => {
  it('counts the requests of one address across both servers', async () => {
    const limited = await Promise.all([
      startServerOn(database, clock, { RATE_LIMIT_PER_MINUTE: '4' }),
      startServerOn(database, clock, { RATE_LIMIT_PER_MINUTE: '4' }),
    ]);
    try {
      const address = randomAddress();
      const discovery = (server: TestApp) =>
        server.app.inject({
          url: '/realms/barnboard/.well-known/openid-configuration',
          remoteAddress: address,
        });
      const statuses: number[] = [];
      for (const server of [limited[0], limited[1], limited[0], limited[1], limited[0], limited[1]])
        statuses.push((await discovery(server)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    } finally {
      await Promise.all(limited.map((server) => server.close()));
    }
  });
});

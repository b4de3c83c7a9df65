import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_REALM, WEB_CLIENT_ID, chirpstackUplinkExample } from '@barnboard/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sites, users } from '../../src/db/schema/index.js';
import { MAX_LIVE_STREAMS_PER_USER } from '../../src/modules/live/live-hub.js';
import { notifyLive } from '../../src/repositories/live-repository.js';
import { DEMO_PASSWORD } from '../../src/seed/demo-data.js';
import { seedDemo } from '../../src/seed/seed-demo.js';
import { BOCAGE, newKey, registerSensor, type Sensor } from '../ingest/support.js';
import { startServerOn } from '../multi-server/two-servers.js';
import { demoToken } from '../support/demo.js';
import { createSignedInUser, postForm, signIn } from '../support/sign-in.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { isTopic, openStream, type OpenedStream } from './stream-client.js';

/**
 * The live streams (docs/live.md) over real HTTP: what a committed change tells whom, on one
 * server and across two, and when a stream ends.
 */

let t: TestApp;
let baseUrl: string;
let maternity: string;
let sensor: Sensor;
let ingestKey: string;
let frame = 1;
const tokens: Record<'owner' | 'member' | 'horizon', string> = {
  owner: '',
  member: '',
  horizon: '',
};
const opened: OpenedStream[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, t.clock.now());
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const [site] = await t.database.db
    .select({ id: sites.id })
    .from(sites)
    .where(eq(sites.name, 'Maternité Saint-Hyacinthe'));
  maternity = site!.id;
  sensor = await registerSensor(t.database.db, BOCAGE, undefined, maternity);
  ingestKey = await newKey(t.database.db, BOCAGE);
  tokens.owner = await demoToken(t, 'owner@bocage.demo');
  // Gestation feeding on the maternity, no silos.
  tokens.member = await demoToken(t, 'member@bocage.demo');
  // The demo's Horizon manager at their first sign-in, past it: the terms accepted.
  await t.database.db
    .update(users)
    .set({ agreedTermsPolicy: true })
    .where(eq(users.email, 'new@horizon.demo'));
  tokens.horizon = await demoToken(t, 'new@horizon.demo');
}, 120_000);

afterAll(async () => {
  for (const stream of opened) stream.close();
  await t?.close();
});

async function stream(token: string | null, url = baseUrl): Promise<OpenedStream> {
  const opening = await openStream(url, token);
  opened.push(opening);
  if (opening.status === 200) await opening.next((e) => e.event === 'ready');
  return opening;
}

/** A new level of the test's bin, posted by its network server as the ingest route takes it. */
async function postUplink(app = t.app): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/ingest/chirpstack?event=up',
    headers: { authorization: `Bearer ${ingestKey}` },
    payload: chirpstackUplinkExample(sensor.devEui, {
      fCnt: frame++,
      deduplicationId: randomUUID(),
      time: t.clock.now().toISOString(),
    }),
  });
  expect(response.json()).toMatchObject({ stored: 1 });
}

/** A new gestation station of the maternity, imported (the feeding topic); its name. */
async function importStation(): Promise<string> {
  const name = `ESF ${randomUUID().slice(0, 6)}`;
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/sites/${maternity}/feeding/stations/import`,
    headers: { authorization: `Bearer ${tokens.owner}` },
    payload: { stations: [{ name, kind: 'gestation' }] },
  });
  expect(response.json()).toMatchObject({ created: 1 });
  return name;
}

describe('GET /api/live', () => {
  it('refuses a caller without a valid token', async () => {
    expect((await stream(null)).status).toBe(401);
    expect((await stream('not-a-token')).status).toBe(401);
  });

  it('answers a text/event-stream that starts with ready', async () => {
    const response = await fetch(`${baseUrl}/api/live`, {
      headers: { authorization: `Bearer ${tokens.owner}` },
    });
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store, no-transform');
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value as Uint8Array);
    // No `id:`: nothing is replayed from a Last-Event-ID (docs/live.md).
    expect(first).toMatch(/^event: ready\ndata: \{"heartbeat_ms":15000\}\n\n/);
    await reader.cancel();
  });

  it("tells each user of the changes on their sites in their areas, and no one else's", async () => {
    const owner = await stream(tokens.owner);
    const member = await stream(tokens.member);
    const horizon = await stream(tokens.horizon);

    await postUplink();
    await owner.next(isTopic('bins', maternity));
    await importStation();
    await owner.next(isTopic('feeding', maternity));
    // The hub hands changes to every stream in commit order: once the member has the station,
    // an announcement of the reading would have come before it.
    await member.next(isTopic('feeding', maternity));
    expect(member.events.map((e) => e.event)).toEqual(['ready', 'feeding']);

    // Horizon's own site changes: a stream that heard nothing of Bocage's hears it.
    const [horizonSite] = await t.database.db
      .select({ id: sites.id })
      .from(sites)
      .where(eq(sites.name, 'Maternité Horizon'));
    await t.database.db.transaction((tx) => notifyLive(tx, 'feeding', [horizonSite!.id]));
    await horizon.next(isTopic('feeding', horizonSite!.id));
    expect(horizon.events.map((e) => e.event)).toEqual(['ready', 'feeding']);
  });

  it('tells a partner of its shared site by the site’s id only, never a name', async () => {
    const partner = await stream(await demoToken(t, 'manager@bocage.demo'));
    const [gdu] = await t.database.db
      .select({ id: sites.id })
      .from(sites)
      .where(eq(sites.name, 'Horizon GDU'));
    await t.database.db.transaction((tx) => notifyLive(tx, 'feeding', [gdu!.id]));
    const heard = await partner.next(isTopic('feeding', gdu!.id));
    expect(heard.data).toEqual({ topic: 'feeding', site: gdu!.id });
  });

  it('tells nothing of a transaction rolled back', async () => {
    const owner = await stream(tokens.owner);
    await t.database.db
      .transaction(async (tx) => {
        await notifyLive(tx, 'notifications', [maternity]);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await t.database.db.transaction((tx) => notifyLive(tx, 'bins', [maternity]));
    await owner.next(isTopic('bins', maternity));
    expect(owner.events.map((e) => e.event)).toEqual(['ready', 'bins']);
  });

  it('an invalid import tells nothing; an alarm imported tells the notifications', async () => {
    const member = await stream(tokens.member);
    const importNotifications = (notifications: unknown[]) =>
      t.app.inject({
        method: 'POST',
        url: `/api/sites/${maternity}/feeding/notifications/import`,
        headers: { authorization: `Bearer ${tokens.owner}` },
        payload: { notifications },
      });
    const station = await importStation();
    await member.next(isTopic('feeding', maternity));
    const at = t.clock.now().toISOString();
    const refused = await importNotifications([{ station, code: 'nope', time: at }]);
    expect(refused.json()).toMatchObject({ created: 0 });
    const stored = await importNotifications([{ station, code: 102, time: at }]);
    expect(stored.json()).toMatchObject({ created: 1 });
    await member.next(isTopic('notifications', maternity));
    expect(member.events.map((e) => e.event)).toEqual(['ready', 'feeding', 'notifications']);
  });

  it('a refused entry tells nothing; a herd record entered tells the feeding pages', async () => {
    const member = await stream(tokens.member);
    const enter = (record: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/sites/${maternity}/records`,
        headers: { authorization: `Bearer ${tokens.member}` },
        payload: { record },
      });
    const entry = { type: 'entry', animal: `LIVE-${randomUUID().slice(0, 6)}`, date: '2026-05-01' };
    expect((await enter({ ...entry, date: '2026-06-30' })).statusCode).toBe(422);
    expect((await enter(entry)).statusCode).toBe(201);
    await member.next(isTopic('feeding', maternity));
    expect(member.events.map((e) => e.event)).toEqual(['ready', 'feeding']);
  });

  it('hears a change committed through another server of the database', async () => {
    const other = await startServerOn(t.database, t.clock);
    try {
      const owner = await stream(tokens.owner);
      await postUplink(other.app);
      await owner.next(isTopic('bins', maternity));
    } finally {
      await other.close();
    }
  });

  it('after a lost listening connection, asks the pages to fetch again, then goes on', async () => {
    const owner = await stream(tokens.owner);
    await t.database.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query = 'listen barnboard_live'`);
    await owner.next((e) => e.event === 'resync', 10_000);
    await postUplink();
    await owner.next(isTopic('bins', maternity));
  });

  it('ends the stream of a deactivated account when it checks users again', async () => {
    const [{ id }] = (await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'member@bocage.demo'))) as [{ id: string }];
    const member = await stream(tokens.member);
    const owner = await stream(tokens.owner);
    await t.database.db.update(users).set({ deactivatedAt: t.clock.now() }).where(eq(users.id, id));
    try {
      await t.app.liveHub.recheckAll();
      await member.next((e) => e.event === 'end');
      expect(member.events.at(-1)!.data).toEqual({ reason: 'unauthorized' });
      await member.ended;
      await importStation();
      await owner.next(isTopic('feeding', maternity));
    } finally {
      await t.database.db.update(users).set({ deactivatedAt: null }).where(eq(users.id, id));
    }
  });

  it('checks the streams of one session once a pass, each group on its own answer', async () => {
    const asked: string[] = [];
    const recheck = (group: string, answer: 'same' | 'ended') => () => {
      asked.push(group);
      return Promise.resolve(answer === 'same' ? new Map() : null);
    };
    const tabs = await Promise.all(
      [1, 2, 3].map(
        async () =>
          (await t.app.liveHub.open(new Map(), recheck('tabs', 'same'), 'tabs', 'user-of-tabs'))!,
      ),
    );
    const other = (await t.app.liveHub.open(
      new Map(),
      recheck('other', 'ended'),
      'other',
      'other',
    ))!;
    try {
      await t.app.liveHub.recheckAll();
      expect(asked.sort()).toEqual(['other', 'tabs']);
      expect(tabs.every((tab) => tab.open)).toBe(true);
      expect(other.open).toBe(false);
    } finally {
      for (const tab of tabs) tab.end('server_stopping');
    }
  });

  it(`holds at most ${MAX_LIVE_STREAMS_PER_USER} streams of one user open, then answers 429`, async () => {
    // An account of its own: the earlier tests' streams are not its.
    const { tokens: own } = await createSignedInUser(t);
    const held = await Promise.all(
      Array.from({ length: MAX_LIVE_STREAMS_PER_USER }, () => stream(own.access_token)),
    );
    expect(held.map((one) => one.status)).toEqual(held.map(() => 200));
    const refused = await stream(own.access_token);
    expect(refused.status).toBe(429);
    // Another user is not held up by this one's streams; a stream closed frees its place.
    expect((await stream(tokens.member)).status).toBe(200);
    held[0]!.close();
    await vi.waitFor(async () => expect((await stream(own.access_token)).status).toBe(200));
  });

  it('ends every stream when its server closes, without holding the close', async () => {
    const other = await startServerOn(t.database, t.clock);
    const url = await other.app.listen({ host: '127.0.0.1', port: 0 });
    const owner = await stream(tokens.owner, url);
    await other.close();
    await owner.next((e) => e.event === 'end');
    expect(owner.events.at(-1)!.data).toEqual({ reason: 'server_stopping' });
    await owner.ended;
  });

  // Last: it moves the clock past every token the file signed in with.
  it('outlives its five-minute token while the session lasts, and ends with a sign-out', async () => {
    const signedIn = await signIn(t, { email: 'owner@bocage.demo', password: DEMO_PASSWORD });
    const owner = await stream(signedIn.access_token);
    t.clock.advance((t.config.accessTokenTtlSeconds + 60) * 1000);
    await t.app.liveHub.recheckAll();
    await postUplink();
    await owner.next(isTopic('bins', maternity));

    const logout = await postForm(t, `/realms/${DEFAULT_REALM}/protocol/openid-connect/logout`, {
      client_id: WEB_CLIENT_ID,
      refresh_token: signedIn.refresh_token,
    });
    expect(logout.statusCode).toBe(204);
    await t.app.liveHub.recheckAll();
    await owner.next((e) => e.event === 'end');
    expect(owner.events.at(-1)!.data).toEqual({ reason: 'unauthorized' });
  });
});

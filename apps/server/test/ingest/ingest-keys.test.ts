import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestKeys } from '../../src/db/schema/index.js';
import { sha256 } from '../../src/modules/identity/secrets.js';
import { seedDemo } from '../../src/seed/seed-demo.js';
import { bearer, demoToken } from '../support/demo.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { BOCAGE, HORIZON, chirpstackUplink, registerSensor, tenantIdOf } from './support.js';

/** The ingest-key admin routes: created by owners and admins, shown once, revoked for good. */

let t: TestApp;
let bocageId: string;
let horizonId: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, t.clock.now());
  bocageId = await tenantIdOf(t.database.db, BOCAGE);
  horizonId = await tenantIdOf(t.database.db, HORIZON);
}, 120_000);

afterAll(() => t?.close());

const keysUrl = (tenantId: string) => `/api/tenants/${tenantId}/ingest-keys`;

async function createKey(email: string, tenantId: string, name: string) {
  return t.app.inject({
    method: 'POST',
    url: keysUrl(tenantId),
    headers: bearer(await demoToken(t, email)),
    payload: { name },
  });
}

describe('ingest keys', () => {
  it('creates a key shown once, lists it without its secret, and revokes it', async () => {
    const owner = bearer(await demoToken(t, 'owner@bocage.demo'));
    const created = await createKey('owner@bocage.demo', bocageId, '  ChirpStack  ');
    expect(created.statusCode).toBe(201);
    const key = created.json<{ id: string; name: string; key: string; created_at: string }>();
    expect(key).toEqual({
      id: expect.any(String) as string,
      name: 'ChirpStack',
      key: expect.stringMatching(/^bbk_[0-9a-f]{32}_[A-Za-z0-9_-]{43}$/) as string,
      created_at: t.clock.now().toISOString(),
    });
    expect(key.key.slice(4, 36)).toBe(key.id.replaceAll('-', ''));
    // Only a hash of the secret is stored.
    const [stored] = await t.database.db.select().from(ingestKeys).where(eq(ingestKeys.id, key.id));
    expect(stored!.secretHash).toBe(sha256(key.key.slice(37)));
    expect(JSON.stringify(stored)).not.toContain(key.key.slice(37));

    const listed = await t.app.inject({ method: 'GET', url: keysUrl(bocageId), headers: owner });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(key.key.slice(37));
    const entry = listed
      .json<{ data: Record<string, unknown>[] }>()
      .data.find((k) => k.id === key.id);
    expect(entry).toMatchObject({
      name: 'ChirpStack',
      revoked_at: null,
      created_by: expect.any(String) as string,
    });
    expect(Object.keys(entry!).sort()).toEqual([
      'created_at',
      'created_by',
      'id',
      'name',
      'revoked_at',
    ]);

    // The key works at once…
    const sensor = await registerSensor(t.database.db, BOCAGE);
    const uplink = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/ingest/chirpstack?event=up',
        headers: { authorization: `Bearer ${key.key}` },
        payload: chirpstackUplink(sensor.devEui, {
          deduplicationId: `9a000000-0000-4000-8000-00000000000${n}`,
          fCnt: n,
        }),
      });
    expect((await uplink(1)).statusCode).toBe(200);

    // …and stops at revocation, on the very next request.
    t.clock.advance(60_000);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `${keysUrl(bocageId)}/${key.id}`,
      headers: owner,
    });
    expect(revoked.statusCode).toBe(204);
    expect((await uplink(2)).statusCode).toBe(401);
    const after = await t.app.inject({ method: 'GET', url: keysUrl(bocageId), headers: owner });
    expect(
      after
        .json<{ data: { id: string; revoked_at: string }[] }>()
        .data.find((k) => k.id === key.id)!.revoked_at,
    ).toBe(t.clock.now().toISOString());

    // Revoking again changes nothing; another tenant's key or no key at all is not found.
    t.clock.advance(60_000);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `${keysUrl(bocageId)}/${key.id}`,
      headers: owner,
    });
    expect(again.statusCode).toBe(204);
    const missing = await t.app.inject({
      method: 'DELETE',
      url: `${keysUrl(bocageId)}/00000000-0000-4000-8000-000000000000`,
      headers: owner,
    });
    expect(missing.statusCode).toBe(404);
  });

  it("cannot revoke another tenant's key through one's own tenant", async () => {
    const horizonKey = (await createKey('staff@barnboard.demo', horizonId, 'TTS')).json<{
      id: string;
    }>();
    const response = await t.app.inject({
      method: 'DELETE',
      url: `${keysUrl(bocageId)}/${horizonKey.id}`,
      headers: bearer(await demoToken(t, 'owner@bocage.demo')),
    });
    expect(response.statusCode).toBe(404);
  });

  it('lets only owners and admins of the tenant (and staff) manage its keys', async () => {
    const status = async (email: string, tenantId: string) =>
      (await createKey(email, tenantId, 'test')).statusCode;
    expect(await status('owner@bocage.demo', bocageId)).toBe(201);
    expect(await status('admin@bocage.demo', bocageId)).toBe(201);
    expect(await status('staff@barnboard.demo', bocageId)).toBe(201);
    expect(await status('manager@bocage.demo', bocageId)).toBe(403);
    expect(await status('member@bocage.demo', bocageId)).toBe(403);
    expect(await status('expired@bocage.demo', bocageId)).toBe(403);
    expect(await status('admin@bocage.demo', horizonId)).toBe(403);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: keysUrl(bocageId),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a key without a name, and answers 404 for a tenant that does not exist', async () => {
    expect((await createKey('owner@bocage.demo', bocageId, '   ')).statusCode).toBe(400);
    const ghost = '00000000-0000-4000-8000-000000000000';
    expect((await createKey('staff@barnboard.demo', ghost, 'x')).statusCode).toBe(404);
  });
});

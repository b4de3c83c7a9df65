import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '@barnboard/domain';
import { tenants, users } from '../../src/db/schema/index.js';
import { hashPassword } from '../../src/lib/passwords.js';
import { recordAudit, type AuditEntry } from '../../src/repositories/audit-repository.js';
import { createMembership } from '../../src/repositories/memberships-repository.js';
import { DEMO_PASSWORD } from '../../src/seed/demo-data.js';
import { bearer, demoToken } from '../support/demo.js';
import { seedDemoOwner } from '../support/demo-owner.js';
import { demoTenant } from '../support/demo-tenant.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** GET /api/audit-events: who reads whose history, and its filters. */
let t: TestApp;
let bocage: string;
let siteA: string;
let siteB: string;
let horizonSite: string;

const actor = { id: null, name: 'Émilie Lefèvre' };

async function record(entry: Omit<AuditEntry, 'actor' | 'changes'>, at: string) {
  const full = { ...entry, actor, changes: [{ field: 'name', from: null, to: entry.entity.name }] };
  await t.database.db.transaction((tx) => recordAudit(tx, full, new Date(at)));
}

/** An account that is admin of one listed site only. */
async function siteAdminToken(
  tenantId: string,
  siteId: string,
  email = 'site-admin@bocage.test',
): Promise<string> {
  const [user] = await t.database.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      neverLogin: false,
      agreedTermsPolicy: true,
    })
    .returning({ id: users.id });
  await createMembership(t.database.db, {
    tenantId,
    userId: user!.id,
    role: 'admin',
    sites: [siteId],
    accessType: { feeding: [], zootech: false, silo: true },
  });
  return demoToken(t, email);
}

async function page(token: string, query = ''): Promise<AuditPage> {
  const response = await t.app.inject({ url: `/api/audit-events${query}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditPage>();
}

const names = (answer: AuditPage) => answer.data.map((event) => event.entity.name);

beforeAll(async () => {
  t = await createTestApp();
  const { demo } = await seedDemoOwner(t);
  bocage = demo.tenantId;
  siteA = await demo.newSite('Audit A');
  siteB = await demo.newSite('Audit B');
  const horizon = await demoTenant(t.database.db, 'Porcs Horizon');
  horizonSite = await horizon.newSite('Audit H');
  await record(
    {
      tenantId: bocage,
      action: 'create',
      entity: { type: 'building', id: 'b1', name: 'Gestation 1' },
      siteId: siteA,
    },
    '2026-11-01T08:00:00Z',
  );
  await record(
    {
      tenantId: bocage,
      action: 'update',
      entity: { type: 'site', id: siteB, name: 'Audit B' },
      siteId: siteB,
    },
    '2026-11-02T08:00:00Z',
  );
  await record(
    { tenantId: bocage, action: 'invite', entity: { type: 'user', id: 'u1', name: 'Léa Müller' } },
    '2026-11-03T08:00:00Z',
  );
  await record(
    {
      tenantId: horizon.tenantId,
      action: 'delete',
      entity: { type: 'bin', id: 'x', name: 'Silo H' },
      siteId: horizonSite,
    },
    '2026-11-04T08:00:00Z',
  );
});
afterAll(() => t?.close());

describe('GET /api/audit-events', () => {
  it("shows a tenant's owner that tenant's changes only, newest first", async () => {
    const owner = await demoToken(t, 'owner@bocage.demo');
    const answer = await page(owner);
    expect(names(answer)).toEqual(['Léa Müller', 'Audit B', 'Gestation 1']);
    expect(answer.data[1]).toMatchObject({
      tenant: { id: bocage, name: 'Ferme du Bocage' },
      site: { id: siteB, name: 'Audit B 2' },
      actor: { id: null, name: 'Émilie Lefèvre' },
      action: 'update',
      changes: [{ field: 'name', from: null, to: 'Audit B' }],
    });
    expect(answer.meta).toMatchObject({ total: 3, current_page: 1 });
  });

  it('shows staff every tenant', async () => {
    const staff = await demoToken(t, 'staff@barnboard.demo');
    expect(names(await page(staff))).toEqual(
      expect.arrayContaining(['Silo H', 'Léa Müller', 'Audit B', 'Gestation 1']),
    );
  });

  it('shows the admin of one site the changes of that site only', async () => {
    const token = await siteAdminToken(bocage, siteA);
    expect(names(await page(token))).toEqual(['Gestation 1']);
  });

  it('refuses a manager and a member: the history needs additional privileges', async () => {
    for (const email of ['manager@bocage.demo', 'member@bocage.demo']) {
      const response = await t.app.inject({
        url: '/api/audit-events',
        headers: bearer(await demoToken(t, email)),
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it('filters by kind of record, action, site and time, and searches names without accents', async () => {
    const owner = await demoToken(t, 'owner@bocage.demo');
    expect(names(await page(owner, '?entity_type=building'))).toEqual(['Gestation 1']);
    expect(names(await page(owner, '?action=invite'))).toEqual(['Léa Müller']);
    expect(names(await page(owner, `?site_id=${siteB}`))).toEqual(['Audit B']);
    expect(names(await page(owner, '?from=2026-11-02T00:00:00Z&to=2026-11-03T00:00:00Z'))).toEqual([
      'Audit B',
    ]);
    expect(names(await page(owner, '?q=LEA%20MULLER'))).toEqual(['Léa Müller']);
    // The person's name is searched too: every event here is Émilie's.
    expect(await page(owner, '?q=emilie')).toMatchObject({ meta: { total: 3 } });
    expect(names(await page(owner, '?q=100%25'))).toEqual([]);
  });

  it('pages the history', async () => {
    const owner = await demoToken(t, 'owner@bocage.demo');
    const second = await page(owner, '?per_page=2&page=2');
    expect(names(second)).toEqual(['Gestation 1']);
    expect(second.meta).toMatchObject({ total: 3, pages: 2, last_page: 2 });
  });

  it('keeps the name of a tenant as it is now, and says which tenant owns each event', async () => {
    await t.database.db
      .update(tenants)
      .set({ name: 'Ferme du Bocage SAS' })
      .where(eq(tenants.id, bocage));
    const owner = await demoToken(t, 'owner@bocage.demo');
    expect((await page(owner)).data[0]!.tenant.name).toBe('Ferme du Bocage SAS');
  });

  // Last: its event would change the lists the tests above expect.
  it("names a membership's sites, only those the reader administers", async () => {
    const gone = '00000000-0000-4000-8000-000000000000';
    await t.database.db.transaction((tx) =>
      recordAudit(
        tx,
        {
          tenantId: bocage,
          actor,
          action: 'update',
          entity: { type: 'membership', id: 'm1', name: 'Léa Müller' },
          // Narrowed to site A: site A's admin reads it, and learns nothing of B nor Horizon's.
          siteId: siteA,
          changes: [
            { field: 'sites', from: [siteA, siteB, gone, horizonSite], to: [siteA] },
            { field: 'role', from: 'member', to: 'manager' },
          ],
        },
        new Date('2026-11-05T08:00:00Z'),
      ),
    );
    const owner = await demoToken(t, 'owner@bocage.demo');
    expect((await page(owner, '?entity_type=membership')).data[0]!.names).toEqual({
      [siteA]: 'Audit A 1',
      [siteB]: 'Audit B 2',
    });
    const siteAdmin = await siteAdminToken(bocage, siteA, 'site-admin-2@bocage.test');
    expect((await page(siteAdmin, '?entity_type=membership')).data[0]!.names).toEqual({
      [siteA]: 'Audit A 1',
    });
    // Other events name no site by id.
    expect((await page(owner, '?entity_type=building')).data[0]!.names).toEqual({});
  });
});

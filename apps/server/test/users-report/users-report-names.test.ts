import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HerdRecord, UsersReportAnswer } from '@barnboard/domain';
import { memberships, users } from '../../src/db/schema/index.js';
import { importRecords } from '../../src/modules/herd-records/import-service.js';
import { findRecordsSite } from '../../src/repositories/herd-records-repository.js';
import { seedDemo } from '../../src/seed/seed-demo.js';
import { bearer, demoToken } from '../support/demo.js';
import { demoTenant } from '../support/demo-tenant.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * The users report names each user the product knows, to those who may know them
 * (docs/kpis.md, "Users report"): the people of the site's tenant, for the farm's own and staff,
 * never for a partner who sees the site under a sharing name.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, t.clock.now());
}, 120_000);

afterAll(() => t?.close());

/** A new site of the tenant whose sows were each served once in 2025 by these users. */
async function siteServedBy(tenant: string, recorders: (string | null)[]): Promise<string> {
  const siteId = await (await demoTenant(t.database.db, tenant)).newSite('Names');
  const records: HerdRecord[] = recorders.flatMap((user, index) => [
    { type: 'entry', animal: `S${index}`, date: '2025-01-02', parity: 1 },
    {
      type: 'service',
      animal: `S${index}`,
      date: '2025-02-03',
      doses: 1,
      ...(user === null ? {} : { user }),
    },
  ]);
  const site = (await findRecordsSite(t.database.db, siteId))!;
  const result = await importRecords(t.database.db, site, records, (index) => ({ index }));
  expect(result.invalid).toEqual([]);
  return siteId;
}

async function namesIn(siteId: string, email: string): Promise<Record<string, string | null>> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/sites/${siteId}/users-report?from=2025-01-01&to=2025-12-31`,
    headers: bearer(await demoToken(t, email)),
  });
  expect(response.statusCode).toBe(200);
  const { users } = response.json<UsersReportAnswer>();
  return Object.fromEntries(users.map((entry) => [entry.user, entry.name]));
}

describe('GET /api/sites/{siteId}/users-report: names', () => {
  it("names the tenant's people, by e-mail or username in any case, for the farm and staff", async () => {
    const site = await siteServedBy('Ferme du Bocage', [
      'manager@bocage.demo',
      'Admin@Bocage.demo',
      'member.bocage',
      // A membership that has ended: who recorded last year's events may have left.
      'expired@bocage.demo',
      // Another tenant's person, and someone who has no account.
      'new@horizon.demo',
      'ana@farm.test',
      null,
    ]);
    const expected = {
      'manager@bocage.demo': 'Marie Lévesque',
      'Admin@Bocage.demo': 'Alain Côté',
      // An account without names reads as its e-mail's local part (spec §3's displayName).
      'member.bocage': 'member',
      'expired@bocage.demo': 'Émile Roy',
      'new@horizon.demo': null,
      'ana@farm.test': null,
      '-': null,
    };
    expect(await namesIn(site, 'owner@bocage.demo')).toEqual(expected);
    expect(await namesIn(site, 'staff@barnboard.demo')).toEqual(expected);
  });

  it("leaves a partner the records' users as written: they know neither the owner nor its people", async () => {
    // The demo's partner, Marie of Ferme du Bocage, made manager of every Porcs Horizon site,
    // still under her sharing name.
    const [marie] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'manager@bocage.demo'));
    const horizon = await demoTenant(t.database.db, 'Porcs Horizon');
    await t.database.db
      .update(memberships)
      .set({ role: 'manager', allSites: true })
      .where(and(eq(memberships.userId, marie!.id), eq(memberships.tenantId, horizon.tenantId)));
    const site = await siteServedBy('Porcs Horizon', ['new@horizon.demo', 'manager@bocage.demo']);

    expect(await namesIn(site, 'manager@bocage.demo')).toEqual({
      'manager@bocage.demo': null,
      'new@horizon.demo': null,
    });
    expect(await namesIn(site, 'staff@barnboard.demo')).toEqual({
      // Marie is a person of Porcs Horizon too, through her sharing membership.
      'manager@bocage.demo': 'Marie Lévesque',
      'new@horizon.demo': 'Noémie Pelletier',
    });
  });
});

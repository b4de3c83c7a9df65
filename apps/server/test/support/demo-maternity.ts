import { expect } from 'vitest';
import type { HerdRecordInput, Site } from '@barnboard/domain';
import { seedDemo } from '../../src/seed/seed-demo.js';
import { bearer, demoToken } from './demo.js';
import type { TestApp } from './test-app.js';

/** Seeds the demo; its manager's token and the maternity in the manager's list of sites. */
export async function demoMaternity(t: TestApp): Promise<{ manager: string; maternity: Site }> {
  await seedDemo(t.database.db, t.clock.now());
  const manager = await demoToken(t, 'manager@bocage.demo');
  const sites = await t.app.inject({
    method: 'GET',
    url: '/api/sites/vision-web',
    headers: bearer(manager),
  });
  const maternity = sites.json<{ data: Site[] }>().data.find((s) => s.type === 'maternity')!;
  return { manager, maternity };
}

/** Imports herd records into a site through the records import, all of them taken. */
export async function importHerd(
  t: TestApp,
  token: string,
  siteId: string,
  records: HerdRecordInput[],
): Promise<void> {
  const imported = await t.app.inject({
    method: 'POST',
    url: `/api/sites/${siteId}/records/import`,
    headers: bearer(token),
    payload: { records },
  });
  expect(imported.statusCode).toBe(200);
}

/**
 * The demo's nursery, which member@bocage.demo does not see (only staff lists it), and that
 * member's token: for the refusals of a site's routes.
 */
export async function nurseryUnseenByMember(
  t: TestApp,
): Promise<{ nurseryId: string; member: string }> {
  const staffSites = await t.app.inject({
    method: 'GET',
    url: '/api/staff/sites/vision-web',
    headers: bearer(await demoToken(t, 'staff@barnboard.demo')),
  });
  const nursery = staffSites.json<{ data: Site[] }>().data.find((s) => s.type === 'nursery')!;
  return { nurseryId: nursery.id, member: await demoToken(t, 'member@bocage.demo') };
}

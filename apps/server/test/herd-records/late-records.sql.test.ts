import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayName, type LateRecords } from '@barnboard/domain';
import { herdEvents } from '../../src/db/schema/index.js';
import { seedDemoOwner } from '../support/demo-owner.js';
import type { DemoTenant } from '../support/demo-tenant.js';
import { enter, importRecordsJson, personOf, type EntryAnswer } from '../support/herd-entries.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Records entered late (docs/records.md, "Records entered late"): of the events entered here,
 * those entered more than N days after the day they happened, by the day they were entered (site
 * time); imported events are left out.
 */

let t: TestApp;
let demo: DemoTenant;
let owner: string;
let manager: Awaited<ReturnType<typeof personOf>>;
let member: Awaited<ReturnType<typeof personOf>>;
let siteId: string;

/** Backdates an entry: entered at this instant. */
async function enteredAt(eventId: string, at: string): Promise<void> {
  await t.database.db
    .update(herdEvents)
    .set({ createdAt: sql`${at}::timestamptz` })
    .where(eq(herdEvents.id, eventId));
}

async function enterAt(record: object, authorization: string, at: string): Promise<void> {
  const response = await enter(t, siteId, record, authorization);
  expect(response.statusCode, response.body).toBe(201);
  await enteredAt(response.json<EntryAnswer>().event.id, at);
}

function late(query: string, authorization: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/sites/${siteId}/records/late?${query}`,
    headers: { authorization },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const seeded = await seedDemoOwner(t);
  owner = `Bearer ${seeded.owner}`;
  demo = seeded.demo;
  manager = await personOf(t, demo.tenantId, 'manager');
  member = await personOf(t, demo.tenantId, 'member');
  siteId = await demo.newSite('Late');
  // Imported: never counted, however long after the day they happened they arrived.
  const imported = await importRecordsJson(
    t,
    siteId,
    [
      { type: 'entry', animal: 'S-1', date: '2025-01-05' },
      { type: 'entry', animal: 'S-2', date: '2025-01-05' },
    ],
    owner,
  );
  expect(imported.statusCode).toBe(200);
  // The test sites keep Montreal time (UTC−5 in March).
  // The member: a heat entered the same day, a service 3 days after (late), a check 2 days after.
  await enterAt(
    { type: 'heat', animal: 'S-1', date: '2025-03-01' },
    member.authorization,
    '2025-03-01T15:00:00Z',
  );
  await enterAt(
    { type: 'service', animal: 'S-1', date: '2025-03-02' },
    member.authorization,
    '2025-03-05T15:00:00Z',
  );
  await enterAt(
    { type: 'preg_check', animal: 'S-1', date: '2025-03-10', result: 'positive' },
    member.authorization,
    '2025-03-12T15:00:00Z',
  );
  // The manager: a heat entered at 02:00 UTC on the 5th, still the 4th in Montreal: 2 days after.
  await enterAt(
    { type: 'heat', animal: 'S-2', date: '2025-03-02' },
    manager.authorization,
    '2025-03-05T02:00:00Z',
  );
  // Entered in April: outside a March period.
  await enterAt(
    { type: 'service', animal: 'S-2', date: '2025-03-03' },
    manager.authorization,
    '2025-04-02T12:00:00Z',
  );
}, 120_000);

afterAll(() => t?.close());

describe('records entered late', () => {
  it('counts the events entered in the period, and those entered more than N days late', async () => {
    const response = await late('from=2025-03-01&to=2025-03-31&days=2', manager.authorization);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<LateRecords>()).toEqual({
      days: 2,
      site: { entered: 4, late: 1 },
      by_user: [
        {
          user_id: manager.id,
          name: displayName({ email: manager.email }),
          entered: 1,
          late: 0,
        },
        { user_id: member.id, name: displayName({ email: member.email }), entered: 3, late: 1 },
      ].sort((a, b) => a.name.localeCompare(b.name)),
    });
  });

  it('follows N, and the site’s days', async () => {
    const sameDay = await late('from=2025-03-01&to=2025-03-31&days=0', owner);
    expect(sameDay.json<LateRecords>().site).toEqual({ entered: 4, late: 3 });
    // The manager's heat was entered on March 4 in Montreal.
    const fourth = await late('from=2025-03-04&to=2025-03-04', owner);
    expect(fourth.json<LateRecords>()).toMatchObject({ days: 2, site: { entered: 1, late: 0 } });
    const fifth = await late('from=2025-03-05&to=2025-03-05', owner);
    expect(fifth.json<LateRecords>().site).toEqual({ entered: 1, late: 1 });
    const april = await late('from=2025-04-01&to=2025-04-30&days=30', owner);
    expect(april.json<LateRecords>().site).toEqual({ entered: 1, late: 0 });
  });

  it('shows members the site’s figure, not who entered late', async () => {
    const response = await late('from=2025-03-01&to=2025-03-31', member.authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json<LateRecords>()).toMatchObject({ site: { entered: 4 }, by_user: [] });
  });

  it('refuses a period that is not one, and callers without zootech', async () => {
    expect((await late('from=2025-03-31&to=2025-03-01', owner)).statusCode).toBe(400);
    expect((await late('from=2025-02-30&to=2025-03-01', owner)).statusCode).toBe(400);
    const noZootech = await personOf(t, demo.tenantId, 'manager', false);
    expect((await late('from=2025-03-01&to=2025-03-31', noZootech.authorization)).statusCode).toBe(
      403,
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordsToFix } from '@barnboard/domain';
import { seedDemoOwner } from '../support/demo-owner.js';
import type { DemoTenant } from '../support/demo-tenant.js';
import {
  auditOf,
  correct,
  importRecordsJson,
  personOf,
  remove,
  storedEvents,
  type EntryAnswer,
  type Refusal,
} from '../support/herd-entries.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Correcting in the barn (docs/records.md, "Entries and corrections"): managers edit or delete a
 * record with a reason, through the order rules; the history of changes keeps the old and new
 * values; the derived figures follow.
 */

let t: TestApp;
let demo: DemoTenant;
let manager: Awaited<ReturnType<typeof personOf>>;
let member: Awaited<ReturnType<typeof personOf>>;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  const seeded = await seedDemoOwner(t);
  owner = `Bearer ${seeded.owner}`;
  demo = seeded.demo;
  manager = await personOf(t, demo.tenantId, 'manager');
  member = await personOf(t, demo.tenantId, 'member');
}, 120_000);

afterAll(() => t?.close());

const farrowing = {
  type: 'farrowing',
  animal: 'S-1',
  // 150 days after the service: a gestation too long, a record to fix.
  date: '2025-06-20',
  born_alive: 12,
  stillborn: 1,
  mummified: 0,
};

/** A site with S-1's entry, heat, service and (mistyped) farrowing; the events by type. */
async function siteWithLitter() {
  const siteId = await demo.newSite('Corrections');
  const imported = await importRecordsJson(
    t,
    siteId,
    [
      { type: 'entry', animal: 'S-1', date: '2025-01-05', parity: 1 },
      { type: 'heat', animal: 'S-1', date: '2025-01-20' },
      { id: 'V-1', type: 'service', animal: 'S-1', date: '2025-01-21', boar: 'B-7' },
      farrowing,
    ],
    owner,
  );
  expect(imported.statusCode, imported.body).toBe(200);
  const events = new Map((await storedEvents(t, siteId)).map((row) => [row.type, row]));
  return { siteId, events };
}

async function recordsToFix(siteId: string): Promise<RecordsToFix['records']> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/sites/${siteId}/records-to-fix`,
    headers: { authorization: owner },
  });
  return response.json<RecordsToFix>().records;
}

describe('a correction', () => {
  it('replaces the record, is audited with old and new values, and the figures follow', async () => {
    const { siteId, events } = await siteWithLitter();
    expect(await recordsToFix(siteId)).toContainEqual(
      expect.objectContaining({ check: 'long_gestation', animal: 'S-1', value: 150 }),
    );
    const eventId = events.get('farrowing')!.id;
    const response = await correct(
      t,
      siteId,
      eventId,
      { record: { ...farrowing, date: '2025-05-16' }, reason: 'date typed wrong' },
      manager.authorization,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<EntryAnswer>()).toMatchObject({
      created: false,
      event: { id: eventId, date: '2025-05-16', fields: { born_alive: 12 } },
    });
    expect(await recordsToFix(siteId)).not.toContainEqual(
      expect.objectContaining({ check: 'long_gestation', animal: 'S-1' }),
    );
    const [audit] = await auditOf(t, eventId);
    expect(audit).toMatchObject({ action: 'update', actorId: manager.id });
    expect(audit!.changes).toEqual([
      { field: 'date', from: '2025-06-20', to: '2025-05-16' },
      { field: 'reason', from: null, to: 'date typed wrong' },
    ]);
    expect(await storedEvents(t, siteId)).toHaveLength(4);
  });

  it('keeps the source id the record came with', async () => {
    const { siteId, events } = await siteWithLitter();
    const service = events.get('service')!;
    const response = await correct(
      t,
      siteId,
      service.id,
      {
        record: { type: 'service', animal: 'S-1', date: '2025-01-21', boar: 'B-9' },
        reason: 'other boar',
      },
      manager.authorization,
    );
    expect(response.json<EntryAnswer>().event).toMatchObject({ source_id: 'V-1' });
    // The other program's next export of it is the same event, not a new one.
    const again = await importRecordsJson(
      t,
      siteId,
      [{ id: 'V-1', type: 'service', animal: 'S-1', date: '2025-01-21', boar: 'B-9' }],
      owner,
    );
    expect(again.json()).toMatchObject({ created: 0, unchanged: 1 });
  });

  it('is refused when it breaks the order rules, naming the field and the rule', async () => {
    const { siteId, events } = await siteWithLitter();
    const eventId = events.get('farrowing')!.id;
    const response = await correct(
      t,
      siteId,
      eventId,
      { record: { ...farrowing, date: '2025-01-02' }, reason: 'wrong year' },
      manager.authorization,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json<Refusal>().invalid).toEqual([
      { field: 'date', reason: "comes before the animal's entry (entry of 2025-01-05)" },
    ]);
    expect((await storedEvents(t, siteId)).find((row) => row.id === eventId)!.date).toBe(
      '2025-06-20',
    );
    expect(await auditOf(t, eventId)).toEqual([]);
  });

  it('is for managers: a member is refused, and another site’s event is not found', async () => {
    const { siteId, events } = await siteWithLitter();
    const other = await siteWithLitter();
    const eventId = events.get('farrowing')!.id;
    const body = { record: { ...farrowing, date: '2025-05-16' }, reason: 'typo' };
    expect((await correct(t, siteId, eventId, body, member.authorization)).statusCode).toBe(403);
    expect((await remove(t, siteId, eventId, 'typo', member.authorization)).statusCode).toBe(403);
    const elsewhere = await correct(t, other.siteId, eventId, body, manager.authorization);
    expect(elsewhere.statusCode).toBe(404);
    expect((await remove(t, other.siteId, eventId, 'x', manager.authorization)).statusCode).toBe(
      404,
    );
    const noReason = await correct(
      t,
      siteId,
      eventId,
      { ...body, reason: ' ' },
      manager.authorization,
    );
    expect(noReason.statusCode).toBe(400);
  });
});

describe('a deletion', () => {
  it('removes the record, audited with its values and the reason', async () => {
    const { siteId, events } = await siteWithLitter();
    const heat = events.get('heat')!;
    const response = await remove(t, siteId, heat.id, 'never happened', manager.authorization);
    expect(response.statusCode, response.body).toBe(204);
    expect((await storedEvents(t, siteId)).map((row) => row.type)).toEqual([
      'entry',
      'service',
      'farrowing',
    ]);
    const [audit] = await auditOf(t, heat.id);
    expect(audit).toMatchObject({ action: 'delete', actorId: manager.id });
    expect(audit!.changes).toEqual(
      expect.arrayContaining([
        { field: 'type', from: 'heat', to: null },
        { field: 'date', from: '2025-01-20', to: null },
        { field: 'reason', from: null, to: 'never happened' },
      ]),
    );
  });

  it('is refused when her other records need it', async () => {
    const { siteId, events } = await siteWithLitter();
    const service = events.get('service')!;
    const response = await remove(t, siteId, service.id, 'wrong sow', manager.authorization);
    expect(response.statusCode).toBe(422);
    expect(response.json<Refusal>().invalid).toEqual([
      {
        field: 'type',
        reason:
          'deleting it leaves the stored farrowing of 2025-06-20 invalid: a farrowing needs a service before it (since the previous farrowing)',
      },
    ]);
    const entry = await remove(t, siteId, events.get('entry')!.id, 'x', manager.authorization);
    expect(entry.json<Refusal>().invalid[0]!.reason).toMatch(
      /^deleting it leaves the stored heat of 2025-01-20 invalid: the animal has no entry record \(and 2 more\)$/,
    );
    expect(await storedEvents(t, siteId)).toHaveLength(4);
    expect(await auditOf(t, service.id)).toEqual([]);
  });

  it('recomputes the figures: a farrowing deleted leaves no record to fix', async () => {
    const { siteId, events } = await siteWithLitter();
    const response = await remove(
      t,
      siteId,
      events.get('farrowing')!.id,
      'entered on the wrong sow',
      manager.authorization,
    );
    expect(response.statusCode).toBe(204);
    expect(await recordsToFix(siteId)).not.toContainEqual(
      expect.objectContaining({ check: 'long_gestation' }),
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayName, type AnimalEvent } from '@barnboard/domain';
import { seedDemoOwner } from '../support/demo-owner.js';
import type { DemoTenant } from '../support/demo-tenant.js';
import {
  auditOf,
  enter,
  importRecordsJson,
  personOf,
  storedEvents,
  type EntryAnswer,
  type Refusal,
} from '../support/herd-entries.js';
import type { ImportAnswer } from '../support/import-answer.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Recording in the barn (docs/records.md, "Entries and corrections"): one record through the
 * rules of an import, written with who entered it and when, in the history of changes; the same
 * record twice is kept once.
 */

let t: TestApp;
let owner: string;
let demo: DemoTenant;
let member: Awaited<ReturnType<typeof personOf>>;

beforeAll(async () => {
  t = await createTestApp();
  const seeded = await seedDemoOwner(t);
  owner = `Bearer ${seeded.owner}`;
  demo = seeded.demo;
  member = await personOf(t, demo.tenantId, 'member');
}, 120_000);

afterAll(() => t?.close());

/** A new site where S-1 entered the herd on 2025-01-05 (imported from another program). */
async function siteWithSow(): Promise<string> {
  const siteId = await demo.newSite('Entries');
  const imported = await importRecordsJson(
    t,
    siteId,
    [{ id: 'E-1', type: 'entry', animal: 'S-1', date: '2025-01-05', parity: 1, user: 'paul' }],
    owner,
  );
  expect(imported.statusCode, imported.body).toBe(200);
  return siteId;
}

describe('an entry', () => {
  const service = { type: 'service', animal: 'S-1', date: '2025-01-21', boar: 'B-7', doses: 2 };

  it('is stored with who entered it and when, in the history of changes', async () => {
    const siteId = await siteWithSow();
    const response = await enter(t, siteId, service, member.authorization);
    expect(response.statusCode, response.body).toBe(201);
    const { event, created } = response.json<EntryAnswer>();
    expect(created).toBe(true);
    expect(event).toMatchObject({
      type: 'service',
      date: '2025-01-21',
      source_id: null,
      fields: { boar: 'B-7', doses: 2 },
      entered_here: true,
      entered_by: displayName({ email: member.email }),
      entered_at: t.clock.now().toISOString(),
      // Left empty, who did it is who entered it, by the login the users report knows.
      user: member.email,
    });

    const stored = (await storedEvents(t, siteId)).find((row) => row.id === event.id)!;
    expect(stored).toMatchObject({ enteredBy: member.id, recordedBy: member.email });
    expect(stored.createdAt.toISOString()).toBe(t.clock.now().toISOString());
    // The sow card shows it at once, with who entered it; her imported entry, with no one.
    const card = await t.app.inject({
      method: 'GET',
      url: `/api/sites/${siteId}/animals/S-1`,
      headers: { authorization: member.authorization },
    });
    expect(card.json<{ events: AnimalEvent[] }>().events).toEqual([
      expect.objectContaining({ type: 'entry', entered_here: false, entered_by: null }),
      event,
    ]);
    const [audit, ...more] = await auditOf(t, event.id);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      action: 'create',
      actorId: member.id,
      actorName: displayName({ email: member.email }),
    });
    expect(audit!.changes).toEqual(
      expect.arrayContaining([
        { field: 'animal', from: null, to: 'S-1' },
        { field: 'date', from: null, to: '2025-01-21' },
        { field: 'boar', from: null, to: 'B-7' },
      ]),
    );
  });

  it('tells a partner an event was entered here, not by whom: they know none of the farm', async () => {
    const siteId = await siteWithSow();
    const partner = await personOf(t, demo.tenantId, 'manager', true, 'Partner farm');
    const entered = await enter(t, siteId, service, member.authorization);
    expect(entered.statusCode, entered.body).toBe(201);
    const card = await t.app.inject({
      method: 'GET',
      url: `/api/sites/${siteId}/animals/S-1`,
      headers: { authorization: partner.authorization },
    });
    const event = card
      .json<{ events: AnimalEvent[] }>()
      .events.find((one) => one.type === 'service');
    expect(event).toMatchObject({ entered_here: true, entered_by: null });
    // The same record entered again by the partner answers the member's event, unnamed too.
    const again = await enter(t, siteId, { ...service, user: member.email }, partner.authorization);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<EntryAnswer>().event).toMatchObject({ entered_here: true, entered_by: null });
  });

  it('changes nothing when the same record is entered again', async () => {
    const siteId = await siteWithSow();
    const first = await enter(t, siteId, service, member.authorization);
    expect(first.statusCode).toBe(201);
    const again = await enter(t, siteId, { ...service, user: '' }, member.authorization);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<EntryAnswer>()).toMatchObject({
      created: false,
      event: { id: first.json<EntryAnswer>().event.id },
    });
    expect(await storedEvents(t, siteId)).toHaveLength(2);
    expect(await auditOf(t, first.json<EntryAnswer>().event.id)).toHaveLength(1);
  });

  it('keeps the user the form names', async () => {
    const siteId = await siteWithSow();
    const response = await enter(t, siteId, { ...service, user: 'marie' }, member.authorization);
    expect(response.json<EntryAnswer>().event.user).toBe('marie');
  });

  it('is refused as the import refuses it, naming the field and the rule', async () => {
    const siteId = await siteWithSow();
    const farrowing = {
      type: 'farrowing',
      animal: 'S-1',
      date: '2025-05-16',
      born_alive: 12,
      stillborn: 0,
      mummified: 0,
    };
    const entered = await enter(t, siteId, farrowing, member.authorization);
    expect(entered.statusCode).toBe(422);
    const imported = await importRecordsJson(t, siteId, [farrowing], owner);
    const { field, reason } = imported.json<ImportAnswer>().invalid[0]!;
    expect(field).toBe('type');
    expect(entered.json<Refusal>()).toEqual({ invalid: [{ field, reason }] });

    const badDoses = await enter(t, siteId, { ...farrowing, type: 'service', doses: 0 }, owner);
    expect(badDoses.statusCode).toBe(422);
    const fields = badDoses.json<Refusal>().invalid.map((error) => error.field);
    expect(fields.sort()).toEqual(['born_alive', 'doses', 'mummified', 'stillborn']);
    expect(badDoses.json<Refusal>().invalid).toContainEqual({
      field: 'stillborn',
      reason: 'is not a field of a service record',
    });
    expect(await storedEvents(t, siteId)).toHaveLength(1);
  });

  it('is refused after the site’s today', async () => {
    const siteId = await siteWithSow();
    // 2026-06-01 08:00 UTC is 04:00 on June 1 in Montreal, the test sites' time zone.
    const tomorrow = await enter(t, siteId, { ...service, date: '2026-06-02' }, owner);
    expect(tomorrow.json<Refusal>()).toEqual({
      invalid: [{ field: 'date', reason: "is after the site's today (2026-06-01)" }],
    });
    const today = await enter(t, siteId, { ...service, date: '2026-06-01' }, owner);
    expect(today.statusCode).toBe(201);
  });

  it('is for those with zootech access on the site', async () => {
    const siteId = await siteWithSow();
    const noZootech = await personOf(t, demo.tenantId, 'manager', false);
    expect((await enter(t, siteId, service, noZootech.authorization)).statusCode).toBe(403);
    expect(await storedEvents(t, siteId)).toHaveLength(1);
  });

  it('may not change a stored record by naming its id', async () => {
    const siteId = await siteWithSow();
    const changed = {
      id: 'E-1',
      type: 'entry',
      animal: 'S-1',
      date: '2025-01-05',
      parity: 3,
      user: 'paul',
    };
    const response = await enter(t, siteId, changed, member.authorization);
    expect(response.statusCode).toBe(422);
    expect(response.json<Refusal>().invalid[0]!.field).toBe('id');
    const same = { ...changed, parity: 1 };
    const repeated = await enter(t, siteId, same, member.authorization);
    expect(repeated.json<EntryAnswer>()).toMatchObject({ created: false });
  });
});

describe('an import of what was entered here (docs/records.md, "Entries and imports")', () => {
  const heat = { type: 'heat', animal: 'S-1', date: '2025-01-20' };
  const service = { type: 'service', animal: 'S-1', date: '2025-01-21', boar: 'B-7' };

  it('takes the entered events over instead of making twins, and repeats as unchanged', async () => {
    const siteId = await siteWithSow();
    const enteredHeat = await enter(t, siteId, heat, member.authorization);
    const enteredService = await enter(t, siteId, service, member.authorization);
    const file = [
      { id: 'E-1', type: 'entry', animal: 'S-1', date: '2025-01-05', parity: 1, user: 'paul' },
      { id: 'H-1', ...heat, user: 'paul' },
      { id: 'V-1', ...service, doses: 2 },
    ];
    const imported = await importRecordsJson(t, siteId, file, owner);
    expect(imported.json<ImportAnswer>()).toMatchObject({
      created: 0,
      updated: 2,
      unchanged: 1,
      invalid: [],
    });
    const stored = await storedEvents(t, siteId);
    expect(stored.map((row) => [row.id, row.sourceId, row.enteredBy])).toEqual([
      [expect.any(String), 'E-1', null],
      [enteredHeat.json<EntryAnswer>().event.id, 'H-1', member.id],
      [enteredService.json<EntryAnswer>().event.id, 'V-1', member.id],
    ]);
    // The import's fields win: it is the program the farm keeps its records in.
    expect(stored[1]!.recordedBy).toBe('paul');

    const again = await importRecordsJson(t, siteId, file, owner);
    expect(again.json<ImportAnswer>()).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
    expect(await storedEvents(t, siteId)).toHaveLength(3);
  });

  it('takes each entered event once, in stored order, and leaves other types and days alone', async () => {
    const siteId = await siteWithSow();
    const first = await enter(t, siteId, { ...heat, time: '06:00' }, member.authorization);
    const second = await enter(t, siteId, { ...heat, time: '18:00' }, member.authorization);
    const imported = await importRecordsJson(
      t,
      siteId,
      [
        { id: 'H-1', ...heat },
        { id: 'H-2', ...heat },
        { id: 'H-3', ...heat },
        { id: 'H-4', ...heat, date: '2025-01-22' },
      ],
      owner,
    );
    expect(imported.json<ImportAnswer>()).toMatchObject({ created: 2, updated: 2, invalid: [] });
    const bySource = new Map((await storedEvents(t, siteId)).map((row) => [row.sourceId, row]));
    expect(bySource.get('H-1')!.id).toBe(first.json<EntryAnswer>().event.id);
    expect(bySource.get('H-2')!.id).toBe(second.json<EntryAnswer>().event.id);
    expect(bySource.get('H-3')!.enteredBy).toBeNull();
    expect(bySource.get('H-4')!.enteredBy).toBeNull();
  });

  it('leaves imported events without id to their fingerprint', async () => {
    const siteId = await siteWithSow();
    expect((await importRecordsJson(t, siteId, [heat], owner)).statusCode).toBe(200);
    const withId = await importRecordsJson(t, siteId, [{ id: 'H-1', ...heat }], owner);
    expect(withId.json<ImportAnswer>()).toMatchObject({ created: 1, updated: 0 });
  });
});

import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  findRecordsSite,
  listStoredEvents,
  listStoredEventsOf,
} from '../../src/repositories/herd-records-repository.js';
import { seedDemoOwner } from '../support/demo-owner.js';
import { importRecordsJson } from '../support/herd-entries.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * A small import reads only the stored events it needs (import-service.ts, "targeted read"):
 * exactly those of the whole-site read that its animals, ids, fingerprints and event ids name,
 * in the same order, so that matching and the order rules see what they would have seen.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);

afterAll(() => t?.close());

it('reads what the whole-site read holds for its keys, in stored order', async () => {
  const { owner, demo } = await seedDemoOwner(t);
  const siteId = await demo.newSite('Targeted');
  const otherSiteId = await demo.newSite('Targeted');
  const life = (animal: string, prefix: string) => [
    { id: `${prefix}-E`, type: 'entry', animal, date: '2025-01-05' },
    { type: 'heat', animal, date: '2025-01-20' },
    { id: `${prefix}-V`, type: 'service', animal, date: '2025-01-21' },
    { type: 'preg_check', animal, date: '2025-02-20', result: 'positive' },
  ];
  // The same records on another site of the tenant: never read for this one.
  for (const site of [siteId, otherSiteId]) {
    const records = [...life('S-1', 'A'), ...life('S-2', 'B'), ...life('S-3', 'C')];
    const imported = await importRecordsJson(t, site, records, `Bearer ${owner}`);
    expect(imported.statusCode, imported.body).toBe(200);
  }
  const site = (await findRecordsSite(t.database.db, siteId))!;
  const whole = await listStoredEvents(t.database.db, site);
  const s3Check = whole.find((event) => event.animal === 'S-3' && event.type === 'preg_check')!;
  const s1Heat = whole.find((event) => event.animal === 'S-1' && event.type === 'heat')!;
  const keys = {
    identities: ['S-2', 'S-9'],
    sourceIds: ['A-V', 'unknown'],
    fingerprints: [s3Check.fingerprint],
    eventIds: [s1Heat.id],
  };

  const targeted = await listStoredEventsOf(t.database.db, site, keys);
  const expected = whole.filter(
    (event) =>
      keys.identities.includes(event.animal) ||
      (event.sourceId !== null && keys.sourceIds.includes(event.sourceId)) ||
      (event.sourceId === null && keys.fingerprints.includes(event.fingerprint)) ||
      keys.eventIds.includes(event.id),
  );
  expect(targeted).toEqual(expected);
  // S-2's four events, S-1's service (by id) and heat (by event id), S-3's check (by fingerprint).
  expect(targeted.map((event) => `${event.animal} ${event.type}`).sort()).toEqual([
    'S-1 heat',
    'S-1 service',
    'S-2 entry',
    'S-2 heat',
    'S-2 preg_check',
    'S-2 service',
    'S-3 preg_check',
  ]);
  expect(await listStoredEventsOf(t.database.db, site, { ...keys, identities: [] })).toHaveLength(
    3,
  );
});

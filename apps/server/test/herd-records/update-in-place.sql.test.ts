import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoOwner } from '../support/demo-owner.js';
import type { DemoTenant } from '../support/demo-tenant.js';
import type { ImportAnswer } from '../support/import-answer.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * A record changed by a re-import keeps its place among its day's events, as it is written: the
 * order rules judge it there, not at the day's end (a sow that died on her farrowing day had her
 * corrected farrowing refused as "after the animal's removal").
 */

let t: TestApp;
let owner: string;
let demo: DemoTenant;

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, demo } = await seedDemoOwner(t));
}, 120_000);

afterAll(() => t?.close());

function importJson(siteId: string, records: unknown[]) {
  return t.app.inject({
    method: 'POST',
    url: `/api/sites/${siteId}/records/import`,
    headers: { authorization: `Bearer ${owner}` },
    payload: { records },
  });
}

describe('a re-imported record that changed', () => {
  const farrowing = {
    id: 'F-1',
    type: 'farrowing',
    animal: 'S-9',
    date: '2025-05-16',
    born_alive: 12,
    stillborn: 1,
    mummified: 0,
  };
  const life = [
    { id: 'E-1', type: 'entry', animal: 'S-9', date: '2025-01-05', parity: 1 },
    { id: 'V-1', type: 'service', animal: 'S-9', date: '2025-01-21' },
    farrowing,
    // She died the day she farrowed, after the farrowing.
    { id: 'R-1', type: 'removal', animal: 'S-9', date: '2025-05-16', kind: 'death' },
  ];

  it('keeps its place in its day: a farrowing corrected on the day its sow died', async () => {
    const siteId = await demo.newSite('Records');
    expect((await importJson(siteId, life)).statusCode).toBe(200);
    const corrected = await importJson(siteId, [{ ...farrowing, born_alive: 13 }]);
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json<ImportAnswer>()).toMatchObject({ updated: 1, invalid: [] });
  });

  it('is judged where it goes when it moves to another day', async () => {
    const siteId = await demo.newSite('Records');
    expect((await importJson(siteId, life)).statusCode).toBe(200);
    const late = await importJson(siteId, [{ ...farrowing, date: '2025-05-17' }]);
    expect(late.json<ImportAnswer>().invalid).toEqual([
      expect.objectContaining({ index: 0, field: 'date' }),
    ]);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../src/db/database.js';
import { seedDemoOwner, type DemoOwner } from '../support/demo-owner.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * The planner's statistics are refreshed by the product itself after migrations, the demo seed
 * and every import that writes: a PostgreSQL whose autovacuum is off (or has not come round yet)
 * otherwise plans reports on "empty" tables (7 s for the gestation losses instead of 20 ms).
 */
let t: TestApp;
let demo: DemoOwner;

/** When each table was last analysed by an ANALYZE command (autovacuum's own runs aside). */
async function lastAnalyzed(db: Executor): Promise<Map<string, number>> {
  const { rows } = await db.execute<{ name: string; at: string | null }>(
    sql`select relname as name, last_analyze as at from pg_stat_user_tables`,
  );
  return new Map(rows.map((r) => [r.name, r.at === null ? 0 : new Date(r.at).getTime()]));
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('statistics', () => {
  it('are taken of every table once the migrations are applied', async () => {
    const analysed = await lastAnalyzed(t.database.db);
    expect(analysed.size).toBeGreaterThan(10);
    expect([...analysed].filter(([, at]) => at === 0)).toEqual([]);
  });

  it('are refreshed after the demo seed', async () => {
    const before = await lastAnalyzed(t.database.db);
    demo = await seedDemoOwner(t);
    const after = await lastAnalyzed(t.database.db);
    expect(after.get('bin_readings')).toBeGreaterThan(before.get('bin_readings')!);
  });

  it('of the tables an import fills are refreshed before it answers', async () => {
    const siteId = await demo.demo.newSite('Statistics');
    const before = await lastAnalyzed(t.database.db);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/sites/${siteId}/records/import`,
      headers: { authorization: `Bearer ${demo.owner}` },
      payload: { records: [{ type: 'entry', animal: 'S1', date: '2025-06-01' }] },
    });
    expect(response.statusCode).toBe(200);
    const after = await lastAnalyzed(t.database.db);
    for (const table of ['animals', 'herd_events', 'herd_event_facts'])
      expect(after.get(table), table).toBeGreaterThan(before.get(table)!);
    expect(after.get('bin_readings')).toBe(before.get('bin_readings'));
  });
});

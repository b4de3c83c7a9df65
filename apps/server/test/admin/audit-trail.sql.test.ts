import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/db/schema/index.js';
import { assertNotStale } from '../../src/lib/stale-write.js';
import { StaleWriteError } from '../../src/plugins/errors.js';
import { recordAudit } from '../../src/repositories/audit-repository.js';
import { seedDemoOwner } from '../support/demo-owner.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let tenantId: string;
let siteId: string;

beforeAll(async () => {
  t = await createTestApp();
  const { demo } = await seedDemoOwner(t);
  tenantId = demo.tenantId;
  siteId = await demo.newSite('Audited');
});
afterAll(() => t?.close());

const at = new Date('2026-11-20T10:00:00Z');

/** Drizzle wraps the database's refusal; its cause is the trigger's own message. */
const appendOnlyRefusal: object = {
  cause: { message: expect.stringMatching(/append-only/) as unknown },
};

describe('the audit trail', () => {
  it('keeps an event written with the change, and only with it', async () => {
    const db = t.database.db;
    const entry = {
      tenantId: tenantId,
      actor: { id: null, name: 'operator' },
      action: 'update' as const,
      entity: { type: 'site' as const, id: siteId, name: 'Maternity' },
      siteId: siteId,
      changes: [{ field: 'city', from: 'Vitré', to: 'Rennes' }],
    };
    await expect(
      db.transaction(async (tx) => {
        await recordAudit(tx, entry, at);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await db.transaction((tx) => recordAudit(tx, entry, at));
    const rows = await db.select().from(auditEvents).where(eq(auditEvents.tenantId, tenantId));
    expect(rows.map((row) => row.changes)).toEqual([entry.changes]);
  });

  it('refuses every update and delete: it is append-only', async () => {
    const db = t.database.db;
    await expect(
      db.execute(sql`update audit_events set actor_name = 'someone else'`),
    ).rejects.toMatchObject(appendOnlyRefusal);
    await expect(db.execute(sql`delete from audit_events`)).rejects.toMatchObject(
      appendOnlyRefusal,
    );
    const [{ count }] = (
      await db.execute<{ count: number }>(sql`select count(*)::int as count from audit_events`)
    ).rows as [{ count: number }];
    expect(count).toBeGreaterThan(0);
  });
});

describe('assertNotStale', () => {
  const stored = new Date('2026-11-20T10:00:00.123Z');

  it('lets an edit based on the stored version through, whatever the offset it is written in', () => {
    expect(() => assertNotStale(stored, '2026-11-20T11:00:00.123+01:00', {})).not.toThrow();
  });

  it('refuses an edit based on an older version with the current record', () => {
    const current = { name: 'changed meanwhile' };
    const refusal = (() => {
      try {
        assertNotStale(stored, '2026-11-20T10:00:00.000Z', current);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(StaleWriteError);
    expect(refusal).toMatchObject({ statusCode: 409, code: 'edited_elsewhere', current });
  });
});

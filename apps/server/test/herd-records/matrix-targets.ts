import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { HerdRecord } from '@barnboard/domain';
import { animals, herdEvents, sites } from '../../src/db/schema/index.js';
import { contentHash, eventValues } from '../../src/modules/herd-records/record-codec.js';
import type { TestApp } from '../support/test-app.js';

/**
 * The entry routes' cases of the role × route matrix (test/access/route-matrix.sql.test.ts), on
 * the demo maternity and on Horizon GDU: a female with her entry and a heat, the heat being what
 * is corrected and deleted. Each call is harmless when repeated: the same entry again changes
 * nothing, the same correction again neither, and the heat is put back (same id) before each
 * persona's try.
 */

type Target = {
  method: string;
  url: string;
  body?: object;
  siteId?: string;
  before?: () => Promise<void>;
};

export type EntryMatrix = { targets(method: string, url: string): Record<string, Target[]> };

const ANIMAL = 'MATRIX-ENTRIES';
const heat: HerdRecord = { type: 'heat', animal: ANIMAL, date: '2025-02-01' };

export async function prepareEntryMatrix(t: TestApp, siteIds: string[]): Promise<EntryMatrix> {
  const db = t.database.db;
  /** Per site: the heat's id, and putting it back after a deletion. */
  const heats = new Map<string, { id: string; putBack: () => Promise<void> }>();
  for (const siteId of siteIds) {
    const [site] = await db.select().from(sites).where(eq(sites.id, siteId));
    const tenantId = site!.tenantId;
    const [sow] = await db
      .insert(animals)
      .values({ tenantId, siteId, identity: ANIMAL })
      .returning({ id: animals.id });
    const entry: HerdRecord = { type: 'entry', animal: ANIMAL, date: '2025-01-05', parity: 1 };
    await db
      .insert(herdEvents)
      .values({ ...eventValues(entry, sow!.id, 1, contentHash(entry)), tenantId, siteId });
    const heatId = randomUUID();
    const putBack = async () => {
      await db
        .insert(herdEvents)
        .values({
          ...eventValues(heat, sow!.id, 1, contentHash(heat)),
          id: heatId,
          tenantId,
          siteId,
        })
        .onConflictDoNothing();
    };
    await putBack();
    heats.set(siteId, { id: heatId, putBack });
  }
  return {
    targets(method, url) {
      const each = (target: (siteId: string) => Target) => siteIds.map(target);
      const onHeat = (siteId: string) =>
        url.replace(':siteId', siteId).replace(':eventId', heats.get(siteId)!.id);
      return {
        'POST /api/sites/:siteId/records': each((siteId) => ({
          method,
          url: url.replace(':siteId', siteId),
          body: { record: { type: 'heat', animal: ANIMAL, date: '2025-02-10', user: 'matrix' } },
          siteId,
        })),
        'PATCH /api/sites/:siteId/records/:eventId': each((siteId) => ({
          method,
          url: onHeat(siteId),
          body: { record: { ...heat, user: 'matrix' }, reason: 'matrix' },
          siteId,
          before: heats.get(siteId)!.putBack,
        })),
        'DELETE /api/sites/:siteId/records/:eventId': each((siteId) => ({
          method,
          url: onHeat(siteId),
          body: { reason: 'matrix' },
          siteId,
          before: heats.get(siteId)!.putBack,
        })),
        'GET /api/sites/:siteId/records/late': each((siteId) => ({
          method,
          url: `${url.replace(':siteId', siteId)}?from=2026-01-01&to=2026-03-31`,
          siteId,
        })),
      };
    },
  };
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { binWarningStates } from '../db/schema/index.js';

/**
 * The sites with at least one live installation: the only ones whose bins' warnings are watched
 * for webhooks.
 */
export async function listSitesWithLiveInstallations(
  db: Executor,
): Promise<{ tenantId: string; id: string }[]> {
  const result = (await db.execute(sql`
    select distinct i.tenant_id, i.site_id from integration_installations i
    join integrations g on g.id = i.integration_id and g.deleted_at is null
    where i.revoked_at is null`)) as { rows: { tenant_id: string; site_id: string }[] };
  return result.rows.map((row) => ({ tenantId: row.tenant_id, id: row.site_id }));
}

/** The warning codes each bin had at the last look, by bin id. */
export async function loadBinWarningStates(
  db: Executor,
  tenantId: string,
  binIds: readonly string[],
): Promise<Map<string, string[]>> {
  if (binIds.length === 0) return new Map();
  const rows = await db
    .select({ binId: binWarningStates.binId, codes: binWarningStates.codes })
    .from(binWarningStates)
    .where(
      and(eq(binWarningStates.tenantId, tenantId), inArray(binWarningStates.binId, [...binIds])),
    );
  return new Map(rows.map((row) => [row.binId, row.codes]));
}

export async function saveBinWarningState(
  db: Executor,
  key: { tenantId: string; binId: string },
  codes: readonly string[],
  now: Date,
): Promise<void> {
  await db
    .insert(binWarningStates)
    .values({ ...key, codes: [...codes], updatedAt: now })
    .onConflictDoUpdate({
      target: [binWarningStates.tenantId, binWarningStates.binId],
      set: { codes: [...codes], updatedAt: now },
    });
}

/**
 * Takes the bin warnings' watch for the transaction, or answers false when another server has
 * it: two servers looking at once would both send the same warning.
 */
export async function tryLockBinWarningWatch(tx: Executor): Promise<boolean> {
  const result = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(hashtext('webhooks:bin-warnings')) as locked`,
  )) as { rows: { locked: boolean }[] };
  return result.rows[0]?.locked === true;
}

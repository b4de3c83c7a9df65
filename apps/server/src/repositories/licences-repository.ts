import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { bins, licences, tenants } from '../db/schema/index.js';

/** Subscription credits (spec §3 "Licence"): available until used on a bin. */

export type LicenceRecord = {
  id: string;
  tenantId: string;
  assignedAt: Date | null;
  createdAt: Date;
  bin: { id: string; name: string; siteId: string; devEui: string; deletedAt: Date | null } | null;
};

export type TenantLicences = {
  tenant: { id: string; name: string };
  licences: LicenceRecord[];
};

/** Adds `count` available licences to a tenant (provider staff, the demo, tests). */
export async function addLicences(
  db: Executor,
  tenantId: string,
  howMany: number,
  now: Date,
): Promise<string[]> {
  if (howMany <= 0) return [];
  const rows = await db
    .insert(licences)
    .values(Array.from({ length: howMany }, () => ({ tenantId, createdAt: now })))
    .returning({ id: licences.id });
  return rows.map((row) => row.id);
}

/**
 * Uses one available licence of the tenant on a bin, the oldest first; null when none is left.
 * Concurrent callers never get the same licence (the row is locked, others skip it).
 */
export async function claimLicence(
  db: Executor,
  tenantId: string,
  binId: string,
  now: Date,
): Promise<string | null> {
  const available = and(eq(licences.tenantId, tenantId), isNull(licences.binId));
  // Two statements: a LIMIT 1 … FOR UPDATE subquery inside an UPDATE may be run more than once.
  const [oldest] = await db
    .select({ id: licences.id })
    .from(licences)
    .where(available)
    .orderBy(asc(licences.createdAt), asc(licences.id))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!oldest) return null;
  const [row] = await db
    .update(licences)
    .set({ binId, assignedAt: now })
    .where(and(available, eq(licences.id, oldest.id)))
    .returning({ id: licences.id });
  return row?.id ?? null;
}

export async function countAvailableLicences(db: Executor, tenantId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(licences)
    .where(and(eq(licences.tenantId, tenantId), isNull(licences.binId)));
  return row?.n ?? 0;
}

/**
 * A page of L-Track tenants (all of them, or those listed) by name, each with its licences,
 * available ones first, then by date of use.
 */
export async function listTenantLicences(
  db: Executor,
  scope: 'all' | string[],
  page: { offset: number; limit: number },
): Promise<{ total: number; tenants: TenantLicences[] }> {
  if (scope !== 'all' && scope.length === 0) return { total: 0, tenants: [] };
  const where: SQL | undefined = and(
    eq(tenants.ltrackAccess, true),
    scope === 'all' ? undefined : inArray(tenants.id, scope),
  );
  const [totalRow] = await db.select({ n: count() }).from(tenants).where(where);
  const tenantRows = await db
    .select({ id: tenants.id, name: tenants.name })
    .from(tenants)
    .where(where)
    .orderBy(asc(tenants.name), asc(tenants.id))
    .limit(page.limit)
    .offset(page.offset);
  const rows = tenantRows.length
    ? await db
        .select({
          id: licences.id,
          tenantId: licences.tenantId,
          assignedAt: licences.assignedAt,
          createdAt: licences.createdAt,
          binId: bins.id,
          binName: bins.name,
          siteId: bins.siteId,
          devEui: bins.devEui,
          deletedAt: bins.deletedAt,
        })
        .from(licences)
        .leftJoin(bins, and(eq(bins.tenantId, licences.tenantId), eq(bins.id, licences.binId)))
        .where(
          inArray(
            licences.tenantId,
            tenantRows.map((tenant) => tenant.id),
          ),
        )
        .orderBy(
          sql`${licences.assignedAt} asc nulls first`,
          asc(licences.createdAt),
          asc(licences.id),
        )
    : [];
  return {
    total: totalRow?.n ?? 0,
    tenants: tenantRows.map((tenant) => ({
      tenant,
      licences: rows
        .filter((row) => row.tenantId === tenant.id)
        .map((row) => ({
          id: row.id,
          tenantId: row.tenantId,
          assignedAt: row.assignedAt,
          createdAt: row.createdAt,
          bin:
            row.binId === null
              ? null
              : {
                  id: row.binId,
                  name: row.binName!,
                  siteId: row.siteId!,
                  devEui: row.devEui!,
                  deletedAt: row.deletedAt,
                },
        })),
    })),
  };
}

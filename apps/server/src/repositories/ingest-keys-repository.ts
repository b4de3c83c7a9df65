import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { ingestKeys, tenants } from '../db/schema/index.js';
import { newApiKey } from '../lib/api-keys.js';

/** A tenant's ingest keys (docs/ingestion.md). Only a hash of each secret is ever stored. */

export type IngestKeyRow = {
  id: string;
  name: string;
  createdBy: string | null;
  createdAt: Date;
  revokedAt: Date | null;
};

/** What the ingest routes need to check a presented key. */
export type StoredIngestKey = {
  tenantId: string;
  id: string;
  secretHash: string;
  revokedAt: Date | null;
};

const publicColumns = {
  id: ingestKeys.id,
  name: ingestKeys.name,
  createdBy: ingestKeys.createdBy,
  createdAt: ingestKeys.createdAt,
  revokedAt: ingestKeys.revokedAt,
};

export async function tenantExists(db: Executor, tenantId: string): Promise<boolean> {
  const rows = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return rows.length > 0;
}

/** Creates a key; the returned `key` is the only time the secret exists outside the caller. */
export async function createIngestKey(
  db: Executor,
  input: { tenantId: string; name: string; createdBy: string | null; now: Date },
): Promise<IngestKeyRow & { key: string }> {
  const fresh = newApiKey('ingest');
  const [row] = await db
    .insert(ingestKeys)
    .values({
      tenantId: input.tenantId,
      id: fresh.id,
      name: input.name,
      secretHash: fresh.secretHash,
      createdBy: input.createdBy,
      createdAt: input.now,
    })
    .returning(publicColumns);
  return { ...row!, key: fresh.key };
}

/** Every key of the tenant, revoked ones included, oldest first; never a secret or its hash. */
export function listIngestKeys(db: Executor, tenantId: string): Promise<IngestKeyRow[]> {
  return db
    .select(publicColumns)
    .from(ingestKeys)
    .where(eq(ingestKeys.tenantId, tenantId))
    .orderBy(asc(ingestKeys.createdAt), asc(ingestKeys.id));
}

/**
 * Revokes a key of the tenant. Revoking a revoked key keeps its first revocation time. False when
 * the tenant has no such key.
 */
export async function revokeIngestKey(
  db: Executor,
  tenantId: string,
  keyId: string,
  now: Date,
): Promise<boolean> {
  const where = and(eq(ingestKeys.tenantId, tenantId), eq(ingestKeys.id, keyId));
  const revoked = await db
    .update(ingestKeys)
    .set({ revokedAt: now })
    .where(and(where, isNull(ingestKeys.revokedAt)))
    .returning({ id: ingestKeys.id });
  if (revoked.length > 0) return true;
  const existing = await db.select({ id: ingestKeys.id }).from(ingestKeys).where(where).limit(1);
  return existing.length > 0;
}

/** A key by the id carried in the key itself (any tenant: the key names its tenant). */
export async function findIngestKey(db: Executor, id: string): Promise<StoredIngestKey | null> {
  const [row] = await db
    .select({
      tenantId: ingestKeys.tenantId,
      id: ingestKeys.id,
      secretHash: ingestKeys.secretHash,
      revokedAt: ingestKeys.revokedAt,
    })
    .from(ingestKeys)
    .where(eq(ingestKeys.id, id))
    .limit(1);
  return row ?? null;
}

import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { integrationInstallations, integrations } from '../db/schema/index.js';

/** What an access key opens: its installation's place, and whether it still opens anything. */
export type StoredInstallationKey = {
  id: string;
  tenantId: string;
  siteId: string;
  buildingId: string | null;
  integrationId: string;
  secretHash: string;
  /** Revoked installation, or removed integration: the key opens nothing. */
  live: boolean;
};

/** The installation an access key names (its id is the key's id); null when there is none. */
export async function findInstallationKey(
  db: Executor,
  installationId: string,
): Promise<StoredInstallationKey | null> {
  const [row] = await db
    .select({
      id: integrationInstallations.id,
      tenantId: integrationInstallations.tenantId,
      siteId: integrationInstallations.siteId,
      buildingId: integrationInstallations.buildingId,
      integrationId: integrationInstallations.integrationId,
      secretHash: integrationInstallations.keySecretHash,
      revokedAt: integrationInstallations.revokedAt,
      deletedAt: integrations.deletedAt,
    })
    .from(integrationInstallations)
    .innerJoin(integrations, eq(integrations.id, integrationInstallations.integrationId))
    .where(eq(integrationInstallations.id, installationId))
    .limit(1);
  if (!row) return null;
  const { revokedAt, deletedAt, ...key } = row;
  return { ...key, live: revokedAt === null && deletedAt === null };
}

/**
 * Records that the key was used at `now`, unless it was within the last `everyMs` already (the
 * condition keeps servers sharing the database from writing it more often between them).
 */
export async function touchInstallation(
  db: Executor,
  key: { tenantId: string; id: string },
  now: Date,
  everyMs: number,
): Promise<void> {
  const before = new Date(now.getTime() - everyMs);
  await db
    .update(integrationInstallations)
    .set({ lastActiveAt: now })
    .where(
      and(
        eq(integrationInstallations.tenantId, key.tenantId),
        eq(integrationInstallations.id, key.id),
        or(
          isNull(integrationInstallations.lastActiveAt),
          lt(integrationInstallations.lastActiveAt, before),
        ),
      ),
    );
}

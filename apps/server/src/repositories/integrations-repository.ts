import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { integrationInstallations, integrations } from '../db/schema/index.js';

/** The owner of a live integration, for the access guard; null when there is none. */
export async function findIntegrationOwner(
  db: Executor,
  integrationId: string,
): Promise<{ ownerId: string } | null> {
  const [row] = await db
    .select({ ownerId: integrations.ownerId })
    .from(integrations)
    .where(and(eq(integrations.id, integrationId), isNull(integrations.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** An installation's site and its integration's owner, for the access guard; null when none. */
export async function findInstallationOwnerAndSite(
  db: Executor,
  installationId: string,
): Promise<{ ownerId: string; siteId: string } | null> {
  const [row] = await db
    .select({ ownerId: integrations.ownerId, siteId: integrationInstallations.siteId })
    .from(integrationInstallations)
    .innerJoin(integrations, eq(integrations.id, integrationInstallations.integrationId))
    .where(eq(integrationInstallations.id, installationId))
    .limit(1);
  return row ?? null;
}

import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database.js';
import { integrationInstallations, integrations, sites } from '../../src/db/schema/index.js';
import { newApiKey } from '../../src/lib/api-keys.js';

/**
 * Integrations and installations made straight in the foundation's tables, as the integrator
 * area would make them (its routes are another module's; these tests need only the rows).
 */

export type TestIntegration = { id: string; signingSecret: string; url: string };

export async function createIntegration(
  db: Database,
  input: { ownerId: string; url: string; name?: string },
): Promise<TestIntegration> {
  const signingSecret = `whsec_${randomBytes(24).toString('base64')}`;
  const [row] = await db
    .insert(integrations)
    .values({
      ownerId: input.ownerId,
      name: input.name ?? 'Test integration',
      url: input.url,
      signingSecret,
      installCode: randomBytes(9).toString('base64url'),
    })
    .returning({ id: integrations.id });
  return { id: row!.id, signingSecret, url: input.url };
}

export type TestInstallation = { id: string; tenantId: string; siteId: string; key: string };

/** Installs the integration on a site (narrowed to a building when given): its access key. */
export async function installIntegration(
  db: Database,
  input: { integrationId: string; siteId: string; buildingId?: string; now?: Date },
): Promise<TestInstallation> {
  const [site] = await db
    .select({ tenantId: sites.tenantId })
    .from(sites)
    .where(eq(sites.id, input.siteId));
  const key = newApiKey('access', randomUUID());
  await db.insert(integrationInstallations).values({
    tenantId: site!.tenantId,
    id: key.id,
    siteId: input.siteId,
    buildingId: input.buildingId ?? null,
    integrationId: input.integrationId,
    keySecretHash: key.secretHash,
    keyPrefix: key.key.slice(0, 12),
    ...(input.now ? { createdAt: input.now, updatedAt: input.now } : {}),
  });
  return { id: key.id, tenantId: site!.tenantId, siteId: input.siteId, key: key.key };
}

/** Revokes an installation as the area's DELETE does. */
export async function revokeInstallation(db: Database, installationId: string, now: Date) {
  await db
    .update(integrationInstallations)
    .set({ revokedAt: now, updatedAt: now })
    .where(eq(integrationInstallations.id, installationId));
}

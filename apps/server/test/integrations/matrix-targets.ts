import { and, eq, isNull } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { integrationInstallations, integrations, sites } from '../../src/db/schema/index.js';
import { newApiKey } from '../../src/lib/api-keys.js';
import { findUserByLogin } from '../../src/repositories/users-repository.js';
import type { TestApp } from '../support/test-app.js';

/**
 * The integrator area's cases of the role × route matrix (test/access/route-matrix.sql.test.ts): on
 * each route, an integration of the demo integrator and one of staff, installed on a site of each
 * demo tenant, each route its own records so that one route's writes never change another's
 * version. `before` puts a record back in the state its call needs (an install finds the site
 * free again; a removal finds a live integration of its own).
 */

type Target = {
  method: string;
  url: string;
  body?: object;
  siteId?: string;
  integrationOwnerId?: string;
  installation?: { ownerId: string; siteId: string };
  before?: () => Promise<void>;
};

export type IntegrationsMatrix = { targets(method: string, url: string): Record<string, Target[]> };

let codes = 0;
const code = () => `BB-MTRX-${String(++codes).padStart(4, '0')}`;

export async function prepareIntegrationsMatrix(
  t: TestApp,
  siteIds: { maternity: string; gdu: string },
): Promise<IntegrationsMatrix> {
  const db = t.database.db;
  const integratorId = (await findUserByLogin(db, 'integrator@barnboard.demo'))!.id;
  const staffId = (await findUserByLogin(db, 'staff@barnboard.demo'))!.id;
  const owners = [integratorId, staffId];
  const tenantOf = async (siteId: string) =>
    (await db.select({ tenantId: sites.tenantId }).from(sites).where(eq(sites.id, siteId)))[0]!
      .tenantId;
  const tenantIds = {
    [siteIds.maternity]: await tenantOf(siteIds.maternity),
    [siteIds.gdu]: await tenantOf(siteIds.gdu),
  };

  const newIntegration = async (ownerId: string) => {
    const [row] = await db
      .insert(integrations)
      .values({
        ownerId,
        name: `Matrix integration ${codes + 1}`,
        url: 'https://hooks.example.test/matrix',
        signingSecret: 'whsec_bWF0cml4',
        installCode: code(),
      })
      .returning();
    return row!;
  };
  const newInstallation = async (integrationId: string, siteId: string) => {
    const id = randomUUID();
    const key = newApiKey('access', id);
    await db.insert(integrationInstallations).values({
      tenantId: tenantIds[siteId]!,
      id,
      siteId,
      integrationId,
      keySecretHash: key.secretHash,
      keyPrefix: key.key.slice(0, 12),
    });
    return id;
  };

  /** One integration per owner for a route on an integration. */
  const perOwner = async () =>
    Promise.all(owners.map(async (ownerId) => ({ ownerId, row: await newIntegration(ownerId) })));
  const edited = await perOwner();
  const rotated = await perOwner();
  const looked = await newIntegration(integratorId);
  const installed = await newIntegration(integratorId);
  // Installations: the integrator's on the maternity, staff's on Horizon's site.
  const places = [
    { ownerId: integratorId, siteId: siteIds.maternity },
    { ownerId: staffId, siteId: siteIds.gdu },
  ];
  const keyed = await Promise.all(
    places.map(async (place) => ({
      ...place,
      id: await newInstallation((await newIntegration(place.ownerId)).id, place.siteId),
    })),
  );
  const revoked = await Promise.all(
    places.map(async (place) => ({
      ...place,
      id: await newInstallation((await newIntegration(place.ownerId)).id, place.siteId),
    })),
  );

  /** A removal: a fresh integration of the owner before each persona's try. */
  const removal = (method: string, url: string, ownerId: string): Target => {
    let current = '';
    return {
      method,
      integrationOwnerId: ownerId,
      get url() {
        return url.replace(':integrationId', current);
      },
      before: async () => {
        current = (await newIntegration(ownerId)).id;
      },
    };
  };

  return {
    targets: (method, url) => ({
      'GET /api/integrations': [{ method, url }],
      'POST /api/integrations': [
        { method, url, body: { name: 'Matrix new', url: 'https://hooks.example.test/new' } },
      ],
      'PUT /api/integrations/:integrationId': edited.map(({ ownerId, row }) => ({
        method,
        url: url.replace(':integrationId', row.id),
        integrationOwnerId: ownerId,
        // The stored values: no change, so the version stays the one named.
        body: { name: row.name, url: row.url, expected_updated_at: row.updatedAt.toISOString() },
      })),
      'DELETE /api/integrations/:integrationId': owners.map((ownerId) =>
        removal(method, url, ownerId),
      ),
      'POST /api/integrations/:integrationId/signing-secret': rotated.map(({ ownerId, row }) => ({
        method,
        url: url.replace(':integrationId', row.id),
        integrationOwnerId: ownerId,
      })),
      'GET /api/integration-codes/:code': [
        { method, url: url.replace(':code', looked.installCode) },
      ],
      'GET /api/installations': [{ method, url }],
      'POST /api/sites/:siteId/installations': [siteIds.maternity, siteIds.gdu].map((siteId) => ({
        method,
        url: url.replace(':siteId', siteId),
        siteId,
        body: { code: installed.installCode, building_id: null },
        // The site free again: the previous persona's installation revoked.
        before: async () => {
          await db
            .update(integrationInstallations)
            .set({ revokedAt: new Date() })
            .where(
              and(
                eq(integrationInstallations.integrationId, installed.id),
                eq(integrationInstallations.siteId, siteId),
                isNull(integrationInstallations.revokedAt),
              ),
            );
        },
      })),
      'POST /api/installations/:installationId/access-key': keyed.map((place) => ({
        method,
        url: url.replace(':installationId', place.id),
        installation: { ownerId: place.ownerId, siteId: place.siteId },
      })),
      // Revoking again answers 204 too, so one installation serves every persona.
      'DELETE /api/installations/:installationId': revoked.map((place) => ({
        method,
        url: url.replace(':installationId', place.id),
        installation: { ownerId: place.ownerId, siteId: place.siteId },
      })),
    }),
  };
}

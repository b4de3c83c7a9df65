import { randomUUID } from 'node:crypto';
import { integrationInstallations, integrations } from '../../src/db/schema/index.js';
import { newApiKey } from '../../src/lib/api-keys.js';
import { findUserByLogin } from '../../src/repositories/users-repository.js';
import type { TestApp } from '../support/test-app.js';
import type { Sample, SampleBody } from './write-route-samples.js';

/**
 * Valid requests of the integrator area's write routes for the bad-input property: each made
 * afresh (a new integration, a new installation), as staff (who owns integrations) or as the demo
 * owner of Ferme du Bocage (who installs them on the maternity).
 */

const json = (value: unknown): SampleBody => ({ type: 'json', value });

export async function integrationsSamples(
  t: TestApp,
  input: { tenantId: string; siteId: string },
): Promise<Record<string, (() => Promise<Sample>)[]>> {
  const db = t.database.db;
  const staffId = (await findUserByLogin(db, 'staff@barnboard.demo'))!.id;
  let count = 0;

  const integration = async () => {
    const n = ++count;
    const [row] = await db
      .insert(integrations)
      .values({
        ownerId: staffId,
        name: `Property integration ${n}`,
        url: 'https://hooks.example.test/property',
        signingSecret: 'whsec_cHJvcGVydHk=',
        installCode: `BB-PROP-${String(n).padStart(4, '0')}`,
      })
      .returning();
    return row!;
  };
  const installation = async () => {
    const id = randomUUID();
    const key = newApiKey('access', id);
    await db.insert(integrationInstallations).values({
      tenantId: input.tenantId,
      id,
      siteId: input.siteId,
      integrationId: (await integration()).id,
      keySecretHash: key.secretHash,
      keyPrefix: key.key.slice(0, 12),
    });
    return id;
  };
  const onIntegration =
    (body: SampleBody = { type: 'none' }) =>
    async (): Promise<Sample> => ({
      persona: 'staff',
      params: { integrationId: (await integration()).id },
      query: {},
      body,
    });
  const onInstallation = async (): Promise<Sample> => ({
    persona: 'owner',
    params: { installationId: await installation() },
    query: {},
    body: { type: 'none' },
  });

  return {
    'POST /api/integrations': [
      async () => ({
        persona: 'staff',
        params: {},
        query: {},
        body: json({ name: 'Property hook', url: 'https://hooks.example.test/p' }),
      }),
    ],
    'PUT /api/integrations/{integrationId}': [
      async () => {
        const row = await integration();
        return {
          persona: 'staff',
          params: { integrationId: row.id },
          query: {},
          body: json({
            name: 'Property renamed',
            url: 'https://hooks.example.test/renamed',
            expected_updated_at: row.updatedAt.toISOString(),
          }),
        };
      },
    ],
    'DELETE /api/integrations/{integrationId}': [onIntegration()],
    'POST /api/integrations/{integrationId}/signing-secret': [onIntegration()],
    'POST /api/sites/{siteId}/installations': [
      async () => ({
        persona: 'owner',
        params: { siteId: input.siteId },
        query: {},
        body: json({ code: (await integration()).installCode, building_id: null }),
      }),
    ],
    'POST /api/installations/{installationId}/access-key': [onInstallation],
    'DELETE /api/installations/{installationId}': [onInstallation],
  };
}

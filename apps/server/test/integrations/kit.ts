import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Installation, InstallationKey, IntegrationCreated } from '@barnboard/domain';
import { integrationInstallations } from '../../src/db/schema/index.js';
import { adminKit, type AdminKit } from '../admin/admin-kit.js';
import { bearer, demoToken } from '../support/demo.js';
import type { TestApp } from '../support/test-app.js';

/** The integrator area's tests: the admin kit, the demo integrator, and calls of the area. */
export type IntegrationsKit = AdminKit & {
  integrator: string;
  /** A call of the area with a user's token. */
  ask(
    token: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  /** A new integration through the API. */
  integrate(token: string, name: string, url?: string): Promise<IntegrationCreated>;
  install(token: string, siteId: string, code: string): Promise<InstallationKey>;
  stored(installationId: string): Promise<typeof integrationInstallations.$inferSelect>;
};

export async function integrationsKit(t: TestApp): Promise<IntegrationsKit> {
  const kit = await adminKit(t);
  const integrator = await demoToken(t, 'integrator@barnboard.demo');
  const ask: IntegrationsKit['ask'] = (token, method, url, payload) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  return {
    ...kit,
    integrator,
    ask,
    async integrate(token, name, url = 'https://hooks.example.test/in') {
      return kit.json(await ask(token, 'POST', '/api/integrations', { name, url }), 201);
    },
    async install(token, siteId, code) {
      return kit.json(
        await ask(token, 'POST', `/api/sites/${siteId}/installations`, {
          code,
          building_id: null,
        }),
        201,
      );
    },
    async stored(installationId) {
      const [row] = await t.database.db
        .select()
        .from(integrationInstallations)
        .where(eq(integrationInstallations.id, installationId));
      return row!;
    },
  };
}

export type { Installation };

import type { FastifyInstance } from 'fastify';
import { AccessKeyVerifier } from './access-key-auth.js';
import { integrationApiRoutes } from './integration-api-routes.js';

export { AccessKeyVerifier, type IntegrationCaller } from './access-key-auth.js';
export { MEDIA_TYPE_V1 } from './media-type.js';

/**
 * The integration API (docs/integration-api.md): read-only routes under /integration/v1,
 * authenticated by installations' access keys through the access guard. Decorates
 * app.accessKeys, which the guard checks keys with.
 */
export async function installIntegrationApi(app: FastifyInstance): Promise<void> {
  app.decorate(
    'accessKeys',
    new AccessKeyVerifier(app.deps.db, () => app.deps.clock.now(), app.log),
  );
  app.decorateRequest('integrationCaller', null);
  await app.register(integrationApiRoutes, {
    prefix: '/integration/v1',
    rateLimitPerMinute: app.deps.config.integrationRateLimitPerMinute,
  });
}

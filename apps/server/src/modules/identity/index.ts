import type { FastifyInstance } from 'fastify';
import { discoveryRoutes } from './routes/discovery-routes.js';
import { requireKnownRealm } from './routes/realm.js';
import { tokenRoutes } from './routes/token-routes.js';
import { createIdentity } from './service.js';

/**
 * The built-in, Keycloak-compatible identity provider under /realms/{realm}: token endpoint,
 * keys, discovery and logout. It also decorates app.identity, through which the access guard
 * verifies every bearer token (built-in or, with OIDC_ISSUER, an external issuer's).
 */
export async function installIdentity(app: FastifyInstance): Promise<void> {
  const identity = createIdentity(app.deps, app.log);
  app.decorate('identity', identity.service);
  await app.register(
    async (realms) => {
      requireKnownRealm(realms);
      await realms.register(tokenRoutes, { identity });
      await realms.register(discoveryRoutes, { identity });
    },
    { prefix: '/realms' },
  );
}

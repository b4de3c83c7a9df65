import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { httpError } from '../../../plugins/errors.js';

export const realmParamsSchema = z.object({ realm: z.string().max(100) });

/** One realm is served; any other name answers 404 like an unknown Keycloak realm. */
export function requireKnownRealm(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const { realm } = request.params as { realm?: string };
    if (realm !== app.deps.config.realm)
      throw httpError(404, 'realm_not_found', 'Realm does not exist');
  });
}

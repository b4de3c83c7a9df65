import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The feed service API (bins, licences, readings), mounted under /feed. The foundation ships
 * its health route; the bins issue adds the rest.
 */
export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ping',
    {
      config: { access: { kind: 'signed-in' } },
      schema: {
        tags: ['feed'],
        security: [{ bearer: [] }],
        response: { 200: z.object({ pong: z.literal(true), service: z.literal('feed') }) },
      },
    },
    async () => ({ pong: true as const, service: 'feed' as const }),
  );
};

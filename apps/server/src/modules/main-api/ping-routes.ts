import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingResponseSchema } from '@barnboard/domain';

/** The web app pings before every layout update to learn early that its session is gone. */
export const pingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ping',
    {
      config: { access: { kind: 'signed-in' } },
      schema: { tags: ['main'], security: [{ bearer: [] }], response: { 200: pingResponseSchema } },
    },
    async () => ({ pong: true as const, time: app.deps.clock.now().toISOString() }),
  );
};

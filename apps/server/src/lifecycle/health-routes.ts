import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkReadiness } from './readiness.js';

const aliveSchema = z.object({ status: z.literal('ok') });
const unhealthySchema = z.object({
  status: z.literal('unhealthy'),
  reason: z
    .string()
    .describe('Why the server should be replaced, e.g. "database unreachable for 75 s"'),
});
const readySchema = z.object({ status: z.literal('ready') });
const notReadySchema = z.object({
  status: z.literal('not_ready'),
  reason: z.string().describe('Why the server cannot serve, e.g. "database unreachable"'),
});

/**
 * Probes for load balancers, orchestrators and start-up scripts (docs/operations.md, "Health").
 * Public, and outside the rate limit: a probe every few seconds from each balancer must never be
 * refused, nor use up a client's allowance.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: { kind: 'public' as const }, rateLimit: false as const };

  app.get(
    '/healthz',
    {
      config,
      schema: {
        tags: ['health'],
        summary:
          'Alive: the process answers HTTP (the database is not asked); 503 once its database has been unreachable for longer than HEALTH_DATABASE_GRACE_SECONDS',
        response: { 200: aliveSchema, 503: unhealthySchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      const { config, databaseUnreachableForMs } = app.deps;
      const unreachableMs = databaseUnreachableForMs?.() ?? 0;
      if (unreachableMs > config.healthDatabaseGraceMs) {
        const reason = `database unreachable for ${Math.round(unreachableMs / 1000)} s`;
        return reply.code(503).send({ status: 'unhealthy' as const, reason });
      }
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/readyz',
    {
      config,
      schema: {
        tags: ['health'],
        summary:
          'Ready: the database answers within 2 s and has every migration of this release applied; 503 with the reason otherwise',
        response: { 200: readySchema, 503: notReadySchema },
      },
    },
    async (request, reply) => {
      const readiness = await checkReadiness(app.deps.db);
      void reply.header('cache-control', 'no-store');
      if (readiness.ready) return { status: 'ready' as const };
      request.log.warn({ err: readiness.error, reason: readiness.reason }, 'not ready');
      return reply.code(503).send({ status: 'not_ready' as const, reason: readiness.reason });
    },
  );
};

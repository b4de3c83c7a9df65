import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, performanceAnswerSchema, performanceQuerySchema } from '@barnboard/domain';
import { recordsSite } from '../herd-records/records-site.js';
import { performancesOf } from './performance-service.js';

const access = { kind: 'site', level: 'viewer', param: 'siteId', area: 'zootech' } as const;

/**
 * GET /api/sites/{siteId}/performances: the herd's KPIs in periods side by side, the grids of
 * performance monitoring, herd reproduction, farrowing to weaning and historical performances.
 */
export const performanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sites/:siteId/performances',
    {
      config: { access },
      schema: {
        tags: ['main'],
        summary:
          'Herd performance in periods side by side (weeks, months, quarters, years, rolling)',
        security: [{ bearer: [] }],
        params: z.object({ siteId: z.uuid() }),
        querystring: performanceQuerySchema,
        response: {
          200: performanceAnswerSchema,
          400: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const site = await recordsSite(app.deps.db, request.params.siteId);
      return performancesOf(app.deps.db, site, request.query, app.deps.clock.now());
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, farmComparisonQuerySchema, farmComparisonSchema } from '@barnboard/domain';
import { compareFarms } from './farm-comparison-service.js';

/**
 * GET /api/farm-comparison (docs/farm-comparison.md): the KPIs of several sites over one period
 * of 1 to 90 days, each site's quarter among them and the group's quartiles. Not under one
 * site: the sites compared may belong to several tenants (an advisor's farms, a partner's
 * shared site), and the right to compare is the user's (spec §6), checked with every listed
 * site by the guard.
 */
export const farmComparisonRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/farm-comparison',
    {
      config: { access: { kind: 'farm-comparison', query: 'sites' } },
      schema: {
        tags: ['main'],
        summary: 'KPIs of 2 or more sites side by side over 1 to 90 days, with quartiles',
        security: [{ bearer: [] }],
        querystring: farmComparisonQuerySchema,
        response: {
          200: farmComparisonSchema,
          400: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const { sites, from, to } = request.query;
      return compareFarms(app.deps.db, sites, { from, to }, app.deps.clock.now());
    },
  );
};

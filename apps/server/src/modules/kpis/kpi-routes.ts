import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { kpiQuerySchema, kpiResponseSchema } from '@barnboard/domain';
import { httpError } from '../../plugins/errors.js';
import { findRecordsSite } from '../../repositories/herd-records-repository.js';
import { siteHerdDays, siteKpisWithData } from './kpis-with-data.js';

/**
 * GET /api/sites/{siteId}/kpis (docs/kpis.md). The server engine (kpi-engine.ts: one SQL query
 * of per-day tallies, summed in TypeScript) gives the same answer as the reference engine of
 * packages/domain over the site's whole history; test/kpis/engine-agrees.sql.test.ts checks it.
 * It answers for the days of the period the herd has data for (kpis-with-data.ts).
 */
export const kpiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sites/:siteId/kpis',
    {
      config: { access: { kind: 'site', level: 'viewer', param: 'siteId', area: 'zootech' } },
      schema: {
        tags: ['main'],
        summary: 'Reproduction and herd KPIs of a site for a period',
        security: [{ bearer: [] }],
        params: z.object({ siteId: z.uuid() }),
        querystring: kpiQuerySchema,
        response: { 200: kpiResponseSchema },
      },
    },
    async (request) => {
      const site = await findRecordsSite(app.deps.db, request.params.siteId);
      if (!site) throw httpError(404, 'site_not_found', 'This site does not exist');
      const { from, to, interval, group_by } = request.query;
      const herd = await siteHerdDays(app.deps.db, site, app.deps.clock.now());
      return siteKpisWithData(app.deps.db, site, { from, to }, herd, {
        interval,
        byUser: group_by === 'user',
      });
    },
  );
};

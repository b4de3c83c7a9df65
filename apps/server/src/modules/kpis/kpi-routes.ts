import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  computeKpiReport,
  computeKpiSeries,
  countKpisByUser,
  kpiQuerySchema,
  kpiResponseSchema,
} from '@barnboard/domain';
import { httpError } from '../../plugins/errors.js';
import {
  findRecordsSite,
  listEventsForExport,
} from '../../repositories/herd-records-repository.js';
import { toHerdRecord } from '../herd-records/record-codec.js';

/**
 * GET /api/sites/{siteId}/kpis (docs/kpis.md). This first version reads the site's whole history
 * (outcomes and inventories need records outside the period) and runs the reference engine of
 * packages/domain; a SQL engine checked against it will replace it for large herds.
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
      const records = (await listEventsForExport(app.deps.db, site, {})).map(toHerdRecord);
      const { from, to, interval, group_by } = request.query;
      const period = { from, to };
      return {
        ...computeKpiReport(records, period),
        ...(interval ? { series: computeKpiSeries(records, period, interval) } : {}),
        ...(group_by === 'user' ? { by_user: countKpisByUser(records, period) } : {}),
      };
    },
  );
};

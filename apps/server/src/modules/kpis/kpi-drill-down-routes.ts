import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  daysWithData,
  kpiDrillDownParamsSchema,
  kpiDrillDownQuerySchema,
  kpiDrillDownResponseSchema,
  pageMeta,
  splitsByUser,
} from '@barnboard/domain';
import { httpError } from '../../plugins/errors.js';
import { findRecordsSite } from '../../repositories/herd-records-repository.js';
import { explainSiteKpi } from './kpi-drill-down.js';
import { siteHerdDays } from './kpis-with-data.js';

/**
 * GET /api/sites/{siteId}/kpis/{key}/drill-down (docs/kpis.md, "Drill-down"): the animals and
 * events behind a KPI's figure for a period, with the figure, n and the sums over every row; the
 * rows a page at a time. The whole list is built to sum it, then cut. `user` keeps the events
 * that user recorded (the keys made of events only).
 */
export const kpiDrillDownRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sites/:siteId/kpis/:key/drill-down',
    {
      config: { access: { kind: 'site', level: 'viewer', param: 'siteId', area: 'zootech' } },
      schema: {
        tags: ['main'],
        summary: 'The animals and events behind a KPI of a site for a period',
        security: [{ bearer: [] }],
        params: kpiDrillDownParamsSchema,
        querystring: kpiDrillDownQuerySchema,
        response: { 200: kpiDrillDownResponseSchema },
      },
    },
    async (request) => {
      const site = await findRecordsSite(app.deps.db, request.params.siteId);
      if (!site) throw httpError(404, 'site_not_found', 'This site does not exist');
      const { from, to, page, per_page, user } = request.query;
      const { key } = request.params;
      if (user !== undefined && !splitsByUser(key)) {
        throw httpError(400, 'not_split_by_user', `${key} is not made of events a user records`, [
          { field: 'querystring.user', reason: 'this KPI is made of females’ days in the herd' },
        ]);
      }
      // The days the KPI tiles' figure covers (kpis-with-data.ts), so the rows add up to it.
      const herd = await siteHerdDays(app.deps.db, site, app.deps.clock.now());
      const period = daysWithData({ from, to }, herd) ?? { from, to };
      const { rows, ...explanation } = await explainSiteKpi(
        app.deps.db,
        site,
        key,
        period,
        user ?? null,
      );
      const start = (page - 1) * per_page;
      return {
        ...explanation,
        data: rows.slice(start, start + per_page),
        meta: pageMeta(rows.length, { page, per_page }),
      };
    },
  );
};

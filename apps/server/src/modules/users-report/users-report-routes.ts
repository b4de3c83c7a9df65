import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, usersReportQuerySchema, usersReportSchema } from '@barnboard/domain';
import { recordsSite } from '../herd-records/records-site.js';
import { sharingViewer } from '../main-api/sharing-viewer.js';
import { usersReportFor } from './users-report-service.js';

/**
 * GET /api/sites/{siteId}/users-report (docs/kpis.md, "Users report"): per user, services and
 * their farrowing rate, pregnancy checks and how many were right, litters and weanings, each
 * user named when the caller may know them. For the managers of the site (spec §6), with
 * zootech access.
 */
export const usersReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sites/:siteId/users-report',
    {
      config: { access: { kind: 'site', level: 'manager', param: 'siteId', area: 'zootech' } },
      schema: {
        tags: ['main'],
        summary: 'Per user: services and farrowing rate, pregnancy checks right, litters, weanings',
        security: [{ bearer: [] }],
        params: z.object({ siteId: z.uuid() }),
        querystring: usersReportQuerySchema,
        response: { 200: usersReportSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const site = await recordsSite(app.deps.db, request.params.siteId);
      const viewer = sharingViewer(request.subject!);
      return usersReportFor(app.deps.db, site, request.query, viewer, app.deps.clock.now());
    },
  );
};

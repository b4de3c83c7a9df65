import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorSchema,
  gestationLossesSchema,
  gestationReportQuerySchema,
  gestationVisitsSchema,
  MAX_LOSSES_PERIOD_DAYS,
  MAX_VISITS_PERIOD_DAYS,
  type ReportPeriod,
  type TileKey,
} from '@barnboard/domain';
import { dateInZone } from '../../lib/dates.js';
import { periodOfQuery } from '../../lib/report-period.js';
import type { RecordsSite } from '../../repositories/herd-records-repository.js';
import { recordsSite } from '../herd-records/records-site.js';
import { gestationLossesOf, gestationVisitsOf } from './gestation-reports-service.js';
import { feedingParamsSchema } from './schemas.js';

const access = { kind: 'site', level: 'viewer', param: 'siteId', area: 'gestation' } as const;
const refusals = { 400: errorSchema, 403: errorSchema, 404: errorSchema };

/** The gestation reports over a period: visits and losses (docs/feeding.md). */
export const gestationReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const today = (site: RecordsSite) => dateInZone(app.deps.clock.now(), site.timezone);

  const periodOf = (
    query: { from?: string | undefined; to?: string | undefined },
    site: RecordsSite,
    tile: TileKey,
    maxDays: number,
  ): ReportPeriod => periodOfQuery(query, { today: today(site), tile, maxDays });

  app.get(
    '/sites/:siteId/feeding/gestation/visits',
    {
      config: { access },
      schema: {
        tags: ['main'],
        summary: 'Station visits per day: sows expected and visiting, visits, feed, per station',
        security: [{ bearer: [] }],
        params: feedingParamsSchema,
        querystring: gestationReportQuerySchema,
        response: { 200: gestationVisitsSchema, ...refusals },
      },
    },
    async (request) => {
      const site = await recordsSite(app.deps.db, request.params.siteId);
      const period = periodOf(request.query, site, 'gestation-visits', MAX_VISITS_PERIOD_DAYS);
      return gestationVisitsOf(app.deps.db, site, period);
    },
  );

  app.get(
    '/sites/:siteId/feeding/gestation/losses',
    {
      config: { access },
      schema: {
        tags: ['main'],
        summary: 'Services of the period’s window lost during gestation, by cause',
        security: [{ bearer: [] }],
        params: feedingParamsSchema,
        querystring: gestationReportQuerySchema,
        response: { 200: gestationLossesSchema, ...refusals },
      },
    },
    async (request) => {
      const site = await recordsSite(app.deps.db, request.params.siteId);
      const period = periodOf(request.query, site, 'gestation-losses', MAX_LOSSES_PERIOD_DAYS);
      return gestationLossesOf(app.deps.db, site, period, today(site));
    },
  );
};

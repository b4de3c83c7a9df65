import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  analysisPeriodIssue,
  errorSchema,
  MAX_HERD_REPORT_DAYS,
  pigletMortalityQuerySchema,
  pigletMortalitySchema,
  reproductionAnalysisQuerySchema,
  reproductionAnalysisSchema,
  sowWithdrawalsQuerySchema,
  sowWithdrawalsSchema,
} from '@barnboard/domain';
import { dateInZone } from '../../lib/dates.js';
import { periodOfQuery } from '../../lib/report-period.js';
import type { RecordsSite } from '../../repositories/herd-records-repository.js';
import { recordsSite } from '../herd-records/records-site.js';
import {
  pigletMortalityOf,
  reproductionAnalysisOf,
  sowWithdrawalsOf,
} from './herd-analysis-service.js';

const access = { kind: 'site', level: 'viewer', param: 'siteId', area: 'zootech' } as const;
const params = z.object({ siteId: z.uuid() });
const refusals = { 400: errorSchema, 403: errorSchema, 404: errorSchema };

/** The herd analysis reports over a period (docs/herd-analysis.md), mounted under /api. */
export const herdAnalysisRoutes: FastifyPluginAsyncZod = async (app) => {
  const today = (site: RecordsSite) => dateInZone(app.deps.clock.now(), site.timezone);

  app.get(
    '/sites/:siteId/herd/piglet-mortality',
    {
      config: { access },
      schema: {
        tags: ['main'],
        summary: 'Piglet deaths by age band, cause, parity, room and week, with the mortality',
        security: [{ bearer: [] }],
        params,
        querystring: pigletMortalityQuerySchema,
        response: { 200: pigletMortalitySchema, ...refusals },
      },
    },
    async (request) => {
      const site = await recordsSite(app.deps.db, request.params.siteId);
      const { from, to, ...filters } = request.query;
      const period = periodOfQuery(
        { from, to },
        { today: today(site), tile: 'piglets-mortality', maxDays: MAX_HERD_REPORT_DAYS },
      );
      return pigletMortalityOf(app.deps.db, site, period, filters);
    },
  );

  app.get(
    '/sites/:siteId/herd/sow-withdrawals',
    {
      config: { access },
      schema: {
        tags: ['main'],
        summary: 'Sow removals by kind, reason, parity, stage and month, the list and the rates',
        security: [{ bearer: [] }],
        params,
        querystring: sowWithdrawalsQuerySchema,
        response: { 200: sowWithdrawalsSchema, ...refusals },
      },
    },
    async (request) => {
      const site = await recordsSite(app.deps.db, request.params.siteId);
      const { from, to, ...filters } = request.query;
      const period = periodOfQuery(
        { from, to },
        { today: today(site), tile: 'sow-withdrawals', maxDays: MAX_HERD_REPORT_DAYS },
      );
      return sowWithdrawalsOf(app.deps.db, site, period, filters);
    },
  );

  app.get(
    '/sites/:siteId/herd/reproduction-analysis',
    {
      config: { access },
      schema: {
        tags: ['main'],
        summary:
          'Services of the last 120 days by where each stands, returns, farrowing rate by group',
        security: [{ bearer: [] }],
        params,
        querystring: reproductionAnalysisQuerySchema,
        response: { 200: reproductionAnalysisSchema, ...refusals },
      },
    },
    async (request) => {
      const site = await recordsSite(app.deps.db, request.params.siteId);
      const { from, to, ...filters } = request.query;
      const day = today(site);
      const period = periodOfQuery(
        { from, to },
        {
          today: day,
          tile: 'reproduction-analysis',
          maxDays: MAX_HERD_REPORT_DAYS,
          check: (asked) => analysisPeriodIssue(asked, day),
        },
      );
      return reproductionAnalysisOf(app.deps.db, site, period, day, filters);
    },
  );
};

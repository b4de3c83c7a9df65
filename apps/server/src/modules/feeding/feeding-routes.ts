import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorSchema,
  feedIntakesExportQuerySchema,
  feedIntakesPageSchema,
  feedIntakesQuerySchema,
  feedingDayQuerySchema,
  feedingNotificationsPageSchema,
  feedingNotificationsQuerySchema,
  gestationLive,
  gestationLiveSchema,
  lactationHistory,
  lactationHistorySchema,
  lactationHistoryQuerySchema,
  lactationLive,
  lactationLiveSchema,
  pageMeta,
  parseDayRange,
} from '@barnboard/domain';
import { dateInZone } from '../../lib/dates.js';
import { acceptCsvBodies, importInputs, sendCsvAttachment } from '../../lib/exchange-http.js';
import { httpError } from '../../plugins/errors.js';
import {
  countIntakes,
  countVisits,
  dailyIntakeTotals,
  listIntakes,
  listNotifications,
} from '../../repositories/feeding-repository.js';
import { findRecordsSite } from '../../repositories/herd-records-repository.js';
import { importResultSchema } from '../herd-records/schemas.js';
import { IMPORT_BODY_LIMIT } from '../herd-records/records-routes.js';
import { exportFeedIntakes } from './export-service.js';
import { importFeedIntakes } from './import-service.js';
import {
  feedingParamsSchema,
  intakeExportAnswerSchema,
  intakeImportBodySchema,
} from './schemas.js';

const refusals = { 400: errorSchema, 403: errorSchema, 404: errorSchema };

/** Electronic sow feeding: feed-intake exchange and feeding figures (docs/feeding.md). */
export const feedingRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptCsvBodies(app);

  async function siteOf(siteId: string) {
    const site = await findRecordsSite(app.deps.db, siteId);
    if (!site) throw httpError(404, 'site_not_found', 'This site does not exist');
    return site;
  }
  const today = (timezone: string) => dateInZone(app.deps.clock.now(), timezone);

  app.post(
    '/sites/:siteId/feed-intakes/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { access: { kind: 'site', level: 'manager', param: 'siteId', area: 'feeding' } },
      schema: {
        tags: ['main'],
        summary: 'Imports daily feed intakes (JSON or CSV), all or nothing',
        security: [{ bearer: [] }],
        params: feedingParamsSchema,
        body: intakeImportBodySchema,
        response: {
          200: importResultSchema,
          ...refusals,
          422: importResultSchema.describe('Some intakes are invalid: nothing was written'),
        },
      },
    },
    async (request, reply) => {
      const site = await siteOf(request.params.siteId);
      const { inputs, locate } = importInputs(
        typeof request.body === 'string' ? request.body : request.body.intakes,
      );
      const result = await importFeedIntakes(
        app.deps.db,
        site,
        inputs,
        locate,
        app.deps.clock.now(),
      );
      return reply.code(result.invalid.length > 0 ? 422 : 200).send(result);
    },
  );

  app.get(
    '/sites/:siteId/feed-intakes/export',
    {
      config: { access: { kind: 'site', level: 'viewer', param: 'siteId', area: 'feeding' } },
      schema: {
        tags: ['main'],
        summary: 'Exports daily feed intakes in the exchange format (JSON or CSV)',
        security: [{ bearer: [] }],
        params: feedingParamsSchema,
        querystring: feedIntakesExportQuerySchema,
        response: { 200: intakeExportAnswerSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const site = await siteOf(request.params.siteId);
      const { from, to, format } = request.query;
      const answer = await exportFeedIntakes(app.deps.db, site, { from, to }, format);
      if (answer.format === 'csv') return sendCsvAttachment(reply, answer.filename, answer.body);
      return answer.body;
    },
  );

  app.get(
    '/sites/:siteId/feed-intakes',
    {
      config: { access: { kind: 'site', level: 'viewer', param: 'siteId', area: 'feeding' } },
      schema: {
        tags: ['main'],
        summary: 'Daily feed intakes per sow (paged) and totals per day',
        security: [{ bearer: [] }],
        params: feedingParamsSchema,
        querystring: feedIntakesQuerySchema,
        response: { 200: feedIntakesPageSchema, ...refusals },
      },
    },
    async (request) => {
      const site = await siteOf(request.params.siteId);
      const { from, to, kind, page, per_page } = request.query;
      const filter = { from, to, kind };
      const [rows, total, totals] = [
        await listIntakes(app.deps.db, site, filter, { page, per_page }),
        await countIntakes(app.deps.db, site, filter),
        await dailyIntakeTotals(app.deps.db, site, filter),
      ];
      return {
        data: rows.map((row) => ({
          animal: row.animal,
          date: row.date,
          kind: row.kind,
          target_g: row.target_g,
          distributed_g: row.distributed_g,
          curve_percent: row.curve_percent,
          day: row.day,
          station: row.station,
        })),
        meta: pageMeta(total, { page, per_page }),
        totals,
      };
    },
  );

  app.get(
    '/sites/:siteId/feeding/gestation/live',
    {
      config: { access: { kind: 'site', level: 'viewer', param: 'siteId', area: 'gestation' } },
      schema: {
        tags: ['main'],
        summary: "A day's gestation feeding: fed, not fed, under-fed sows and the attention list",
        security: [{ bearer: [] }],
        params: feedingParamsSchema,
        querystring: feedingDayQuerySchema,
        response: { 200: gestationLiveSchema, ...refusals },
      },
    },
    async (request) => {
      const site = await siteOf(request.params.siteId);
      const date = request.query.date ?? today(site.timezone);
      const rows = await listIntakes(app.deps.db, site, {
        from: date,
        to: date,
        kind: 'gestation',
      });
      return gestationLive(date, rows, await countVisits(app.deps.db, site, date));
    },
  );

  app.get(
    '/sites/:siteId/feeding/lactation/live',
    {
      config: { access: { kind: 'site', level: 'viewer', param: 'siteId', area: 'lactation' } },
      schema: {
        tags: ['main'],
        summary: "A day's lactation feeders: sows, target and distributed feed",
        security: [{ bearer: [] }],
        params: feedingParamsSchema,
        querystring: feedingDayQuerySchema,
        response: { 200: lactationLiveSchema, ...refusals },
      },
    },
    async (request) => {
      const site = await siteOf(request.params.siteId);
      const date = request.query.date ?? today(site.timezone);
      const rows = await listIntakes(app.deps.db, site, {
        from: date,
        to: date,
        kind: 'lactation',
      });
      return lactationLive(date, rows);
    },
  );

  app.get(
    '/sites/:siteId/feeding/lactation/history',
    {
      config: { access: { kind: 'site', level: 'viewer', param: 'siteId', area: 'lactation' } },
      schema: {
        tags: ['main'],
        summary: 'Mean lactation intake per lactation day, per sow and per room over a period',
        security: [{ bearer: [] }],
        params: feedingParamsSchema,
        querystring: lactationHistoryQuerySchema,
        response: { 200: lactationHistorySchema, ...refusals },
      },
    },
    async (request) => {
      const site = await siteOf(request.params.siteId);
      const { from, to, lactation_days } = request.query;
      const rows = await listIntakes(app.deps.db, site, { from, to, kind: 'lactation' });
      return {
        from: from ?? null,
        to: to ?? null,
        ...lactationHistory(rows, parseDayRange(lactation_days)!),
      };
    },
  );

  app.get(
    '/sites/:siteId/feeding/notifications',
    {
      config: { access: { kind: 'site', level: 'viewer', param: 'siteId', area: 'feeding' } },
      schema: {
        tags: ['main'],
        summary: 'Station notifications (codes of spec §8) from a day on, newest first (paged)',
        security: [{ bearer: [] }],
        params: feedingParamsSchema,
        querystring: feedingNotificationsQuerySchema,
        response: { 200: feedingNotificationsPageSchema, ...refusals },
      },
    },
    async (request) => {
      const site = await siteOf(request.params.siteId);
      const { from, seen, page, per_page } = request.query;
      const { rows, total } = await listNotifications(
        app.deps.db,
        site,
        { from: from ?? today(site.timezone), unseenOnly: seen === 'unseen' },
        { page, per_page },
      );
      return {
        data: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
        meta: pageMeta(total, { page, per_page }),
      };
    },
  );
};

import type { preValidationAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  errorSchema,
  feedingExportQuerySchema,
  feedIntakesPageSchema,
  feedIntakesQuerySchema,
  feedingDayQuerySchema,
  feedingNotificationsPageSchema,
  feedingNotificationsQuerySchema,
  gestationLiveSchema,
  lactationHistory,
  lactationHistorySchema,
  lactationHistoryQuerySchema,
  feedingDayAsOf,
  lactationLive,
  lactationLiveSchema,
  markNotificationsSeenAnswerSchema,
  markNotificationsSeenBodySchema,
  pageMeta,
  parseDayRange,
  siteTime,
} from '@barnboard/domain';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import {
  feedCurves,
  feedIntakes,
  feedingStations,
  stationNotifications,
  stationVisits,
} from '../../db/schema/index.js';
import { dateInZone } from '../../lib/dates.js';
import { acceptCsvBodies, sendCsvAttachment, type Locate } from '../../lib/exchange-http.js';
import { httpError } from '../../plugins/errors.js';
import {
  listIntakes,
  listNotifications,
  markNotificationsSeen,
  type Period,
} from '../../repositories/feeding-repository.js';
import type { RecordsSite } from '../../repositories/herd-records-repository.js';
import { importResponses, sendImport } from '../herd-records/import-answer.js';
import type { ImportResult } from '../herd-records/schemas.js';
import { IMPORT_BODY_LIMIT } from '../herd-records/records-routes.js';
import { recordsSite } from '../herd-records/records-site.js';
import { feedIntakesPage, gestationLiveOn } from './figures-service.js';
import { gestationReportRoutes } from './gestation-report-routes.js';
import {
  exportFeedIntakes,
  exportStationNotifications,
  exportStationVisits,
  type FeedingExport,
} from './export-service.js';
import {
  importFeedIntakes,
  importStationNotifications,
  importStationVisits,
} from './import-service.js';
import {
  feedingImportBodySchema,
  feedingParamsSchema,
  intakeExportAnswerSchema,
  notificationExportAnswerSchema,
  visitExportAnswerSchema,
} from './schemas.js';
import { importFeedCurves, importFeedingStations } from './setup-import-service.js';

const refusals = { 400: errorSchema, 403: errorSchema, 404: errorSchema };

type Importer = (
  db: Executor,
  site: RecordsSite,
  inputs: unknown[],
  locate: Locate,
) => Promise<ImportResult>;
type Exporter = (
  db: Executor,
  site: RecordsSite,
  period: Period,
  format: 'json' | 'csv',
) => Promise<FeedingExport<string, unknown>>;

/** A format without a CSV shape (feed curves) refuses CSV bodies. */
const jsonOnly: preValidationAsyncHookHandler = async (request) => {
  if (typeof request.body === 'string')
    throw httpError(415, 'unsupported_media_type', 'This format is imported as JSON only');
};

/**
 * Electronic sow feeding: the exchange formats (intakes, visits, notifications, stations, curves),
 * feeding figures and notifications (docs/feeding.md).
 */
export const feedingRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptCsvBodies(app);

  await app.register(gestationReportRoutes);

  const siteOf = (siteId: string) => recordsSite(app.deps.db, siteId);
  const today = (timezone: string) => dateInZone(app.deps.clock.now(), timezone);

  /** A feeding import (docs/feeding.md): a manager with feeding access; 422 lists the invalid. */
  function importRoute(
    url: string,
    key: string,
    summary: string,
    run: Importer,
    table: PgTable,
    csv = true,
  ) {
    app.post(
      url,
      {
        bodyLimit: IMPORT_BODY_LIMIT,
        config: { access: { kind: 'site', level: 'manager', param: 'siteId', area: 'feeding' } },
        ...(csv ? {} : { preValidation: jsonOnly }),
        schema: {
          tags: ['main'],
          summary,
          security: [{ bearer: [] }],
          params: feedingParamsSchema,
          body: feedingImportBodySchema(key, csv),
          response: { ...importResponses('records'), ...(csv ? {} : { 415: errorSchema }) },
        },
      },
      async (request, reply) => {
        const site = await siteOf(request.params.siteId);
        const { body } = request;
        return sendImport(
          reply,
          typeof body === 'string' ? body : body[key]!,
          (inputs, locate) => run(app.deps.db, site, inputs, locate),
          [table],
        );
      },
    );
  }

  /** A feeding export: a viewer with feeding access; JSON or a CSV attachment. */
  function exportRoute(url: string, summary: string, answer: z.ZodType, run: Exporter) {
    app.get(
      url,
      {
        config: { access: { kind: 'site', level: 'viewer', param: 'siteId', area: 'feeding' } },
        schema: {
          tags: ['main'],
          summary,
          security: [{ bearer: [] }],
          params: feedingParamsSchema,
          querystring: feedingExportQuerySchema,
          response: { 200: answer, ...refusals },
        },
      },
      async (request, reply) => {
        const site = await siteOf(request.params.siteId);
        const { from, to, format } = request.query;
        const exported = await run(app.deps.db, site, { from, to }, format);
        if (exported.format === 'csv')
          return sendCsvAttachment(reply, exported.filename, exported.body);
        return exported.body;
      },
    );
  }

  importRoute(
    '/sites/:siteId/feed-intakes/import',
    'intakes',
    'Imports daily feed intakes (JSON or CSV), all or nothing',
    (db, site, inputs, locate) => importFeedIntakes(db, site, inputs, locate, app.deps.clock.now()),
    feedIntakes,
  );
  exportRoute(
    '/sites/:siteId/feed-intakes/export',
    'Exports daily feed intakes in the exchange format (JSON or CSV)',
    intakeExportAnswerSchema,
    exportFeedIntakes,
  );
  importRoute(
    '/sites/:siteId/feeding/visits/import',
    'visits',
    'Imports gestation-station visits (JSON or CSV), all or nothing',
    importStationVisits,
    stationVisits,
  );
  exportRoute(
    '/sites/:siteId/feeding/visits/export',
    'Exports gestation-station visits in the exchange format (JSON or CSV)',
    visitExportAnswerSchema,
    exportStationVisits,
  );
  importRoute(
    '/sites/:siteId/feeding/notifications/import',
    'notifications',
    'Imports station notifications (JSON or CSV), all or nothing',
    (db, site, inputs, locate) =>
      importStationNotifications(db, site, inputs, locate, app.deps.clock.now()),
    stationNotifications,
  );
  exportRoute(
    '/sites/:siteId/feeding/notifications/export',
    'Exports station notifications in the exchange format (JSON or CSV)',
    notificationExportAnswerSchema,
    exportStationNotifications,
  );
  importRoute(
    '/sites/:siteId/feeding/stations/import',
    'stations',
    'Imports gestation stations and lactation feeders (JSON or CSV), all or nothing',
    importFeedingStations,
    feedingStations,
  );
  importRoute(
    '/sites/:siteId/feeding/curves/import',
    'curves',
    'Imports feed curves (JSON only), all or nothing',
    importFeedCurves,
    feedCurves,
    false,
  );

  app.post(
    '/sites/:siteId/feeding/notifications/seen',
    {
      config: { access: { kind: 'site', level: 'viewer', param: 'siteId', area: 'feeding' } },
      schema: {
        tags: ['main'],
        summary: 'Marks station notifications seen: by id, or all (up to a time)',
        security: [{ bearer: [] }],
        params: feedingParamsSchema,
        body: markNotificationsSeenBodySchema,
        response: { 200: markNotificationsSeenAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      const site = await siteOf(request.params.siteId);
      const body = request.body;
      if ('ids' in body)
        return { marked: await markNotificationsSeen(app.deps.db, site, { ids: body.ids }) };
      let before: Date | null = null;
      if (body.before !== undefined) {
        const read = siteTime(body.before, site.timezone);
        if ('reason' in read)
          throw httpError(400, 'validation_error', `body.before: ${read.reason}`, [
            { field: 'body.before', reason: read.reason },
          ]);
        before = read.at;
      }
      return { marked: await markNotificationsSeen(app.deps.db, site, { before }) };
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
      return feedIntakesPage(app.deps.db, site, request.query);
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
      return gestationLiveOn(app.deps.db, site, date, app.deps.clock.now());
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
      return lactationLive(date, feedingDayAsOf(date, app.deps.clock.now(), site.timezone), rows);
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

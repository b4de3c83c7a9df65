import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@barnboard/domain';
import {
  animals,
  herdEventFacts,
  herdEvents,
  herdFemaleFacts,
  herdStayFacts,
} from '../../db/schema/index.js';
import { acceptCsvBodies, sendCsvAttachment } from '../../lib/exchange-http.js';
import { entryRoutes } from './entry-routes.js';
import { exportRecords } from './export-service.js';
import { importResponses, sendImport } from './import-answer.js';
import { importRecords } from './import-service.js';
import { recordsSite } from './records-site.js';
import {
  exportAnswerSchema,
  exportQuerySchema,
  importBodySchema,
  recordsParamsSchema,
} from './schemas.js';

/** 100,000 records are about 15 MB of JSON; this route alone accepts up to 64 MB. */
export const IMPORT_BODY_LIMIT = 64 * 1024 * 1024;

/** Herd-records import and export, entries and corrections (docs/records.md), under /api. */
export const herdRecordsRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptCsvBodies(app);

  const siteOf = (siteId: string) => recordsSite(app.deps.db, siteId);

  app.post(
    '/sites/:siteId/records/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { access: { kind: 'site', level: 'manager', param: 'siteId', area: 'zootech' } },
      schema: {
        tags: ['main'],
        summary: 'Imports herd records (JSON or CSV), all or nothing',
        security: [{ bearer: [] }],
        params: recordsParamsSchema,
        body: importBodySchema,
        response: importResponses('records'),
      },
    },
    async (request, reply) => {
      const site = await siteOf(request.params.siteId);
      const { body } = request;
      return sendImport(
        reply,
        typeof body === 'string' ? body : body.records,
        (inputs, locate) => importRecords(app.deps.db, site, inputs, locate),
        [animals, herdEvents, herdEventFacts, herdFemaleFacts, herdStayFacts],
      );
    },
  );

  app.get(
    '/sites/:siteId/records/export',
    {
      config: { access: { kind: 'site', level: 'viewer', param: 'siteId', area: 'zootech' } },
      schema: {
        tags: ['main'],
        summary: 'Exports herd records: exchange format (JSON, CSV) or ICAR ADE',
        security: [{ bearer: [] }],
        params: recordsParamsSchema,
        querystring: exportQuerySchema,
        response: { 200: exportAnswerSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const site = await siteOf(request.params.siteId);
      const { from, to, format } = request.query;
      const answer = await exportRecords(app.deps.db, site, { from, to }, format);
      if (answer.format === 'csv') return sendCsvAttachment(reply, answer.filename, answer.body);
      return answer.body;
    },
  );

  await app.register(entryRoutes);
};

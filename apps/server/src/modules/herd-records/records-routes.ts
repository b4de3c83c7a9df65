import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, parseCsv } from '@barnboard/domain';
import { httpError } from '../../plugins/errors.js';
import { findRecordsSite } from '../../repositories/herd-records-repository.js';
import { exportRecords } from './export-service.js';
import { importRecords } from './import-service.js';
import {
  exportAnswerSchema,
  exportQuerySchema,
  importBodySchema,
  importResultSchema,
  recordsParamsSchema,
} from './schemas.js';

/** 100,000 records are about 15 MB of JSON; this route alone accepts up to 64 MB. */
export const IMPORT_BODY_LIMIT = 64 * 1024 * 1024;

/** Herd-records import and export (docs/records.md), mounted under /api. */
export const herdRecordsRoutes: FastifyPluginAsyncZod = async (app) => {
  // CSV bodies reach the handler as text; this plugin's routes only (encapsulated).
  app.addContentTypeParser('text/csv', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  async function siteOf(siteId: string) {
    const site = await findRecordsSite(app.deps.db, siteId);
    if (!site) throw httpError(404, 'site_not_found', 'This site does not exist');
    return site;
  }

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
        response: {
          200: importResultSchema,
          400: errorSchema,
          403: errorSchema,
          404: errorSchema,
          422: importResultSchema.describe('Some records are invalid: nothing was written'),
        },
      },
    },
    async (request, reply) => {
      const site = await siteOf(request.params.siteId);
      const body = request.body;
      const result =
        typeof body === 'string'
          ? await importCsv(body)
          : await importRecords(app.deps.db, site, body.records, (index) => ({ index }));
      return reply.code(result.invalid.length > 0 ? 422 : 200).send(result);

      function importCsv(text: string) {
        const { rows } = parseCsv(text);
        const lines = rows.map((row) => row.line);
        const values: unknown[] = rows.map((row) => row.values);
        rows.length = 0;
        return importRecords(app.deps.db, site, values, (position) => ({
          line: lines[position]!,
        }));
      }
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
      if (answer.format === 'csv') {
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${answer.filename}"`)
          .send(answer.body);
      }
      return answer.body;
    },
  );
};

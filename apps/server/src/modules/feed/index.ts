import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  binMoveSchema,
  deletedAnswerSchema,
  deletedBinParamsSchema,
  deletedBinReadingsSchema,
  deletedBinsAnswerSchema,
  deleteQuerySchema,
  binActionAnswerSchema,
  binChartAnswerSchema,
  binErrorSchema,
  binItemSchema,
  binPageSchema,
  binParamsSchema,
  binReadingsAnswerSchema,
  binReadingsQuerySchema,
  binSearchBodySchema,
  binSearchQuerySchema,
  binSiteParamsSchema,
  errorSchema,
  jsonPatchSchema,
  licencePageSchema,
  licencesQuerySchema,
  SILO_CHART_DAYS,
  SUBSCRIPTION_EXPIRED_MESSAGE,
  type BinActionAnswer,
  type DeletedBin,
} from '@barnboard/domain';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/database.js';
import { auditActor } from '../../repositories/audit-repository.js';
import { httpError } from '../../plugins/errors.js';
import { rulesSubject } from '../../plugins/access-guard.js';
import {
  findBinRecord,
  listDeletedBins,
  listReadings,
  type DeletedBinRecord,
} from '../../repositories/bins-repository.js';
import { findSiteGrant } from '../../repositories/sites-repository.js';
import { searchBins, tenantLicencesPage } from './bin-search.js';
import { describeBins } from './describe-bins.js';
import {
  assertEditable,
  BinFieldErrors,
  changeBin,
  createBin,
  deleteBin,
  disableBin,
  enableBin,
  moveBin,
  type BinOutcome,
  type BinWriter,
} from './bin-service.js';
import { describeChart, describeReadings } from './bin-view.js';
import { deliveryRoutes } from './delivery/routes.js';

const DAY_MS = 86_400_000;
const JSON_PATCH = 'application/json-patch+json';

/** Bodies checked field by field by validateBinInput, so that each error has its own code. */
const anyBody = z
  .record(z.string(), z.unknown())
  .describe(
    'The editable fields (binInputSchema in packages/domain/src/bins/api.ts); checked field by field, errors as { field, code }',
  );

/**
 * The feed service API (spec §7; docs/feed-api.md): bins with their computed data, readings and
 * charts, create, update (JSON and JSON Patch), disable and enable with the licence rules, and
 * licences per tenant. Mounted under /feed.
 */
export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  // Field-by-field refusals keep their `errors`; every other error goes to the server's handler.
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof BinFieldErrors) {
      return reply.code(error.statusCode).send({
        statusCode: error.statusCode,
        error: error.statusCode === 409 ? 'Conflict' : 'Bad Request',
        message: error.message,
        code: error.code,
        details: error.details,
        errors: error.errors,
      });
    }
    throw error;
  });

  const { db, clock } = app.deps;
  await app.register(deliveryRoutes);

  /** A bin's answer after an action, read again with its readings. */
  async function actionAnswer(outcome: BinOutcome): Promise<BinActionAnswer> {
    const now = clock.now();
    const record = (await findBinRecord(db, outcome.binId))!;
    const [bin] = await describeBins(db, [record], now);
    return {
      bin: bin!,
      changed: outcome.changed,
      code: outcome.code,
      licence_id: outcome.licenceId,
      error: outcome.expiredWithoutLicence
        ? { code: 'subscription_expired', message: SUBSCRIPTION_EXPIRED_MESSAGE }
        : null,
    };
  }

  async function binOf(binId: string, tx: Executor = db) {
    const record = await findBinRecord(tx, binId);
    if (!record) throw httpError(404, 'bin_not_found', 'This bin does not exist');
    return record;
  }

  /** The caller, and the bin as it is now for a refusal of an edit based on an older version. */
  const writerOf = (request: FastifyRequest, binId: string): BinWriter => ({
    actor: auditActor(request.subject!),
    // Read outside the edit's transaction: the bin as last committed, which is what it is now.
    current: async () => (await describeBins(db, [await binOf(binId)], clock.now()))[0],
  });

  function deletedBin(record: DeletedBinRecord): DeletedBin {
    return {
      id: record.bin.id,
      name: record.bin.name,
      mac_address: record.bin.devEui,
      site: record.site,
      building: record.building
        ? { cloud_id: record.building.id, name: record.building.name }
        : null,
      deleted_at: record.bin.deletedAt!.toISOString(),
      readings: record.readings,
      first_reading_at: record.firstReadingAt?.toISOString() ?? null,
      last_reading_at: record.lastReadingAt?.toISOString() ?? null,
    };
  }

  /** A bin's readings of the last `days` days; a disabled or expired bin is not read (409). */
  async function recentReadings(binId: string, days: number) {
    const record = await binOf(binId);
    const now = clock.now();
    assertEditable(record.bin, now);
    const from = new Date(now.getTime() - days * DAY_MS);
    return { record, rows: await listReadings(db, record.bin, from, now), from, now };
  }

  const binAccess = (level: 'viewer' | 'admin') =>
    ({ access: { kind: 'bin', level, param: 'binId', area: 'silo' } }) as const;
  const binErrors = {
    400: binErrorSchema,
    403: errorSchema,
    404: errorSchema,
    409: binErrorSchema.extend({ current: binItemSchema.optional() }),
  };
  const readingErrors = { 403: errorSchema, 404: errorSchema, 409: errorSchema };

  app.get(
    '/ping',
    {
      config: { access: { kind: 'signed-in' } },
      schema: {
        tags: ['feed'],
        security: [{ bearer: [] }],
        response: { 200: z.object({ pong: z.literal(true), service: z.literal('feed') }) },
      },
    },
    async () => ({ pong: true as const, service: 'feed' as const }),
  );

  app.post(
    '/bins',
    {
      config: { access: { kind: 'signed-in' } },
      schema: {
        tags: ['feed'],
        summary:
          'The bins of the sites the caller sees with silo access, with their computed data (a page from 0)',
        security: [{ bearer: [] }],
        querystring: binSearchQuerySchema,
        body: binSearchBodySchema,
        response: { 200: binPageSchema, 400: errorSchema },
      },
    },
    async (request) =>
      searchBins(db, rulesSubject(request.subject!), request.body, request.query, clock.now()),
  );

  app.post(
    '/sites/:siteId/bins',
    {
      config: { access: { kind: 'site', level: 'admin', param: 'siteId', area: 'silo' } },
      schema: {
        tags: ['feed'],
        summary: 'Creates a bin and its sensor; uses a licence when one is available',
        security: [{ bearer: [] }],
        params: binSiteParamsSchema,
        body: anyBody,
        response: { 201: binActionAnswerSchema, ...binErrors },
      },
    },
    async (request, reply) => {
      const site = (await findSiteGrant(db, request.params.siteId))!;
      const outcome = await createBin(
        db,
        { tenantId: site.tenant.cloud_id, id: site.id },
        request.body,
        clock.now(),
        auditActor(request.subject!),
      );
      return reply.code(201).send(await actionAnswer(outcome));
    },
  );

  app.put(
    '/bins/:binId',
    {
      config: binAccess('admin'),
      schema: {
        tags: ['feed'],
        summary:
          'Replaces the editable fields of a bin, with the expected_updated_at it was read at; unchanged data answers same_information',
        security: [{ bearer: [] }],
        params: binParamsSchema,
        body: anyBody,
        response: { 200: binActionAnswerSchema, ...binErrors },
      },
    },
    async (request) => {
      const { bin } = await binOf(request.params.binId);
      const outcome = await changeBin(
        db,
        bin,
        { kind: 'replace', body: request.body },
        clock.now(),
        writerOf(request, bin.id),
      );
      return actionAnswer(outcome);
    },
  );

  app.patch(
    '/bins/:binId',
    {
      config: binAccess('admin'),
      schema: {
        tags: ['feed'],
        summary: `Changes some fields of a bin: a JSON Patch (${JSON_PATCH}: add, replace, remove, test on /<field>) or a JSON object of fields with its expected_updated_at`,
        security: [{ bearer: [] }],
        params: binParamsSchema,
        consumes: [JSON_PATCH, 'application/json'],
        body: z.union([jsonPatchSchema, anyBody]),
        response: { 200: binActionAnswerSchema, ...binErrors },
      },
    },
    async (request) => {
      const { bin } = await binOf(request.params.binId);
      const isPatch = request.headers['content-type']?.startsWith(JSON_PATCH) ?? false;
      const body = request.body;
      if (isPatch !== Array.isArray(body)) {
        throw httpError(
          400,
          'invalid_patch',
          isPatch
            ? `A ${JSON_PATCH} body is an array of operations`
            : `An array of operations needs Content-Type: ${JSON_PATCH}`,
        );
      }
      const outcome = await changeBin(
        db,
        bin,
        Array.isArray(body) ? { kind: 'json-patch', operations: body } : { kind: 'merge', body },
        clock.now(),
        writerOf(request, bin.id),
      );
      return actionAnswer(outcome);
    },
  );

  /** Disabling and enabling differ only in the action: both answer the bin as it is after it. */
  function switchRoute(action: 'disable' | 'enable', summary: string, run: typeof disableBin) {
    app.post(
      `/bins/:binId/${action}`,
      {
        config: binAccess('admin'),
        schema: {
          tags: ['feed'],
          summary,
          security: [{ bearer: [] }],
          params: binParamsSchema,
          response: { 200: binActionAnswerSchema, 403: errorSchema, 404: errorSchema },
        },
      },
      async (request) => {
        const { bin } = await binOf(request.params.binId);
        return actionAnswer(await run(db, bin, clock.now(), auditActor(request.subject!)));
      },
    );
  }

  switchRoute(
    'disable',
    'Disables a bin; its subscription keeps running (the disabled days are lost)',
    disableBin,
  );
  switchRoute(
    'enable',
    'Enables a bin; an expired subscription uses a licence, or with none left the bin stays expired and `error` says so',
    enableBin,
  );

  app.post(
    '/bins/:binId/move',
    {
      config: binAccess('admin'),
      schema: {
        tags: ['feed'],
        summary:
          'Moves a bin to another building of its site (any state); the same building answers same_information',
        security: [{ bearer: [] }],
        params: binParamsSchema,
        body: binMoveSchema,
        response: { 200: binActionAnswerSchema, ...binErrors },
      },
    },
    async (request) => {
      const { bin } = await binOf(request.params.binId);
      const outcome = await moveBin(
        db,
        bin,
        { buildingId: request.body.building_id, version: request.body.expected_updated_at },
        clock.now(),
        writerOf(request, bin.id),
      );
      return actionAnswer(outcome);
    },
  );

  app.delete(
    '/bins/:binId',
    {
      config: binAccess('admin'),
      schema: {
        tags: ['feed'],
        summary:
          'Deletes a disabled bin: it leaves every list and frees its MAC address; its readings are kept (GET /feed/sites/{siteId}/deleted-bins)',
        security: [{ bearer: [] }],
        params: binParamsSchema,
        querystring: deleteQuerySchema,
        response: { 200: deletedAnswerSchema, ...binErrors },
      },
    },
    async (request) => {
      const { bin } = await binOf(request.params.binId);
      const now = clock.now();
      await deleteBin(db, bin, request.query.expected_updated_at, now, writerOf(request, bin.id));
      return { id: bin.id, name: bin.name, deleted_at: now.toISOString() };
    },
  );

  const deletedBinsAccess = {
    access: { kind: 'site', level: 'admin', param: 'siteId', area: 'silo' },
  } as const;

  app.get(
    '/sites/:siteId/deleted-bins',
    {
      config: deletedBinsAccess,
      schema: {
        tags: ['feed'],
        summary: 'The deleted bins of a site, kept with their readings (its admins)',
        security: [{ bearer: [] }],
        params: binSiteParamsSchema,
        response: { 200: deletedBinsAnswerSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const site = (await findSiteGrant(db, request.params.siteId))!;
      const records = await listDeletedBins(db, { tenantId: site.tenant.cloud_id, id: site.id });
      return { bins: records.map(deletedBin) };
    },
  );

  app.get(
    '/sites/:siteId/deleted-bins/:binId/readings',
    {
      config: deletedBinsAccess,
      schema: {
        tags: ['feed'],
        summary: "Every reading a deleted bin kept, newest first (its site's admins)",
        security: [{ bearer: [] }],
        params: deletedBinParamsSchema,
        response: { 200: deletedBinReadingsSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const site = (await findSiteGrant(db, request.params.siteId))!;
      const [record] = await listDeletedBins(
        db,
        { tenantId: site.tenant.cloud_id, id: site.id },
        request.params.binId,
      );
      if (!record) {
        throw httpError(404, 'bin_not_found', 'This site has no deleted bin of this id');
      }
      const now = clock.now();
      const from = new Date(0);
      const rows = await listReadings(db, record.bin, from, now);
      return {
        bin: deletedBin(record),
        silo_levels: describeReadings(record, rows, from, now).silo_levels,
      };
    },
  );

  app.get(
    '/bins/:binId/readings',
    {
      config: binAccess('viewer'),
      schema: {
        tags: ['feed'],
        summary: "A bin's readings of the last `days` days (7 by default), newest first",
        security: [{ bearer: [] }],
        params: binParamsSchema,
        querystring: binReadingsQuerySchema,
        response: { 200: binReadingsAnswerSchema, ...readingErrors },
      },
    },
    async (request) => {
      const { record, rows, from, now } = await recentReadings(
        request.params.binId,
        request.query.days,
      );
      return describeReadings(record, rows, from, now);
    },
  );

  app.get(
    '/bins/:binId/chart',
    {
      config: binAccess('viewer'),
      schema: {
        tags: ['feed'],
        summary: 'The 7-day chart series of a bin: chart_silo (quantity) and chart_battery',
        security: [{ bearer: [] }],
        params: binParamsSchema,
        response: { 200: binChartAnswerSchema, ...readingErrors },
      },
    },
    async (request) => {
      const { record, rows, from, now } = await recentReadings(
        request.params.binId,
        SILO_CHART_DAYS,
      );
      return describeChart(record, rows, from, now);
    },
  );

  app.get(
    '/licences',
    {
      config: { access: { kind: 'signed-in' } },
      schema: {
        tags: ['feed'],
        summary:
          'Licences per L-Track tenant the caller administers with silo access (every one for staff)',
        security: [{ bearer: [] }],
        querystring: licencesQuerySchema,
        response: { 200: licencePageSchema, 400: errorSchema },
      },
    },
    async (request) =>
      tenantLicencesPage(db, rulesSubject(request.subject!), request.query, clock.now()),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  deletedAnswerSchema,
  deleteQuerySchema,
  dictionaryAnswerSchema,
  dictionaryCreateSchema,
  dictionaryItemSchema,
  dictionaryParamsSchema,
  dictionaryUpdateSchema,
  errorSchema,
  pagedSchema,
  pageMeta,
  pageQuerySchema,
  siteDictionarySchema,
  siteParamsSchema,
  tenantParamsSchema,
} from '@barnboard/domain';
import { rulesSubject } from '../../plugins/access-guard.js';
import { httpError } from '../../plugins/errors.js';
import { auditActor } from '../../repositories/audit-repository.js';
import { listSiteDictionary } from '../../repositories/feeds-repository.js';
import { findSiteGrant } from '../../repositories/sites-repository.js';
import {
  changeItem,
  createItem,
  deleteItem,
  findItem,
  listItems,
  toDictionaryItem,
} from './dictionary-service.js';

const writeErrors = {
  400: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema.extend({ current: dictionaryItemSchema.optional() }),
};

/**
 * The dictionary manager's routes (docs/administration.md, "Dictionary manager"; docs/api.md),
 * under /api, and the dictionary of one site that the bin form's content picker reads.
 */
export const dictionaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  const subjectOf = (request: FastifyRequest) => rulesSubject(request.subject!);
  const itemOf = async (id: string, request: FastifyRequest) =>
    toDictionaryItem(await findItem(db, id), subjectOf(request), clock.now());

  app.get(
    '/admin/dictionary',
    {
      config: { access: { kind: 'admin' } },
      schema: {
        tags: ['admin'],
        summary:
          'The dictionary items offered on the sites the caller administers (every one for staff)',
        security: [{ bearer: [] }],
        querystring: pageQuerySchema,
        response: { 200: pagedSchema(dictionaryItemSchema), 403: errorSchema },
      },
    },
    async (request) => {
      const items = await listItems(db, subjectOf(request), clock.now());
      const { page, per_page } = request.query;
      const start = (page - 1) * per_page;
      return {
        data: items.slice(start, start + per_page),
        meta: pageMeta(items.length, request.query),
      };
    },
  );

  app.post(
    '/admin/tenants/:tenantId/dictionary',
    {
      config: { access: { kind: 'tenant', level: 'admin', param: 'tenantId' } },
      schema: {
        tags: ['admin'],
        summary:
          "Adds an item to a tenant's dictionary, offered on at least one of the sites the caller administers; a name already on one of them answers 409",
        security: [{ bearer: [] }],
        params: tenantParamsSchema,
        body: dictionaryCreateSchema,
        response: { 201: dictionaryAnswerSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const id = await createItem(
        db,
        request.params.tenantId,
        request.body,
        subjectOf(request),
        auditActor(request.subject!),
        clock.now(),
      );
      return reply.code(201).send({ item: await itemOf(id, request), changed: true });
    },
  );

  app.patch(
    '/admin/dictionary/:feedId',
    {
      config: { access: { kind: 'feed', param: 'feedId', level: 'change' } },
      schema: {
        tags: ['admin'],
        summary:
          "Changes a dictionary item (the owning tenant's admins of all its sites; otherwise 403 dictionary_forbidden)",
        security: [{ bearer: [] }],
        params: dictionaryParamsSchema,
        body: dictionaryUpdateSchema,
        response: { 200: dictionaryAnswerSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { feedId } = request.params;
      const changed = await changeItem(
        db,
        feedId,
        request.body,
        subjectOf(request),
        auditActor(request.subject!),
        clock.now(),
      );
      return { item: await itemOf(feedId, request), changed };
    },
  );

  app.delete(
    '/admin/dictionary/:feedId',
    {
      config: { access: { kind: 'feed', param: 'feedId', level: 'change' } },
      schema: {
        tags: ['admin'],
        summary: 'Deletes a dictionary item that no bin in service holds (409 names the bins)',
        security: [{ bearer: [] }],
        params: dictionaryParamsSchema,
        querystring: deleteQuerySchema,
        response: { 200: deletedAnswerSchema, ...writeErrors },
      },
    },
    async (request) => {
      const now = clock.now();
      const feed = await deleteItem(
        db,
        request.params.feedId,
        request.query.expected_updated_at,
        subjectOf(request),
        auditActor(request.subject!),
        now,
      );
      return { id: feed.id, name: feed.name, deleted_at: now.toISOString() };
    },
  );

  app.get(
    '/sites/:id/dictionary',
    {
      config: { access: { kind: 'site', level: 'viewer', param: 'id' } },
      schema: {
        tags: ['admin'],
        summary: "The items of a site's dictionary: what its bins may hold (the bin form's picker)",
        security: [{ bearer: [] }],
        params: siteParamsSchema,
        response: { 200: siteDictionarySchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const site = await findSiteGrant(db, request.params.id);
      if (!site) throw httpError(404, 'site_not_found', 'This site does not exist');
      const rows = await listSiteDictionary(db, { tenantId: site.tenant.cloud_id, id: site.id });
      return {
        items: rows.map(({ feed }) => ({
          cloud_id: feed.id,
          name: feed.name,
          recipe: feed.recipe,
          density: feed.densityKgM3,
          utility: feed.utility,
        })),
      };
    },
  );
};

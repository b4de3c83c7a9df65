import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  actionListsQuerySchema,
  actionListsSchema,
  actionWindowsAnswerSchema,
  actionWindowsUpdateSchema,
  errorSchema,
  recordsToFixSchema,
} from '@barnboard/domain';
import { dateInZone } from '../../lib/dates.js';
import { auditActor } from '../../repositories/audit-repository.js';
import type { RecordsSite } from '../../repositories/herd-records-repository.js';
import { findSite } from '../../repositories/sites-repository.js';
import { recordsSite } from '../herd-records/records-site.js';
import {
  actionListsOf,
  actionWindowsOfSite,
  changeActionWindows,
  recordsToFixOf,
} from './action-lists-service.js';

const viewer = { kind: 'site', level: 'viewer', param: 'siteId', area: 'zootech' } as const;
const manager = { kind: 'site', level: 'manager', param: 'siteId', area: 'zootech' } as const;
const refusals = { 400: errorSchema, 403: errorSchema, 404: errorSchema };
const params = z.object({ siteId: z.uuid() });

/** The barn's action lists, their windows, and the records to fix (docs/action-lists.md). */
export const actionListsRoutes: FastifyPluginAsyncZod = async (app) => {
  const today = (site: RecordsSite) => dateInZone(app.deps.clock.now(), site.timezone);

  app.get(
    '/sites/:siteId/action-lists',
    {
      config: { access: viewer },
      schema: {
        tags: ['main'],
        summary:
          'The barn’s action lists on a day (heat and pregnancy checks, moves, farrowings, weanings, weaned and gilts not served, no event), each in one walk’s order',
        security: [{ bearer: [] }],
        params,
        querystring: actionListsQuerySchema,
        response: { 200: actionListsSchema, ...refusals },
      },
    },
    async (request) => {
      const site = await recordsSite(app.deps.db, request.params.siteId);
      return actionListsOf(app.deps.db, site, request.query.date ?? today(site));
    },
  );

  app.get(
    '/sites/:siteId/action-windows',
    {
      config: { access: viewer },
      schema: {
        tags: ['main'],
        summary: 'The windows of the site’s action lists, and their version (null: the defaults)',
        security: [{ bearer: [] }],
        params,
        response: { 200: actionWindowsAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      const site = await recordsSite(app.deps.db, request.params.siteId);
      return actionWindowsOfSite(app.deps.db, site);
    },
  );

  app.put(
    '/sites/:siteId/action-windows',
    {
      config: { access: manager },
      schema: {
        tags: ['main'],
        summary:
          'Changes the windows of the site’s action lists (its managers); 409 with the stored ones when they changed since they were read',
        security: [{ bearer: [] }],
        params,
        body: actionWindowsUpdateSchema,
        response: {
          200: actionWindowsAnswerSchema,
          ...refusals,
          409: errorSchema.extend({ current: actionWindowsAnswerSchema.optional() }),
        },
      },
    },
    async (request) => {
      const site = await recordsSite(app.deps.db, request.params.siteId);
      const named = (await findSite(app.deps.db, site.id))!;
      return changeActionWindows(
        app.deps.db,
        { ...site, name: named.name },
        request.body,
        auditActor(request.subject!),
        app.deps.clock.now(),
      );
    },
  );

  app.get(
    '/sites/:siteId/records-to-fix',
    {
      config: { access: viewer },
      schema: {
        tags: ['main'],
        summary:
          'Impossible or missing herd records (gestation over 125 days, none born, unbalanced litters…), each with the reports it biases',
        security: [{ bearer: [] }],
        params,
        response: { 200: recordsToFixSchema, ...refusals },
      },
    },
    async (request) => {
      const site = await recordsSite(app.deps.db, request.params.siteId);
      return recordsToFixOf(app.deps.db, site, today(site));
    },
  );
};

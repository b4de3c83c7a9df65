import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@barnboard/domain';
import { httpError } from '../../plugins/errors.js';
import {
  listFeedIntakesPage,
  listHerdEventsPage,
  listNotificationsPage,
} from '../../repositories/integration-api-repository.js';
import {
  describeSite,
  listAnimals,
  listBins,
  metaOf,
  scopeOf,
  windowOf,
} from './integration-api-service.js';
import { MEDIA_TYPE_V1, installMediaType } from './media-type.js';
import {
  animalsPageSchema,
  animalsQuerySchema,
  binsPageSchema,
  feedIntakesPageSchema,
  feedIntakesQuerySchema,
  herdEventsPageSchema,
  herdEventsQuerySchema,
  notificationsPageSchema,
  notificationsQuerySchema,
  pageQuerySchema,
  siteAnswerSchema,
} from './schemas.js';

/** Instants as the API writes them, whatever the driver gave (Date or text). */
const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The integration API (docs/integration-api.md): read-only routes of one installed site, behind
 * its installation's access key, counted per key (`rateLimit`).
 */
export const integrationApiRoutes: FastifyPluginAsyncZod<{ rateLimitPerMinute: number }> = async (
  app,
  { rateLimitPerMinute },
) => {
  installMediaType(app);
  const config = {
    access: { kind: 'access-key' as const },
    // One count per key across every route; requests without a valid key per client address.
    rateLimit: {
      max: rateLimitPerMinute,
      timeWindow: '1 minute',
      groupId: 'integration-api',
      keyGenerator: (request: FastifyRequest) =>
        request.integrationCaller
          ? `access:${request.integrationCaller.installationId}`
          : `ip:${normalizeIP(request.ip)}`,
    },
  };
  // Machines call these routes: the browser security headers only cost every answer.
  const helmet = false as const;
  const common = {
    tags: ['Integration API'],
    security: [{ accessKey: [] }],
    produces: [MEDIA_TYPE_V1, 'application/json'],
  };
  const errors = {
    400: errorSchema.describe('A query parameter is not valid: `details` says which and why'),
    401: errorSchema.describe('No access key, or one that is unknown, rotated or revoked'),
    406: errorSchema.describe('The Accept header asks for an unknown version of the API'),
    429: errorSchema.describe('Too many requests with this key: wait Retry-After seconds'),
  };
  const caller = (request: FastifyRequest) => request.integrationCaller!;
  const now = () => app.deps.clock.now();

  app.get(
    '/site',
    {
      config,
      helmet,
      schema: {
        ...common,
        summary: 'The installed site: name, type, time zone and buildings',
        response: { 200: siteAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const site = await describeSite(app.deps.db, caller(request));
      if (!site) throw httpError(404, 'site_not_found', 'This site does not exist');
      return site;
    },
  );

  app.get(
    '/animals',
    {
      config,
      helmet,
      schema: {
        ...common,
        summary: 'The animals present today, with their status, by ear tag',
        querystring: animalsQuerySchema,
        response: { 200: animalsPageSchema, ...errors },
      },
    },
    async (request) => {
      const scope = await scopeOf(app.deps.db, caller(request));
      const page = await listAnimals(app.deps.db, caller(request), scope, request.query, now());
      return { data: page.rows, meta: metaOf(request.query, page.total) };
    },
  );

  app.get(
    '/herd-events',
    {
      config,
      helmet,
      schema: {
        ...common,
        summary: 'The herd records, by day',
        querystring: herdEventsQuerySchema,
        response: { 200: herdEventsPageSchema, ...errors },
      },
    },
    async (request) => {
      const { query } = request;
      const scope = await scopeOf(app.deps.db, caller(request));
      const page = await listHerdEventsPage(app.deps.db, scope, query, windowOf(query));
      const data = page.rows.map(({ created_at, ...row }) => ({
        ...row,
        recorded_at: iso(created_at),
      }));
      return { data, meta: metaOf(query, page.total) };
    },
  );

  app.get(
    '/feed-intakes',
    {
      config,
      helmet,
      schema: {
        ...common,
        summary: 'Each sow’s daily feed from the feeding stations, by day',
        querystring: feedIntakesQuerySchema,
        response: { 200: feedIntakesPageSchema, ...errors },
      },
    },
    async (request) => {
      const { query } = request;
      const scope = await scopeOf(app.deps.db, caller(request));
      const page = await listFeedIntakesPage(app.deps.db, scope, query, windowOf(query));
      const data = page.rows.map((row) => ({ ...row, updated_at: iso(row.updated_at) }));
      return { data, meta: metaOf(query, page.total) };
    },
  );

  app.get(
    '/notifications',
    {
      config,
      helmet,
      schema: {
        ...common,
        summary: 'The feeding stations’ notifications (alarms), oldest first',
        querystring: notificationsQuerySchema,
        response: { 200: notificationsPageSchema, ...errors },
      },
    },
    async (request) => {
      const { query } = request;
      const scope = await scopeOf(app.deps.db, caller(request));
      const page = await listNotificationsPage(app.deps.db, scope, query, windowOf(query));
      const data = page.rows.map((row) => ({
        id: row.id,
        station: {
          id: row.station_id,
          name: row.station_name,
          kind: row.station_kind,
          location: row.station_location,
        },
        code: row.code,
        at: iso(row.at),
        date: row.date,
        seen: row.seen,
      }));
      return { data, meta: metaOf(query, page.total) };
    },
  );

  app.get(
    '/bins',
    {
      config,
      helmet,
      schema: {
        ...common,
        summary: 'The feed bins (silos) with their last level and warnings',
        querystring: pageQuerySchema,
        response: { 200: binsPageSchema, ...errors },
      },
    },
    async (request) => {
      const page = await listBins(app.deps.db, caller(request), request.query, now());
      return { data: page.rows, meta: metaOf(request.query, page.total) };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  membershipSchema,
  membershipsSeenBy,
  pageMeta,
  pagedSchema,
  pageQuerySchema,
} from '@barnboard/domain';
import { sharingViewer } from './sharing-viewer.js';

export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/members',
    {
      config: { access: { kind: 'signed-in' }, beforeTerms: true },
      schema: {
        tags: ['main'],
        security: [{ bearer: [] }],
        querystring: pageQuerySchema,
        response: { 200: pagedSchema(membershipSchema) },
      },
    },
    async (request) => {
      // The guard already loaded every membership of the caller; expiry is shown, not hidden.
      const all = membershipsSeenBy(sharingViewer(request.subject!), app.deps.clock.now());
      const { page, per_page } = request.query;
      return {
        data: all.slice((page - 1) * per_page, page * per_page),
        meta: pageMeta(all.length, request.query),
      };
    },
  );
};

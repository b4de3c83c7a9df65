import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { membershipSchema, pageMeta, pagedSchema, pageQuerySchema } from '@barnboard/domain';

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
      const all = request.subject!.memberships;
      const { page, per_page } = request.query;
      return {
        data: all.slice((page - 1) * per_page, page * per_page),
        meta: pageMeta(all.length, request.query),
      };
    },
  );
};

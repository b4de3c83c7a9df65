import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPageSchema, auditQuerySchema, errorSchema, pageMeta } from '@barnboard/domain';
import { rulesSubject } from '../../plugins/access-guard.js';
import { listAuditEvents } from '../../repositories/audit-repository.js';
import { auditScopeOf } from './audit-scope.js';

/**
 * GET /api/audit-events: the history of administrative changes (docs/administration.md, "Audit
 * trail"), newest first, filtered; for the admins of what changed, and staff.
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-events',
    {
      config: { access: { kind: 'admin' } },
      schema: {
        tags: ['main'],
        summary:
          'Administrative changes (who, when, what, from which value to which) the caller administers, newest first',
        security: [{ bearer: [] }],
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, 400: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const scope = auditScopeOf(rulesSubject(request.subject!), app.deps.clock.now());
      const { total, rows } = await listAuditEvents(app.deps.db, scope, request.query);
      return { data: rows, meta: pageMeta(total, request.query) };
    },
  );
};

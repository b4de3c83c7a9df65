import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, lastUpdateSchema, type LastUpdate } from '@barnboard/domain';
import { httpError } from '../../plugins/errors.js';
import { findRecordsSite } from '../../repositories/herd-records-repository.js';
import { latestDataOf } from '../../repositories/last-update-repository.js';

/**
 * GET /api/sites/{siteId}/last-update: how recent the site's data is, for the top bar's
 * last-update indicator (spec §4; docs/feeding.md, "Last update of a site"). Any viewer of the
 * site, whatever their areas: it tells when data came, not what it says.
 */
export const lastUpdateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sites/:siteId/last-update',
    {
      config: { access: { kind: 'site', level: 'viewer', param: 'siteId' } },
      schema: {
        tags: ['main'],
        summary: "When the site's latest feeding, herd and bin data came",
        security: [{ bearer: [] }],
        params: z.object({ siteId: z.uuid() }),
        response: { 200: lastUpdateSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request): Promise<LastUpdate> => {
      const site = await findRecordsSite(app.deps.db, request.params.siteId);
      if (!site) throw httpError(404, 'site_not_found', 'This site does not exist');
      const latest = await latestDataOf(app.deps.db, site);
      const newest = [latest.feeding, latest.herd, latest.bins].reduce<Date | null>(
        (found, at) => (at !== null && (found === null || at > found) ? at : found),
        null,
      );
      const iso = (at: Date | null) => at?.toISOString() ?? null;
      return {
        at: iso(newest),
        sources: { feeding: iso(latest.feeding), herd: iso(latest.herd), bins: iso(latest.bins) },
      };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorSchema,
  pageMeta,
  pagedSchema,
  pageQuerySchema,
  siteParamsSchema,
  sitePatchSchema,
  siteSchema,
  siteSeenBy,
} from '@barnboard/domain';
import {
  findSite,
  listAllSites,
  listSitesVisibleTo,
  updateSitePreferences,
} from '../../repositories/sites-repository.js';
import { httpError } from '../../plugins/errors.js';
import { sharingViewer } from './sharing-viewer.js';
import { checkWrittenPreferences } from './preferences-check.js';

/** Both site lists (the user's and staff's) take the same paging and answer the same shape. */
const siteListSchema = {
  tags: ['main'],
  security: [{ bearer: [] }],
  querystring: pageQuerySchema,
  response: { 200: pagedSchema(siteSchema) },
};

export const sitesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sites/vision-web',
    {
      config: { access: { kind: 'signed-in' }, beforeTerms: true },
      schema: siteListSchema,
    },
    async (request) => {
      const now = app.deps.clock.now();
      const result = await listSitesVisibleTo(
        app.deps.db,
        request.subject!.user.id,
        now,
        request.query,
      );
      const viewer = sharingViewer(request.subject!);
      return {
        data: result.sites.map((site) => siteSeenBy(viewer, site, now)),
        meta: pageMeta(result.total, request.query),
      };
    },
  );

  app.get(
    '/staff/sites/vision-web',
    {
      config: { access: { kind: 'staff' }, beforeTerms: true },
      schema: siteListSchema,
    },
    async (request) => {
      const result = await listAllSites(app.deps.db, request.query);
      return { data: result.sites, meta: pageMeta(result.total, request.query) };
    },
  );

  app.patch(
    '/sites/:id',
    {
      config: { access: { kind: 'site', level: 'manager', param: 'id' } },
      schema: {
        tags: ['main'],
        security: [{ bearer: [] }],
        params: siteParamsSchema,
        body: sitePatchSchema,
        response: { 200: siteSchema, 400: errorSchema },
      },
    },
    async (request) => {
      const site = await findSite(app.deps.db, request.params.id);
      if (!site) throw httpError(404, 'site_not_found', 'This site does not exist');
      checkWrittenPreferences(request.body.prefs, site.preferences);
      await updateSitePreferences(
        app.deps.db,
        { tenantId: site.tenant.cloud_id, id: site.id },
        request.body.prefs,
        app.deps.clock.now(),
      );
      const now = app.deps.clock.now();
      const changed = { ...site, preferences: request.body.prefs, updated_at: now.toISOString() };
      return siteSeenBy(sharingViewer(request.subject!), changed, now);
    },
  );
};

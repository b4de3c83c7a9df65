import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  adminBuildingSchema,
  adminSiteParamsSchema,
  adminSiteSchema,
  adminTenantSchema,
  buildingAnswerSchema,
  buildingCreateSchema,
  buildingParamsSchema,
  buildingUpdateSchema,
  deletedAnswerSchema,
  deleteQuerySchema,
  errorSchema,
  licenceCreditSchema,
  pagedSchema,
  pageMeta,
  pageQuerySchema,
  siteAnswerSchema,
  siteCreateSchema,
  siteUpdateSchema,
  tenantAnswerSchema,
  tenantCreateSchema,
  tenantParamsSchema,
  tenantUpdateSchema,
  type PageQuery,
} from '@barnboard/domain';
import type { Executor } from '../../db/database.js';
import { rulesSubject } from '../../plugins/access-guard.js';
import { httpError } from '../../plugins/errors.js';
import {
  findBuildingSummary,
  findSiteRecord,
  listSiteRecords,
  listTenantSummaries,
} from '../../repositories/admin-sites-repository.js';
import { auditActor } from '../../repositories/audit-repository.js';
import { changeBuilding, createBuilding, deleteBuilding } from './buildings-service.js';
import { changeSite, createSite, deleteSite } from './sites-service.js';
import { changeTenant, createTenant, creditLicences, tenantSummary } from './tenants-service.js';
import {
  administeredSites,
  administeredTenants,
  toAdminBuilding,
  toAdminSite,
  toAdminTenant,
} from './views.js';

/** A refusal of a write: a conflict, or an edit based on an outdated version (`current`). */
const conflictSchema = <T extends z.ZodType>(record: T) =>
  errorSchema.extend({ current: record.optional() });

const writeErrors = <T extends z.ZodType>(record: T) => ({
  400: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: conflictSchema(record),
});

function page<T>(items: T[], query: PageQuery) {
  const start = (query.page - 1) * query.per_page;
  return { data: items.slice(start, start + query.per_page), meta: pageMeta(items.length, query) };
}

/**
 * The sites manager's routes (docs/administration.md, "Sites manager"; docs/api.md), under /api:
 * tenants and their licences (staff), sites and buildings (their admins). Bins are the feed
 * service's (/feed).
 */
export const sitesManagerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  const subjectOf = (request: FastifyRequest) => rulesSubject(request.subject!);
  const actorOf = (request: FastifyRequest) => auditActor(request.subject!);

  const tenantOf = async (tx: Executor, id: string, request: FastifyRequest) =>
    toAdminTenant(await tenantSummary(tx, id), subjectOf(request), clock.now());
  const siteOf = async (tx: Executor, id: string) => {
    const record = await findSiteRecord(tx, id);
    if (!record) throw httpError(404, 'site_not_found', 'This site does not exist');
    return toAdminSite(record);
  };
  const buildingOf = async (tx: Executor, id: string) => {
    const building = await findBuildingSummary(tx, id);
    if (!building) throw httpError(404, 'building_not_found', 'This building does not exist');
    return toAdminBuilding(building);
  };

  app.get(
    '/admin/tenants',
    {
      config: { access: { kind: 'admin' } },
      schema: {
        tags: ['admin'],
        summary: 'The tenants the caller administers (every one for staff), with their licences',
        security: [{ bearer: [] }],
        querystring: pageQuerySchema,
        response: { 200: pagedSchema(adminTenantSchema), 403: errorSchema },
      },
    },
    async (request) => {
      const now = clock.now();
      const subject = subjectOf(request);
      const summaries = await listTenantSummaries(db, administeredTenants(subject, now));
      return page(
        summaries.map((summary) => toAdminTenant(summary, subject, now)),
        request.query,
      );
    },
  );

  app.post(
    '/admin/tenants',
    {
      config: { access: { kind: 'staff' } },
      schema: {
        tags: ['admin'],
        summary: 'Creates a tenant (staff); its name is unique whatever the case and accents',
        security: [{ bearer: [] }],
        body: tenantCreateSchema,
        response: { 201: tenantAnswerSchema, ...writeErrors(adminTenantSchema) },
      },
    },
    async (request, reply) => {
      const id = await createTenant(db, request.body, actorOf(request), clock.now());
      return reply.code(201).send({ tenant: await tenantOf(db, id, request), changed: true });
    },
  );

  app.patch(
    '/admin/tenants/:tenantId',
    {
      config: { access: { kind: 'staff' } },
      schema: {
        tags: ['admin'],
        summary:
          'Renames a tenant or changes its L-Track access (staff); 409 with the current one when it changed since it was read',
        security: [{ bearer: [] }],
        params: tenantParamsSchema,
        body: tenantUpdateSchema,
        response: { 200: tenantAnswerSchema, ...writeErrors(adminTenantSchema) },
      },
    },
    async (request) => {
      const { tenantId } = request.params;
      const changed = await changeTenant(
        db,
        tenantId,
        request.body,
        actorOf(request),
        clock.now(),
        (tx) => tenantOf(tx, tenantId, request),
      );
      return { tenant: await tenantOf(db, tenantId, request), changed };
    },
  );

  app.post(
    '/admin/tenants/:tenantId/licences',
    {
      config: { access: { kind: 'staff' } },
      schema: {
        tags: ['admin'],
        summary: 'Credits licences to a tenant (staff): available until a bin uses one',
        security: [{ bearer: [] }],
        params: tenantParamsSchema,
        body: licenceCreditSchema,
        response: { 200: tenantAnswerSchema, ...writeErrors(adminTenantSchema) },
      },
    },
    async (request) => {
      const { tenantId } = request.params;
      await creditLicences(db, tenantId, request.body.count, actorOf(request), clock.now());
      return { tenant: await tenantOf(db, tenantId, request), changed: true };
    },
  );

  app.get(
    '/admin/sites',
    {
      config: { access: { kind: 'admin' } },
      schema: {
        tags: ['admin'],
        summary:
          'The sites the caller administers (every one for staff), with their buildings and bins counted',
        security: [{ bearer: [] }],
        querystring: pageQuerySchema,
        response: { 200: pagedSchema(adminSiteSchema), 403: errorSchema },
      },
    },
    async (request) => {
      const scope = administeredSites(subjectOf(request), clock.now());
      const records = await listSiteRecords(db, scope);
      return page(records.map(toAdminSite), request.query);
    },
  );

  app.post(
    '/admin/tenants/:tenantId/sites',
    {
      config: { access: { kind: 'tenant', level: 'admin', param: 'tenantId', allSites: true } },
      schema: {
        tags: ['admin'],
        summary:
          "Creates a site of the tenant (staff, or owner or admin of all the tenant's sites); its name is unique in the tenant",
        security: [{ bearer: [] }],
        params: tenantParamsSchema,
        body: siteCreateSchema,
        response: { 201: siteAnswerSchema, ...writeErrors(adminSiteSchema) },
      },
    },
    async (request, reply) => {
      const id = await createSite(
        db,
        request.params.tenantId,
        request.body,
        actorOf(request),
        clock.now(),
      );
      return reply.code(201).send({ site: await siteOf(db, id), changed: true });
    },
  );

  app.patch(
    '/admin/sites/:siteId',
    {
      config: { access: { kind: 'site', level: 'admin', param: 'siteId' } },
      schema: {
        tags: ['admin'],
        summary:
          "Changes a site's fields (its admins); unchanged values answer changed: false, a version changed since 409",
        security: [{ bearer: [] }],
        params: adminSiteParamsSchema,
        body: siteUpdateSchema,
        response: { 200: siteAnswerSchema, ...writeErrors(adminSiteSchema) },
      },
    },
    async (request) => {
      const { siteId } = request.params;
      const changed = await changeSite(
        db,
        siteId,
        request.body,
        actorOf(request),
        clock.now(),
        (tx) => siteOf(tx, siteId),
      );
      return { site: await siteOf(db, siteId), changed };
    },
  );

  app.delete(
    '/admin/sites/:siteId',
    {
      config: { access: { kind: 'site', level: 'admin', param: 'siteId' } },
      schema: {
        tags: ['admin'],
        summary:
          'Deletes a site that holds nothing: no building, no membership naming it, no dictionary item, no history',
        security: [{ bearer: [] }],
        params: adminSiteParamsSchema,
        querystring: deleteQuerySchema,
        response: { 200: deletedAnswerSchema, ...writeErrors(adminSiteSchema) },
      },
    },
    async (request) => {
      const { siteId } = request.params;
      const now = clock.now();
      const site = await deleteSite(
        db,
        siteId,
        request.query.expected_updated_at,
        actorOf(request),
        now,
        (tx) => siteOf(tx, siteId),
      );
      return { id: site.id, name: site.name, deleted_at: now.toISOString() };
    },
  );

  app.post(
    '/admin/sites/:siteId/buildings',
    {
      config: { access: { kind: 'site', level: 'admin', param: 'siteId' } },
      schema: {
        tags: ['admin'],
        summary:
          'Adds a building to a site (its admins); name and type required, names unique on the site',
        security: [{ bearer: [] }],
        params: adminSiteParamsSchema,
        body: buildingCreateSchema,
        response: { 201: buildingAnswerSchema, ...writeErrors(adminBuildingSchema) },
      },
    },
    async (request, reply) => {
      const id = await createBuilding(
        db,
        request.params.siteId,
        request.body,
        actorOf(request),
        clock.now(),
      );
      return reply.code(201).send({ building: await buildingOf(db, id), changed: true });
    },
  );

  app.patch(
    '/admin/buildings/:buildingId',
    {
      config: { access: { kind: 'building', level: 'admin', param: 'buildingId' } },
      schema: {
        tags: ['admin'],
        summary: "Renames a building or changes its type (its site's admins)",
        security: [{ bearer: [] }],
        params: buildingParamsSchema,
        body: buildingUpdateSchema,
        response: { 200: buildingAnswerSchema, ...writeErrors(adminBuildingSchema) },
      },
    },
    async (request) => {
      const { buildingId } = request.params;
      const changed = await changeBuilding(
        db,
        buildingId,
        request.body,
        actorOf(request),
        clock.now(),
        (tx) => buildingOf(tx, buildingId),
      );
      return { building: await buildingOf(db, buildingId), changed };
    },
  );

  app.delete(
    '/admin/buildings/:buildingId',
    {
      config: { access: { kind: 'building', level: 'admin', param: 'buildingId' } },
      schema: {
        tags: ['admin'],
        summary: 'Deletes a building without bins in service (deleted bins stay on the site)',
        security: [{ bearer: [] }],
        params: buildingParamsSchema,
        querystring: deleteQuerySchema,
        response: { 200: deletedAnswerSchema, ...writeErrors(adminBuildingSchema) },
      },
    },
    async (request) => {
      const { buildingId } = request.params;
      const now = clock.now();
      const building = await deleteBuilding(
        db,
        buildingId,
        request.query.expected_updated_at,
        actorOf(request),
        now,
        (tx) => buildingOf(tx, buildingId),
      );
      return { id: building.id, name: building.name, deleted_at: now.toISOString() };
    },
  );
};

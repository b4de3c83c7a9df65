import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@barnboard/domain';
import { httpError } from '../../plugins/errors.js';
import {
  createIngestKey,
  listIngestKeys,
  revokeIngestKey,
  tenantExists,
} from '../../repositories/ingest-keys-repository.js';
import {
  apiIngestKey,
  ingestKeyBodySchema,
  ingestKeySchema,
  newIngestKeySchema,
} from './schemas.js';

const tenantParams = z.object({ tenantId: z.uuid() });
const keyParams = z.object({ tenantId: z.uuid(), keyId: z.uuid() });
const access = { kind: 'tenant', level: 'admin', param: 'tenantId' } as const;
const refusals = { 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** A tenant's ingest keys, for its owners and admins (docs/ingestion.md), mounted under /api. */
export const ingestKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  async function requireTenant(tenantId: string) {
    if (!(await tenantExists(app.deps.db, tenantId)))
      throw httpError(404, 'tenant_not_found', 'This tenant does not exist');
  }

  app.post(
    '/tenants/:tenantId/ingest-keys',
    {
      config: { access },
      schema: {
        tags: ['main'],
        summary: 'Creates an ingest key; the key is in this answer only',
        security: [{ bearer: [] }],
        params: tenantParams,
        body: ingestKeyBodySchema,
        response: { 201: newIngestKeySchema, 400: errorSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { tenantId } = request.params;
      await requireTenant(tenantId);
      const created = await createIngestKey(app.deps.db, {
        tenantId,
        name: request.body.name,
        createdBy: request.subject!.user.id,
        now: app.deps.clock.now(),
      });
      request.log.info({ tenantId, keyId: created.id }, 'ingest key created');
      return reply.code(201).send({
        id: created.id,
        name: created.name,
        key: created.key,
        created_at: created.createdAt.toISOString(),
      });
    },
  );

  app.get(
    '/tenants/:tenantId/ingest-keys',
    {
      config: { access },
      schema: {
        tags: ['main'],
        summary: "The tenant's ingest keys, revoked ones included (never a secret)",
        security: [{ bearer: [] }],
        params: tenantParams,
        response: { 200: z.object({ data: z.array(ingestKeySchema) }), ...refusals },
      },
    },
    async (request) => {
      await requireTenant(request.params.tenantId);
      const rows = await listIngestKeys(app.deps.db, request.params.tenantId);
      return { data: rows.map(apiIngestKey) };
    },
  );

  app.delete(
    '/tenants/:tenantId/ingest-keys/:keyId',
    {
      config: { access },
      schema: {
        tags: ['main'],
        summary: 'Revokes an ingest key: from now on it is refused (idempotent)',
        security: [{ bearer: [] }],
        params: keyParams,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      const { tenantId, keyId } = request.params;
      if (!(await revokeIngestKey(app.deps.db, tenantId, keyId, app.deps.clock.now())))
        throw httpError(404, 'ingest_key_not_found', 'This tenant has no such ingest key');
      app.ingestKeys.forget(keyId);
      request.log.info({ tenantId, keyId }, 'ingest key revoked');
      return reply.code(204).send(null);
    },
  );
};

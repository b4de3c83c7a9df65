import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deliveriesPageSchema,
  deliveriesQuerySchema,
  errorSchema,
  testEventAnswerSchema,
  testEventBodySchema,
} from '@barnboard/domain';
import { httpError } from '../../plugins/errors.js';
import {
  findLiveInstallationOf,
  listDeliveriesOfIntegration,
  queueInstallationEvent,
} from '../../repositories/webhooks-repository.js';

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The integrator area's webhook routes (docs/integration-api.md, "Webhooks"): send a test event,
 * and the log of an integration's deliveries.
 */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = { kind: 'integration' as const, param: 'integrationId' };
  const params = z.object({ integrationId: z.uuid() });

  app.post(
    '/integrations/:integrationId/test-event',
    {
      config: { access },
      schema: {
        tags: ['main'],
        summary: 'Queues a `test` webhook event to the integration’s url',
        security: [{ bearer: [] }],
        params,
        body: testEventBodySchema,
        response: {
          202: testEventAnswerSchema,
          404: errorSchema.describe('No such integration, or not one of yours'),
          409: errorSchema.describe('no_installation: the integration is installed nowhere'),
        },
      },
    },
    async (request, reply) => {
      const { integrationId } = request.params;
      const deliveryId = await app.deps.db.transaction(async (tx) => {
        const installationId = await findLiveInstallationOf(
          tx,
          integrationId,
          request.body.installation_id,
        );
        if (!installationId) {
          throw httpError(
            409,
            'no_installation',
            request.body.installation_id
              ? 'This installation of the integration is not live'
              : 'Install the integration on a site before sending a test event',
          );
        }
        const now = app.deps.clock.now();
        return queueInstallationEvent(
          tx,
          installationId,
          'test',
          { message: 'A test event from Barnboard', queued_at: now.toISOString() },
          now,
        );
      });
      return reply.code(202).send({ delivery_id: deliveryId! });
    },
  );

  app.get(
    '/integrations/:integrationId/deliveries',
    {
      config: { access },
      schema: {
        tags: ['main'],
        summary: 'The integration’s webhook deliveries, newest first',
        security: [{ bearer: [] }],
        params,
        querystring: deliveriesQuerySchema,
        response: { 200: deliveriesPageSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { page, per_page: perPage, status } = request.query;
      const { rows, total } = await listDeliveriesOfIntegration(
        app.deps.db,
        request.params.integrationId,
        { status },
        { limit: perPage, offset: (page - 1) * perPage },
      );
      return {
        data: rows.map((row) => ({
          ...row,
          next_attempt_at: row.status === 'pending' ? iso(row.next_attempt_at) : null,
          created_at: iso(row.created_at),
          delivered_at: row.delivered_at === null ? null : iso(row.delivered_at),
        })),
        meta: { page, per_page: perPage, total, pages: Math.ceil(total / perPage) },
      };
    },
  );
};

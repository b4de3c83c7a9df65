import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorSchema,
  installationKeySchema,
  installationParamsSchema,
  installationsPageSchema,
  installationsQuerySchema,
  installInputSchema,
  installSiteParamsSchema,
  integrationCodeParamsSchema,
  integrationCodeSchema,
  integrationCreatedSchema,
  integrationInputSchema,
  integrationParamsSchema,
  integrationSchema,
  integrationsPageSchema,
  integrationsQuerySchema,
  integrationUpdateSchema,
  signingSecretSchema,
  staleWriteErrorSchema,
} from '@barnboard/domain';
import { callerOf } from '../users-manager/caller.js';
import {
  changeIntegration,
  createIntegration,
  listIntegrations,
  lookUpInstallCode,
  removeIntegration,
  rotateSigningSecret,
} from './integrations-service.js';
import {
  install,
  listInstallations,
  revokeInstallation,
  rotateAccessKey,
} from './installations-service.js';

const refusals = { 401: errorSchema, 403: errorSchema, 404: errorSchema };
const noContent = { 204: z.null().describe('Done') };
const integration = (param: string) => ({ kind: 'integration', param }) as const;
const installation = (param: string) => ({ kind: 'installation', param }) as const;

/**
 * The integrator area (docs/administration.md, "Integrations"; docs/api.md), under /api:
 * integrations, their install codes and signing secrets; installations and their access keys.
 */
export const integrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/integrations',
    {
      config: { access: { kind: 'integrations-area' } },
      schema: {
        tags: ['integrations'],
        summary:
          "The caller's integrations (staff: every one), searched, sorted by any of spec §2's keys, one page",
        security: [{ bearer: [] }],
        querystring: integrationsQuerySchema,
        response: {
          200: integrationsPageSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request) => listIntegrations(deps, callerOf(deps, request), request.query),
  );

  app.post(
    '/integrations',
    {
      config: { access: { kind: 'integrator' } },
      schema: {
        tags: ['integrations'],
        summary:
          'Creates an integration (integrators, staff); its signing secret is in this answer only. 400 fields_required when the name or url is missing',
        security: [{ bearer: [] }],
        body: integrationInputSchema,
        response: {
          201: integrationCreatedSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createIntegration(deps, callerOf(deps, request), request.body)),
  );

  app.put(
    '/integrations/:integrationId',
    {
      config: { access: integration('integrationId') },
      schema: {
        tags: ['integrations'],
        summary:
          "Changes an integration's name and url; 409 edited_elsewhere with the current one when it changed since it was read",
        security: [{ bearer: [] }],
        params: integrationParamsSchema,
        body: integrationUpdateSchema,
        response: {
          200: integrationSchema,
          400: errorSchema,
          ...refusals,
          409: staleWriteErrorSchema(integrationSchema),
        },
      },
    },
    async (request) =>
      changeIntegration(deps, callerOf(deps, request), request.params.integrationId, request.body),
  );

  app.delete(
    '/integrations/:integrationId',
    {
      config: { access: integration('integrationId') },
      schema: {
        tags: ['integrations'],
        summary: 'Removes an integration and revokes its installations: their keys stop at once',
        security: [{ bearer: [] }],
        params: integrationParamsSchema,
        response: { ...noContent, ...refusals },
      },
    },
    async (request, reply) => {
      const revoked = await removeIntegration(
        deps,
        callerOf(deps, request),
        request.params.integrationId,
      );
      // The key checker keeps an installation a few seconds: this server drops it at once.
      for (const id of revoked) app.accessKeys.forget(id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/integrations/:integrationId/signing-secret',
    {
      config: { access: integration('integrationId') },
      schema: {
        tags: ['integrations'],
        summary:
          'Rotates the webhook signing secret; the new one is in this answer only and signs every webhook from now on',
        security: [{ bearer: [] }],
        params: integrationParamsSchema,
        response: { 200: signingSecretSchema, ...refusals },
      },
    },
    async (request) =>
      rotateSigningSecret(deps, callerOf(deps, request), request.params.integrationId),
  );

  app.get(
    '/integration-codes/:code',
    {
      config: { access: { kind: 'admin' } },
      schema: {
        tags: ['integrations'],
        summary:
          "The integration an install code names, as a site's admin sees it before installing it",
        security: [{ bearer: [] }],
        params: integrationCodeParamsSchema,
        response: { 200: integrationCodeSchema, 400: errorSchema, ...refusals },
      },
    },
    async (request) => lookUpInstallCode(deps, request.params.code),
  );

  app.get(
    '/installations',
    {
      config: { access: { kind: 'integrations-area' } },
      schema: {
        tags: ['integrations'],
        summary:
          "Installations: of the caller's integrations and on the sites they administer (staff: all), searched, sorted, one page",
        security: [{ bearer: [] }],
        querystring: installationsQuerySchema,
        response: {
          200: installationsPageSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request) => listInstallations(deps, callerOf(deps, request), request.query),
  );

  app.post(
    '/sites/:siteId/installations',
    {
      config: { access: { kind: 'site', level: 'admin', param: 'siteId' } },
      schema: {
        tags: ['integrations'],
        summary:
          "Installs an integration on a site by its install code (the site's admins); the access key is in this answer only. 409 already_installed",
        security: [{ bearer: [] }],
        params: installSiteParamsSchema,
        body: installInputSchema,
        response: { 201: installationKeySchema, 400: errorSchema, ...refusals, 409: errorSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await install(deps, callerOf(deps, request), request.params.siteId, request.body)),
  );

  app.post(
    '/installations/:installationId/access-key',
    {
      config: { access: installation('installationId') },
      schema: {
        tags: ['integrations'],
        summary:
          "Rotates an installation's access key: the new one is in this answer only, the old one stops at once",
        security: [{ bearer: [] }],
        params: installationParamsSchema,
        response: { 200: installationKeySchema, ...refusals, 409: errorSchema },
      },
    },
    async (request) => {
      const { installationId } = request.params;
      const rotated = await rotateAccessKey(deps, callerOf(deps, request), installationId);
      app.accessKeys.forget(installationId);
      return rotated;
    },
  );

  app.delete(
    '/installations/:installationId',
    {
      config: { access: installation('installationId') },
      schema: {
        tags: ['integrations'],
        summary: 'Revokes an installation: its access key stops at once (again: nothing changes)',
        security: [{ bearer: [] }],
        params: installationParamsSchema,
        response: { ...noContent, ...refusals },
      },
    },
    async (request, reply) => {
      await revokeInstallation(deps, callerOf(deps, request), request.params.installationId);
      app.accessKeys.forget(request.params.installationId);
      return reply.code(204).send(null);
    },
  );
};

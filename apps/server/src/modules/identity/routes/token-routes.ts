import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorSchema,
  oauthErrorSchema,
  tokenRequestSchema,
  tokenResponseSchema,
} from '@barnboard/domain';
import type { Identity } from '../service.js';
import { noStore, oauthErrorHandler, requireForm } from './oauth-form.js';
import { realmParamsSchema } from './realm.js';

/** Per client address, on top of the per-account and per-address lockout. */
export const TOKEN_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

const logoutRequestSchema = z.object({
  client_id: z.string().min(1),
  client_secret: z.string().optional(),
  refresh_token: z.string().min(1).max(512),
});

const oauthErrors = {
  400: oauthErrorSchema,
  401: oauthErrorSchema,
  404: errorSchema,
  429: errorSchema,
};

/** The token endpoint (password and refresh_token grants) and RP logout with a refresh token. */
export const tokenRoutes: FastifyPluginAsyncZod<{ identity: Identity }> = async (
  app,
  { identity },
) => {
  app.post(
    '/:realm/protocol/openid-connect/token',
    {
      config: { access: { kind: 'public' }, rateLimit: TOKEN_RATE_LIMIT },
      schema: {
        tags: ['identity'],
        summary: 'Token endpoint: password and refresh_token grants (form-encoded)',
        consumes: ['application/x-www-form-urlencoded'],
        params: realmParamsSchema,
        body: tokenRequestSchema,
        response: { 200: tokenResponseSchema, ...oauthErrors },
      },
      errorHandler: oauthErrorHandler,
    },
    async (request, reply) => {
      requireForm(request);
      noStore(reply);
      const form = request.body;
      return form.grant_type === 'password'
        ? identity.grants.password(form, request.ip)
        : identity.grants.refresh(form);
    },
  );

  app.post(
    '/:realm/protocol/openid-connect/logout',
    {
      config: { access: { kind: 'public' } },
      schema: {
        tags: ['identity'],
        summary: 'Ends the session a refresh token belongs to (form-encoded)',
        consumes: ['application/x-www-form-urlencoded'],
        params: realmParamsSchema,
        body: logoutRequestSchema,
        response: { 204: z.null(), ...oauthErrors },
      },
      errorHandler: oauthErrorHandler,
    },
    async (request, reply) => {
      requireForm(request);
      await identity.grants.logout(request.body.client_id, request.body.refresh_token);
      return reply.code(204).send(null);
    },
  );
};

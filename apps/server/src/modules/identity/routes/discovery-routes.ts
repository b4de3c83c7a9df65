import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@barnboard/domain';
import { TOKEN_SCOPE } from '../access-tokens.js';
import type { Identity } from '../service.js';
import { SIGNING_ALGORITHM } from '../signing-keys.js';
import { realmParamsSchema } from './realm.js';

const jwksSchema = z.object({ keys: z.array(z.record(z.string(), z.unknown())) });

const discoverySchema = z.object({
  issuer: z.string(),
  token_endpoint: z.string(),
  jwks_uri: z.string(),
  end_session_endpoint: z.string(),
  grant_types_supported: z.array(z.string()),
  token_endpoint_auth_methods_supported: z.array(z.string()),
  subject_types_supported: z.array(z.string()),
  id_token_signing_alg_values_supported: z.array(z.string()),
  scopes_supported: z.array(z.string()),
  claims_supported: z.array(z.string()),
});

/** What a standard OpenID Connect client needs to find the keys and check tokens. */
export const discoveryRoutes: FastifyPluginAsyncZod<{ identity: Identity }> = async (
  app,
  { identity },
) => {
  app.get(
    '/:realm/protocol/openid-connect/certs',
    {
      config: { access: { kind: 'public' } },
      schema: {
        tags: ['identity'],
        summary: 'Public keys of the realm (JWKS)',
        params: realmParamsSchema,
        response: { 200: jwksSchema, 404: errorSchema },
      },
    },
    async () => ({ keys: await identity.keys.publicJwks() }),
  );

  app.get(
    '/:realm/.well-known/openid-configuration',
    {
      config: { access: { kind: 'public' } },
      schema: {
        tags: ['identity'],
        summary: 'OpenID Connect discovery document',
        params: realmParamsSchema,
        response: { 200: discoverySchema, 404: errorSchema },
      },
    },
    async () => {
      const endpoints = `${identity.issuer}/protocol/openid-connect`;
      return {
        issuer: identity.issuer,
        token_endpoint: `${endpoints}/token`,
        jwks_uri: `${endpoints}/certs`,
        end_session_endpoint: `${endpoints}/logout`,
        grant_types_supported: ['password', 'refresh_token'],
        token_endpoint_auth_methods_supported: ['none', 'client_secret_post'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: [SIGNING_ALGORITHM],
        scopes_supported: TOKEN_SCOPE.split(' '),
        claims_supported: [
          'iss',
          'sub',
          'aud',
          'exp',
          'iat',
          'sid',
          'azp',
          'email',
          'preferred_username',
        ],
      };
    },
  );
};

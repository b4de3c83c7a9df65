import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { registerPublicPlugin } from './access-guard.js';

const DOCS_PREFIX = '/api/docs';

/** The OpenAPI document is generated from the routes' zod schemas and served at /api/docs. */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Barnboard API',
        description:
          'Main API (/api), feed service API (/feed), integration API (/integration/v1) and identity provider (/realms/{realm}) of Barnboard.',
        version: '1.0.0',
      },
      tags: [
        {
          name: 'Integration API',
          description:
            'Read-only routes of one installed site for integrators, behind an installation’s access key (docs/integration-api.md)',
        },
      ],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          accessKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'bbi_<installation>_<secret>',
            description:
              'An installation’s access key (docs/integration-api.md): the integration API only',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    // Schemas registered with an id (the recursive LocationNode) become
    // components the routes refer to; without them a validator finds dangling references.
    transformObject: jsonSchemaTransformObject,
  });
  await registerPublicPlugin(app, swaggerUi, { routePrefix: DOCS_PREFIX });
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, locationTreeSchema } from '@barnboard/domain';
import { locations } from '../../db/schema/index.js';
import { acceptCsvBodies } from '../../lib/exchange-http.js';
import { listBuildings, listLocations } from '../../repositories/locations-repository.js';
import { importResponses, sendImport } from '../herd-records/import-answer.js';
import { recordsSite } from '../herd-records/records-site.js';
import { importLocations } from './import-service.js';
import { buildLocationTree } from './location-tree.js';

const paramsSchema = z.object({ siteId: z.uuid() });

/** JSON `{ locations: [...] }`, or CSV text (name;kind;building;parent;section). */
const importBodySchema = z.union([
  z.object({ locations: z.array(z.unknown()).max(10_000) }),
  z.string().describe('CSV text (Content-Type: text/csv)'),
]);

/** A site's locations below its buildings (docs/locations.md), mounted under /api. */
export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptCsvBodies(app);

  const siteOf = (siteId: string) => recordsSite(app.deps.db, siteId);

  app.get(
    '/sites/:siteId/locations',
    {
      config: { access: { kind: 'site', level: 'viewer', param: 'siteId' } },
      schema: {
        tags: ['main'],
        summary:
          "The site's buildings, rooms, pens, stalls, crates and feeding stations, as a tree",
        security: [{ bearer: [] }],
        params: paramsSchema,
        response: { 200: locationTreeSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const site = await siteOf(request.params.siteId);
      const [buildingRows, rows] = await Promise.all([
        listBuildings(app.deps.db, site),
        listLocations(app.deps.db, site),
      ]);
      return buildLocationTree(buildingRows, rows);
    },
  );

  app.post(
    '/sites/:siteId/locations/import',
    {
      config: { access: { kind: 'site', level: 'manager', param: 'siteId' } },
      schema: {
        tags: ['main'],
        summary: 'Imports locations (JSON or CSV), all or nothing, idempotent by name',
        security: [{ bearer: [] }],
        params: paramsSchema,
        body: importBodySchema,
        response: importResponses('locations'),
      },
    },
    async (request, reply) => {
      const site = await siteOf(request.params.siteId);
      const { body } = request;
      return sendImport(
        reply,
        typeof body === 'string' ? body : body.locations,
        (inputs, locate) => importLocations(app.deps.db, site, inputs, locate),
        [locations],
      );
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  animalCardSchema,
  animalParamsSchema,
  animalSearchQuerySchema,
  animalSearchSchema,
  canAccessArea,
  errorSchema,
  knowsTenantByName,
  withoutPeople,
} from '@barnboard/domain';
import { z } from 'zod';
import { dateInZone } from '../../lib/dates.js';
import { rulesSubject } from '../../plugins/access-guard.js';
import type { RecordsSite } from '../../repositories/herd-records-repository.js';
import { findSiteGrant } from '../../repositories/sites-repository.js';
import { recordsSite } from '../herd-records/records-site.js';
import { sharingViewer } from '../main-api/sharing-viewer.js';
import { animalCardOf } from './animal-card-service.js';
import { searchAnimalsOf } from './animal-search-service.js';

const viewer = { kind: 'site', level: 'viewer', param: 'siteId', area: 'zootech' } as const;
const refusals = { 400: errorSchema, 403: errorSchema, 404: errorSchema };

/** The sow search and the sow card (docs/animals.md). */
export const animalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const today = (site: RecordsSite) => dateInZone(app.deps.clock.now(), site.timezone);

  app.get(
    '/sites/:siteId/animals/search',
    {
      config: { access: viewer },
      schema: {
        tags: ['main'],
        summary:
          'The site’s females whose id, tag or RFID holds the words (accents, case and leading zeros ignored), exact matches first',
        security: [{ bearer: [] }],
        params: z.object({ siteId: z.uuid() }),
        querystring: animalSearchQuerySchema,
        response: { 200: animalSearchSchema, ...refusals },
      },
    },
    async (request) => {
      const site = await recordsSite(app.deps.db, request.params.siteId);
      return searchAnimalsOf(app.deps.db, site, request.query.q, today(site));
    },
  );

  app.get(
    '/sites/:siteId/animals/:animal',
    {
      config: { access: viewer },
      schema: {
        tags: ['main'],
        summary:
          'One female’s card: identity, state today, events, litters, feeding (with feeding access), the lists she is on and her records to fix',
        security: [{ bearer: [] }],
        params: animalParamsSchema,
        response: { 200: animalCardSchema, ...refusals },
      },
    },
    async (request) => {
      const site = await recordsSite(app.deps.db, request.params.siteId);
      // Her feeding only for a caller who may open a feeding area of the site (the feeding
      // routes' rule); the access guard has already checked zootech.
      const grant = await findSiteGrant(app.deps.db, site.id);
      const withFeeding =
        grant !== null &&
        canAccessArea(rulesSubject(request.subject!), grant, 'feeding', app.deps.clock.now());
      const card = await animalCardOf(
        app.deps.db,
        site,
        request.params.animal,
        today(site),
        withFeeding,
      );
      // A partner does not know the farm's people: who entered her events goes unnamed
      // (docs/access-rules.md, "Sharing names").
      const knowsPeople = knowsTenantByName(
        sharingViewer(request.subject!),
        site.tenantId,
        app.deps.clock.now(),
      );
      return knowsPeople ? card : { ...card, events: card.events.map(withoutPeople) };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DEFAULT_MATURITY_AGE_DAYS,
  errorSchema,
  farrowingInventoryQuerySchema,
  farrowingInventorySchema,
  herdInventoryQuerySchema,
  herdInventorySchema,
  locationUseQuerySchema,
  locationUseSchema,
  MAX_INVENTORY_PERIOD_DAYS,
  MAX_LOCATION_PERIOD_DAYS,
} from '@barnboard/domain';
import { dateInZone } from '../../lib/dates.js';
import { periodOfQuery } from '../../lib/report-period.js';
import type { RecordsSite } from '../../repositories/herd-records-repository.js';
import { recordsSite } from '../herd-records/records-site.js';
import { farrowingInventoryOf, herdInventoryOf, locationUseOf } from './inventory-service.js';

const access = { kind: 'site', level: 'viewer', param: 'siteId', area: 'zootech' } as const;
const refusals = { 400: errorSchema, 403: errorSchema, 404: errorSchema };
const params = z.object({ siteId: z.uuid() });

/** The inventory reports: herd inventory, farrowing inventory, location use (docs/inventory.md). */
export const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const today = (site: RecordsSite) => dateInZone(app.deps.clock.now(), site.timezone);

  app.get(
    '/sites/:siteId/herd-inventory',
    {
      config: { access },
      schema: {
        tags: ['main'],
        summary:
          'Females present on a day by status, room and parity, the parity profile against the one the period’s retention leads to, and the period’s average inventories',
        security: [{ bearer: [] }],
        params,
        querystring: herdInventoryQuerySchema,
        response: { 200: herdInventorySchema, ...refusals },
      },
    },
    async (request) => {
      const site = await recordsSite(app.deps.db, request.params.siteId);
      const period = periodOfQuery(request.query, {
        today: today(site),
        tile: 'active-sows',
        maxDays: MAX_INVENTORY_PERIOD_DAYS,
      });
      const maturityAge = request.query.maturity_age ?? DEFAULT_MATURITY_AGE_DAYS;
      return herdInventoryOf(app.deps.db, site, period, maturityAge);
    },
  );

  app.get(
    '/sites/:siteId/farrowing-inventory',
    {
      config: { access },
      schema: {
        tags: ['main'],
        summary:
          'The litters on hand on a day: sow, crate, lactation day, piglets in and out, due weaning',
        security: [{ bearer: [] }],
        params,
        querystring: farrowingInventoryQuerySchema,
        response: { 200: farrowingInventorySchema, ...refusals },
      },
    },
    async (request) => {
      const site = await recordsSite(app.deps.db, request.params.siteId);
      return farrowingInventoryOf(app.deps.db, site, request.query.date ?? today(site));
    },
  );

  app.get(
    '/sites/:siteId/location-use',
    {
      config: { access },
      schema: {
        tags: ['main'],
        summary:
          'Each room and place over a period: animals, occupancy, days empty; crates occupied per day and the crate calendar',
        security: [{ bearer: [] }],
        params,
        querystring: locationUseQuerySchema,
        response: { 200: locationUseSchema, ...refusals },
      },
    },
    async (request) => {
      const site = await recordsSite(app.deps.db, request.params.siteId);
      const period = periodOfQuery(request.query, {
        today: today(site),
        tile: 'locations',
        maxDays: MAX_LOCATION_PERIOD_DAYS,
      });
      return locationUseOf(app.deps.db, site, period);
    },
  );
};

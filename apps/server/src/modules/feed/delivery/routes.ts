import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DELIVERY_ORDER_LEVELS,
  deliveryOrderActionBodySchema,
  deliveryOrderAnswerSchema,
  deliveryOrderCreateSchema,
  deliveryOrderParamsSchema,
  deliveryOrdersAnswerSchema,
  deliveryPlanSchema,
  deliverySettingsAnswerSchema,
  deliverySettingsUpdateSchema,
  deliverySiteParamsSchema,
  deliveryTenantParamsSchema,
  errorSchema,
  staleWriteErrorSchema,
  deliveryOrderSchema,
  type DeliveryOrderAction,
} from '@barnboard/domain';
import { rulesSubject } from '../../../plugins/access-guard.js';
import { auditActor } from '../../../repositories/audit-repository.js';
import { findSiteGrant } from '../../../repositories/sites-repository.js';
import { moveOrder, oneOrder, requestOrder, tenantOrders } from './orders-service.js';
import { deliveryPlan, siloSitesOf } from './plan-service.js';
import {
  changeDeliverySettings,
  settingsAnswer,
  tenantDeliverySettings,
} from './settings-service.js';

/**
 * Delivery planning's routes (docs/bins.md, "Delivery planning"), under /feed: the tenant's
 * delivery settings, the 14-day plan of a site or a tenant, and feed orders.
 */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, mailer } = app.deps;
  const tenantAdmin = { access: { kind: 'tenant', level: 'admin', param: 'tenantId' } } as const;
  const onSite = (level: 'viewer' | 'manager' | 'admin') =>
    ({ access: { kind: 'site', level, param: 'siteId', area: 'silo' } }) as const;
  const refusals = { 403: errorSchema, 404: errorSchema };

  app.get(
    '/tenants/:tenantId/delivery-settings',
    {
      config: tenantAdmin,
      schema: {
        tags: ['feed'],
        summary:
          "The tenant's delivery settings: truck, lead days, the mill's e-mail (its owners and admins)",
        security: [{ bearer: [] }],
        params: deliveryTenantParamsSchema,
        response: { 200: deliverySettingsAnswerSchema, ...refusals },
      },
    },
    async (request) => settingsAnswer(await tenantDeliverySettings(db, request.params.tenantId)),
  );

  app.put(
    '/tenants/:tenantId/delivery-settings',
    {
      config: tenantAdmin,
      schema: {
        tags: ['feed'],
        summary:
          "Replaces the tenant's delivery settings, with the expected_updated_at they were read at (409 with the current ones when they changed since)",
        security: [{ bearer: [] }],
        params: deliveryTenantParamsSchema,
        body: deliverySettingsUpdateSchema,
        response: {
          200: deliverySettingsAnswerSchema,
          400: errorSchema,
          ...refusals,
          409: staleWriteErrorSchema(deliverySettingsAnswerSchema),
        },
      },
    },
    async (request) => {
      const { tenantId } = request.params;
      await changeDeliverySettings(
        db,
        tenantId,
        request.body,
        auditActor(request.subject!),
        clock.now(),
      );
      return settingsAnswer(await tenantDeliverySettings(db, tenantId));
    },
  );

  app.get(
    '/sites/:siteId/delivery-plan',
    {
      config: onSite('viewer'),
      schema: {
        tags: ['feed'],
        summary:
          "The site's delivery plan of the coming 14 days: trips, and each bin's empty-by date",
        security: [{ bearer: [] }],
        params: deliverySiteParamsSchema,
        response: { 200: deliveryPlanSchema, ...refusals },
      },
    },
    async (request) => {
      const site = (await findSiteGrant(db, request.params.siteId))!;
      return deliveryPlan(db, site.tenant.cloud_id, [site.id], clock.now());
    },
  );

  app.get(
    '/tenants/:tenantId/delivery-plan',
    {
      config: { access: { kind: 'signed-in' } },
      schema: {
        tags: ['feed'],
        summary:
          "The delivery plan of the tenant's sites the caller sees with silo access (none: an empty plan)",
        security: [{ bearer: [] }],
        params: deliveryTenantParamsSchema,
        response: { 200: deliveryPlanSchema, ...refusals },
      },
    },
    async (request) => {
      const { tenantId } = request.params;
      const now = clock.now();
      const subject = request.subject!;
      const siteIds = await siloSitesOf(db, rulesSubject(subject), subject.user.id, tenantId, now);
      return deliveryPlan(db, tenantId, siteIds, now);
    },
  );

  app.get(
    '/tenants/:tenantId/delivery-orders',
    {
      config: { access: { kind: 'signed-in' } },
      schema: {
        tags: ['feed'],
        summary:
          "The feed orders of the tenant's sites the caller sees with silo access, with what the sensors saw delivered",
        security: [{ bearer: [] }],
        params: deliveryTenantParamsSchema,
        response: { 200: deliveryOrdersAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      const { tenantId } = request.params;
      const now = clock.now();
      const subject = request.subject!;
      const siteIds = await siloSitesOf(db, rulesSubject(subject), subject.user.id, tenantId, now);
      return { orders: await tenantOrders(db, tenantId, siteIds, now) };
    },
  );

  app.post(
    '/sites/:siteId/delivery-orders',
    {
      config: onSite(DELIVERY_ORDER_LEVELS.request),
      schema: {
        tags: ['feed'],
        summary:
          "Requests a feed delivery (its managers): one feed for bins of the site on a wished date; e-mailed to the tenant's mill address, and a delivery_order.changed webhook to the site's integrations (so is each change of state)",
        security: [{ bearer: [] }],
        params: deliverySiteParamsSchema,
        body: deliveryOrderCreateSchema,
        response: { 201: deliveryOrderAnswerSchema, 400: errorSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const site = (await findSiteGrant(db, request.params.siteId))!;
      const { user } = request.subject!;
      const now = clock.now();
      const { orderId, mailed } = await requestOrder(
        db,
        mailer,
        { id: site.id, tenantId: site.tenant.cloud_id },
        request.body,
        { ...auditActor(request.subject!), email: user.email, locale: user.locale },
        now,
      );
      return reply.code(201).send({ order: await oneOrder(db, site.id, orderId, now), mailed });
    },
  );

  const actionSummaries: Record<DeliveryOrderAction, string> = {
    confirm: "Records that the mill confirmed a requested order (the site's admins)",
    deliver: "Records that a requested or confirmed order was delivered (the site's managers)",
    cancel: "Cancels a requested or confirmed order (the site's managers)",
  };
  for (const action of ['confirm', 'deliver', 'cancel'] as const) {
    app.post(
      `/sites/:siteId/delivery-orders/:orderId/${action}`,
      {
        config: onSite(DELIVERY_ORDER_LEVELS[action]),
        schema: {
          tags: ['feed'],
          summary: `${actionSummaries[action]}; 409 for an order in another state or changed since it was read`,
          security: [{ bearer: [] }],
          params: deliveryOrderParamsSchema,
          body: deliveryOrderActionBodySchema,
          response: {
            200: deliveryOrderAnswerSchema,
            400: errorSchema,
            ...refusals,
            409: staleWriteErrorSchema(deliveryOrderSchema).partial({ current: true }),
          },
        },
      },
      async (request) => {
        const { siteId, orderId } = request.params;
        const now = clock.now();
        await moveOrder(
          db,
          siteId,
          orderId,
          action,
          request.body.expected_updated_at,
          auditActor(request.subject!),
          now,
        );
        return { order: await oneOrder(db, siteId, orderId, now) };
      },
    );
  }
};

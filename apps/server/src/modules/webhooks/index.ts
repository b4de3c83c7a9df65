import type { FastifyInstance } from 'fastify';
import { WebhookDispatcher } from './dispatcher.js';
import { webhookRoutes } from './webhook-routes.js';

export { BIN_WARNINGS_EVERY_MS, WebhookDispatcher } from './dispatcher.js';
export { recordStationNotifications } from './station-notifications.js';

/**
 * Webhooks (docs/integration-api.md): the integrator area's routes under /api, and the outbox's
 * dispatcher (app.webhookDispatcher), which server.ts starts and stops; tests drive it by hand.
 */
export async function installWebhooks(app: FastifyInstance): Promise<void> {
  app.decorate(
    'webhookDispatcher',
    new WebhookDispatcher({
      db: app.deps.db,
      clock: app.deps.clock,
      log: app.log,
      addressRule: { allowLoopback: app.deps.config.webhookAllowLoopback },
    }),
  );
  app.addHook('onClose', () => app.webhookDispatcher.stop());
  await app.register(webhookRoutes, { prefix: '/api' });
}

// Declaration merging is the only way to type Fastify's decorators, so interfaces are needed here.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyInstance {
    webhookDispatcher: WebhookDispatcher;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

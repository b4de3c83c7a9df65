import type { FastifyInstance } from 'fastify';
import { connectionSettingsOf } from '../../db/database.js';
import { LiveHub } from './live-hub.js';
import { liveRoutes } from './live-routes.js';
import { LIVE_HEARTBEAT_MS, LIVE_RECHECK_MS } from './timing.js';

/**
 * Live streams (docs/live.md): GET /api/live, and the server's hub (app.liveHub). Streams end when
 * the server begins to close, so the drain does not wait on them.
 */
export async function installLive(app: FastifyInstance): Promise<void> {
  app.decorate(
    'liveHub',
    new LiveHub({
      connection: () => {
        const url = app.deps.config.listenDatabaseUrl;
        return url ? { connectionString: url } : connectionSettingsOf(app.deps.db);
      },
      log: app.log,
      heartbeatMs: LIVE_HEARTBEAT_MS,
      recheckMs: LIVE_RECHECK_MS,
    }),
  );
  app.addHook('preClose', () => app.liveHub.stop());
  await app.register(liveRoutes, { prefix: '/api' });
}

// Declaration merging is the only way to type Fastify's decorators, so interfaces are needed here.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyInstance {
    liveHub: LiveHub;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

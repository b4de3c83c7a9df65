import type { FastifyInstance } from 'fastify';
import { IngestKeyVerifier } from './ingest-auth.js';
import { ingestKeysRoutes } from './ingest-keys-routes.js';
import { ingestRoutes } from './ingest-routes.js';
import { ingestUplinks } from './ingest-service.js';
import { installMqttIngest } from './mqtt-ingest.js';
import { UplinkCoalescer } from './uplink-coalescer.js';

export { ingestUplinks, type IngestCounts } from './ingest-service.js';

/**
 * L-Track ingestion (docs/ingestion.md): the network servers' routes under /ingest, authenticated
 * by ingest keys through the access guard; the ingest-key admin routes under /api; and, with
 * MQTT_URL, the broker subscriptions. Decorates app.ingestKeys, which the guard checks keys with.
 */
export async function installIngest(app: FastifyInstance): Promise<void> {
  app.decorate(
    'ingestKeys',
    new IngestKeyVerifier(app.deps.db, () => app.deps.clock.now().getTime()),
  );
  app.decorateRequest('ingestCaller', null);
  // Single uplinks, by HTTP and by MQTT, are written in groups (docs/ingestion.md, "Speed").
  const coalescer = new UplinkCoalescer((tenantId, uplinks) =>
    ingestUplinks(app.deps.db, tenantId, uplinks, app.deps.clock.now(), 'each'),
  );
  await app.register(ingestRoutes, { prefix: '/ingest', coalescer });
  await app.register(ingestKeysRoutes, { prefix: '/api' });
  if (app.deps.config.mqttUrl) installMqttIngest(app, app.deps.config.mqttUrl, coalescer);
}

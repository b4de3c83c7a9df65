import helmet from '@fastify/helmet';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { databaseRateLimitStore } from './rate-limit-store.js';

/**
 * Safe HTTP defaults in one place, installed before the access guard so that they also shape its
 * refusals. The content security policy allows only this origin; styles may be inline because
 * the component library injects them at run time.
 */
export async function installSecurity(
  app: FastifyInstance,
  rateLimitPerMinute: number,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'upgrade-insecure-requests': null,
      },
    },
    // The app is served over plain HTTP on localhost too; HSTS belongs to the TLS front end.
    strictTransportSecurity: false,
  });
  // A global ceiling per signed-in account, or per client address before sign-in; sign-in routes
  // set stricter limits of their own. The plugin's hook is added to each route, so it runs after
  // the access guard has identified the caller (onRequest) and before it refuses anyone
  // (preParsing): unauthenticated requests are counted too. The web app's hashed files are
  // exempt: one fresh load fetches about 70 of them, so an office of a few people behind one
  // address would otherwise be refused its scripts within minutes.
  await app.register(rateLimit, {
    global: true,
    max: rateLimitPerMinute,
    timeWindow: '1 minute',
    keyGenerator: rateLimitKey,
    store: databaseRateLimitStore({ db: app.deps.db, clock: app.deps.clock, log: app.log }),
    allowList: (request) => request.method === 'GET' && request.url.startsWith('/assets/'),
  });
}

/**
 * The account a valid token names, otherwise the client address (an IPv6 address by its /64, as
 * the plugin does by default: one host holds a whole /64).
 */
export function rateLimitKey(request: FastifyRequest): string {
  const verified = request.verifiedToken;
  return verified ? `user:${verified.userId}` : `ip:${normalizeIP(request.ip)}`;
}

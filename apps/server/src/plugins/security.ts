import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/**
 * Safe HTTP defaults in one place. The content security policy allows only this origin; styles
 * may be inline because the component library injects them at run time.
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
  // A global ceiling per client address; sign-in routes set stricter limits of their own. The web
  // app's hashed files are exempt: one fresh load fetches about 70 of them, so an office of a few
  // people behind one address would otherwise be refused its scripts within minutes.
  await app.register(rateLimit, {
    global: true,
    max: rateLimitPerMinute,
    timeWindow: '1 minute',
    allowList: (request) => request.method === 'GET' && request.url.startsWith('/assets/'),
  });
}

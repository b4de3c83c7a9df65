import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { registerPublicPlugin } from './access-guard.js';
import { httpError } from './errors.js';

const API_PREFIXES = ['/api', '/feed', '/realms', '/ingest'];

/** Whether a URL is under an API prefix: the prefix itself or below it, so /feeding is the app's. */
export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0]!;
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * Serves the built web app. Any other GET that asks for HTML gets index.html, so that deep links
 * into the single-page app work; API paths keep their JSON 404.
 */
export async function installWebApp(app: FastifyInstance, webDist: string | null): Promise<void> {
  const indexFile = webDist && path.join(webDist, 'index.html');
  // Read once: the app shell is small and changes only with a new build (and a restart).
  const indexHtml = indexFile && fs.existsSync(indexFile) ? fs.readFileSync(indexFile) : null;
  if (webDist && indexHtml) {
    await registerPublicPlugin(app, fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies (apps/web/vite.config.ts): sent to browsers that
      // accept them, with the original's type.
      preCompressed: true,
      // Hashed assets never change; other files (icons) keep their name across releases, so
      // they are checked again each time, like index.html (below). The static server's own
      // Cache-Control (max-age=0) would overwrite these: it is turned off.
      cacheControl: false,
      setHeaders: (res, file) => {
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        // A cache between browser and server must not give the Brotli copy to a browser without it.
        res.setHeader('vary', 'accept-encoding');
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else if (webDist) {
    app.log.warn({ webDist }, 'web app not built: only the APIs are served');
  }

  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: 120, timeWindow: '1 minute' }) },
    async (request, reply) => {
      const isApi = isApiPath(request.url);
      if (
        indexHtml &&
        !isApi &&
        ['GET', 'HEAD'].includes(request.method) &&
        request.headers.accept?.includes('text/html')
      ) {
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(indexHtml);
      }
      throw httpError(
        404,
        'not_found',
        `No route for ${request.method} ${request.url.split('?')[0]}`,
      );
    },
  );
}

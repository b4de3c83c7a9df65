import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@barnboard/domain';
import { recheckCaller, recheckGroup } from '../../plugins/access-guard.js';
import { httpError } from '../../plugins/errors.js';
import { MAX_LIVE_STREAMS_PER_USER } from './live-hub.js';
import { liveScopeOf } from './live-scope.js';
import { LIVE_HEARTBEAT_MS } from './timing.js';

/**
 * GET /api/live: the signed-in page's stream of server-sent events (docs/live.md). It tells which
 * of the user's sites changed, by topic; the page fetches what it shows again.
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/live',
    {
      config: { access: { kind: 'signed-in' } },
      schema: {
        tags: ['main'],
        summary: "Server-sent events: which of the user's sites changed, by topic",
        description:
          'A text/event-stream. First `ready` (`{"heartbeat_ms": …}`), then a `bins`, `feeding` ' +
          'or `notifications` event (`{"topic": …, "site": …}`) for each committed change the ' +
          "user's areas on the site open; `resync` when changes may have been missed; `end` " +
          '(`{"reason": "unauthorized" | "server_stopping"}`) before the server closes it. Comment ' +
          'lines come every heartbeat.',
        security: [{ bearer: [] }],
        response: {
          200: z.unknown().describe('A text/event-stream of the events above'),
          401: errorSchema,
          403: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { db, clock } = app.deps;
      const scope = await liveScopeOf(db, request.subject!, clock.now());
      const stream = await app.liveHub.open(
        scope,
        async () => {
          const subject = await recheckCaller(app, request);
          return subject ? liveScopeOf(db, subject, clock.now()) : null;
        },
        recheckGroup(request),
        request.subject!.user.id,
      );
      if (!stream) {
        throw httpError(
          429,
          'too_many_live_streams',
          `At most ${MAX_LIVE_STREAMS_PER_USER} pages of one account follow live changes at once: close some`,
        );
      }
      stream.send('ready', { heartbeat_ms: LIVE_HEARTBEAT_MS });
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-store, no-transform')
          // nginx and others would otherwise hold the events back to fill a buffer.
          .header('x-accel-buffering', 'no')
          .send(stream.body)
      );
    },
  );
};

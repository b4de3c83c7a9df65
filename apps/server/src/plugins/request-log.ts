import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** A request answered in this long or more is logged at the default level (info), as slow. */
export const SLOW_REQUEST_MS = 1_000;

/**
 * One log line per answered request, where Fastify writes two (received, then completed): the
 * method, the path without its query string (which may carry a reset or sign-in token), the
 * status and the time taken, as a message that reads on its own at a terminal and as fields for a
 * log collector. At the default level only what an operator must see: server errors (error) and
 * slow answers (warn); every other request at debug (LOG_LEVEL=debug), so that a day of clicking
 * does not bury the start-up banner and the warnings. Fastify's other lines stay as they are.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const path = request.url.split('?', 1)[0];
    const status = reply.statusCode;
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    const fields = { method: request.method, path, status, ms };
    const message = `${request.method} ${path} ${status} ${ms} ms`;
    if (error) reply.log.error({ ...fields, err: error }, message);
    else if (status >= 500) reply.log.error(fields, message);
    else if (ms >= SLOW_REQUEST_MS) reply.log.warn(fields, `${message} (slow)`);
    else reply.log.debug(fields, message);
  }
}

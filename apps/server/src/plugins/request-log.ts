import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per answered request, where Fastify writes two (received, then completed): the
 * method, the path without its query string (which may carry a reset or sign-in token), the
 * status and the time taken, as a message that reads on its own at a terminal and as fields for a
 * log collector. Fastify's other lines (errors, a route not found) stay as they are.
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
    else reply.log.info(fields, message);
  }
}

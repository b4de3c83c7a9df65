import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { FIELDS_REQUIRED_MESSAGE, type ApiError } from '@barnboard/domain';
import { databaseOutage } from '../lib/database-outage.js';
import { validationDetails } from './validation-details.js';

/** An error that reaches the client as it is: a status, a machine code and a readable message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: ApiError['details'],
  ) {
    super(message);
  }
}

/**
 * A write based on a version of a record that has changed since it was read (409): the answer
 * carries the record as it is now, so the client can show it and let the user decide. Other
 * conflicts that answer the current record (a membership that already exists) name their code.
 */
export class StaleWriteError extends HttpError {
  constructor(
    readonly current: unknown,
    code = 'edited_elsewhere',
    message = 'This record was changed by someone else since you opened it; here it is as it is now',
  ) {
    super(409, code, message);
  }
}

export function httpError(
  statusCode: number,
  code: string,
  message: string,
  details?: ApiError['details'],
) {
  return new HttpError(statusCode, code, message, details);
}

const reasons: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  406: 'Not Acceptable',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Seconds a client is asked to wait when the database cannot be reached. */
const OUTAGE_RETRY_AFTER_SECONDS = 5;

function body(
  statusCode: number,
  message: string,
  code?: string,
  details?: ApiError['details'],
): ApiError {
  return {
    statusCode,
    error: reasons[statusCode] ?? 'Error',
    message,
    ...(code ? { code } : {}),
    ...(details ? { details } : {}),
  };
}

/**
 * Fastify's own answer to a path it cannot route (a parameter whose percent-encoding is not
 * UTF-8, or longer than its limit), said as every bad input is: 400 naming the path parameters.
 * Fastify would echo the whole path, however long, in a shape of its own.
 */
export function answerBadUrl(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const reason =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'is longer than a path parameter may be'
      : 'is not valid percent-encoded UTF-8';
  void reply
    .code(400)
    .send(body(400, `params: ${reason}`, 'invalid_url', [{ field: 'params', reason }]));
}

/**
 * One error handler for the whole server. Bad input answers 400 naming each field and why;
 * server errors are logged in full and answered without details.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof StaleWriteError) {
      return reply
        .code(409)
        .send({ ...body(409, error.message, error.code), current: error.current });
    }
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send(body(error.statusCode, error.message, error.code, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'request';
      const details = validationDetails(error.validation, where);
      // A form whose fields are all required says so in spec §5's words (an integration).
      if (details.every((d) => d.reason === FIELDS_REQUIRED_MESSAGE)) {
        return reply.code(400).send(body(400, FIELDS_REQUIRED_MESSAGE, 'fields_required', details));
      }
      const summary = details.map((d) => `${d.field}: ${d.reason}`).join('; ');
      return reply.code(400).send(body(400, summary, 'validation_error', details));
    }
    const status = error.statusCode ?? 500;
    const outage = status >= 500 ? databaseOutage(error) : null;
    if (outage) {
      // The driver's own error only: a wrapping query error would carry the query's parameters.
      const { code } = outage as { code?: unknown };
      request.log.error({ code, reason: outage.message }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS))
        .send(
          body(503, 'The database cannot be reached, try again shortly', 'database_unavailable'),
        );
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .code(500)
        .send(body(500, 'The server could not answer your request, try again', 'server_error'));
    }
    // Fastify's own client errors (malformed JSON, body too large, wrong content type…).
    return reply.code(status).send(body(status, error.message, error.code?.toLowerCase()));
  });
}

import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

/**
 * Fields of errors that carry the values of a query, which are personal data (names, e-mail
 * addresses, password hashes): Drizzle's DrizzleQueryError keeps the query's `params`, and a
 * PostgreSQL error (node-postgres, PGlite) names the offending values in `detail` ("Key
 * (email)=(…) already exists"), `where` and `internalQuery`. The SQL text, the message, the
 * PostgreSQL code, constraint and table are kept: they are what an operator needs.
 */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery']);
const MAX_CAUSES = 5;

type SerializedError = { type: string; message: string; stack: string; [field: string]: unknown };

/** DrizzleQueryError writes its parameters into its message too ("…\nparams: a,b"): cut off. */
function messageOf(error: Error): string {
  return 'params' in error ? error.message.split('\nparams: ')[0]! : error.message;
}

/**
 * The `err` serializer of every log line: an error's type, message, stack and own fields, and
 * those of its causes, without the values of any SQL query (VALUE_FIELDS).
 */
export function serializeError(error: Error, depth = 0): SerializedError {
  // Pino hands over whatever was logged under `err`, not always an error.
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const message = messageOf(error);
  const serialized: SerializedError = {
    type: error.constructor.name,
    message,
    stack: (error.stack ?? '').replace(error.message, message),
  };
  for (const [field, value] of Object.entries(error)) {
    if (!VALUE_FIELDS.has(field) && field !== 'cause') serialized[field] = value;
  }
  const { cause } = error;
  if (depth < MAX_CAUSES && cause !== undefined) {
    serialized.cause = cause instanceof Error ? serializeError(cause, depth + 1) : cause;
  }
  return serialized;
}

export type LoggerOption =
  | boolean
  | {
      level: string;
      stream?: DestinationStream;
      /** For a person at a terminal. */ pretty?: boolean;
    };

/**
 * Fastify's logger with the error serializer above; false: no logging (tests). `pretty` writes
 * readable lines (pino-pretty: time, level, message, fields) for a terminal; otherwise a JSON
 * object per line, for a log collector.
 */
export function loggerOptions(option: LoggerOption): FastifyServerOptions['logger'] {
  if (option === false) return false;
  const { pretty = false, ...rest } = option === true ? {} : option;
  return {
    ...rest,
    serializers: { err: serializeError },
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: {
              translateTime: 'SYS:HH:MM:ss',
              // A request's line says them in its message already (request-log.ts).
              ignore: 'pid,hostname,reqId,method,path,status,ms',
              singleLine: true,
            },
          },
        }
      : {}),
  };
}

/**
 * Whether an error means the database cannot be reached now (docs/operations.md): the request
 * was fine and may succeed later, so it is answered 503 with Retry-After, not 500. Drizzle wraps
 * driver errors (their `cause`), so the whole chain is looked at.
 */

/** SQLSTATE codes of PostgreSQL for a database that is down, starting or out of connections. */
const OUTAGE_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Class 08: connection exceptions. */
const CONNECTION_CLASS = '08';

/** Socket errors on the way to a PostgreSQL server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * What node-postgres says when there is no database to talk to: a connection lost, a pool that
 * waited too long for one, a pool or client closed.
 */
const OUTAGE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
];

/** The driver's error that says the database cannot be reached, if `error` is or wraps one. */
export function databaseOutage(error: unknown): Error | null {
  for (let at = error, hops = 0; at instanceof Error && hops < 5; at = at.cause, hops++) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (OUTAGE_CODES.has(code) || NETWORK_CODES.has(code)) return at;
      if (code.length === 5 && code.startsWith(CONNECTION_CLASS)) return at;
    }
    const { message } = at;
    if (OUTAGE_MESSAGES.some((pattern) => pattern.test(message))) return at;
  }
  return null;
}

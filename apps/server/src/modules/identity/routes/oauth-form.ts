import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../../../plugins/errors.js';
import { OAuthError } from '../oauth-error.js';

const GRANT_TYPES = new Set(['password', 'refresh_token']);

/** RFC 6749 §5.1: token answers, errors included, are never cached. */
export function noStore(reply: FastifyReply): void {
  void reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
}

/** What a form that failed validation deserves: an unknown grant, or a missing or bad parameter. */
function fromInvalidForm(issues: { instancePath: string }[], body: unknown): OAuthError {
  const grantType = (body as Record<string, unknown> | undefined)?.grant_type;
  if (typeof grantType === 'string' && !GRANT_TYPES.has(grantType)) {
    return new OAuthError('unsupported_grant_type', `Unsupported grant_type: ${grantType}`);
  }
  const fields = issues.map((issue) => issue.instancePath.replace(/^\//, '')).filter(Boolean);
  const named = fields.length > 0 ? `: ${[...new Set(fields)].join(', ')}` : '';
  return new OAuthError('invalid_request', `Missing or invalid parameter${named}`);
}

/**
 * Route error handler of the token and logout endpoints: their clients expect the OAuth error
 * form, also for a body that fails validation or is not a form. Anything else (unknown realm,
 * rate limit, a body too large, server error) goes on to the server's error handler.
 */
export function oauthErrorHandler(
  error: FastifyError | HttpError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  let oauth: OAuthError | null = null;
  if (error instanceof OAuthError) oauth = error;
  else if (hasZodFastifySchemaValidationErrors(error))
    oauth = fromInvalidForm(error.validation, request.body);
  else if (error.code?.startsWith('FST_ERR_CTP_') && error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') {
    oauth = new OAuthError('invalid_request', 'The body must be application/x-www-form-urlencoded');
  } else if (error instanceof HttpError && error.statusCode === 400) {
    // A body the server's parsers refused (not UTF-8, a NUL character): said the OAuth way.
    oauth = new OAuthError('invalid_request', error.message);
  }
  if (!oauth) throw error;
  noStore(reply);
  void reply.code(oauth.statusCode).send(oauth.body());
}

/** RFC 6749 §3.2: the token endpoint takes forms only. */
export function requireForm(request: FastifyRequest): void {
  if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
    throw new OAuthError('invalid_request', 'The body must be application/x-www-form-urlencoded');
  }
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authResponseSchema,
  errorSchema,
  okSchema,
  recoverRequestSchema,
  resetPasswordRequestSchema,
  signInCredentialsSchema,
  checkJsonInput,
} from '@barnboard/domain';
import { inputIssueError } from '../../lib/request-body.js';
import { invalidUtf8Offset } from '../../lib/utf8.js';
import { httpError } from '../../plugins/errors.js';

/** Per client address, on top of the per-account and per-address lockout. */
const SIGN_IN_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };
/** Each recovery request sends a mail: kept rare per address. */
const RECOVER_RATE_LIMIT = { max: 5, timeWindow: '15 minutes' };
/** Each reset attempt costs an argon2 hash when its token is good. */
const RESET_RATE_LIMIT = { max: 10, timeWindow: '15 minutes' };

const basicAuthHeaders = z.looseObject({
  authorization: z.string().optional().describe('Basic base64(username:password)'),
});

const HEADER = 'headers.authorization';

/** 400 `invalid_request` naming the part of the header that is missing. */
function missingPart(field: string, reason: string) {
  return httpError(400, 'invalid_request', `${field}: ${reason}`, [{ field, reason }]);
}

/**
 * `Basic base64(username:password)`; the password may contain colons, the username may not, so
 * credentials with nothing before their first colon have no username. Credentials no account can
 * have (not UTF-8, a NUL character, too long) answer 400 naming the header, as the token endpoint
 * does, before any account is looked up or a failure counted.
 */
function basicCredentials(header: string | undefined): { username: string; password: string } {
  const [scheme, encoded] = header?.trim().split(/\s+/) ?? [];
  if (scheme?.toLowerCase() !== 'basic' || !encoded)
    throw missingPart(HEADER, 'must be Basic base64(username:password)');
  const bytes = Buffer.from(encoded, 'base64');
  if (invalidUtf8Offset(bytes) !== null)
    throw inputIssueError({ field: HEADER, reason: 'is not valid UTF-8 once decoded' });
  const decoded = bytes.toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) throw missingPart(HEADER, 'must hold username:password once decoded');
  if (colon === 0)
    throw missingPart(
      `${HEADER}.username`,
      'is missing before the first colon (a username holds no colon)',
    );
  const credentials = { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
  const issue = checkJsonInput(credentials, HEADER);
  if (issue) throw inputIssueError(issue);
  const parsed = signInCredentialsSchema.safeParse(credentials);
  if (!parsed.success) {
    const [first] = parsed.error.issues;
    throw inputIssueError({ field: `${HEADER}.${first!.path.join('.')}`, reason: first!.message });
  }
  return credentials;
}

/** Sign-in with basic credentials, and password recovery (spec §7). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth',
    {
      config: { access: { kind: 'public' }, rateLimit: SIGN_IN_RATE_LIMIT },
      schema: {
        tags: ['main'],
        summary: 'Signs in with basic credentials; answers a short-lived access token',
        headers: basicAuthHeaders,
        response: {
          200: authResponseSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const credentials = basicCredentials(request.headers.authorization);
      const check = await app.identity.checkCredentials(
        credentials.username,
        credentials.password,
        request.ip,
      );
      void reply.header('cache-control', 'no-store');
      if (!check.ok) {
        if (check.reason === 'user_notfound')
          throw httpError(404, 'user_notfound', 'user_notfound');
        // Spec §8's users messages: the account is not confirmed yet, or deactivated.
        if (check.reason !== 'authentication_failed')
          throw httpError(403, check.reason, check.reason);
        throw httpError(401, 'authentication_failed', 'authentication_failed');
      }
      return { token: await app.identity.issueAccessToken(check.userId) };
    },
  );

  app.post(
    '/user/recover',
    {
      config: { access: { kind: 'public' }, rateLimit: RECOVER_RATE_LIMIT },
      schema: {
        tags: ['main'],
        summary: 'Mails a password-recovery link valid for one hour',
        body: recoverRequestSchema,
        response: { 200: okSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      // The spec asks for user_notfound on an unknown address (see docs/security.md).
      const outcome = await app.identity.requestPasswordReset(request.body.email);
      if (outcome === 'user_notfound') throw httpError(404, 'user_notfound', 'user_notfound');
      return { ok: true as const };
    },
  );

  app.post(
    '/user/reset-password',
    {
      config: { access: { kind: 'public' }, rateLimit: RESET_RATE_LIMIT },
      schema: {
        tags: ['main'],
        summary: 'Sets a new password with the token of a recovery link',
        body: resetPasswordRequestSchema,
        response: { 200: okSchema, 400: errorSchema },
      },
    },
    async (request) => {
      const outcome = await app.identity.resetPassword(request.body.token, request.body.password);
      if (outcome === 'invalid_token') {
        throw httpError(
          400,
          'invalid_token',
          'This password-recovery link is invalid, already used or expired',
        );
      }
      return { ok: true as const };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorSchema,
  firstPasswordChangeSchema,
  invitationAcceptedSchema,
  invitationAcceptSchema,
  invitationDetailsSchema,
  invitationTokenSchema,
  userSchema,
} from '@barnboard/domain';
import { acceptInvitation, changeFirstPassword, inspectInvitation } from './invitation-service.js';

/** Each look-up or acceptance of a link is kept rare per address, as password resets are. */
const INVITATION_RATE_LIMIT = { max: 10, timeWindow: '15 minutes' };
/** Each attempt costs an argon2 verification. */
const FIRST_PASSWORD_RATE_LIMIT = { max: 10, timeWindow: '15 minutes' };

/** The invited person's side: the invitation page, and the first-sign-in password change. */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    '/invitation/inspect',
    {
      config: { access: { kind: 'public' }, rateLimit: INVITATION_RATE_LIMIT },
      schema: {
        tags: ['main'],
        summary: 'Whom a live invitation link is for, and to which tenants',
        body: invitationTokenSchema,
        response: { 200: invitationDetailsSchema, 400: errorSchema },
      },
    },
    async (request) => inspectInvitation(deps, request.body.token),
  );

  app.post(
    '/invitation/accept',
    {
      config: { access: { kind: 'public' }, rateLimit: INVITATION_RATE_LIMIT },
      schema: {
        tags: ['main'],
        summary: 'Spends an invitation link: sets the password and records the terms accepted',
        body: invitationAcceptSchema,
        response: { 200: invitationAcceptedSchema, 400: errorSchema },
      },
    },
    async (request) => acceptInvitation(deps, request.body.token, request.body.password),
  );

  app.post(
    '/user/first-password',
    {
      // The one call besides the agreements page's that an account with a handed-over password makes.
      config: {
        access: { kind: 'signed-in' },
        beforeTerms: true,
        rateLimit: FIRST_PASSWORD_RATE_LIMIT,
      },
      schema: {
        tags: ['main'],
        summary:
          'Replaces the first password an admin handed over; the other sessions end (required before any other call)',
        security: [{ bearer: [] }],
        body: firstPasswordChangeSchema,
        response: {
          200: userSchema,
          400: errorSchema,
          401: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) =>
      changeFirstPassword(
        deps,
        request.subject!.user,
        request.verifiedToken?.sessionId ?? null,
        request.body,
      ),
  );
};

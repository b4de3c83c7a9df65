import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorSchema,
  passwordChangedSchema,
  passwordChangeSchema,
  profileSaveSchema,
  profileUpdateSchema,
  staleWriteErrorSchema,
  userSchema,
} from '@barnboard/domain';
import { changePassword } from './password-change.js';
import { saveProfile } from './profile-service.js';

/** Each try costs an argon2 verification: kept few per account, as guessing would need many. */
const PASSWORD_RATE_LIMIT = { max: 10, timeWindow: '15 minutes' };
/** A change of address checks the password too. */
const PROFILE_RATE_LIMIT = { max: 30, timeWindow: '15 minutes' };

/** The signed-in user's own account: profile and password (settings page, spec §2, §5). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/user/profile',
    {
      config: { access: { kind: 'signed-in' }, rateLimit: PROFILE_RATE_LIMIT },
      schema: {
        tags: ['main'],
        summary:
          "Saves the user's own profile: names, e-mail address (with the current password), phone and SMS opt-in",
        security: [{ bearer: [] }],
        body: profileUpdateSchema,
        response: {
          200: profileSaveSchema,
          400: errorSchema,
          409: staleWriteErrorSchema(userSchema).or(errorSchema),
        },
      },
    },
    async (request) => saveProfile(app.deps, request.log, request.subject!.user.id, request.body),
  );

  app.post(
    '/user/password',
    {
      config: { access: { kind: 'signed-in' }, rateLimit: PASSWORD_RATE_LIMIT },
      schema: {
        tags: ['main'],
        summary:
          "Changes the user's own password; every other session of the account ends, this one goes on",
        security: [{ bearer: [] }],
        body: passwordChangeSchema,
        response: { 200: passwordChangedSchema, 400: errorSchema, 409: errorSchema },
      },
    },
    async (request) =>
      changePassword(app.deps, request.log, {
        userId: request.subject!.user.id,
        sessionId: request.verifiedToken?.sessionId ?? null,
        body: request.body,
      }),
  );
};

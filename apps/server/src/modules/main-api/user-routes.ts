import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, userPatchSchema, userSchema } from '@barnboard/domain';
import { toApiUser, updateUser } from '../../repositories/users-repository.js';
import { checkWrittenPreferences } from './preferences-check.js';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user',
    {
      config: { access: { kind: 'signed-in' }, beforeTerms: true },
      schema: { tags: ['main'], security: [{ bearer: [] }], response: { 200: userSchema } },
    },
    async (request) => toApiUser(request.subject!.user),
  );

  app.patch(
    '/user',
    {
      config: { access: { kind: 'signed-in' }, beforeTerms: true },
      schema: {
        tags: ['main'],
        security: [{ bearer: [] }],
        body: userPatchSchema,
        response: { 200: userSchema, 400: errorSchema },
      },
    },
    async (request) => {
      const patch = request.body;
      const user = request.subject!.user;
      if (patch.prefs !== undefined) checkWrittenPreferences(patch.prefs, user.prefs);
      const row = await updateUser(
        app.deps.db,
        user.id,
        {
          ...(patch.prefs !== undefined ? { prefs: patch.prefs } : {}),
          // Accepting the agreements ends the first-sign-in state (spec §4).
          ...(patch.agreed_terms_policy ? { agreedTermsPolicy: true, neverLogin: false } : {}),
          ...(patch.locale ? { locale: patch.locale } : {}),
        },
        app.deps.clock.now(),
      );
      return toApiUser(row);
    },
  );
};

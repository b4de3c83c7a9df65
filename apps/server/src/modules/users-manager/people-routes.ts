import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorSchema,
  firstPasswordSchema,
  managedUserSchema,
  staleWriteErrorSchema,
  userDeletedSchema,
  userNamesPatchSchema,
  usersPageSchema,
  usersQuerySchema,
  userWriteSchema,
} from '@barnboard/domain';
import {
  changeNames,
  deactivate,
  deleteUnusedAccount,
  reactivate,
  resendInvitation,
  setFirstPassword,
} from './account-service.js';
import { callerOf } from './caller.js';
import { listUsers } from './people-service.js';

const userParams = z.object({ userId: z.uuid() });
const managed = { kind: 'managed-user', param: 'userId' } as const;
const refusals = { 401: errorSchema, 403: errorSchema, 404: errorSchema };
/** 409: stale (edited_elsewhere) or already there, with the person as now; or a rule (last_owner). */
const conflicts = { 409: staleWriteErrorSchema(managedUserSchema.nullable().optional()) };

/** The people of the users manager and the actions on their accounts (docs/api.md). */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/users',
    {
      config: { access: { kind: 'admin' } },
      schema: {
        tags: ['main'],
        summary:
          'People with a membership on the tenants the caller administers (staff: everyone), searched, sorted and paged',
        security: [{ bearer: [] }],
        querystring: usersQuerySchema,
        response: { 200: usersPageSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => listUsers(deps, callerOf(deps, request), request.query),
  );

  app.patch(
    '/users/:userId',
    {
      config: { access: managed },
      schema: {
        tags: ['main'],
        summary: "Changes a person's first and last names",
        security: [{ bearer: [] }],
        params: userParams,
        body: userNamesPatchSchema,
        response: { 200: userWriteSchema, 400: errorSchema, ...refusals, ...conflicts },
      },
    },
    async (request) =>
      changeNames(deps, callerOf(deps, request), request.params.userId, request.body),
  );

  app.post(
    '/users/:userId/deactivate',
    {
      config: { access: managed },
      schema: {
        tags: ['main'],
        summary: 'Deactivates an account: its sessions end at once and it cannot sign in',
        security: [{ bearer: [] }],
        params: userParams,
        response: { 200: userWriteSchema, ...refusals, ...conflicts },
      },
    },
    async (request) => deactivate(deps, callerOf(deps, request), request.params.userId),
  );

  app.post(
    '/users/:userId/reactivate',
    {
      config: { access: managed },
      schema: {
        tags: ['main'],
        summary: 'Reactivates a deactivated account',
        security: [{ bearer: [] }],
        params: userParams,
        response: { 200: userWriteSchema, ...refusals, ...conflicts },
      },
    },
    async (request) => reactivate(deps, callerOf(deps, request), request.params.userId),
  );

  app.post(
    '/users/:userId/invitation',
    {
      config: { access: managed },
      schema: {
        tags: ['main'],
        summary: 'Mails a new invitation link; the previous one stops working',
        security: [{ bearer: [] }],
        params: userParams,
        response: { 200: userWriteSchema, ...refusals, ...conflicts },
      },
    },
    async (request) =>
      resendInvitation(deps, callerOf(deps, request), request.log, request.params.userId),
  );

  app.post(
    '/users/:userId/first-password',
    {
      config: { access: managed },
      schema: {
        tags: ['main'],
        summary:
          'Sets a new first password for an account without e-mail, to be changed at its next sign-in',
        security: [{ bearer: [] }],
        params: userParams,
        body: firstPasswordSchema,
        response: { 200: userWriteSchema, 400: errorSchema, ...refusals, ...conflicts },
      },
    },
    async (request) =>
      setFirstPassword(deps, callerOf(deps, request), request.params.userId, request.body.password),
  );

  app.delete(
    '/users/:userId',
    {
      config: { access: managed },
      schema: {
        tags: ['main'],
        summary: 'Deletes an account that was never used (an invitation taken back)',
        security: [{ bearer: [] }],
        params: userParams,
        response: { 200: userDeletedSchema, ...refusals, 409: errorSchema },
      },
    },
    async (request) => {
      await deleteUnusedAccount(deps, callerOf(deps, request), request.params.userId);
      return { deleted: true as const };
    },
  );
};

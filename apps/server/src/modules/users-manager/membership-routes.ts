import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorSchema,
  invitationSchema,
  managedUserSchema,
  membershipPatchSchema,
  newMembershipSchema,
  staleWriteErrorSchema,
  usernameAccountSchema,
  userWriteSchema,
  versionBodySchema,
} from '@barnboard/domain';
import { createUsernameAccount, invite } from './account-service.js';
import { callerOf } from './caller.js';
import {
  changeMembership,
  createMembership,
  endMembership,
  removeMembership,
} from './membership-service.js';

const tenantParams = z.object({ tenantId: z.uuid() });
const membershipParams = z.object({ tenantId: z.uuid(), membershipId: z.uuid() });
const access = { kind: 'tenant', level: 'admin', param: 'tenantId' } as const;
const refusals = { 401: errorSchema, 403: errorSchema, 404: errorSchema };
/** 409: stale (edited_elsewhere) or already there, with the person as now; or a rule (last_owner). */
const conflicts = { 409: staleWriteErrorSchema(managedUserSchema.nullable().optional()) };

/**
 * A tenant's people: invitations, username-only accounts and memberships, for the tenant's
 * owners and admins (within their sites and role) and staff (docs/api.md).
 */
export const membershipRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    '/tenants/:tenantId/invitations',
    {
      config: { access },
      schema: {
        tags: ['main'],
        summary:
          'Invites a person by e-mail with a first membership: a single-use link to set a password and accept the terms',
        security: [{ bearer: [] }],
        params: tenantParams,
        body: invitationSchema,
        response: { 201: userWriteSchema, 400: errorSchema, ...refusals, ...conflicts },
      },
    },
    async (request, reply) => {
      const { tenantId } = request.params;
      const written = await invite(
        deps,
        callerOf(deps, request),
        request.log,
        tenantId,
        request.body,
      );
      return reply.code(201).send(written);
    },
  );

  app.post(
    '/tenants/:tenantId/accounts',
    {
      config: { access },
      schema: {
        tags: ['main'],
        summary:
          'Creates a username-only account (no e-mail) with a first password to hand over, changed at first sign-in',
        security: [{ bearer: [] }],
        params: tenantParams,
        body: usernameAccountSchema,
        response: { 201: userWriteSchema, 400: errorSchema, ...refusals, ...conflicts },
      },
    },
    async (request, reply) => {
      const written = await createUsernameAccount(
        deps,
        callerOf(deps, request),
        request.params.tenantId,
        request.body,
      );
      return reply.code(201).send(written);
    },
  );

  app.post(
    '/tenants/:tenantId/memberships',
    {
      config: { access },
      schema: {
        tags: ['main'],
        summary: 'Gives a person the caller already manages a membership on this tenant',
        security: [{ bearer: [] }],
        params: tenantParams,
        body: newMembershipSchema,
        response: { 201: userWriteSchema, 400: errorSchema, ...refusals, ...conflicts },
      },
    },
    async (request, reply) => {
      const written = await createMembership(
        deps,
        callerOf(deps, request),
        request.params.tenantId,
        request.body,
      );
      return reply.code(201).send(written);
    },
  );

  app.patch(
    '/tenants/:tenantId/memberships/:membershipId',
    {
      config: { access },
      schema: {
        tags: ['main'],
        summary: "Changes a membership's role, sites, access, expiry or sharing name",
        security: [{ bearer: [] }],
        params: membershipParams,
        body: membershipPatchSchema,
        response: { 200: userWriteSchema, 400: errorSchema, ...refusals, ...conflicts },
      },
    },
    async (request) => {
      const { tenantId, membershipId } = request.params;
      return changeMembership(deps, callerOf(deps, request), tenantId, membershipId, request.body);
    },
  );

  app.post(
    '/tenants/:tenantId/memberships/:membershipId/end',
    {
      config: { access },
      schema: {
        tags: ['main'],
        summary: "Ends a membership now: the person's next request goes without it",
        security: [{ bearer: [] }],
        params: membershipParams,
        body: versionBodySchema,
        response: { 200: userWriteSchema, 400: errorSchema, ...refusals, ...conflicts },
      },
    },
    async (request) => {
      const { tenantId, membershipId } = request.params;
      const caller = callerOf(deps, request);
      return endMembership(deps, caller, tenantId, membershipId, request.body.expected_updated_at);
    },
  );

  app.delete(
    '/tenants/:tenantId/memberships/:membershipId',
    {
      config: { access },
      schema: {
        tags: ['main'],
        summary: "Deletes a membership: the person's next request goes without it",
        security: [{ bearer: [] }],
        params: membershipParams,
        body: versionBodySchema,
        response: { 200: userWriteSchema, 400: errorSchema, ...refusals, ...conflicts },
      },
    },
    async (request) => {
      const { tenantId, membershipId } = request.params;
      const caller = callerOf(deps, request);
      return removeMembership(
        deps,
        caller,
        tenantId,
        membershipId,
        request.body.expected_updated_at,
      );
    },
  );
};

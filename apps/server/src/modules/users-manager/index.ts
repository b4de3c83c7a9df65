import type { FastifyPluginAsync } from 'fastify';
import { invitationRoutes } from './invitation-routes.js';
import { membershipRoutes } from './membership-routes.js';
import { peopleRoutes } from './people-routes.js';

/** The users manager (docs/administration.md, "Users manager"), mounted under /api. */
export const usersManagerRoutes: FastifyPluginAsync = async (app) => {
  await app.register(peopleRoutes);
  await app.register(membershipRoutes);
  await app.register(invitationRoutes);
};

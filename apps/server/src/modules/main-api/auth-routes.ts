import type { FastifyPluginAsync } from 'fastify';

/** STUB — replaced by the identity work: POST /auth, /user/recover, /user/reset-password. */
export const authRoutes: FastifyPluginAsync = async () => {};

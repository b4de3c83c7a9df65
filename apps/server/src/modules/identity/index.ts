import type { FastifyInstance } from 'fastify';

/** STUB — replaced by the identity module (token endpoint, JWKS, discovery, sessions). */
export async function installIdentity(app: FastifyInstance): Promise<void> {
  app.decorate('identity', {
    verifyAccessToken: () => Promise.resolve(null),
    checkCredentials: () => Promise.resolve({ ok: false, reason: 'user_notfound' } as const),
    issueAccessToken: () => Promise.reject(new Error('not implemented')),
  });
  await Promise.resolve();
}

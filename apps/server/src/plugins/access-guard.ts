import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginCallback,
  FastifyPluginOptions,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
} from 'fastify';
import {
  activeMemberships,
  canAccessArea,
  canViewSite,
  hasAdminRights,
  isAdminOfSite,
  isManagerOfSite,
  isStaff,
  type AccessArea,
  type Membership,
  type SiteGrant,
  type Subject as RulesSubject,
} from '@barnboard/domain';
import { findBinSiteId } from '../repositories/bins-repository.js';
import { listMembershipsOfUser } from '../repositories/memberships-repository.js';
import { findSiteGrant } from '../repositories/sites-repository.js';
import { findUserById, type UserRow } from '../repositories/users-repository.js';
import { httpError } from './errors.js';

/**
 * Who may call a route. Every route declares one (config.access); the guard refuses to start the
 * server when a route has none, so no route can ship without a guard.
 */
export type AccessPolicy =
  | { kind: 'public' }
  /** Any valid token of an existing account, with or without memberships. */
  | { kind: 'signed-in' }
  | { kind: 'staff' }
  /**
   * A right on the site named by a path parameter, evaluated by the domain rules; with `area`,
   * the site and the caller's access on it must also include that area (canAccessArea).
   */
  | { kind: 'site'; level: SiteLevel; param: string; area?: AccessArea }
  /** As 'site', on the site of the feed bin named by the path parameter (404 for no such bin). */
  | { kind: 'bin'; level: SiteLevel; param: string; area?: AccessArea }
  /** Owner or admin of the tenant named by the path parameter, on an active membership, or staff. */
  | { kind: 'tenant'; level: 'admin'; param: string }
  /** A tenant's ingest key instead of a user's token (network servers; docs/ingestion.md). */
  | { kind: 'ingest' };

export type SiteLevel = 'viewer' | 'manager' | 'admin';

export type Subject = { user: UserRow; memberships: Membership[] };

/** Every route with its policy, as the guard saw it at registration (read by the matrix test). */
export type RouteCatalogEntry = { method: string; url: string; access: AccessPolicy };

export function rulesSubject(subject: Subject): RulesSubject {
  return { role: subject.user.role, memberships: subject.memberships };
}

const siteChecks: Record<SiteLevel, (s: RulesSubject, site: SiteGrant, now: Date) => boolean> = {
  viewer: canViewSite,
  manager: isManagerOfSite,
  admin: isAdminOfSite,
};

export function isAdminOfTenant(subject: RulesSubject, tenantId: string, now: Date): boolean {
  return (
    isStaff(subject) ||
    activeMemberships(subject.memberships, now).some(
      (m) => m.tenant.cloud_id === tenantId && hasAdminRights(m.role),
    )
  );
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

function unauthorized(reply: FastifyReply) {
  void reply.header('www-authenticate', 'Bearer');
  return httpError(401, 'unauthorized', 'You are not connected');
}

/**
 * Registers a third-party plugin whose routes are all public (static files, the API docs page):
 * such plugins register routes without our config, so they are marked here, explicitly.
 */
export async function registerPublicPlugin<Options extends FastifyPluginOptions>(
  app: FastifyInstance,
  plugin: FastifyPluginCallback<Options> | FastifyPluginAsync<Options>,
  options: Options,
): Promise<void> {
  await app.register(async (child) => {
    child.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: { kind: 'public' } };
    });
    await child.register(plugin, options);
  });
}

/**
 * Installs the guard on the root instance. Every route registered afterwards is recorded, and the
 * server refuses to start (onReady) if one has no policy. Requests are authenticated on arrival
 * (onRequest) and authorised once their parameters are validated (preHandler). Memberships and
 * their expiry are read on every request, never from the token.
 */
export function installAccessGuard(app: FastifyInstance): void {
  app.decorateRequest('subject', null);
  const routes: RouteOptions[] = [];
  const catalog: RouteCatalogEntry[] = [];
  app.decorate('routeCatalog', catalog);

  // Recorded now, checked when every onRoute hook (including registerPublicPlugin's) has run.
  app.addHook('onRoute', (route) => void routes.push(route));
  app.addHook('onReady', async () => {
    for (const route of routes) {
      const access = route.config?.access;
      if (!access)
        throw new Error(`Route ${String(route.method)} ${route.url} declares no access policy`);
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) catalog.push({ method, url: route.url, access });
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const policy = request.routeOptions.config.access;
    if (!policy || policy.kind === 'public') return;
    if (policy.kind === 'ingest') {
      request.ingestCaller = await app.ingestKeys.verify(bearerToken(request));
      if (request.ingestCaller) return;
      void reply.header('www-authenticate', 'Bearer');
      throw httpError(401, 'unauthorized', 'A valid ingest key is required');
    }
    const token = bearerToken(request);
    if (!token) throw unauthorized(reply);
    const verified = await app.identity.verifyAccessToken(token);
    if (!verified) throw unauthorized(reply);
    const user = await findUserById(app.deps.db, verified.userId);
    if (!user) throw unauthorized(reply);
    request.subject = { user, memberships: await listMembershipsOfUser(app.deps.db, user.id) };
  });

  app.addHook('preHandler', async (request) => {
    const policy = request.routeOptions.config.access;
    if (!policy || policy.kind === 'public' || policy.kind === 'signed-in') return;
    if (policy.kind === 'ingest') return;
    const subject = rulesSubject(request.subject!);
    if (policy.kind === 'staff') {
      if (!isStaff(subject))
        throw httpError(403, 'forbidden', 'This action needs additional privileges');
      return;
    }
    if (policy.kind === 'tenant') {
      const tenantId = (request.params as Record<string, string>)[policy.param];
      if (!tenantId || !isAdminOfTenant(subject, tenantId, app.deps.clock.now()))
        throw httpError(403, 'forbidden', 'This action needs additional privileges');
      return;
    }
    const param = (request.params as Record<string, string>)[policy.param];
    const siteId = policy.kind === 'bin' && param ? await findBinSiteId(app.deps.db, param) : param;
    if (policy.kind === 'bin' && !siteId) {
      throw httpError(404, 'bin_not_found', 'This bin does not exist');
    }
    const site = siteId ? await findSiteGrant(app.deps.db, siteId) : null;
    if (!site) throw httpError(404, 'site_not_found', 'This site does not exist');
    const now = app.deps.clock.now();
    if (
      !siteChecks[policy.level](subject, site, now) ||
      (policy.area && !canAccessArea(subject, site, policy.area, now))
    ) {
      throw httpError(403, 'forbidden', 'This action needs additional privileges');
    }
  });
}

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
  administersAnything,
  administeredTenantIds,
  canAccessArea,
  canManageInstallation,
  canManageIntegration,
  canOwnIntegrations,
  canUseIntegratorArea,
  canChangeDictionaryItem,
  canCompareFarms,
  canCreateSitesOf,
  canSeeDictionaryItem,
  canViewSite,
  isAdminOfSite,
  isAdminOfTenant,
  isManagerOfSite,
  isStaff,
  type AccessArea,
  type Membership,
  type SiteGrant,
  type Subject as RulesSubject,
} from '@barnboard/domain';
import { findBinSiteId, findBuildingSiteId } from '../repositories/bins-repository.js';
import { findFeedSiteIds } from '../repositories/feeds-repository.js';
import {
  findInstallationOwnerAndSite,
  findIntegrationOwner,
} from '../repositories/integrations-repository.js';
import {
  listMembershipsOfUser,
  listMembershipTenantIds,
} from '../repositories/memberships-repository.js';
import { findSiteGrant, findSiteGrants, listSiteGrants } from '../repositories/sites-repository.js';
import { findUserById, type UserRow } from '../repositories/users-repository.js';
import { httpError } from './errors.js';
import type { VerifiedToken } from '../modules/identity/contract.js';

/**
 * Who may call a route. Every route declares one (config.access); the guard refuses to start the
 * server when a route has none, so no route can ship without a guard.
 */
export type AccessPolicy =
  | { kind: 'public' }
  /** Any valid token of an existing account, with or without memberships. */
  | { kind: 'signed-in' }
  | { kind: 'staff' }
  /** Staff, or owner or admin on an active membership (the admin pages' lists, filtered). */
  | { kind: 'admin' }
  /**
   * A right on the site named by a path parameter, evaluated by the domain rules; with `area`,
   * the site and the caller's access on it must also include that area (canAccessArea).
   */
  | { kind: 'site'; level: SiteLevel; param: string; area?: AccessArea }
  /** As 'site', on the site of the feed bin named by the path parameter (404 for no such bin). */
  | { kind: 'bin'; level: SiteLevel; param: string; area?: AccessArea }
  /** As 'site', on the site of the building named by the path parameter (404 for none). */
  | { kind: 'building'; level: SiteLevel; param: string }
  /**
   * Owner or admin of the tenant named by the path parameter, on an active membership, or staff;
   * with `allSites`, on a membership covering all the tenant's sites (canCreateSitesOf).
   */
  | { kind: 'tenant'; level: 'admin'; param: string; allSites?: boolean }
  /**
   * The dictionary item named by the path parameter (404 for none): admin of one of the sites it
   * is offered on to see it, of every one of them to change it (canChangeDictionaryItem; the
   * dictionary's own refusal, `dictionary_forbidden`).
   */
  | { kind: 'feed'; param: string; level: 'change' }
  /**
   * The account named by the path parameter has a membership (expired or not) on a tenant the
   * caller is owner or admin of, on an active membership; or the caller is staff (404 for no
   * such account). What the caller may do to it is the users manager's rules' business.
   */
  | { kind: 'managed-user'; param: string }
  /**
   * A farm comparison of the sites a query parameter lists (spec §6, canCompareFarms): the caller
   * manages a site with both gestation and lactation feeding, and has zootech access on every
   * listed site (404 for a site that does not exist).
   */
  | { kind: 'farm-comparison'; query: string }
  /** Integrators and staff: the integrations they own (canOwnIntegrations). */
  | { kind: 'integrator' }
  /** The integrator area's lists: integrators, staff and site admins (canUseIntegratorArea). */
  | { kind: 'integrations-area' }
  /** The integration named by the path parameter: its owner or staff (404 for none). */
  | { kind: 'integration'; param: string }
  /**
   * The installation named by the path parameter: its integration's owner, an admin of its
   * site, or staff (404 for none; canManageInstallation).
   */
  | { kind: 'installation'; param: string }
  /** A tenant's ingest key instead of a user's token (network servers; docs/ingestion.md). */
  | { kind: 'ingest' }
  /**
   * An installation's access key instead of a user's token (the integration API,
   * docs/integration-api.md): reads are scoped to the installation's site (and building).
   */
  | { kind: 'access-key' };

export type SiteLevel = 'viewer' | 'manager' | 'admin';

export type Subject = { user: UserRow; memberships: Membership[] };

/** Every route with its policy, as the guard saw it at registration (read by the matrix test). */
export type RouteCatalogEntry = {
  method: string;
  url: string;
  access: AccessPolicy;
  /** Callable before the terms are accepted (config.beforeTerms). */
  beforeTerms: boolean;
};

export function rulesSubject(subject: Subject): RulesSubject {
  return { role: subject.user.role, memberships: subject.memberships };
}

const siteChecks: Record<SiteLevel, (s: RulesSubject, site: SiteGrant, now: Date) => boolean> = {
  viewer: canViewSite,
  manager: isManagerOfSite,
  admin: isAdminOfSite,
};

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

/** Routes that take a machine's key instead of a user's token. */
function takesMachineKey(policy: AccessPolicy): policy is { kind: 'ingest' | 'access-key' } {
  return policy.kind === 'ingest' || policy.kind === 'access-key';
}

/** Routes that do not take a user's token: nothing personal to keep out of caches. */
function takesNoUserToken(policy: AccessPolicy | undefined): boolean {
  return !policy || policy.kind === 'public' || takesMachineKey(policy);
}

/**
 * Installs the guard on the root instance. Every route registered afterwards is recorded, and the
 * server refuses to start (onReady) if one has no policy.
 *
 * A request is identified on arrival (onRequest: the token or ingest key is verified, nothing is
 * refused yet), so that the rate limit, a route-level onRequest hook that runs after every
 * root-level one, counts it per account and answers 429 before any refusal; refusals come in
 * preParsing, once the rate limit and the security headers have had their say. The account and
 * its memberships are then loaded (read on every request, never from the token). The request is
 * authorised, and the caller's acceptance of the terms checked, once its parameters are
 * validated (preHandler).
 */
export function installAccessGuard(app: FastifyInstance): void {
  app.decorateRequest('subject', null);
  app.decorateRequest('verifiedToken', null);
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
      const beforeTerms = route.config?.beforeTerms === true;
      for (const method of methods) catalog.push({ method, url: route.url, access, beforeTerms });
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const policy = request.routeOptions.config.access;
    if (!policy || policy.kind === 'public') return;
    if (policy.kind === 'ingest') {
      request.ingestCaller = await app.ingestKeys.verify(bearerToken(request));
      return;
    }
    if (policy.kind === 'access-key') {
      request.integrationCaller = await app.accessKeys.verify(bearerToken(request));
      return;
    }
    // Every answer of a route that takes a user's token is personal, refusals included.
    void reply.header('cache-control', 'no-store');
    const token = bearerToken(request);
    request.verifiedToken = token ? await app.identity.verifyAccessToken(token) : null;
  });

  app.addHook('preParsing', async (request, reply) => {
    const policy = request.routeOptions.config.access;
    if (!policy || policy.kind === 'public') return;
    if (policy.kind === 'ingest') {
      if (request.ingestCaller) return;
      void reply.header('www-authenticate', 'Bearer');
      throw httpError(401, 'unauthorized', 'A valid ingest key is required');
    }
    if (policy.kind === 'access-key') {
      if (request.integrationCaller) return;
      void reply.header('www-authenticate', 'Bearer');
      throw httpError(401, 'unauthorized', 'A valid access key is required');
    }
    const found = await subjectOf(app, request.verifiedToken);
    if (found === 'deactivated') {
      void reply.header('www-authenticate', 'Bearer');
      throw httpError(401, 'user_deactivated', 'This account is deactivated');
    }
    if (!found) throw unauthorized(reply);
    request.subject = found;
  });

  app.addHook('preHandler', async (request) => {
    const config = request.routeOptions.config;
    if (takesNoUserToken(config.access)) return;
    await authorise(app, request, config.access!);
    // Checked once the caller is known to have a right here, so a refusal for another reason
    // keeps its own answer. A first password handed over by an admin is replaced first, then the
    // terms are accepted; the first-sign-in pages' own calls are exempt (beforeTerms).
    if (request.subject!.user.mustChangePassword && !config.beforeTerms) {
      throw httpError(
        403,
        'password_change_required',
        'Choose your own password before using Barnboard',
      );
    }
    if (!request.subject!.user.agreedTermsPolicy && !config.beforeTerms) {
      throw httpError(
        403,
        'terms_not_accepted',
        'Accept the privacy policy and terms of use to use Barnboard',
      );
    }
  });
}

/**
 * The account and memberships of a verified token, read afresh: null for none (no token, or its
 * account is gone), 'deactivated' for a deactivated account. Deactivation revokes the sessions;
 * this also stops tokens without one (POST /api/auth's, an external issuer's) at once
 * (docs/security.md, "Deactivated accounts").
 */
async function subjectOf(
  app: FastifyInstance,
  verified: VerifiedToken | null,
): Promise<Subject | 'deactivated' | null> {
  if (!verified) return null;
  const user = await findUserById(app.deps.db, verified.userId);
  if (!user) return null;
  if (user.deactivatedAt) return 'deactivated';
  return { user, memberships: await listMembershipsOfUser(app.deps.db, user.id) };
}

/**
 * The caller of a long request (a live stream) checked again: null once its session ended (or,
 * for a token without one, the token expired), or its account is gone or deactivated; otherwise
 * its account and memberships as they are now.
 */
export async function recheckCaller(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<Subject | null> {
  const verified = request.verifiedToken;
  const token = bearerToken(request);
  if (!verified || !token || !(await app.identity.stillValid(verified, token))) return null;
  const found = await subjectOf(app, verified);
  return found === 'deactivated' ? null : found;
}

/**
 * The callers `recheckCaller` answers alike: one session's (its tabs, whatever token each holds),
 * else one token's.
 */
export function recheckGroup(request: FastifyRequest): string {
  const sessionId = request.verifiedToken?.sessionId;
  return sessionId ? `session:${sessionId}` : `token:${bearerToken(request) ?? ''}`;
}

/** Refuses a caller whose right on the route's tenant, site or bin is not enough. */
async function authorise(
  app: FastifyInstance,
  request: FastifyRequest,
  policy: AccessPolicy,
): Promise<void> {
  if (policy.kind === 'public' || policy.kind === 'signed-in' || takesMachineKey(policy)) return;
  const subject = rulesSubject(request.subject!);
  if (policy.kind === 'staff') {
    if (!isStaff(subject))
      throw httpError(403, 'forbidden', 'This action needs additional privileges');
    return;
  }
  if (policy.kind === 'admin') {
    if (!administersAnything(subject, app.deps.clock.now()))
      throw httpError(403, 'forbidden', 'This action needs additional privileges');
    return;
  }
  if (policy.kind === 'tenant') {
    const tenantId = (request.params as Record<string, string>)[policy.param];
    const now = app.deps.clock.now();
    const rule = policy.allSites ? canCreateSitesOf : isAdminOfTenant;
    if (!tenantId || !rule(subject, tenantId, now))
      throw httpError(403, 'forbidden', 'This action needs additional privileges');
    return;
  }
  if (policy.kind === 'feed') {
    await authoriseFeed(app, request, policy.param);
    return;
  }
  if (policy.kind === 'farm-comparison') {
    await authoriseComparison(app, request, policy.query);
    return;
  }
  if (policy.kind === 'managed-user') {
    await authoriseManagedUser(app, request, subject, policy.param);
    return;
  }
  if (
    policy.kind === 'integrator' ||
    policy.kind === 'integrations-area' ||
    policy.kind === 'integration' ||
    policy.kind === 'installation'
  ) {
    await authoriseIntegrations(app, request, subject, policy);
    return;
  }
  const param = (request.params as Record<string, string>)[policy.param];
  let siteId = param;
  if (policy.kind === 'bin') {
    siteId = param ? ((await findBinSiteId(app.deps.db, param)) ?? undefined) : undefined;
    if (!siteId) throw httpError(404, 'bin_not_found', 'This bin does not exist');
  }
  if (policy.kind === 'building') {
    siteId = param ? ((await findBuildingSiteId(app.deps.db, param)) ?? undefined) : undefined;
    if (!siteId) throw httpError(404, 'building_not_found', 'This building does not exist');
  }
  const site = siteId ? await findSiteGrant(app.deps.db, siteId) : null;
  if (!site) throw httpError(404, 'site_not_found', 'This site does not exist');
  const now = app.deps.clock.now();
  const area = 'area' in policy ? policy.area : undefined;
  if (
    !siteChecks[policy.level](subject, site, now) ||
    (area && !canAccessArea(subject, site, area, now))
  ) {
    throw httpError(403, 'forbidden', 'This action needs additional privileges');
  }
}

/**
 * A dictionary item: seen by the admins of one of its sites, changed only by the admins of all of
 * them (the tenant that owns it); the second refusal has the dictionary's own code and message.
 */
async function authoriseFeed(
  app: FastifyInstance,
  request: FastifyRequest,
  param: string,
): Promise<void> {
  const feedId = (request.params as Record<string, string>)[param];
  const siteIds = feedId ? await findFeedSiteIds(app.deps.db, feedId) : null;
  if (!siteIds)
    throw httpError(404, 'dictionary_item_not_found', 'This dictionary item does not exist');
  const itemSites = await findSiteGrants(app.deps.db, siteIds);
  const subject = rulesSubject(request.subject!);
  const now = app.deps.clock.now();
  if (!canSeeDictionaryItem(subject, itemSites, now)) {
    throw httpError(403, 'forbidden', 'This action needs additional privileges');
  }
  if (!canChangeDictionaryItem(subject, itemSites, now)) {
    throw httpError(
      403,
      'dictionary_forbidden',
      'Only the owner of this dictionary item may change or delete it: an administrator of every site it is offered on',
    );
  }
}

/**
 * A person of the users manager: staff may reach any account (404 for none); an admin only the
 * people with a membership on a tenant they administer (403 otherwise, whether the account
 * exists or not).
 */
async function authoriseManagedUser(
  app: FastifyInstance,
  request: FastifyRequest,
  subject: RulesSubject,
  param: string,
): Promise<void> {
  const userId = (request.params as Record<string, string>)[param];
  if (isStaff(subject)) {
    if (!userId || !(await findUserById(app.deps.db, userId)))
      throw httpError(404, 'user_not_found', 'This user does not exist');
    return;
  }
  const administered = new Set(administeredTenantIds(subject, app.deps.clock.now()));
  const tenants = userId ? await listMembershipTenantIds(app.deps.db, userId) : [];
  if (!tenants.some((tenantId) => administered.has(tenantId)))
    throw httpError(403, 'forbidden', 'This action needs additional privileges');
}

type IntegrationsPolicy = Extract<
  AccessPolicy,
  { kind: 'integrator' | 'integrations-area' | 'integration' | 'installation' }
>;

/** The integrator area (docs/integration-api.md): integrations, their installations and keys. */
async function authoriseIntegrations(
  app: FastifyInstance,
  request: FastifyRequest,
  subject: RulesSubject,
  policy: IntegrationsPolicy,
): Promise<void> {
  const forbidden = () => httpError(403, 'forbidden', 'This action needs additional privileges');
  const now = app.deps.clock.now();
  const userId = request.subject!.user.id;
  if (policy.kind === 'integrator') {
    if (!canOwnIntegrations(subject)) throw forbidden();
    return;
  }
  if (policy.kind === 'integrations-area') {
    if (!canUseIntegratorArea(subject, now)) throw forbidden();
    return;
  }
  const id = (request.params as Record<string, string>)[policy.param];
  if (policy.kind === 'integration') {
    const integration = id ? await findIntegrationOwner(app.deps.db, id) : null;
    if (!integration)
      throw httpError(404, 'integration_not_found', 'This integration does not exist');
    if (!canManageIntegration(subject, userId, integration)) throw forbidden();
    return;
  }
  const installation = id ? await findInstallationOwnerAndSite(app.deps.db, id) : null;
  const site = installation ? await findSiteGrant(app.deps.db, installation.siteId) : null;
  if (!installation || !site)
    throw httpError(404, 'installation_not_found', 'This installation does not exist');
  if (!canManageInstallation(subject, userId, { ownerId: installation.ownerId, site }, now))
    throw forbidden();
}

/** A farm comparison: the caller's right to compare, and to read each listed site. */
async function authoriseComparison(
  app: FastifyInstance,
  request: FastifyRequest,
  query: string,
): Promise<void> {
  // Validated before this hook: a list of distinct site ids.
  const ids = (request.query as Record<string, string[]>)[query] ?? [];
  const compared = await findSiteGrants(app.deps.db, ids);
  if (compared.length !== ids.length) {
    throw httpError(404, 'site_not_found', 'This site does not exist');
  }
  const { user } = request.subject!;
  const subject = rulesSubject(request.subject!);
  const now = app.deps.clock.now();
  const userSites = await listSiteGrants(
    app.deps.db,
    isStaff(subject) ? 'all' : { userId: user.id, now },
  );
  if (!canCompareFarms(subject, userSites, compared, now)) {
    throw httpError(403, 'forbidden', 'This action needs additional privileges');
  }
}

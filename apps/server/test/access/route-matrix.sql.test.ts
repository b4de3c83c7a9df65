import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_ACTION_WINDOWS,
  activeMemberships,
  administersAnything,
  canAccessArea,
  canChangeDictionaryItem,
  canCompareFarms,
  canCreateSitesOf,
  canManageInstallation,
  canManageIntegration,
  canOwnIntegrations,
  canSeeDictionaryItem,
  canUseIntegratorArea,
  canViewSite,
  hasAdminRights,
  isAdminOfSite,
  isAdminOfTenant,
  isManagerOfSite,
  isStaff,
  type HerdRecord,
  type Subject as RulesSubject,
  type User,
} from '@barnboard/domain';
import { animals, herdEvents, sites, tenants } from '../../src/db/schema/index.js';
import { contentHash, eventValues } from '../../src/modules/herd-records/record-codec.js';
import type { AccessPolicy } from '../../src/plugins/access-guard.js';
import { rulesSubject } from '../../src/plugins/access-guard.js';
import { findActionWindows } from '../../src/repositories/action-lists-repository.js';
import { findRecordsSite } from '../../src/repositories/herd-records-repository.js';
import { createIngestKey } from '../../src/repositories/ingest-keys-repository.js';
import { listMembershipsOfUser } from '../../src/repositories/memberships-repository.js';
import {
  findSiteGrant,
  findSiteGrants,
  listSiteGrants,
} from '../../src/repositories/sites-repository.js';
import { findUserByLogin } from '../../src/repositories/users-repository.js';
import { DEMO_PASSWORD, demoUsers } from '../../src/seed/demo-data.js';
import { seedDemo } from '../../src/seed/seed-demo.js';
import { demoToken } from '../support/demo.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createIntegration, installIntegration } from '../integration-api/support.js';
import { prepareFeedMatrix, type FeedMatrix } from '../feed/matrix-targets.js';
import { prepareAdminMatrix, type AdminMatrix } from '../admin/matrix-targets.js';
import { prepareEntryMatrix, type EntryMatrix } from '../herd-records/matrix-targets.js';
import { prepareDeliveryMatrix, type DeliveryMatrix } from '../delivery-plan/matrix-targets.js';
import {
  prepareIntegrationsMatrix,
  type IntegrationsMatrix,
} from '../integrations/matrix-targets.js';
import {
  prepareUsersManagerMatrix,
  type UsersManagerMatrix,
} from '../users-manager/matrix-targets.js';

/**
 * Runs every route of the API as every kind of user, a member of another tenant and anonymous,
 * and checks each answer against the access rules. A route without a case here fails the test,
 * so no route can ship untested.
 */
type Persona = {
  label: string;
  /** The account's e-mail address; null for anonymous. */
  email: string | null;
  userId: string | null;
  token: string | null;
  subject: RulesSubject | null;
  /** Whether the account accepted the terms; the first-sign-in account has not. */
  agreedTerms: boolean;
};
type Target = {
  method: string;
  url: string;
  /** A stream that does not end (the live stream): its status and refusals are read, then it is closed. */
  stream?: true;
  body?: object;
  siteId?: string;
  tenantId?: string;
  /** The sites a farm comparison names. */
  siteIds?: string[];
  /** A body of the persona's own (a route on the caller's own account), instead of `body`. */
  bodyFor?: (persona: Persona) => Promise<object>;
  /** The sites a dictionary item is offered on. */
  itemSiteIds?: string[];
  /** The tenants the person a users-manager route names belongs to. */
  userTenantIds?: string[];
  /** The owner of the integration an integration route names. */
  integrationOwnerId?: string;
  /** The integration's owner and the site of the installation an installation route names. */
  installation?: { ownerId: string; siteId: string };
  /** Puts the target back in the state its call needs, before each persona's try. */
  before?: (persona: Persona) => Promise<void>;
};

let t: TestApp;
let personas: Persona[];
let siteIds: { maternity: string; gdu: string; finishing: string };
/** A female of each herd site, by site id: the sow card's target. */
let sowOf: Record<string, string>;
/** Bins for the feed routes' cases (test/feed/matrix-targets.ts). */
let feedMatrix: FeedMatrix;
/** Bins and orders for delivery planning's routes (test/delivery-plan/matrix-targets.ts). */
let deliveryMatrix: DeliveryMatrix;
/** Sites, buildings and dictionary items for the admin routes (test/admin/matrix-targets.ts). */
let adminMatrix: AdminMatrix;
/** The two demo tenants, and an ingest key of each (revoked again and again, idempotently). */
let tenantKeys: { tenantId: string; keyId: string }[];
/** People and memberships for the users manager's routes (test/users-manager/matrix-targets.ts). */
let usersMatrix: UsersManagerMatrix;
/**
 * An integration of the demo integrator installed on the maternity site (the webhook routes),
 * and an installation's access key on each of two sites of different tenants.
 */
let integrationMatrix: {
  integrationId: string;
  ownerId: string;
  keys: { siteId: string; key: string }[];
};
/** Integrations and installations of the integrator area (test/integrations/matrix-targets.ts). */
let integrationsMatrix: IntegrationsMatrix;
/** A female and her heat for the entry routes (test/herd-records/matrix-targets.ts). */
let entryMatrix: EntryMatrix;

/** Calls a target as a persona; a stream's answer is read whole only when it is a refusal. */
async function injectTarget(
  target: Target,
  persona: Persona,
  body: object | undefined,
): Promise<{ statusCode: number; body: string; json<T>(): T }> {
  const response = await t.app.inject({
    method: target.method as 'GET',
    url: target.url,
    ...(body ? { payload: body } : {}),
    headers: persona.token ? { authorization: `Bearer ${persona.token}` } : {},
    ...(target.stream ? { payloadAsStream: true } : {}),
  });
  if (!target.stream) return response;
  const stream = response.stream();
  if (response.statusCode < 300) {
    stream.destroy();
    return { statusCode: response.statusCode, body: '', json: () => ({}) as never };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString();
  return { statusCode: response.statusCode, body: text, json: <T>() => JSON.parse(text) as T };
}

/** How to call each route. Site routes are called on two sites of different tenants. */
function targetsFor(method: string, url: string): Target[] | undefined {
  const prefs = { prefs: JSON.stringify({ matrix: true }) };
  const cases: Record<string, Target[]> = {
    'GET /api/ping': [{ method, url }],
    'GET /api/user': [{ method, url }],
    'GET /api/live': [{ method, url, stream: true }],
    'PATCH /api/user': [{ method, url, body: prefs }],
    // The caller's own profile as it stands (names filled in where a demo account has none).
    'PUT /api/user/profile': [{ method, url, bodyFor: ownProfile }],
    'POST /api/user/password': [
      {
        method,
        url,
        body: { current_password: DEMO_PASSWORD, new_password: 'Matrix-pass-2026' },
      },
    ],
    'GET /api/members': [{ method, url }],
    'GET /api/sites/vision-web': [{ method, url }],
    'GET /api/staff/sites/vision-web': [{ method, url }],
    'PATCH /api/sites/:id': [siteIds.maternity, siteIds.gdu].map((id) => ({
      method,
      url: url.replace(':id', id),
      body: prefs,
      siteId: id,
    })),
    'POST /api/sites/:siteId/records/import': [siteIds.maternity, siteIds.gdu].map((id) => ({
      method,
      url: url.replace(':siteId', id),
      body: { records: [] },
      siteId: id,
    })),
    'GET /api/sites/:siteId/records/export': [siteIds.maternity, siteIds.gdu].map((id) => ({
      method,
      url: url.replace(':siteId', id),
      siteId: id,
    })),
    'GET /api/sites/:siteId/kpis': [siteIds.maternity, siteIds.gdu].map((id) => ({
      method,
      url: `${url.replace(':siteId', id)}?from=2026-01-01&to=2026-03-31`,
      siteId: id,
    })),
    'GET /api/sites/:siteId/kpis/:key/drill-down': [siteIds.maternity, siteIds.gdu].map((id) => ({
      method,
      url: `${url.replace(':siteId', id).replace(':key', 'far_rate')}?from=2026-01-01&to=2026-03-31`,
      siteId: id,
    })),
    'GET /api/sites/:siteId/performances': [siteIds.maternity, siteIds.gdu].map((id) => ({
      method,
      url: `${url.replace(':siteId', id)}?columns=month&count=3&to=2026-03-31`,
      siteId: id,
    })),
    'GET /api/sites/:siteId/users-report': [siteIds.maternity, siteIds.gdu].map((id) => ({
      method,
      url: `${url.replace(':siteId', id)}?from=2026-01-01&to=2026-03-31`,
      siteId: id,
    })),
    // Two sites of two tenants (the manager manages one, is a member of the other), and two of
    // one tenant.
    'GET /api/farm-comparison': [
      [siteIds.maternity, siteIds.gdu],
      [siteIds.maternity, siteIds.finishing],
    ].map((ids) => ({
      method,
      url: `${url}?sites=${ids.join(',')}&from=2026-01-01&to=2026-03-31`,
      siteIds: ids,
    })),
    'GET /api/sites/:siteId/locations': [siteIds.maternity, siteIds.gdu].map((id) => ({
      method,
      url: url.replace(':siteId', id),
      siteId: id,
    })),
    'POST /api/sites/:siteId/locations/import': [siteIds.maternity, siteIds.gdu].map((id) => ({
      method,
      url: url.replace(':siteId', id),
      body: { locations: [] },
      siteId: id,
    })),
    'POST /api/sites/:siteId/feed-intakes/import': [siteIds.maternity, siteIds.gdu].map((id) => ({
      method,
      url: url.replace(':siteId', id),
      body: { intakes: [] },
      siteId: id,
    })),
    ...Object.fromEntries(
      (
        [
          ['POST /api/sites/:siteId/feeding/visits/import', { visits: [] }],
          ['POST /api/sites/:siteId/feeding/notifications/import', { notifications: [] }],
          ['POST /api/sites/:siteId/feeding/stations/import', { stations: [] }],
          ['POST /api/sites/:siteId/feeding/curves/import', { curves: [] }],
          [
            'POST /api/sites/:siteId/feeding/notifications/seen',
            { ids: ['00000000-0000-4000-8000-000000000000'] },
          ],
        ] as const
      ).map(([route, body]) => [
        route,
        [siteIds.maternity, siteIds.gdu].map((id) => ({
          method,
          url: url.replace(':siteId', id),
          body,
          siteId: id,
        })),
      ]),
    ),
    ...Object.fromEntries(
      [
        'GET /api/sites/:siteId/feed-intakes/export',
        'GET /api/sites/:siteId/feeding/visits/export',
        'GET /api/sites/:siteId/feeding/notifications/export',
        'GET /api/sites/:siteId/feed-intakes',
        'GET /api/sites/:siteId/feeding/gestation/live',
        'GET /api/sites/:siteId/feeding/lactation/live',
        'GET /api/sites/:siteId/feeding/lactation/history',
        'GET /api/sites/:siteId/feeding/notifications',
        'GET /api/sites/:siteId/feeding/gestation/visits',
        'GET /api/sites/:siteId/feeding/gestation/losses',
        'GET /api/sites/:siteId/herd/piglet-mortality',
        'GET /api/sites/:siteId/herd/sow-withdrawals',
        'GET /api/sites/:siteId/herd/reproduction-analysis',
        'GET /api/sites/:siteId/last-update',
        'GET /api/sites/:siteId/herd-inventory',
        'GET /api/sites/:siteId/farrowing-inventory',
        'GET /api/sites/:siteId/location-use',
        'GET /api/sites/:siteId/action-lists',
        'GET /api/sites/:siteId/action-windows',
        'GET /api/sites/:siteId/records-to-fix',
      ].map((route) => [
        route,
        [siteIds.maternity, siteIds.gdu].map((id) => ({
          method,
          url: url.replace(':siteId', id),
          siteId: id,
        })),
      ]),
    ),
    'GET /api/sites/:siteId/animals/search': [siteIds.maternity, siteIds.gdu].map((id) => ({
      method,
      url: `${url.replace(':siteId', id)}?q=1`,
      siteId: id,
    })),
    'GET /api/sites/:siteId/animals/:animal': [siteIds.maternity, siteIds.gdu].map((id) => ({
      method,
      url: url.replace(':siteId', id).replace(':animal', encodeURIComponent(sowOf[id]!)),
      siteId: id,
    })),
    // The windows as stored, so the edit is never stale (nor a change: nothing is written).
    'PUT /api/sites/:siteId/action-windows': [siteIds.maternity, siteIds.gdu].map((id) => ({
      method,
      url: url.replace(':siteId', id),
      siteId: id,
      bodyFor: async () => {
        const site = (await findRecordsSite(t.database.db, id))!;
        return {
          windows: DEFAULT_ACTION_WINDOWS,
          expected_updated_at:
            (await findActionWindows(t.database.db, site))?.updatedAt.toISOString() ?? null,
        };
      },
    })),
    'GET /api/sites/:id/dictionary': [siteIds.maternity, siteIds.gdu].map((id) => ({
      method,
      url: url.replace(':id', id),
      siteId: id,
    })),
    'GET /feed/ping': [{ method, url }],
    'GET /api/audit-events': [{ method, url }],
    ...feedMatrix.targets(method, url),
    ...deliveryMatrix.targets(method, url),
    ...adminMatrix.targets(method, url),
    ...usersMatrix.targets(method, url),
    ...integrationsMatrix.targets(method, url),
    ...entryMatrix.targets(method, url),
    ...Object.fromEntries(
      [
        'POST /api/tenants/:tenantId/ingest-keys',
        'GET /api/tenants/:tenantId/ingest-keys',
        'DELETE /api/tenants/:tenantId/ingest-keys/:keyId',
      ].map((route) => [
        route,
        tenantKeys.map(({ tenantId, keyId }) => ({
          method,
          url: url.replace(':tenantId', tenantId).replace(':keyId', keyId),
          ...(method === 'POST' ? { body: { name: 'matrix' } } : {}),
          tenantId,
        })),
      ]),
    ),
    // Ingest routes take a tenant's ingest key, never a user's token: every persona gets 401.
    'POST /ingest/chirpstack': [{ method, url: `${url}?event=up`, body: {} }],
    'POST /ingest/ttn': [{ method, url, body: {} }],
    'POST /ingest/readings': [{ method, url, body: { readings: [] } }],
    // The integration API takes an installation's access key, never a user's token: 401 for
    // all (the keys' own scope is checked below, "access keys").
    ...Object.fromEntries(
      INTEGRATION_API_ROUTES.map((path) => [`GET /integration/v1/${path}`, [{ method, url }]]),
    ),
    ...Object.fromEntries(
      [
        'POST /api/integrations/:integrationId/test-event',
        'GET /api/integrations/:integrationId/deliveries',
      ].map((route) => [
        route,
        [
          {
            method,
            url: url.replace(':integrationId', integrationMatrix.integrationId),
            ...(method === 'POST' ? { body: {} } : {}),
            integrationOwnerId: integrationMatrix.ownerId,
          },
        ],
      ]),
    ),
  };
  return cases[`${method} ${url}`];
}

/** The integration API's routes, all read-only, under /integration/v1. */
const INTEGRATION_API_ROUTES = [
  'site',
  'animals',
  'herd-events',
  'feed-intakes',
  'notifications',
  'bins',
];

/**
 * What the demo's partner (the Bocage manager, a member of Porcs Horizon under a sharing name on
 * its GDU) must never read: the shared site's own name and its owner tenant's name.
 */
const SHARED_SITE_SECRETS = ['Horizon GDU', 'Porcs Horizon'];

/** Routes that take a machine's key (ingest, access key): every user persona gets 401. */
function takesMachineKey(policy: AccessPolicy): boolean {
  return policy.kind === 'ingest' || policy.kind === 'access-key';
}

/** Whether the persona's right on the route is enough, the terms aside. */
async function allowed(policy: AccessPolicy, persona: Persona, target: Target): Promise<boolean> {
  const { siteId, tenantId, siteIds, userTenantIds } = target;
  if (policy.kind === 'public') return true;
  if (!persona.subject || policy.kind === 'ingest' || policy.kind === 'access-key') return false;
  if (policy.kind === 'signed-in') return true;
  const now = t.clock.now();
  if (policy.kind === 'staff') return isStaff(persona.subject);
  if (policy.kind === 'admin') return administersAnything(persona.subject, t.clock.now());
  if (policy.kind === 'managed-user') {
    return (
      isStaff(persona.subject) ||
      activeMemberships(persona.subject.memberships, t.clock.now()).some(
        (m) => hasAdminRights(m.role) && userTenantIds!.includes(m.tenant.cloud_id),
      )
    );
  }
  if (policy.kind === 'tenant') {
    const rule = policy.allSites ? canCreateSitesOf : isAdminOfTenant;
    return rule(persona.subject, tenantId!, t.clock.now());
  }
  if (policy.kind === 'feed') {
    const itemSites = await findSiteGrants(t.database.db, target.itemSiteIds!);
    const now = t.clock.now();
    return (
      canSeeDictionaryItem(persona.subject, itemSites, now) &&
      canChangeDictionaryItem(persona.subject, itemSites, now)
    );
  }
  if (policy.kind === 'farm-comparison') {
    const now = t.clock.now();
    const all = await listSiteGrants(t.database.db, 'all');
    const own = all.filter((site) => canViewSite(persona.subject!, site, now));
    const compared = all.filter((site) => siteIds!.includes(site.id));
    return canCompareFarms(persona.subject, own, compared, now);
  }
  if (policy.kind === 'integrator') return canOwnIntegrations(persona.subject);
  if (policy.kind === 'integrations-area') return canUseIntegratorArea(persona.subject, now);
  if (policy.kind === 'integration') {
    return canManageIntegration(persona.subject, persona.userId!, {
      ownerId: target.integrationOwnerId!,
    });
  }
  if (policy.kind === 'installation') {
    const { ownerId, siteId: installedOn } = target.installation!;
    const site = (await findSiteGrant(t.database.db, installedOn))!;
    return canManageInstallation(persona.subject, persona.userId!, { ownerId, site }, now);
  }
  const site = (await findSiteGrant(t.database.db, siteId!))!;
  const check = { viewer: canViewSite, manager: isManagerOfSite, admin: isAdminOfSite }[
    policy.level
  ];
  if (!check(persona.subject, site, t.clock.now())) return false;
  const area = 'area' in policy ? policy.area : undefined;
  return !area || canAccessArea(persona.subject, site, area, t.clock.now());
}

beforeAll(async () => {
  // The matrix sends more requests than a minute of the per-address rate limit allows.
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  await seedDemo(t.database.db, t.clock.now());
  const db = t.database.db;
  const siteId = async (name: string) =>
    (await db.select({ id: sites.id }).from(sites).where(eq(sites.name, name)))[0]!.id;
  siteIds = {
    maternity: await siteId('Maternité Saint-Hyacinthe'),
    gdu: await siteId('Horizon GDU'),
    finishing: await siteId('Engraissement Les Érables'),
  };
  // The test's demo has no herd: one female on each site the sow card is asked about.
  sowOf = {};
  for (const id of [siteIds.maternity, siteIds.gdu]) {
    const [site] = await db
      .select({ tenantId: sites.tenantId })
      .from(sites)
      .where(eq(sites.id, id));
    const entry: HerdRecord = { type: 'entry', animal: 'MATRIX-1', date: '2025-01-05', parity: 1 };
    const [sow] = await db
      .insert(animals)
      .values({ tenantId: site!.tenantId, siteId: id, identity: entry.animal })
      .returning({ id: animals.id });
    await db.insert(herdEvents).values({
      ...eventValues(entry, sow!.id, 1, contentHash(entry)),
      tenantId: site!.tenantId,
      siteId: id,
    });
    sowOf[id] = entry.animal;
  }
  feedMatrix = await prepareFeedMatrix(t, siteIds);
  deliveryMatrix = await prepareDeliveryMatrix(t, siteIds);
  adminMatrix = await prepareAdminMatrix(t);
  tenantKeys = [];
  for (const name of ['Ferme du Bocage', 'Porcs Horizon']) {
    const [tenant] = await db
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.name, name));
    const key = await createIngestKey(db, {
      tenantId: tenant!.id,
      name: 'matrix',
      createdBy: null,
      now: t.clock.now(),
    });
    tenantKeys.push({ tenantId: tenant!.id, keyId: key.id });
  }

  usersMatrix = await prepareUsersManagerMatrix(
    t,
    { bocage: tenantKeys[0]!.tenantId, horizon: tenantKeys[1]!.tenantId },
    siteIds,
  );

  const integrator = (await findUserByLogin(db, 'integrator@barnboard.demo'))!;
  const integration = await createIntegration(db, {
    ownerId: integrator.id,
    url: 'https://hooks.example.com/matrix',
  });
  const keys = [];
  for (const siteId of [siteIds.maternity, siteIds.gdu]) {
    const installed = await installIntegration(db, { integrationId: integration.id, siteId });
    keys.push({ siteId, key: installed.key });
  }
  integrationMatrix = { integrationId: integration.id, ownerId: integrator.id, keys };
  integrationsMatrix = await prepareIntegrationsMatrix(t, siteIds);
  entryMatrix = await prepareEntryMatrix(t, [siteIds.maternity, siteIds.gdu]);

  personas = [
    {
      label: 'anonymous',
      email: null,
      userId: null,
      token: null,
      subject: null,
      agreedTerms: false,
    },
  ];
  for (const user of demoUsers) {
    const token = await demoToken(t, user.email);
    const row = (await findUserByLogin(db, user.email))!;
    personas.push({
      label: user.label,
      email: user.email,
      userId: row.id,
      token,
      subject: rulesSubject({ user: row, memberships: await listMembershipsOfUser(db, row.id) }),
      agreedTerms: row.agreedTermsPolicy,
    });
  }
}, 120_000);

afterAll(() => t?.close());

/** A valid profile body of the persona's own account (any body for one without a token). */
async function ownProfile(persona: Persona): Promise<object> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/user',
    headers: persona.token ? { authorization: `Bearer ${persona.token}` } : {},
  });
  const user = response.statusCode === 200 ? response.json<User>() : null;
  return {
    first_name: user?.first_name ?? 'Matrix',
    last_name: user?.last_name ?? 'Matrix',
    email: user?.email ?? 'matrix@example.test',
    phone: user?.phone ?? '',
    phone_country: user?.phone_country ?? '',
    sms_opt_in: user?.sms_opt_in ?? false,
    expected_updated_at: user?.updated_at ?? new Date(0).toISOString(),
  };
}

describe('role × route matrix', () => {
  it('every route declares a policy and has a case in this test', () => {
    const missing = t.app.routeCatalog
      .filter((r) => r.method !== 'HEAD' && r.access.kind !== 'public')
      .filter((r) => targetsFor(r.method, r.url) === undefined)
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('answers every protected route as the rules say, for every persona', async () => {
    const outcomes: string[] = [];
    for (const route of t.app.routeCatalog) {
      if (route.method === 'HEAD' || route.access.kind === 'public') continue;
      const targets = targetsFor(route.method, route.url);
      if (!targets) continue;
      for (const target of targets) {
        for (const persona of personas) {
          await target.before?.(persona);
          const body = target.bodyFor ? await target.bodyFor(persona) : target.body;
          const response = await injectTarget(target, persona, body);
          const permitted = await allowed(route.access, persona, target);
          // A right on the route is not enough before the terms are accepted (beforeTerms aside).
          const termsRefusal = permitted && !persona.agreedTerms && !route.beforeTerms;
          const expected = permitted && !termsRefusal;
          const status = response.statusCode;
          const ok = expected
            ? status >= 200 && status < 300
            : termsRefusal
              ? status === 403 && response.json<{ code: string }>().code === 'terms_not_accepted'
              : status === (persona.token && !takesMachineKey(route.access) ? 403 : 401);
          if (!ok)
            outcomes.push(
              `${persona.label} ${target.method} ${target.url}: ${status}, expected ${expected ? '2xx' : 'refusal'}`,
            );
          // A partner knows a shared site by its sharing name only (docs/access-rules.md).
          if (persona.label === 'manager' && status < 300) {
            for (const hidden of SHARED_SITE_SECRETS)
              if (response.body.includes(hidden))
                outcomes.push(`${persona.label} ${target.method} ${target.url}: shows '${hidden}'`);
          }
        }
      }
    }
    expect(outcomes).toEqual([]);
  }, 120_000);

  it('access keys: each reads its own site only, on every integration API route', async () => {
    const outcomes: string[] = [];
    for (const { siteId, key } of integrationMatrix.keys) {
      const other = integrationMatrix.keys.find((one) => one.siteId !== siteId)!;
      const site = await t.app.inject({
        method: 'GET',
        url: '/integration/v1/site',
        headers: { authorization: `Bearer ${key}` },
      });
      if (site.json<{ id: string }>().id !== siteId) outcomes.push(`site of ${siteId}`);
      for (const path of INTEGRATION_API_ROUTES) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/integration/v1/${path}`,
          headers: { authorization: `Bearer ${key}` },
        });
        if (response.statusCode !== 200) outcomes.push(`${path}: ${response.statusCode}`);
        // Nothing of the other site shows through: its id, nor its bins'.
        if (response.body.includes(other.siteId)) outcomes.push(`${path} shows ${other.siteId}`);
      }
    }
    expect(outcomes).toEqual([]);
  });

  it('lets exactly the expected people change the maternity site settings', async () => {
    const mayEdit: string[] = [];
    for (const persona of personas) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/sites/${siteIds.maternity}`,
        payload: { prefs: '{}' },
        headers: persona.token ? { authorization: `Bearer ${persona.token}` } : {},
      });
      if (response.statusCode === 200) mayEdit.push(persona.label);
    }
    expect(mayEdit.sort()).toEqual(['admin', 'manager', 'owner', 'staff']);
  });

  it('lists only the sites of active memberships', async () => {
    const names = async (label: string) => {
      const persona = personas.find((p) => p.label === label)!;
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/sites/vision-web',
        headers: { authorization: `Bearer ${persona.token}` },
      });
      return response.json<{ data: { name: string }[] }>().data.map((s) => s.name);
    };
    expect(await names('expired member')).toEqual([]);
    expect(await names('member')).toEqual(['Maternité Saint-Hyacinthe']);
    expect(await names('manager')).toEqual([
      'Engraissement Les Érables',
      'Maternité Saint-Hyacinthe',
      // The partner knows Porcs Horizon's GDU by its sharing name only.
      'GDU partenaire',
    ]);
  });
});

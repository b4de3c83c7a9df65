import { and, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import {
  buildings,
  integrationInstallations,
  integrations,
  sites,
  tenants,
  users,
} from '../db/schema/index.js';

/** The owner of a live integration, for the access guard; null when there is none. */
export async function findIntegrationOwner(
  db: Executor,
  integrationId: string,
): Promise<{ ownerId: string } | null> {
  const [row] = await db
    .select({ ownerId: integrations.ownerId })
    .from(integrations)
    .where(and(eq(integrations.id, integrationId), isNull(integrations.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** An installation's site and its integration's owner, for the access guard; null when none. */
export async function findInstallationOwnerAndSite(
  db: Executor,
  installationId: string,
): Promise<{ ownerId: string; siteId: string } | null> {
  const [row] = await db
    .select({ ownerId: integrations.ownerId, siteId: integrationInstallations.siteId })
    .from(integrationInstallations)
    .innerJoin(integrations, eq(integrations.id, integrationInstallations.integrationId))
    .where(eq(integrationInstallations.id, installationId))
    .limit(1);
  return row ?? null;
}

export type IntegrationRecord = typeof integrations.$inferSelect;
export type InstallationRecord = typeof integrationInstallations.$inferSelect;
type UserRecord = Pick<
  typeof users.$inferSelect,
  'id' | 'email' | 'username' | 'firstName' | 'lastName' | 'role'
>;

const userColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
};

/** Live integrations with their owner: an owner's (their id), or every one ('all', staff). */
export async function listIntegrationsWithOwner(
  db: Executor,
  owner: string,
  integrationId?: string,
): Promise<{ integration: IntegrationRecord; owner: UserRecord }[]> {
  return db
    .select({ integration: integrations, owner: userColumns })
    .from(integrations)
    .innerJoin(users, eq(users.id, integrations.ownerId))
    .where(
      and(
        isNull(integrations.deletedAt),
        owner === 'all' ? undefined : eq(integrations.ownerId, owner),
        integrationId ? eq(integrations.id, integrationId) : undefined,
      ),
    );
}

/** Where installations may be read: everywhere (staff), or an owner's and some sites'. */
export type InstallationScope = 'all' | { ownerId: string; tenantIds: string[]; siteIds: string[] };

export type InstallationFilter = {
  integrationIds?: string[];
  siteId?: string;
  installationId?: string;
  state: 'live' | 'revoked' | 'all';
};

function scopeCondition(scope: InstallationScope): SQL | undefined {
  if (scope === 'all') return undefined;
  return or(
    eq(integrations.ownerId, scope.ownerId),
    scope.tenantIds.length
      ? inArray(integrationInstallations.tenantId, scope.tenantIds)
      : undefined,
    scope.siteIds.length ? inArray(integrationInstallations.siteId, scope.siteIds) : undefined,
  );
}

export type InstallationDetails = {
  installation: InstallationRecord;
  integration: { id: string; name: string; url: string; urlChangedAt: Date | null };
  tenantName: string;
  siteName: string;
  buildingName: string | null;
  installer: UserRecord | null;
};

/** Installations with their integration, tenant, site, building and installer. */
export async function listInstallationDetails(
  db: Executor,
  scope: InstallationScope,
  filter: InstallationFilter,
): Promise<InstallationDetails[]> {
  if (filter.integrationIds && filter.integrationIds.length === 0) return [];
  const state = {
    live: isNull(integrationInstallations.revokedAt),
    revoked: isNotNull(integrationInstallations.revokedAt),
    all: undefined,
  }[filter.state];
  const rows = await db
    .select({
      installation: integrationInstallations,
      integration: {
        id: integrations.id,
        name: integrations.name,
        url: integrations.url,
        urlChangedAt: integrations.urlChangedAt,
      },
      tenantName: tenants.name,
      siteName: sites.name,
      buildingName: buildings.name,
      installer: userColumns,
    })
    .from(integrationInstallations)
    .innerJoin(integrations, eq(integrations.id, integrationInstallations.integrationId))
    .innerJoin(tenants, eq(tenants.id, integrationInstallations.tenantId))
    .innerJoin(
      sites,
      and(
        eq(sites.tenantId, integrationInstallations.tenantId),
        eq(sites.id, integrationInstallations.siteId),
      ),
    )
    .leftJoin(
      buildings,
      and(
        eq(buildings.tenantId, integrationInstallations.tenantId),
        eq(buildings.id, integrationInstallations.buildingId),
      ),
    )
    .leftJoin(users, eq(users.id, integrationInstallations.installedBy))
    .where(
      and(
        scopeCondition(scope),
        state,
        filter.integrationIds
          ? inArray(integrationInstallations.integrationId, filter.integrationIds)
          : undefined,
        filter.siteId ? eq(integrationInstallations.siteId, filter.siteId) : undefined,
        filter.installationId ? eq(integrationInstallations.id, filter.installationId) : undefined,
      ),
    );
  return rows.map((row) => ({
    ...row,
    installer: row.installer?.id ? row.installer : null,
  }));
}

export async function findIntegrationByCode(
  db: Executor,
  code: string,
): Promise<{ integration: IntegrationRecord; owner: UserRecord } | null> {
  const [row] = await db
    .select({ integration: integrations, owner: userColumns })
    .from(integrations)
    .innerJoin(users, eq(users.id, integrations.ownerId))
    .where(and(eq(integrations.installCode, code), isNull(integrations.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function insertIntegration(
  db: Executor,
  values: {
    ownerId: string;
    name: string;
    url: string;
    signingSecret: string;
    installCode: string;
  },
  now: Date,
): Promise<IntegrationRecord> {
  const [row] = await db
    .insert(integrations)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

/** A live integration, locked until the transaction ends. */
export async function lockIntegration(db: Executor, id: string): Promise<IntegrationRecord | null> {
  const [row] = await db
    .select()
    .from(integrations)
    .where(and(eq(integrations.id, id), isNull(integrations.deletedAt)))
    .for('no key update');
  return row ?? null;
}

export async function updateIntegration(
  db: Executor,
  id: string,
  values: Partial<
    Pick<IntegrationRecord, 'name' | 'url' | 'urlChangedAt' | 'signingSecret' | 'deletedAt'>
  >,
  updatedAt: Date,
): Promise<void> {
  await db
    .update(integrations)
    .set({ ...values, updatedAt })
    .where(eq(integrations.id, id));
}

/** The live installation of an integration on a site, if any. */
export async function findLiveInstallation(
  db: Executor,
  siteId: string,
  integrationId: string,
): Promise<InstallationRecord | null> {
  const [row] = await db
    .select()
    .from(integrationInstallations)
    .where(
      and(
        eq(integrationInstallations.siteId, siteId),
        eq(integrationInstallations.integrationId, integrationId),
        isNull(integrationInstallations.revokedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertInstallation(
  db: Executor,
  values: Pick<
    InstallationRecord,
    | 'id'
    | 'tenantId'
    | 'siteId'
    | 'buildingId'
    | 'integrationId'
    | 'installedBy'
    | 'keySecretHash'
    | 'keyPrefix'
  >,
  now: Date,
): Promise<InstallationRecord> {
  const [row] = await db
    .insert(integrationInstallations)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  return row!;
}

/** An installation, locked until the transaction ends. */
export async function lockInstallation(
  db: Executor,
  id: string,
): Promise<InstallationRecord | null> {
  const [row] = await db
    .select()
    .from(integrationInstallations)
    .where(eq(integrationInstallations.id, id))
    .for('no key update');
  return row ?? null;
}

export async function updateInstallation(
  db: Executor,
  row: Pick<InstallationRecord, 'tenantId' | 'id'>,
  values: Partial<Pick<InstallationRecord, 'keySecretHash' | 'keyRotatedAt' | 'revokedAt'>>,
  updatedAt: Date,
): Promise<void> {
  await db
    .update(integrationInstallations)
    .set({ ...values, updatedAt })
    .where(
      and(
        eq(integrationInstallations.tenantId, row.tenantId),
        eq(integrationInstallations.id, row.id),
      ),
    );
}

/** An integration's live installations, locked, for its removal or an audit of its change. */
export async function lockLiveInstallationsOf(
  db: Executor,
  integrationId: string,
): Promise<InstallationRecord[]> {
  return db
    .select()
    .from(integrationInstallations)
    .where(
      and(
        eq(integrationInstallations.integrationId, integrationId),
        isNull(integrationInstallations.revokedAt),
      ),
    )
    .for('no key update');
}

/** Whether an install code is taken (by a live or a removed integration). */
export async function installCodeTaken(db: Executor, code: string): Promise<boolean> {
  const [row] = await db
    .select({ taken: sql<number>`1` })
    .from(integrations)
    .where(eq(integrations.installCode, code))
    .limit(1);
  return row !== undefined;
}

/** A building of the site, when it exists there. */
export async function buildingOfSite(
  db: Executor,
  siteId: string,
  buildingId: string,
): Promise<{ id: string; name: string } | null> {
  const [row] = await db
    .select({ id: buildings.id, name: buildings.name })
    .from(buildings)
    .where(and(eq(buildings.id, buildingId), eq(buildings.siteId, siteId)))
    .limit(1);
  return row ?? null;
}

/** A site's tenant and name. */
export async function siteOfInstallation(
  db: Executor,
  siteId: string,
): Promise<{ tenantId: string; name: string } | null> {
  const [row] = await db
    .select({ tenantId: sites.tenantId, name: sites.name })
    .from(sites)
    .where(eq(sites.id, siteId))
    .limit(1);
  return row ?? null;
}

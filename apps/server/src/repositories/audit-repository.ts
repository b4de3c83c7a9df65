import { and, count, desc, eq, gte, inArray, like, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  displayName,
  type AuditAction,
  type AuditEntityType,
  type AuditEvent,
  type AuditQuery,
  type FieldChange,
} from '@barnboard/domain';
import type { Executor } from '../db/database.js';
import { auditEvents, sites, tenants } from '../db/schema/index.js';
import type { Subject } from '../plugins/access-guard.js';
import { containsPattern, foldedSql } from './folded-text.js';

/** Who made a change, as the trail keeps it: the account and its name at the time. */
export type AuditActor = { id: string | null; name: string };

export function auditActor(subject: Subject): AuditActor {
  const { user } = subject;
  return {
    id: user.id,
    name: displayName({ email: user.email, first_name: user.firstName, last_name: user.lastName }),
  };
}

export type AuditEntry = {
  tenantId: string;
  actor: AuditActor;
  action: AuditAction;
  entity: { type: AuditEntityType; id: string; name: string };
  siteId?: string | null;
  changes: FieldChange[];
};

/**
 * Appends one event to the trail. Call it with the transaction that makes the change, so the
 * change and its record are written together or not at all.
 */
export async function recordAudit(tx: Executor, entry: AuditEntry, at: Date): Promise<void> {
  await tx.insert(auditEvents).values({
    tenantId: entry.tenantId,
    at,
    actorId: entry.actor.id,
    actorName: entry.actor.name,
    action: entry.action,
    entityType: entry.entity.type,
    entityId: entry.entity.id,
    entityName: entry.entity.name,
    siteId: entry.siteId ?? null,
    changes: entry.changes,
  });
}

/**
 * Whose history a caller reads: every tenant (staff), or the tenants they administer on all
 * sites, plus the events of the single sites they administer elsewhere.
 */
export type AuditScope = 'all' | { tenantIds: string[]; siteIds: string[] };

export type AuditFilter = Omit<AuditQuery, 'page' | 'per_page'>;

function scopeCondition(scope: AuditScope): SQL | undefined {
  if (scope === 'all') return undefined;
  const parts = [
    scope.tenantIds.length ? inArray(auditEvents.tenantId, scope.tenantIds) : undefined,
    scope.siteIds.length ? inArray(auditEvents.siteId, scope.siteIds) : undefined,
  ].filter((part) => part !== undefined);
  return parts.length ? or(...parts) : sql`false`;
}

function filterConditions(filter: AuditFilter): (SQL | undefined)[] {
  const words = filter.q ? containsPattern(filter.q) : null;
  return [
    filter.tenant_id ? eq(auditEvents.tenantId, filter.tenant_id) : undefined,
    filter.site_id ? eq(auditEvents.siteId, filter.site_id) : undefined,
    filter.entity_type ? eq(auditEvents.entityType, filter.entity_type) : undefined,
    filter.action ? eq(auditEvents.action, filter.action) : undefined,
    filter.actor_id ? eq(auditEvents.actorId, filter.actor_id) : undefined,
    filter.from ? gte(auditEvents.at, new Date(filter.from)) : undefined,
    filter.to ? lt(auditEvents.at, new Date(filter.to)) : undefined,
    words
      ? or(
          like(foldedSql(auditEvents.entityName), words),
          like(foldedSql(auditEvents.actorName), words),
        )
      : undefined,
  ];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The site ids a change names: a membership's sites are kept by id (users-manager/audit.ts). */
function siteIdsIn(changes: readonly FieldChange[]): string[] {
  return changes
    .filter((change) => change.field === 'sites')
    .flatMap((change) => [change.from, change.to])
    .flatMap((value) => (Array.isArray(value) ? value : []))
    .filter((id): id is string => typeof id === 'string' && UUID.test(id));
}

/**
 * The current names of the sites the events' changes name by id, for each event: only its own
 * tenant's, and only those the caller administers (a site admin reading a membership narrowed to
 * their site does not learn the names of the sites it left).
 */
async function namesOfSites(
  db: Executor,
  scope: AuditScope,
  events: readonly { tenantId: string; changes: FieldChange[] }[],
): Promise<Record<string, string>[]> {
  const ids = [...new Set(events.flatMap((event) => siteIdsIn(event.changes)))];
  const found = ids.length
    ? await db
        .select({ id: sites.id, tenantId: sites.tenantId, name: sites.name })
        .from(sites)
        .where(inArray(sites.id, ids))
    : [];
  const readable = found.filter(
    (site) =>
      scope === 'all' || scope.tenantIds.includes(site.tenantId) || scope.siteIds.includes(site.id),
  );
  return events.map((event) => {
    const named = new Set(siteIdsIn(event.changes));
    return Object.fromEntries(
      readable
        .filter((site) => site.tenantId === event.tenantId && named.has(site.id))
        .map((site) => [site.id, site.name]),
    );
  });
}

/** A page of the trail, newest first, and how many events match in all. */
export async function listAuditEvents(
  db: Executor,
  scope: AuditScope,
  query: AuditQuery,
): Promise<{ total: number; rows: AuditEvent[] }> {
  const where = and(scopeCondition(scope), ...filterConditions(query));
  const [counted] = await db.select({ total: count() }).from(auditEvents).where(where);
  const rows = await db
    .select({ event: auditEvents, tenantName: tenants.name, siteName: sites.name })
    .from(auditEvents)
    .innerJoin(tenants, eq(tenants.id, auditEvents.tenantId))
    .leftJoin(
      sites,
      and(eq(sites.tenantId, auditEvents.tenantId), eq(sites.id, auditEvents.siteId)),
    )
    .where(where)
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const names = await namesOfSites(
    db,
    scope,
    rows.map(({ event }) => event),
  );
  return {
    total: counted?.total ?? 0,
    rows: rows.map(({ event, tenantName, siteName }, index) => ({
      id: event.id,
      at: event.at.toISOString(),
      tenant: { id: event.tenantId, name: tenantName },
      site: event.siteId ? { id: event.siteId, name: siteName } : null,
      actor: { id: event.actorId, name: event.actorName },
      action: event.action,
      entity: { type: event.entityType, id: event.entityId, name: event.entityName },
      changes: event.changes,
      names: names[index]!,
    })),
  };
}

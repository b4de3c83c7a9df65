import { index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditEntityType, FieldChange } from '@barnboard/domain';
import { tenantIdColumn, timestamptz } from './columns.js';

/**
 * The administrative audit trail (docs/administration.md): one row per change, never updated
 * nor deleted (migration 0013 adds a trigger that refuses both). Names are copied at the time of
 * the change so the history still reads after a site, a bin or a membership is gone; no foreign
 * keys for the same reason.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    at: timestamptz('at').notNull(),
    /** The account that made the change (null when none did). */
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    entityType: text('entity_type').$type<AuditEntityType>().notNull(),
    entityId: text('entity_id').notNull(),
    entityName: text('entity_name').notNull(),
    /** The site the change concerns, when it concerns one (a site admin's filter). */
    siteId: uuid('site_id'),
    changes: jsonb('changes').$type<FieldChange[]>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('audit_events_tenant_at_idx').on(t.tenantId, t.at),
    index('audit_events_entity_idx').on(t.tenantId, t.entityType, t.entityId),
  ],
);

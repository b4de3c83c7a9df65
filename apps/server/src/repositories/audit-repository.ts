import {
  displayName,
  type AuditAction,
  type AuditEntityType,
  type FieldChange,
} from '@barnboard/domain';
import type { Executor } from '../db/database.js';
import { auditEvents } from '../db/schema/index.js';
import type { Subject } from '../plugins/access-guard.js';

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

import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, type AuditValue } from '../audit/changes.js';
import { pagedSchema, pageQuerySchema } from './common.js';

/** The audit trail's API (GET /api/audit-events; docs/administration.md, "Audit trail"). */

const auditScalarSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const auditValueSchema: z.ZodType<AuditValue> = z.union([
  auditScalarSchema,
  z.array(auditScalarSchema),
  z.record(z.string(), z.union([auditScalarSchema, z.array(auditScalarSchema)])),
]);

export const auditEventSchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime({ offset: true }),
  tenant: z.object({ id: z.uuid(), name: z.string() }),
  /** The site the change concerns; its name is null once the site is deleted. */
  site: z.object({ id: z.uuid(), name: z.string().nullable() }).nullable(),
  /** Who changed it: null id for the operator's command line. */
  actor: z.object({ id: z.uuid().nullable(), name: z.string() }),
  action: z.enum(AUDIT_ACTIONS),
  entity: z.object({ type: z.enum(AUDIT_ENTITY_TYPES), id: z.string(), name: z.string() }),
  changes: z.array(z.object({ field: z.string(), from: auditValueSchema, to: auditValueSchema })),
  /**
   * The names, as they are now, of the sites its changes name by id (a membership's sites), among
   * those the caller administers; an id missing here is a deleted site or another admin's.
   */
  names: z.record(z.uuid(), z.string()),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditQuerySchema = pageQuerySchema.extend({
  tenant_id: z.uuid().optional(),
  site_id: z.uuid().optional(),
  entity_type: z.enum(AUDIT_ENTITY_TYPES).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  actor_id: z.uuid().optional(),
  /** Changes at or after this instant. */
  from: z.iso.datetime({ offset: true }).optional(),
  /** Changes before this instant. */
  to: z.iso.datetime({ offset: true }).optional(),
  /** Words of the person's or the record's name, accents and case ignored. */
  q: z.string().trim().max(100).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSchema = pagedSchema(auditEventSchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

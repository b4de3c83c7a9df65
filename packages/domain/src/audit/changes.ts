/**
 * The administrative audit trail (docs/administration.md, "Audit trail"): every change an admin
 * or staff makes is one append-only event saying who, when, what, and each field's old and new
 * value.
 */

export const AUDIT_ENTITY_TYPES = [
  'tenant',
  'licence',
  'site',
  'building',
  'bin',
  'user',
  'membership',
  'feed',
  'delivery_settings',
  'delivery_order',
  'integration',
  'installation',
  'herd_event',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'move',
  'disable',
  'enable',
  'invite',
  'deactivate',
  'reactivate',
  'credit',
  'rotate',
  'revoke',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

type AuditScalar = string | number | boolean | null;

/**
 * A value as the trail keeps it: a scalar, a list of them (sites), or a flat object of them
 * (an access type). Anything deeper is kept as its JSON text: the trail is read by people and
 * spreadsheets, and a flat shape is one every integrator's tool types without recursion.
 */
export type AuditValue = AuditScalar | AuditScalar[] | Record<string, AuditScalar | AuditScalar[]>;

export type FieldChange = { field: string; from: AuditValue; to: AuditValue };

/** Fields never written to the trail, whatever the entity: secrets and their hashes. */
const SECRET_FIELD = /password|secret|token|hash/i;

function scalar(value: unknown): AuditScalar {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string') {
    return value;
  }
  if (typeof value === 'bigint') return value.toString();
  return JSON.stringify(value);
}

function list(value: unknown): AuditScalar | AuditScalar[] {
  return Array.isArray(value) ? value.map(scalar) : scalar(value);
}

function normalised(value: unknown): AuditValue {
  if (Array.isArray(value)) return value.map(scalar);
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, inner]) => [key, list(inner)]),
    );
  }
  return scalar(value);
}

function sameValue(a: AuditValue, b: AuditValue): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The fields whose value differs between `before` and `after`, in the order of `fields`. An
 * empty answer is the "same values" case of spec §8: nothing to save, nothing to record. Secret
 * fields are never compared nor kept.
 */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
  fields: readonly (keyof T & string)[],
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of fields) {
    if (SECRET_FIELD.test(field) || !(field in after)) continue;
    const from = normalised(before[field]);
    const to = normalised(after[field]);
    if (!sameValue(from, to)) changes.push({ field, from, to });
  }
  return changes;
}

/** Every field of a new record as a change from nothing (creation), or to nothing (deletion). */
export function recordFields(
  record: Record<string, unknown>,
  fields: readonly string[],
  direction: 'created' | 'deleted',
): FieldChange[] {
  return fields
    .filter((field) => !SECRET_FIELD.test(field) && record[field] !== undefined)
    .map((field) => {
      const value = normalised(record[field]);
      return direction === 'created'
        ? { field, from: null, to: value }
        : { field, from: value, to: null };
    });
}

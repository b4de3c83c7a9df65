import type { AuditEvent, AuditValue } from '@barnboard/domain';

export type AuditScalar = string | number | boolean;

/** How the history reads to a person (made by use-audit-reader.ts): on screen and in the CSV. */
export type AuditReader = {
  /** The field's label, as its edit form names it; the trail's own name for a field unknown. */
  field: (event: AuditEvent, field: string) => string;
  /** A value before or after, in words and in the user's formats. */
  value: (event: AuditEvent, field: string, value: AuditValue) => string;
};

/**
 * A value of the trail as text: lists joined, objects as "key: value" pairs, nothing as an em
 * dash; each scalar written by `scalar` (in words, in the user's formats: use-audit-reader.ts).
 */
export function auditValueText(value: AuditValue, scalar: (value: AuditScalar) => string): string {
  if (value === null || value === '') return '—';
  if (Array.isArray(value)) {
    return value.length ? value.map((item) => auditValueText(item, scalar)).join(', ') : '—';
  }
  if (typeof value === 'object') {
    return Object.entries(value)
      .map(([key, inner]) => `${key}: ${auditValueText(inner, scalar)}`)
      .join('; ');
  }
  return scalar(value);
}

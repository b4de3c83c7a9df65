import type { AuditValue } from '@barnboard/domain';

/**
 * A value of the trail as text: lists joined, objects as "key: value" pairs, nothing as an
 * em dash. Field names and values are the records' own, as stored at the time of the change.
 */
export function auditValueText(value: AuditValue, yesNo: (value: boolean) => string): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') return yesNo(value);
  if (Array.isArray(value)) {
    return value.length ? value.map((item) => auditValueText(item, yesNo)).join(', ') : '—';
  }
  if (typeof value === 'object') {
    return Object.entries(value)
      .map(([key, inner]) => `${key}: ${auditValueText(inner, yesNo)}`)
      .join('; ');
  }
  return String(value);
}

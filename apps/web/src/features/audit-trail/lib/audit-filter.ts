import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  type AuditAction,
  type AuditEntityType,
  type AuditQuery,
} from '@barnboard/domain';
import { DateTime } from 'luxon';

/**
 * The audit trail's filter as the address keeps it (so a filtered history can be shared): days
 * are the site's calendar days, both ends included.
 */
export type AuditFilter = {
  tenantId: string | null;
  entityType: AuditEntityType | null;
  action: AuditAction | null;
  /** "2026-11-01" */
  fromDay: string | null;
  toDay: string | null;
  q: string;
  page: number;
};

export const AUDIT_PAGE_SIZE = 50;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | null {
  return allowed.find((item) => item === value) ?? null;
}

function day(value: string | null): string | null {
  return value && DAY.test(value) && DateTime.fromISO(value).isValid ? value : null;
}

export function filterFromParams(params: URLSearchParams): AuditFilter {
  const page = Number(params.get('page'));
  return {
    tenantId: params.get('tenant'),
    entityType: oneOf(params.get('record'), AUDIT_ENTITY_TYPES),
    action: oneOf(params.get('action'), AUDIT_ACTIONS),
    fromDay: day(params.get('from')),
    toDay: day(params.get('to')),
    q: params.get('q') ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function paramsFromFilter(filter: AuditFilter): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | null) => {
    if (value) params.set(key, value);
  };
  set('tenant', filter.tenantId);
  set('record', filter.entityType);
  set('action', filter.action);
  set('from', filter.fromDay);
  set('to', filter.toDay);
  set('q', filter.q.trim());
  if (filter.page > 1) params.set('page', String(filter.page));
  return params;
}

/** The API's query for a filter: days become the instants of the site's midnights. */
export function queryOfFilter(
  filter: AuditFilter,
  timeZone: string,
  page: number,
  perPage: number,
): AuditQuery {
  const midnight = (value: string, plusDays: number) =>
    DateTime.fromISO(value, { zone: timeZone }).plus({ days: plusDays }).toUTC().toISO()!;
  return {
    page,
    per_page: perPage,
    ...(filter.tenantId ? { tenant_id: filter.tenantId } : {}),
    ...(filter.entityType ? { entity_type: filter.entityType } : {}),
    ...(filter.action ? { action: filter.action } : {}),
    ...(filter.fromDay ? { from: midnight(filter.fromDay, 0) } : {}),
    ...(filter.toDay ? { to: midnight(filter.toDay, 1) } : {}),
    ...(filter.q.trim() ? { q: filter.q.trim() } : {}),
  };
}

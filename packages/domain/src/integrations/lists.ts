import { normalizeText } from '../format/normalize-text.js';
import type {
  AreaPageMeta,
  Installation,
  Integration,
  IntegrationSort,
  SortDirection,
} from './api.js';

/**
 * Search, sort and paging of the integrator area's lists (spec §2): a caller's integrations and
 * installations are few, so they are read whole, then found, ordered and cut here.
 */

/** A sort key's value: text, an instant in ms, or nothing (always last, whatever the direction). */
type SortValue = string | number | null;

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  return (a as number) - (b as number);
}

const time = (value: string | null): number | null => (value ? Date.parse(value) : null);

/**
 * Rows in the asked order, nothing last in both directions (an integration installed nowhere has
 * no tenant to sort by), then by name and id so equal rows keep one order across pages.
 */
export function sortRows<T extends { id: string }>(
  rows: readonly T[],
  valueOf: (row: T, sort: IntegrationSort) => SortValue,
  sort: IntegrationSort,
  direction: SortDirection,
): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  const tieBreak = (a: T, b: T) =>
    compareValues(valueOf(a, 'name') ?? '', valueOf(b, 'name') ?? '') ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  return [...rows].sort((a, b) => {
    const x = valueOf(a, sort);
    const y = valueOf(b, sort);
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
      return tieBreak(a, b);
    }
    return sign * compareValues(x, y) || tieBreak(a, b);
  });
}

/** Every word of the query found in the row's text, accents and case ignored. */
export function searchRows<T>(
  rows: readonly T[],
  query: string | undefined,
  textOf: (row: T) => (string | null | undefined)[],
): T[] {
  const words = normalizeText(query ?? '')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const text = normalizeText(textOf(row).filter(Boolean).join(' '));
    return words.every((word) => text.includes(word));
  });
}

/** One page of rows and its metadata (pages counted from 1; at least one page). */
export function pageOf<T>(
  rows: readonly T[],
  query: { page: number; per_page: number },
): { data: T[]; meta: AreaPageMeta } {
  const pages = Math.max(1, Math.ceil(rows.length / query.per_page));
  const start = (query.page - 1) * query.per_page;
  return {
    data: rows.slice(start, start + query.per_page),
    meta: {
      page: query.page,
      total: rows.length,
      pages,
      per_page: query.per_page,
      current_page: query.page,
      last_page: pages,
      first: query.page === 1,
      empty: rows.length === 0 || query.page > pages,
    },
  };
}

/** An integration with its owner's role, which the role sort reads (integrator or staff). */
export type IntegrationRow = Integration & { owner_role: string };

export function integrationSortValue(row: IntegrationRow, sort: IntegrationSort): SortValue {
  const place = row.first_installation;
  switch (sort) {
    case 'name':
      return row.name;
    case 'tenant':
      return place?.tenant_name ?? null;
    case 'site':
      return place?.site_name ?? null;
    case 'building':
      return place?.building_name ?? null;
    case 'user':
      return row.owner.name;
    case 'role':
      return row.owner_role;
    case 'created':
      return time(row.created_at);
    case 'active':
      return time(row.last_active_at);
  }
}

export function integrationSearchText(row: Integration): (string | null)[] {
  const place = row.first_installation;
  return [
    row.name,
    row.url,
    row.owner.name,
    row.install_code,
    place?.tenant_name ?? null,
    place?.site_name ?? null,
    place?.building_name ?? null,
  ];
}

export function installationSortValue(row: Installation, sort: IntegrationSort): SortValue {
  switch (sort) {
    case 'name':
      return row.integration.name;
    case 'tenant':
      return row.tenant.name;
    case 'site':
      return row.site.name;
    case 'building':
      return row.building?.name ?? null;
    case 'user':
      return row.installed_by?.name ?? null;
    case 'role':
      return row.role;
    case 'created':
      return time(row.created_at);
    case 'active':
      return time(row.last_active_at);
  }
}

export function installationSearchText(row: Installation): (string | null)[] {
  return [
    row.integration.name,
    row.tenant.name,
    row.site.name,
    row.building?.name ?? null,
    row.installed_by?.name ?? null,
    row.key_prefix,
  ];
}

/**
 * The place an integration is listed under: its alphabetically first live installation's
 * (tenant, then site, then building), as the tenant, site and building sorts read it.
 */
export function firstPlace<
  T extends { tenant_name: string; site_name: string; building_name: string | null },
>(places: readonly T[]): T | null {
  return (
    [...places].sort(
      (a, b) =>
        collator.compare(a.tenant_name, b.tenant_name) ||
        collator.compare(a.site_name, b.site_name) ||
        collator.compare(a.building_name ?? '', b.building_name ?? ''),
    )[0] ?? null
  );
}

import {
  activeMemberships,
  hasAdminRights,
  isStaff,
  springPage,
  type BinItem,
  type BinPage,
  type BinSearchBody,
  type BinSortField,
  type FeedPageQuery,
  type Subject,
} from '@barnboard/domain';
import type { Executor } from '../../db/database.js';
import {
  listBinRecords,
  type BinRecord,
  type BinScope,
} from '../../repositories/bins-repository.js';
import { listTenantLicences } from '../../repositories/licences-repository.js';
import { describeBins } from './describe-bins.js';

/**
 * The bins a caller may see: of sites with silo access (an L-Track tenant) that an active
 * membership with silo access covers; every L-Track tenant's bins for staff (spec §6).
 */
export function binScope(subject: Subject, now: Date): BinScope {
  if (isStaff(subject)) return { kind: 'all' };
  const grants = activeMemberships(subject.memberships, now).filter(
    (m) => m.access_type.silo && m.tenant.ltrack_access,
  );
  return {
    kind: 'grants',
    tenantIds: grants.filter((m) => m.sites === 'all').map((m) => m.tenant.cloud_id),
    siteIds: grants.flatMap((m) => (m.sites === 'all' ? [] : m.sites)),
  };
}

/** The tenants whose licences the caller manages: owner or admin with silo access (or staff). */
export function licenceScope(subject: Subject, now: Date): 'all' | string[] {
  if (isStaff(subject)) return 'all';
  return [
    ...new Set(
      activeMemberships(subject.memberships, now)
        .filter((m) => hasAdminRights(m.role) && m.access_type.silo && m.tenant.ltrack_access)
        .map((m) => m.tenant.cloud_id),
    ),
  ];
}

/** Lower case, without accents, for searching. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

function matchesSearch(record: BinRecord, search: string): boolean {
  const text = folded(search);
  if (folded(record.bin.name).includes(text)) return true;
  const hex = text.replace(/[-: ]/g, '');
  return hex.length > 0 && record.bin.devEui.includes(hex);
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

type Sortable = { record: BinRecord; item?: BinItem };

/** Sort keys; null sorts last whatever the direction. */
const SORT_KEYS: Record<BinSortField, (row: Sortable) => string | number | null> = {
  name: (row) => row.record.bin.name,
  site: (row) => row.record.site.name,
  building: (row) => row.record.building.name,
  mac_address: (row) => row.record.bin.devEui,
  expires_at: (row) => row.record.bin.expiresAt?.getTime() ?? null,
  fill_level: (row) => (row.item?.last_level.level_at ? row.item.fill_level : null),
  quantity: (row) => row.item?.quantity ?? null,
  days_until_empty: (row) => row.item?.forecast?.days_until_empty ?? null,
  last_sync: (row) => (row.item?.last_sync ? Date.parse(row.item.last_sync) : null),
};
const COMPUTED_SORTS = new Set<BinSortField>([
  'fill_level',
  'quantity',
  'days_until_empty',
  'last_sync',
]);

function compare(a: string | number | null, b: string | number | null, direction: number) {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  const order = typeof a === 'string' ? collator.compare(a, String(b)) : a - Number(b);
  return order * direction;
}

/** POST /feed/bins?view=RESUME: a page of the bins the caller may see, filtered and sorted. */
export async function searchBins(
  db: Executor,
  subject: Subject,
  body: BinSearchBody,
  page: FeedPageQuery,
  now: Date,
): Promise<BinPage> {
  const records = (
    await listBinRecords(db, binScope(subject, now), {
      siteIds: body.site_ids,
      buildingIds: body.building_ids,
      contentIds: body.content_ids,
      disabled: body.disabled,
      expired: body.expired,
      now,
    })
  ).filter((record) => !body.search || matchesSearch(record, body.search));

  const direction = body.direction === 'desc' ? -1 : 1;
  const key = SORT_KEYS[body.sort];
  // Ties keep the order of site, building and name the repository gives.
  const sortRows = (rows: Sortable[]) =>
    rows
      .map((row, index) => ({ row, index }))
      .sort((a, b) => compare(key(a.row), key(b.row), direction) || a.index - b.index)
      .map(({ row }) => row);
  const start = page.page * page.size;

  let content: BinItem[];
  if (COMPUTED_SORTS.has(body.sort)) {
    const items = await describeBins(db, records, now);
    content = sortRows(records.map((record, i) => ({ record, item: items[i]! })))
      .slice(start, start + page.size)
      .map((row) => row.item!);
  } else {
    const pageRecords = sortRows(records.map((record) => ({ record })))
      .slice(start, start + page.size)
      .map((row) => row.record);
    content = await describeBins(db, pageRecords, now);
  }
  return springPage(content, records.length, page, true);
}

/** GET /feed/licences?view=tenant: per tenant the caller manages, its licences. */
export async function tenantLicencesPage(
  db: Executor,
  subject: Subject,
  page: FeedPageQuery,
  now: Date,
) {
  const { total, tenants } = await listTenantLicences(db, licenceScope(subject, now), {
    offset: page.page * page.size,
    limit: page.size,
  });
  const content = tenants.map(({ tenant, licences }) => ({
    tenant: { cloud_id: tenant.id, name: tenant.name },
    total_licences: licences.length,
    available_licences: licences.filter((l) => l.bin === null).length,
    items: licences.map((l) => ({
      id: l.id,
      tenant: l.tenantId,
      silo: l.bin && {
        id: l.bin.id,
        name: l.bin.name,
        site_id: l.bin.siteId,
        mac_address: l.bin.devEui,
        deleted_at: l.bin.deletedAt?.toISOString() ?? null,
      },
      assigned_at: l.assignedAt?.toISOString() ?? null,
      created_at: l.createdAt.toISOString(),
    })),
  }));
  return springPage(content, total, page, true);
}

import {
  dateOfDay,
  dayNumber,
  inventoryFemale,
  type InventoryFemale,
  type PresentStatus,
} from '@barnboard/domain';
import { asc, and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { buildings, sites } from '../../db/schema/index.js';
import { dateInZone } from '../../lib/dates.js';
import { ensureHerdFacts } from '../../repositories/herd-facts-repository.js';
import { loadFemalesOnDay } from '../../repositories/herd-inventory-repository.js';
import {
  listPlacesOfBuilding,
  type ApiScope,
  type PageWindow,
  type Paged,
} from '../../repositories/integration-api-repository.js';
import { listBinRecords } from '../../repositories/bins-repository.js';
import { describeBins } from '../feed/describe-bins.js';
import type { IntegrationCaller } from './access-key-auth.js';
import type { ApiBin, PageQuery } from './schemas.js';

/** The installed site as the API describes it; null when it no longer exists. */
export async function describeSite(db: Executor, caller: IntegrationCaller) {
  const [site] = await db
    .select({ id: sites.id, name: sites.name, type: sites.type, timezone: sites.timezone })
    .from(sites)
    .where(and(eq(sites.tenantId, caller.tenantId), eq(sites.id, caller.siteId)))
    .limit(1);
  if (!site) return null;
  const own = await db
    .select({ id: buildings.id, name: buildings.name, type: buildings.type })
    .from(buildings)
    .where(and(eq(buildings.tenantId, caller.tenantId), eq(buildings.siteId, caller.siteId)))
    .orderBy(asc(buildings.name), asc(buildings.id));
  const building = own.find((one) => one.id === caller.buildingId) ?? null;
  return { ...site, building, buildings: building ? [building] : own };
}

/** The scope of the API's herd and feeding reads: the site, or the building's places. */
export async function scopeOf(db: Executor, caller: IntegrationCaller): Promise<ApiScope> {
  return {
    tenantId: caller.tenantId,
    siteId: caller.siteId,
    places: caller.buildingId
      ? await listPlacesOfBuilding(db, caller.tenantId, caller.buildingId)
      : null,
  };
}

export function windowOf(query: PageQuery): PageWindow {
  return { limit: query.per_page, offset: (query.page - 1) * query.per_page };
}

export function metaOf(query: PageQuery, total: number) {
  return {
    page: query.page,
    per_page: query.per_page,
    total,
    pages: Math.ceil(total / query.per_page),
  };
}

/** A page cut from a whole list (reads whose rules run in memory). */
function sliceOf<T>(all: readonly T[], query: PageQuery): Paged<T> {
  const { limit, offset } = windowOf(query);
  return { rows: all.slice(offset, offset + limit), total: all.length };
}

/**
 * The animals present today on the site's calendar, with their status by the herd inventory's
 * rules (docs/inventory.md), by ear tag.
 */
export async function listAnimals(
  db: Executor,
  caller: IntegrationCaller,
  scope: ApiScope,
  query: PageQuery & { status?: PresentStatus | undefined },
  now: Date,
) {
  const site = await describeSite(db, caller);
  if (!site) return sliceOf([], query);
  const records = { tenantId: caller.tenantId, id: caller.siteId, timezone: site.timezone };
  await ensureHerdFacts(db, records);
  const day = dayNumber(dateInZone(now, site.timezone));
  const places = scope.places === null ? null : new Set(scope.places);
  const animals = (await loadFemalesOnDay(db, records, day))
    .map((female) => inventoryFemale(female, day))
    .filter((female) => !query.status || female.status === query.status)
    .filter((female) => !places || (female.location !== null && places.has(female.location)))
    .sort((a, b) => (a.animal < b.animal ? -1 : a.animal > b.animal ? 1 : 0));
  return sliceOf(animals.map(apiAnimal), query);
}

function apiAnimal(female: InventoryFemale) {
  return {
    identity: female.animal,
    status: female.status,
    status_since: dateOfDay(female.since),
    parity: female.parity,
    location: female.location,
  };
}

/** The site's bins (of the building, for a key narrowed to one) with their last level. */
export async function listBins(
  db: Executor,
  caller: IntegrationCaller,
  query: PageQuery,
  now: Date,
): Promise<Paged<ApiBin>> {
  const records = await listBinRecords(
    db,
    { kind: 'all' },
    {
      now,
      siteIds: [caller.siteId],
      ...(caller.buildingId ? { buildingIds: [caller.buildingId] } : {}),
    },
  );
  const page = sliceOf(records, query);
  const items = await describeBins(db, page.rows, now);
  return {
    total: page.total,
    rows: items.map((item) => ({
      id: item.id,
      name: item.name,
      building: { id: item.building.cloud_id, name: item.building.name },
      content: item.content?.name ?? null,
      capacity_kg: item.capacity_kg,
      last_level: {
        fill_percent: item.last_level.level,
        quantity_kg: item.last_level.quantity,
        at: item.last_level.level_at,
      },
      days_until_empty: item.forecast?.days_until_empty ?? null,
      warnings: item.warnings.map((warning) => warning.code),
    })),
  };
}

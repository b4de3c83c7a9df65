import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import {
  binReadings,
  bins,
  buildings,
  feeds,
  sensorDevices,
  sites,
  tenants,
} from '../db/schema/index.js';
import { nextVersion } from '../lib/versions.js';

/** Feed bins, their sensors and readings (docs/feed-api.md). */

export type BinRow = typeof bins.$inferSelect;
export type NewBinRow = typeof bins.$inferInsert;
/** What a bin's shape is made of (bin-view.ts reads its distances with it). */
export type BinGeometry = Pick<
  BinRow,
  | 'type'
  | 'diameterM'
  | 'verticalHeightM'
  | 'bottomHeightM'
  | 'roofHeightM'
  | 'flatHeightM'
  | 'outletDiameterM'
  | 'offsetM'
>;
export type BinKey = { tenantId: string; id: string };

/** A bin with what its answer names: site, tenant, building and content. */
export type BinRecord = {
  bin: BinRow;
  site: { id: string; name: string };
  tenant: { id: string; name: string; ltrackAccess: boolean };
  building: { id: string; name: string };
  feed: typeof feeds.$inferSelect | null;
};

/**
 * Which bins a caller may list: every bin (staff), or the bins of whole tenants and of single
 * sites that the caller's memberships with silo access cover.
 */
export type BinScope = { kind: 'all' } | { kind: 'grants'; tenantIds: string[]; siteIds: string[] };

export type BinFilter = {
  siteIds?: string[] | undefined;
  buildingIds?: string[] | undefined;
  contentIds?: string[] | undefined;
  disabled?: boolean | undefined;
  /** Judged at `now`: a subscription that ended at or before now has expired. */
  expired?: boolean | undefined;
  now: Date;
};

/** The columns of a reading the analytics read. */
export type ReadingRow = Pick<
  typeof binReadings.$inferSelect,
  'binId' | 'measuredAt' | 'distanceMm' | 'batteryMv' | 'temperatureC' | 'firmware' | 'rssi' | 'snr'
>;

const readingColumns = {
  binId: binReadings.binId,
  measuredAt: binReadings.measuredAt,
  distanceMm: binReadings.distanceMm,
  batteryMv: binReadings.batteryMv,
  temperatureC: binReadings.temperatureC,
  firmware: binReadings.firmware,
  rssi: binReadings.rssi,
  snr: binReadings.snr,
};

function selectBinRecords(db: Executor) {
  return db
    .select({
      bin: bins,
      site: { id: sites.id, name: sites.name },
      tenant: { id: tenants.id, name: tenants.name, ltrackAccess: tenants.ltrackAccess },
      building: { id: buildings.id, name: buildings.name },
      feed: feeds,
    })
    .from(bins)
    .innerJoin(sites, and(eq(sites.tenantId, bins.tenantId), eq(sites.id, bins.siteId)))
    .innerJoin(tenants, eq(tenants.id, bins.tenantId))
    .innerJoin(
      buildings,
      and(eq(buildings.tenantId, bins.tenantId), eq(buildings.id, bins.buildingId)),
    )
    .leftJoin(feeds, and(eq(feeds.tenantId, bins.tenantId), eq(feeds.id, bins.feedId)));
}

export function isExpiredAt(bin: Pick<BinRow, 'expiresAt'>, now: Date): boolean {
  return bin.expiresAt !== null && bin.expiresAt.getTime() <= now.getTime();
}

/** Bins in service: a deleted bin leaves every list and every action (docs/feed-api.md). */
const inService = isNull(bins.deletedAt);

/** The site of a bin in service, for the access guard; null when there is no such bin. */
export async function findBinSiteId(db: Executor, binId: string): Promise<string | null> {
  const [row] = await db
    .select({ siteId: bins.siteId })
    .from(bins)
    .where(and(eq(bins.id, binId), inService))
    .limit(1);
  return row?.siteId ?? null;
}

/** The site of a building, for the access guard; null when there is no such building. */
export async function findBuildingSiteId(db: Executor, buildingId: string): Promise<string | null> {
  const [row] = await db
    .select({ siteId: buildings.siteId })
    .from(buildings)
    .where(eq(buildings.id, buildingId))
    .limit(1);
  return row?.siteId ?? null;
}

export async function findBinRecord(db: Executor, binId: string): Promise<BinRecord | null> {
  const [row] = await selectBinRecords(db)
    .where(and(eq(bins.id, binId), inService))
    .limit(1);
  return row ?? null;
}

/**
 * Locks a bin in service until the transaction ends, so enable, disable, edits and deletion run
 * one at a time; null when there is none (or it was deleted meanwhile).
 */
export async function lockBin(db: Executor, key: BinKey): Promise<BinRow | null> {
  const [row] = await db
    .select()
    .from(bins)
    .where(and(eq(bins.tenantId, key.tenantId), eq(bins.id, key.id), inService))
    .for('update');
  return row ?? null;
}

/**
 * The bins of L-Track tenants within the scope and the filters, by site, building and name.
 * Name search and sorts on computed figures are left to the caller.
 */
export async function listBinRecords(
  db: Executor,
  scope: BinScope,
  filter: BinFilter,
): Promise<BinRecord[]> {
  const where: (SQL | undefined)[] = [eq(tenants.ltrackAccess, true), inService];
  if (scope.kind === 'grants') {
    if (scope.tenantIds.length === 0 && scope.siteIds.length === 0) return [];
    where.push(
      or(
        scope.tenantIds.length ? inArray(bins.tenantId, scope.tenantIds) : undefined,
        scope.siteIds.length ? inArray(bins.siteId, scope.siteIds) : undefined,
      ),
    );
  }
  if (filter.siteIds) where.push(inArray(bins.siteId, filter.siteIds));
  if (filter.buildingIds) where.push(inArray(bins.buildingId, filter.buildingIds));
  if (filter.contentIds) where.push(inArray(bins.feedId, filter.contentIds));
  if (filter.disabled !== undefined) {
    where.push(filter.disabled ? isNotNull(bins.disabledAt) : isNull(bins.disabledAt));
  }
  if (filter.expired !== undefined) {
    const expired = and(isNotNull(bins.expiresAt), lte(bins.expiresAt, filter.now));
    where.push(
      filter.expired ? expired : or(isNull(bins.expiresAt), gt(bins.expiresAt, filter.now)),
    );
  }
  return selectBinRecords(db)
    .where(and(...where))
    .orderBy(asc(sites.name), asc(buildings.name), asc(bins.name), asc(bins.id));
}

/**
 * What the analytics need of each bin's readings up to `to`: every reading after `from`, and
 * before it the newest reading and the newest with an echo, so that a bin silent for a while
 * still shows its last level, battery and version. Oldest first, per bin.
 */
export async function readingsForBins(
  db: Executor,
  keys: BinKey[],
  from: Date,
  to: Date,
): Promise<Map<string, ReadingRow[]>> {
  const byBin = new Map<string, ReadingRow[]>(keys.map((key) => [key.id, []]));
  if (keys.length === 0) return byBin;
  const ofBins = and(
    inArray(binReadings.tenantId, [...new Set(keys.map((key) => key.tenantId))]),
    inArray(
      binReadings.binId,
      keys.map((key) => key.id),
    ),
  );
  const newestBefore = (echo: boolean) =>
    db
      .selectDistinctOn([binReadings.binId], readingColumns)
      .from(binReadings)
      .where(
        and(
          ofBins,
          lte(binReadings.measuredAt, from),
          echo ? isNotNull(binReadings.distanceMm) : undefined,
        ),
      )
      .orderBy(binReadings.binId, desc(binReadings.measuredAt));
  const [recent, before, beforeWithEcho] = await Promise.all([
    db
      .select(readingColumns)
      .from(binReadings)
      .where(and(ofBins, gt(binReadings.measuredAt, from), lte(binReadings.measuredAt, to)))
      .orderBy(asc(binReadings.measuredAt)),
    newestBefore(false),
    newestBefore(true),
  ]);
  for (const reading of [...beforeWithEcho, ...before, ...recent]) {
    byBin.get(reading.binId)?.push(reading);
  }
  for (const [binId, rows] of byBin) byBin.set(binId, windowReadings(rows));
  return byBin;
}

/**
 * One bin's readings for a window, oldest first, from its newest reading with an echo before
 * the window, its newest before it, then the window's, in that order: one reading per instant
 * (the newest before the window may be the newest with an echo too).
 */
export function windowReadings<Row extends Pick<ReadingRow, 'measuredAt'>>(
  rows: readonly Row[],
): Row[] {
  const list: Row[] = [];
  for (const reading of rows) {
    const last = list.at(-1);
    if (last && last.measuredAt.getTime() === reading.measuredAt.getTime()) continue;
    list.push(reading);
  }
  return list.sort((a, b) => a.measuredAt.getTime() - b.measuredAt.getTime());
}

/** A bin's readings in (from, to], newest first. */
export function listReadings(db: Executor, key: BinKey, from: Date, to: Date) {
  return db
    .select(readingColumns)
    .from(binReadings)
    .where(
      and(
        eq(binReadings.tenantId, key.tenantId),
        eq(binReadings.binId, key.id),
        gt(binReadings.measuredAt, from),
        lte(binReadings.measuredAt, to),
      ),
    )
    .orderBy(desc(binReadings.measuredAt));
}

/** A building of the site; null when the site has no such building. */
export async function findBuildingOfSite(
  db: Executor,
  site: { tenantId: string; id: string },
  buildingId: string,
): Promise<{ id: string; name: string } | null> {
  const [row] = await db
    .select({ id: buildings.id, name: buildings.name })
    .from(buildings)
    .where(
      and(
        eq(buildings.tenantId, site.tenantId),
        eq(buildings.siteId, site.id),
        eq(buildings.id, buildingId),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertBin(db: Executor, values: NewBinRow): Promise<void> {
  await db.insert(bins).values(values);
}

export async function updateBin(
  db: Executor,
  key: BinKey,
  values: Partial<Omit<NewBinRow, 'tenantId' | 'id' | 'siteId' | 'createdAt'>>,
): Promise<void> {
  await db
    .update(bins)
    .set(values)
    .where(and(eq(bins.tenantId, key.tenantId), eq(bins.id, key.id)));
}

/**
 * Registers a sensor for a bin. DevEUIs are unique across all tenants (an uplink finds its tenant
 * by the device): false when the DevEUI is another bin's.
 */
export async function claimDevEui(db: Executor, devEui: string, key: BinKey): Promise<boolean> {
  const rows = await db
    .insert(sensorDevices)
    .values({ devEui, tenantId: key.tenantId, binId: key.id })
    .onConflictDoNothing({ target: sensorDevices.devEui })
    .returning({ devEui: sensorDevices.devEui });
  if (rows.length > 0) return true;
  const [owner] = await db
    .select({ binId: sensorDevices.binId })
    .from(sensorDevices)
    .where(eq(sensorDevices.devEui, devEui));
  return owner?.binId === key.id;
}

/** Forgets a bin's former sensor (its readings keep the DevEUI they came with). */
export async function releaseDevEui(db: Executor, devEui: string, key: BinKey): Promise<void> {
  await db
    .delete(sensorDevices)
    .where(and(eq(sensorDevices.devEui, devEui), eq(sensorDevices.binId, key.id)));
}

/** Whether any bin of any tenant has this DevEUI (the bins' own unique key is per tenant). */
export async function devEuiTaken(db: Executor, devEui: string, except: BinKey | null) {
  const [row] = await db
    .select({ id: bins.id })
    .from(bins)
    .where(
      and(eq(bins.devEui, devEui), inService, except ? sql`${bins.id} <> ${except.id}` : undefined),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Deletes a bin the way the sites manager does: it is kept, marked deleted, with its readings
 * (which stay readable through the deleted bins of its site), and its sensor is released so that
 * the DevEUI can be given to a new bin.
 */
export async function softDeleteBin(db: Executor, bin: BinRow, now: Date): Promise<void> {
  await updateBin(db, bin, { deletedAt: now, updatedAt: nextVersion(bin.updatedAt, now) });
  await releaseDevEui(db, bin.devEui, bin);
}

/** The names of the bins in service of a building (what stops it from being deleted). */
export async function listBinNamesOfBuilding(
  db: Executor,
  building: { tenantId: string; id: string },
): Promise<string[]> {
  const rows = await db
    .select({ name: bins.name })
    .from(bins)
    .where(and(eq(bins.tenantId, building.tenantId), eq(bins.buildingId, building.id), inService))
    .orderBy(asc(bins.name));
  return rows.map((row) => row.name);
}

/** Deleted bins of a building stay on its site without a building once it is deleted. */
export async function detachDeletedBins(
  db: Executor,
  building: { tenantId: string; id: string },
): Promise<number> {
  const rows = await db
    .update(bins)
    .set({ buildingId: null })
    .where(
      and(
        eq(bins.tenantId, building.tenantId),
        eq(bins.buildingId, building.id),
        isNotNull(bins.deletedAt),
      ),
    )
    .returning({ id: bins.id });
  return rows.length;
}

/** A deleted bin with what the sites manager says of it. */
export type DeletedBinRecord = {
  bin: BinRow;
  site: { id: string; name: string };
  building: { id: string; name: string } | null;
  feed: typeof feeds.$inferSelect | null;
  readings: number;
  firstReadingAt: Date | null;
  lastReadingAt: Date | null;
};

/** The deleted bins of a site (or the one named), newest deletion first. */
export async function listDeletedBins(
  db: Executor,
  site: { tenantId: string; id: string },
  binId?: string,
): Promise<DeletedBinRecord[]> {
  const rows = await db
    .select({
      bin: bins,
      site: { id: sites.id, name: sites.name },
      buildingId: buildings.id,
      buildingName: buildings.name,
      feed: feeds,
    })
    .from(bins)
    .innerJoin(sites, and(eq(sites.tenantId, bins.tenantId), eq(sites.id, bins.siteId)))
    .leftJoin(
      buildings,
      and(eq(buildings.tenantId, bins.tenantId), eq(buildings.id, bins.buildingId)),
    )
    .leftJoin(feeds, and(eq(feeds.tenantId, bins.tenantId), eq(feeds.id, bins.feedId)))
    .where(
      and(
        eq(bins.tenantId, site.tenantId),
        eq(bins.siteId, site.id),
        isNotNull(bins.deletedAt),
        binId ? eq(bins.id, binId) : undefined,
      ),
    )
    .orderBy(desc(bins.deletedAt), asc(bins.name));
  if (rows.length === 0) return [];
  const counts = await db
    .select({
      binId: binReadings.binId,
      n: sql<number>`count(*)::int`,
      first: sql<Date | null>`min(${binReadings.measuredAt})`.mapWith(binReadings.measuredAt),
      last: sql<Date | null>`max(${binReadings.measuredAt})`.mapWith(binReadings.measuredAt),
    })
    .from(binReadings)
    .where(
      and(
        eq(binReadings.tenantId, site.tenantId),
        inArray(
          binReadings.binId,
          rows.map((row) => row.bin.id),
        ),
      ),
    )
    .groupBy(binReadings.binId);
  const byBin = new Map(counts.map((row) => [row.binId, row]));
  return rows.map((row) => {
    const count = byBin.get(row.bin.id);
    return {
      bin: row.bin,
      site: row.site,
      building:
        row.buildingId === null ? null : { id: row.buildingId, name: row.buildingName ?? '' },
      feed: row.feed,
      readings: count?.n ?? 0,
      firstReadingAt: count?.first ?? null,
      lastReadingAt: count?.last ?? null,
    };
  });
}

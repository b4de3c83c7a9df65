import { and, asc, count, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { FeedIntake, FeedKind, IntakeRow, StationKind } from '@barnboard/domain';
import type { Executor } from '../db/database.js';
import {
  animals,
  feedCurves,
  feedIntakes,
  feedingStations,
  stationNotifications,
  stationVisits,
  type FeedCurvePoint,
} from '../db/schema/index.js';
import { INSERT_BATCH, type RecordsSite } from './herd-records-repository.js';

/** Storage of electronic sow feeding (docs/feeding.md). */

export type Period = { from?: string | undefined; to?: string | undefined };

/** Serialises the feeding imports of one site (every format) until the transaction ends. */
export async function lockSiteFeeding(tx: Executor, site: RecordsSite): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`feeding:${site.id}`}))`);
}

/** Inserts rows by batches of INSERT_BATCH. */
async function insertBatched<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += INSERT_BATCH)
    await insert(rows.slice(start, start + INSERT_BATCH));
}

export type StationRow = { id: string; name: string; kind: StationKind; location: string | null };

export function listStations(db: Executor, site: RecordsSite): Promise<StationRow[]> {
  return db
    .select({
      id: feedingStations.id,
      name: feedingStations.name,
      kind: feedingStations.kind,
      location: feedingStations.location,
    })
    .from(feedingStations)
    .where(and(eq(feedingStations.tenantId, site.tenantId), eq(feedingStations.siteId, site.id)));
}

/** Creates the stations not there yet (by name); answers every station of the site by name. */
export async function ensureStations(
  tx: Executor,
  site: RecordsSite,
  stations: { name: string; kind: StationKind; location?: string | null }[],
): Promise<Map<string, StationRow>> {
  await insertBatched(stations, (batch) =>
    tx
      .insert(feedingStations)
      .values(
        batch.map((s) => ({
          tenantId: site.tenantId,
          siteId: site.id,
          name: s.name,
          kind: s.kind,
          location: s.location ?? null,
        })),
      )
      .onConflictDoNothing(),
  );
  return new Map((await listStations(tx, site)).map((s) => [s.name, s]));
}

export async function updateStationLocation(
  tx: Executor,
  site: RecordsSite,
  id: string,
  location: string | null,
): Promise<void> {
  await tx
    .update(feedingStations)
    .set({ location })
    .where(and(eq(feedingStations.tenantId, site.tenantId), eq(feedingStations.id, id)));
}

export type CurveRow = { id: string; name: string; kind: FeedKind; points: FeedCurvePoint[] };

export function listCurves(db: Executor, site: RecordsSite): Promise<CurveRow[]> {
  return db
    .select({
      id: feedCurves.id,
      name: feedCurves.name,
      kind: feedCurves.kind,
      points: feedCurves.points,
    })
    .from(feedCurves)
    .where(and(eq(feedCurves.tenantId, site.tenantId), eq(feedCurves.siteId, site.id)));
}

export async function updateCurve(
  tx: Executor,
  site: RecordsSite,
  id: string,
  values: { kind: FeedKind; points: FeedCurvePoint[] },
): Promise<void> {
  await tx
    .update(feedCurves)
    .set(values)
    .where(and(eq(feedCurves.tenantId, site.tenantId), eq(feedCurves.id, id)));
}

export async function insertCurves(
  tx: Executor,
  site: RecordsSite,
  curves: { name: string; kind: FeedKind; points: FeedCurvePoint[] }[],
): Promise<void> {
  if (curves.length === 0) return;
  await tx
    .insert(feedCurves)
    .values(curves.map((c) => ({ ...c, tenantId: site.tenantId, siteId: site.id })))
    .onConflictDoNothing();
}

export type IntakeValues = {
  animalId: string;
  date: string;
  kind: FeedKind;
  targetG: number;
  distributedG: number;
  curvePercent: number | null;
  day: number;
  stationId: string | null;
};

export type StoredIntake = IntakeValues & { id: string };

/** An intake of the exchange format as row values, with its animal's and station's ids. */
export function intakeValues(
  intake: FeedIntake,
  animalId: string,
  stationId: string | null,
): IntakeValues {
  return {
    animalId,
    date: intake.date,
    kind: intake.kind,
    targetG: intake.target_g,
    distributedG: intake.distributed_g,
    curvePercent: intake.curve_percent ?? null,
    day: intake.day,
    stationId,
  };
}

/** The site's intakes dated in [from, to], as stored (for matching an import). */
export function listStoredIntakes(
  db: Executor,
  site: RecordsSite,
  period: { from: string; to: string },
): Promise<StoredIntake[]> {
  return db
    .select({
      id: feedIntakes.id,
      animalId: feedIntakes.animalId,
      date: feedIntakes.date,
      kind: feedIntakes.kind,
      targetG: feedIntakes.targetG,
      distributedG: feedIntakes.distributedG,
      curvePercent: feedIntakes.curvePercent,
      day: feedIntakes.day,
      stationId: feedIntakes.stationId,
    })
    .from(feedIntakes)
    .where(and(...intakeConditions(site, period)));
}

/** Intakes per INSERT: sent as one JSON parameter, so a batch can be large. */
const INTAKE_BATCH = 10_000;

/**
 * Inserts intakes. With `replacedAt`, an intake already stored for the sow, day and kind takes the
 * new figures (the live demo's feeding day going on) and that instant as its update time.
 */
export async function insertIntakes(
  tx: Executor,
  site: RecordsSite,
  rows: IntakeValues[],
  replacedAt?: Date,
): Promise<void> {
  const onConflict =
    replacedAt === undefined
      ? sql``
      : sql`on conflict (tenant_id, site_id, animal_id, date, kind) do update set
          target_g = excluded.target_g, distributed_g = excluded.distributed_g,
          updated_at = ${replacedAt.toISOString()}::timestamptz
          where (feed_intakes.target_g, feed_intakes.distributed_g)
            is distinct from (excluded.target_g, excluded.distributed_g)`;
  for (let start = 0; start < rows.length; start += INTAKE_BATCH) {
    const batch = JSON.stringify(
      rows.slice(start, start + INTAKE_BATCH).map((row) => ({
        animal_id: row.animalId,
        date: row.date,
        kind: row.kind,
        target_g: row.targetG,
        distributed_g: row.distributedG,
        curve_percent: row.curvePercent,
        day: row.day,
        station_id: row.stationId,
      })),
    );
    await tx.execute(sql`
      insert into ${feedIntakes} (tenant_id, site_id, animal_id, date, kind, target_g,
        distributed_g, curve_percent, day, station_id)
      select ${site.tenantId}::uuid, ${site.id}::uuid, x.animal_id, x.date, x.kind, x.target_g,
        x.distributed_g, x.curve_percent, x.day, x.station_id
      from json_to_recordset(${batch}::json)
        as x(animal_id uuid, date date, kind text, target_g integer, distributed_g integer,
          curve_percent real, day smallint, station_id uuid)
      ${onConflict}`);
  }
}

export async function updateIntake(
  tx: Executor,
  site: RecordsSite,
  id: string,
  values: IntakeValues,
  now: Date,
): Promise<void> {
  await tx
    .update(feedIntakes)
    .set({ ...values, updatedAt: now })
    .where(and(eq(feedIntakes.tenantId, site.tenantId), eq(feedIntakes.id, id)));
}

/** The conditions on the site's intakes: within the period's bounds and of the kind, those given. */
export function intakeConditions(
  site: RecordsSite,
  period: Period & { kind?: FeedKind | undefined },
): SQL[] {
  const conditions: SQL[] = [
    eq(feedIntakes.tenantId, site.tenantId),
    eq(feedIntakes.siteId, site.id),
  ];
  if (period.from) conditions.push(gte(feedIntakes.date, period.from));
  if (period.to) conditions.push(lte(feedIntakes.date, period.to));
  if (period.kind) conditions.push(eq(feedIntakes.kind, period.kind));
  return conditions;
}

export type ListedIntake = IntakeRow & {
  kind: FeedKind;
  curve_percent: number | null;
};

/** An intake's sow, and its station when it has one: the joins of every intake listing. */
export const intakeSow = and(
  eq(animals.tenantId, feedIntakes.tenantId),
  eq(animals.id, feedIntakes.animalId),
);
export const intakeStation = and(
  eq(feedingStations.tenantId, feedIntakes.tenantId),
  eq(feedingStations.id, feedIntakes.stationId),
);

const listedColumns = {
  animal: animals.identity,
  date: feedIntakes.date,
  kind: feedIntakes.kind,
  day: feedIntakes.day,
  target_g: feedIntakes.targetG,
  distributed_g: feedIntakes.distributedG,
  curve_percent: feedIntakes.curvePercent,
  station: feedingStations.name,
  location: feedingStations.location,
};

/** The site's intakes of a period (and kind), by date, kind and animal; one page if asked. */
export function listIntakes(
  db: Executor,
  site: RecordsSite,
  filter: Period & { kind?: FeedKind | undefined },
  page?: { page: number; per_page: number },
): Promise<ListedIntake[]> {
  const query = db
    .select(listedColumns)
    .from(feedIntakes)
    .innerJoin(animals, intakeSow)
    .leftJoin(feedingStations, intakeStation)
    .where(and(...intakeConditions(site, filter)))
    .orderBy(asc(feedIntakes.date), asc(feedIntakes.kind), asc(animals.identity))
    .$dynamic();
  return page ? query.limit(page.per_page).offset((page.page - 1) * page.per_page) : query;
}

export async function countIntakes(
  db: Executor,
  site: RecordsSite,
  filter: Period & { kind?: FeedKind | undefined },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(feedIntakes)
    .where(and(...intakeConditions(site, filter)));
  return row?.n ?? 0;
}

export type DailyTotal = {
  date: string;
  kind: FeedKind;
  sows: number;
  target_g: number;
  distributed_g: number;
};

export function dailyIntakeTotals(
  db: Executor,
  site: RecordsSite,
  filter: Period & { kind?: FeedKind | undefined },
): Promise<DailyTotal[]> {
  return db
    .select({
      date: feedIntakes.date,
      kind: feedIntakes.kind,
      sows: sql<number>`count(distinct ${feedIntakes.animalId})::int`,
      target_g: sql<number>`coalesce(sum(${feedIntakes.targetG}), 0)::int`,
      distributed_g: sql<number>`coalesce(sum(${feedIntakes.distributedG}), 0)::int`,
    })
    .from(feedIntakes)
    .where(and(...intakeConditions(site, filter)))
    .groupBy(feedIntakes.date, feedIntakes.kind)
    .orderBy(asc(feedIntakes.date), asc(feedIntakes.kind));
}

export type VisitValues = {
  animalId: string;
  stationId: string;
  date: string;
  at: Date;
  quantityG: number;
};

/** Visits per INSERT: sent as one JSON parameter, so a batch can be large. */
const VISIT_BATCH = 20_000;

export async function insertVisits(
  tx: Executor,
  site: RecordsSite,
  rows: VisitValues[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += VISIT_BATCH) {
    const batch = JSON.stringify(
      rows.slice(start, start + VISIT_BATCH).map((row) => ({
        animal_id: row.animalId,
        station_id: row.stationId,
        date: row.date,
        at: row.at.toISOString(),
        quantity_g: row.quantityG,
      })),
    );
    await tx.execute(sql`
      insert into ${stationVisits} (tenant_id, site_id, animal_id, station_id, date, at, quantity_g)
      select ${site.tenantId}::uuid, ${site.id}::uuid, x.animal_id, x.station_id, x.date, x.at,
        x.quantity_g
      from json_to_recordset(${batch}::json)
        as x(animal_id uuid, station_id uuid, date date, at timestamptz, quantity_g integer)`);
  }
}

function visitConditions(site: RecordsSite, period: Period): SQL[] {
  const conditions: SQL[] = [
    eq(stationVisits.tenantId, site.tenantId),
    eq(stationVisits.siteId, site.id),
  ];
  if (period.from) conditions.push(gte(stationVisits.date, period.from));
  if (period.to) conditions.push(lte(stationVisits.date, period.to));
  return conditions;
}

export type StoredVisit = VisitValues & { id: string };

/** The site's visits dated in [from, to], as stored (for matching an import). */
export function listStoredVisits(
  db: Executor,
  site: RecordsSite,
  period: { from: string; to: string },
): Promise<StoredVisit[]> {
  return db
    .select({
      id: stationVisits.id,
      animalId: stationVisits.animalId,
      stationId: stationVisits.stationId,
      date: stationVisits.date,
      at: stationVisits.at,
      quantityG: stationVisits.quantityG,
    })
    .from(stationVisits)
    .where(and(...visitConditions(site, period)));
}

export async function updateVisitQuantity(
  tx: Executor,
  site: RecordsSite,
  id: string,
  quantityG: number,
): Promise<void> {
  await tx
    .update(stationVisits)
    .set({ quantityG })
    .where(and(eq(stationVisits.tenantId, site.tenantId), eq(stationVisits.id, id)));
}

export type ListedVisit = { animal: string; station: string; at: Date; quantity_g: number };

/** The site's visits of a period, by time, animal and station (the export). */
export function listVisits(
  db: Executor,
  site: RecordsSite,
  period: Period,
): Promise<ListedVisit[]> {
  return db
    .select({
      animal: animals.identity,
      station: feedingStations.name,
      at: stationVisits.at,
      quantity_g: stationVisits.quantityG,
    })
    .from(stationVisits)
    .innerJoin(
      animals,
      and(eq(animals.tenantId, stationVisits.tenantId), eq(animals.id, stationVisits.animalId)),
    )
    .innerJoin(
      feedingStations,
      and(
        eq(feedingStations.tenantId, stationVisits.tenantId),
        eq(feedingStations.id, stationVisits.stationId),
      ),
    )
    .where(and(...visitConditions(site, period)))
    .orderBy(asc(stationVisits.at), asc(animals.identity), asc(feedingStations.name));
}

export async function countVisits(db: Executor, site: RecordsSite, date: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(stationVisits)
    .where(
      and(
        eq(stationVisits.tenantId, site.tenantId),
        eq(stationVisits.siteId, site.id),
        eq(stationVisits.date, date),
      ),
    );
  return row?.n ?? 0;
}

export type NotificationValues = {
  stationId: string;
  code: number;
  date: string;
  at: Date;
  seen?: boolean;
};

/**
 * Stores notifications and answers their ids. Callers store them through the webhooks module's
 * recordStationNotifications, which queues their webhook events in the same transaction.
 */
export async function insertNotifications(
  tx: Executor,
  site: RecordsSite,
  rows: NotificationValues[],
): Promise<string[]> {
  const ids: string[] = [];
  await insertBatched(rows, async (batch) => {
    const inserted = await tx
      .insert(stationNotifications)
      .values(batch.map((row) => ({ ...row, tenantId: site.tenantId, siteId: site.id })))
      .returning({ id: stationNotifications.id });
    ids.push(...inserted.map((row) => row.id));
  });
  return ids;
}

export type ListedNotification = {
  id: string;
  code: number;
  station: string;
  station_kind: StationKind;
  location: string | null;
  date: string;
  at: Date;
  seen: boolean;
};

function notificationConditions(
  site: RecordsSite,
  filter: Period & { unseenOnly?: boolean },
): SQL[] {
  const conditions: SQL[] = [
    eq(stationNotifications.tenantId, site.tenantId),
    eq(stationNotifications.siteId, site.id),
  ];
  if (filter.from) conditions.push(gte(stationNotifications.date, filter.from));
  if (filter.to) conditions.push(lte(stationNotifications.date, filter.to));
  if (filter.unseenOnly) conditions.push(eq(stationNotifications.seen, false));
  return conditions;
}

const listedNotificationColumns = {
  id: stationNotifications.id,
  code: stationNotifications.code,
  station: feedingStations.name,
  station_kind: feedingStations.kind,
  location: feedingStations.location,
  date: stationNotifications.date,
  at: stationNotifications.at,
  seen: stationNotifications.seen,
};

function selectNotifications(db: Executor, where: SQL | undefined) {
  return db
    .select(listedNotificationColumns)
    .from(stationNotifications)
    .innerJoin(
      feedingStations,
      and(
        eq(feedingStations.tenantId, stationNotifications.tenantId),
        eq(feedingStations.id, stationNotifications.stationId),
      ),
    )
    .where(where)
    .$dynamic();
}

/** The site's notifications from a day on (newest first), seen ones too unless `unseenOnly`. */
export async function listNotifications(
  db: Executor,
  site: RecordsSite,
  filter: { from: string; unseenOnly: boolean },
  page: { page: number; per_page: number },
): Promise<{ rows: ListedNotification[]; total: number }> {
  const where = and(...notificationConditions(site, filter));
  const [total] = await db.select({ n: count() }).from(stationNotifications).where(where);
  const rows = await selectNotifications(db, where)
    .orderBy(sql`${stationNotifications.at} desc`, asc(stationNotifications.id))
    .limit(page.per_page)
    .offset((page.page - 1) * page.per_page);
  return { rows, total: total?.n ?? 0 };
}

/** The site's notifications of a period, oldest first (the export). */
export function listNotificationsOfPeriod(
  db: Executor,
  site: RecordsSite,
  period: Period,
): Promise<ListedNotification[]> {
  return selectNotifications(db, and(...notificationConditions(site, period))).orderBy(
    asc(stationNotifications.at),
    asc(feedingStations.name),
    asc(stationNotifications.code),
  );
}

export type StoredNotification = { stationId: string; code: number; at: Date };

/** The site's notifications dated in [from, to], as stored (for matching an import). */
export function listStoredNotifications(
  db: Executor,
  site: RecordsSite,
  period: { from: string; to: string },
): Promise<StoredNotification[]> {
  return db
    .select({
      stationId: stationNotifications.stationId,
      code: stationNotifications.code,
      at: stationNotifications.at,
    })
    .from(stationNotifications)
    .where(and(...notificationConditions(site, period)));
}

/**
 * Marks the site's unseen notifications seen: those of `ids` (ids of other sites are ignored),
 * or every one up to `before` (included; no limit when null). Answers how many it marked.
 */
export async function markNotificationsSeen(
  db: Executor,
  site: RecordsSite,
  which: { ids: string[] } | { before: Date | null },
): Promise<number> {
  const conditions = notificationConditions(site, { unseenOnly: true });
  if ('ids' in which) {
    if (which.ids.length === 0) return 0;
    conditions.push(inArray(stationNotifications.id, which.ids));
  } else if (which.before) conditions.push(lte(stationNotifications.at, which.before));
  const marked = await db
    .update(stationNotifications)
    .set({ seen: true })
    .where(and(...conditions))
    .returning({ id: stationNotifications.id });
  return marked.length;
}

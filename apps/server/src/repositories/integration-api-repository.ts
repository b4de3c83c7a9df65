import { sql, type SQL } from 'drizzle-orm';
import type { FeedKind, RecordType, StationKind } from '@barnboard/domain';
import type { Executor } from '../db/database.js';

/**
 * What the integration API reads (docs/integration-api.md): one site's records, a page at a
 * time, each page with the total count of its filter. A key narrowed to a building reads the
 * herd and feeding records of that building's places only (`places`, the names of its rooms and
 * of everything in them); null reads the whole site.
 */

export type ApiScope = { tenantId: string; siteId: string; places: readonly string[] | null };
export type PageWindow = { limit: number; offset: number };
export type Paged<Row> = { rows: Row[]; total: number };

/** The names of a building's rooms and of every place in them (pens, crates, stations). */
export async function listPlacesOfBuilding(
  db: Executor,
  tenantId: string,
  buildingId: string,
): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db.execute(sql`
    with recursive place as (
      select id, name from locations where tenant_id = ${tenantId} and building_id = ${buildingId}
      union all
      select l.id, l.name from locations l join place p on l.parent_id = p.id
      where l.tenant_id = ${tenantId}
    )
    select name from place`),
  );
  return rows.map((row) => row.name);
}

/** A place filter on a location column: nothing for the whole site. */
function inPlaces(scope: ApiScope, column: SQL): SQL {
  if (scope.places === null) return sql``;
  return sql`and ${column} = any(${sql.param([...scope.places])}::text[])`;
}

/** One page of a query whose rows carry `total` (count(*) over ()); total without the column. */
async function paged<Row extends { total: number | string }>(
  query: Promise<unknown>,
  count: () => Promise<number>,
): Promise<Paged<Omit<Row, 'total'>>> {
  const rows = await rowsOf<Row>(query);
  // A page past the end has no row to carry the count: it is counted on its own.
  const total = rows[0] ? Number(rows[0].total) : await count();
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

export type HerdEventRow = {
  id: string;
  animal: string;
  type: RecordType;
  date: string;
  time: string | null;
  location: string | null;
  data: Record<string, unknown>;
  created_at: Date;
};

export type HerdEventFilter = { since?: string; until?: string; type?: RecordType };

export function listHerdEventsPage(
  db: Executor,
  scope: ApiScope,
  filter: HerdEventFilter,
  window: PageWindow,
): Promise<Paged<HerdEventRow>> {
  const where = sql`e.tenant_id = ${scope.tenantId} and e.site_id = ${scope.siteId}
    ${filter.since ? sql`and e.date >= ${filter.since}` : sql``}
    ${filter.until ? sql`and e.date <= ${filter.until}` : sql``}
    ${filter.type ? sql`and e.type = ${filter.type}` : sql``}
    ${inPlaces(scope, sql`e.location`)}`;
  return paged<HerdEventRow & { total: number }>(
    db.execute(sql`
    select e.id, a.identity as animal, e.type, e.date::text as date, e.time, e.location, e.data,
      e.created_at, count(*) over () as total
    from herd_events e
    join animals a on a.tenant_id = e.tenant_id and a.id = e.animal_id
    where ${where}
    order by e.date, a.identity, e.seq, e.id
    limit ${window.limit} offset ${window.offset}`),
    () => countOf(db, sql`select count(*) from herd_events e where ${where}`),
  );
}

export type FeedIntakeRow = {
  id: string;
  animal: string;
  date: string;
  kind: FeedKind;
  target_g: number;
  distributed_g: number;
  curve_percent: number | null;
  day: number;
  station: string | null;
  updated_at: Date;
};

export type FeedIntakeFilter = { since?: string; until?: string; kind?: FeedKind };

export function listFeedIntakesPage(
  db: Executor,
  scope: ApiScope,
  filter: FeedIntakeFilter,
  window: PageWindow,
): Promise<Paged<FeedIntakeRow>> {
  const from = sql`feed_intakes i
    join animals a on a.tenant_id = i.tenant_id and a.id = i.animal_id
    left join feeding_stations s on s.tenant_id = i.tenant_id and s.id = i.station_id`;
  const where = sql`i.tenant_id = ${scope.tenantId} and i.site_id = ${scope.siteId}
    ${filter.since ? sql`and i.date >= ${filter.since}` : sql``}
    ${filter.until ? sql`and i.date <= ${filter.until}` : sql``}
    ${filter.kind ? sql`and i.kind = ${filter.kind}` : sql``}
    ${inPlaces(scope, sql`coalesce(s.location, s.name)`)}`;
  return paged<FeedIntakeRow & { total: number }>(
    db.execute(sql`
    select i.id, a.identity as animal, i.date::text as date, i.kind, i.target_g, i.distributed_g,
      i.curve_percent, i.day, s.name as station, i.updated_at, count(*) over () as total
    from ${from}
    where ${where}
    order by i.date, a.identity, i.kind, i.id
    limit ${window.limit} offset ${window.offset}`),
    () => countOf(db, sql`select count(*) from ${from} where ${where}`),
  );
}

export type NotificationRow = {
  id: string;
  station_id: string;
  station_name: string;
  station_kind: StationKind;
  station_location: string | null;
  code: number;
  at: Date;
  date: string;
  seen: boolean;
};

export type NotificationFilter = { since?: string; until?: string };

export function listNotificationsPage(
  db: Executor,
  scope: ApiScope,
  filter: NotificationFilter,
  window: PageWindow,
): Promise<Paged<NotificationRow>> {
  const from = sql`station_notifications n
    join feeding_stations s on s.tenant_id = n.tenant_id and s.id = n.station_id`;
  const where = sql`n.tenant_id = ${scope.tenantId} and n.site_id = ${scope.siteId}
    ${filter.since ? sql`and n.date >= ${filter.since}` : sql``}
    ${filter.until ? sql`and n.date <= ${filter.until}` : sql``}
    ${inPlaces(scope, sql`coalesce(s.location, s.name)`)}`;
  return paged<NotificationRow & { total: number }>(
    db.execute(sql`
    select n.id, s.id as station_id, s.name as station_name, s.kind as station_kind,
      s.location as station_location, n.code, n.at, n.date::text as date, n.seen,
      count(*) over () as total
    from ${from}
    where ${where}
    order by n.at, n.id
    limit ${window.limit} offset ${window.offset}`),
    () => countOf(db, sql`select count(*) from ${from} where ${where}`),
  );
}

async function countOf(db: Executor, query: SQL): Promise<number> {
  const [row] = await rowsOf<{ count: string | number }>(db.execute(query));
  return Number(row?.count ?? 0);
}

async function rowsOf<Row>(result: Promise<unknown>): Promise<Row[]> {
  return ((await result) as { rows: Row[] }).rows;
}

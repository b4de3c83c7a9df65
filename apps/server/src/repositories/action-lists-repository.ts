import { and, eq, sql } from 'drizzle-orm';
import {
  GESTATION_MEAN_DAYS,
  MAX_FIRST_SERVICE_AGE_DAYS,
  MAX_GESTATION_DAYS,
  MAX_PENDING_DAYS,
  MAX_WSI_DAYS,
  MIN_GESTATION_DAYS,
  SERVICE_OUTCOMES,
  type ActionWindows,
  type RecordCheck,
  type RecordType,
} from '@barnboard/domain';
import type { Executor } from '../db/database.js';
import { siteActionWindows } from '../db/schema/index.js';
import type { RecordsSite } from './herd-records-repository.js';

/**
 * What the action lists and the records to fix read besides the females on a day
 * (herd-inventory-repository.ts): the site's windows, its mean gestation, and the integrity
 * checks in SQL over the derived facts (docs/action-lists.md). The caller makes sure the facts
 * are current (ensureHerdFacts).
 */

export type StoredWindows = { windows: unknown; updatedAt: Date };

const ofSite = (site: RecordsSite) =>
  and(eq(siteActionWindows.tenantId, site.tenantId), eq(siteActionWindows.siteId, site.id));

/** The site's saved windows; `lock` holds the row until the transaction ends (an edit). */
export async function findActionWindows(
  db: Executor,
  site: RecordsSite,
  lock = false,
): Promise<StoredWindows | null> {
  const query = db
    .select({ windows: siteActionWindows.windows, updatedAt: siteActionWindows.updatedAt })
    .from(siteActionWindows)
    .where(ofSite(site));
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

export async function saveActionWindows(
  db: Executor,
  site: RecordsSite,
  windows: ActionWindows,
  updatedAt: Date,
): Promise<void> {
  await db
    .insert(siteActionWindows)
    .values({ tenantId: site.tenantId, siteId: site.id, windows, updatedAt })
    .onConflictDoUpdate({
      target: [siteActionWindows.tenantId, siteActionWindows.siteId],
      set: { windows, updatedAt },
    });
}

async function rowsOf<Row>(result: Promise<unknown>): Promise<Row[]> {
  return ((await result) as { rows: Row[] }).rows;
}

/** Σ and number of the gestation lengths of the farrowings dated in the year to `day`. */
export async function gestationOfYear(
  db: Executor,
  site: RecordsSite,
  day: number,
): Promise<{ total: number; count: number }> {
  const [row] = await rowsOf<{ total: number; count: number }>(
    db.execute(sql`
    select coalesce(sum(gestation_days), 0)::int as total, count(gestation_days)::int as count
    from herd_event_facts
    where tenant_id = ${site.tenantId} and site_id = ${site.id} and kind = 5
      and day > ${day - GESTATION_MEAN_DAYS} and day <= ${day}`),
  );
  return row ?? { total: 0, count: 0 };
}

export type RecordToFixRow = {
  check: RecordCheck;
  animal: string;
  record: RecordType;
  day: number;
  value: number;
};

const PENDING = SERVICE_OUTCOMES.indexOf('pending');

/**
 * Every record of the site that a check of docs/action-lists.md flags, `today` for the checks
 * that depend on time. Farrowings, weanings and services come from the facts (their gestation,
 * days to service, outcome); a litter's fosters from its female's events, through the index
 * (tenant_id, animal_id, date, seq); a gilt's birth date from her entry.
 */
export function findRecordsToFix(
  db: Executor,
  site: RecordsSite,
  today: number,
): Promise<RecordToFixRow[]> {
  const inSite = sql`f.tenant_id = ${site.tenantId} and f.site_id = ${site.id}`;
  return rowsOf<RecordToFixRow>(
    db.execute(sql`
    with litters as (
      select f.animal_id, f.day, f.order_key, f.piglets as born_alive,
        f.piglets + f.stillborn + f.mummified as born, f.gestation_days, w.day as weaning_day,
        w.piglets as weaned, n.day as next_day, ff.removal_day
      from herd_event_facts f
      join herd_female_facts ff
        on ff.tenant_id = f.tenant_id and ff.site_id = f.site_id and ff.animal_id = f.animal_id
      -- The weaning that ends it: one of an unweaned litter, its litter's age back to it.
      left join lateral (
        select w.day, w.piglets from herd_event_facts w
        where w.tenant_id = f.tenant_id and w.site_id = f.site_id and w.animal_id = f.animal_id
          and w.kind = 7 and w.order_key > f.order_key and w.day - w.wean_age_days = f.day
        limit 1
      ) w on true
      left join lateral (
        select n.day from herd_event_facts n
        where n.tenant_id = f.tenant_id and n.site_id = f.site_id and n.animal_id = f.animal_id
          and n.kind in (2, 5) and n.order_key > f.order_key
        order by n.order_key limit 1
      ) n on true
      where ${inSite} and f.kind = 5
    ),
    balances as (
      select l.*, l.born_alive - coalesce(l.weaned, 0) - coalesce(d.dead, 0)
        + coalesce(x.fostered, 0) as balance
      from (
        select l.*, coalesce(l.weaning_day, l.next_day - 1, l.removal_day, 2147483646) as last_day
        from litters l
      ) l
      left join lateral (
        select sum(d.piglets)::int as dead from herd_event_facts d
        where d.tenant_id = ${site.tenantId} and d.site_id = ${site.id}
          and d.animal_id = l.animal_id and d.kind = 6
          and d.order_key >= l.day::bigint * 1000000
          and d.order_key < (l.last_day::bigint + 1) * 1000000
      ) d on true
      left join lateral (
        select sum((e.data->>'count')::int)::int as fostered from herd_events e
        where e.tenant_id = ${site.tenantId} and e.animal_id = l.animal_id and e.type = 'foster'
          and e.date >= date '1970-01-01' + l.day
          and e.date <= date '1970-01-01' + least(l.last_day, 2000000)
      ) x on true
    ),
    found as (
      select 'long_gestation' as check, animal_id, 'farrowing' as record, day,
        gestation_days as value
      from litters where gestation_days > ${MAX_GESTATION_DAYS}
      union all
      select 'short_gestation', animal_id, 'farrowing', day, gestation_days
      from litters where gestation_days < ${MIN_GESTATION_DAYS}
      union all
      select 'zero_born', animal_id, 'farrowing', day, 0 from litters where born = 0
      union all
      select 'unbalanced_litter', animal_id,
        case when weaning_day is null then 'farrowing' else 'weaning' end,
        coalesce(weaning_day, day), balance
      from balances where balance < 0
      union all
      select 'missing_weaning', animal_id, 'farrowing', day, next_day - day
      from litters where weaning_day is null and next_day is not null
      union all
      select 'long_wsi', f.animal_id, 'weaning', f.day, f.days_to_service
      from herd_event_facts f
      where ${inSite} and f.kind = 7 and f.days_to_service > ${MAX_WSI_DAYS}
      union all
      select 'missing_outcome', f.animal_id, 'service', f.day, ${today} - f.day
      from herd_event_facts f
      where ${inSite} and f.kind = 2 and f.outcome = ${PENDING}
        and f.day < ${today - MAX_PENDING_DAYS}
      union all
      select 'late_first_service', f.animal_id, 'service', f.day, f.day - b.birth_day
      from herd_event_facts f
      cross join lateral (
        select (e.data->>'birth_date')::date - date '1970-01-01' as birth_day
        from herd_events e
        where e.tenant_id = ${site.tenantId} and e.animal_id = f.animal_id and e.type = 'entry'
        limit 1
      ) b
      where ${inSite} and f.kind = 2 and f.days_since_entry is not null
        and f.day - b.birth_day > ${MAX_FIRST_SERVICE_AGE_DAYS}
    )
    select found.check, a.identity as animal, found.record, found.day, found.value
    from found
    join animals a on a.tenant_id = ${site.tenantId} and a.id = found.animal_id`),
  );
}

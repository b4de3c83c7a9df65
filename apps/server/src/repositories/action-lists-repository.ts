import { and, eq, sql, type SQL } from 'drizzle-orm';
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
 * that depend on time.
 */
export function findRecordsToFix(
  db: Executor,
  site: RecordsSite,
  today: number,
): Promise<RecordToFixRow[]> {
  return db.transaction(async (tx) => {
    // Every join here is by female: hashed, each side read once. Facts just derived have no
    // statistics, and the planner, taking their sets for a few rows, nested the litters'
    // range joins over the deaths (minutes on a 5,000-sow site): not for this query.
    await tx.execute(sql`set local enable_nestloop = off`);
    await tx.execute(sql`set local jit = off`);
    return rowsOf<RecordToFixRow>(tx.execute(recordsToFixQuery(site, today)));
  });
}

/**
 * The query of findRecordsToFix, in set operations over the site's facts (one pass each, hash
 * joins by female, whatever the planner knows: facts just derived have no statistics): each
 * farrowing with its gestation, the next service or farrowing (a window over her cycle), the
 * weaning that ends it (the one whose litter age leads back to it), her removal; the piglet
 * deaths and fosters (herd_events, by type) dated in each litter's days; weanings' days to
 * service, pending services, gilts' first services against their entry's birth date.
 */
export function recordsToFixQuery(site: RecordsSite, today: number): SQL {
  const { tenantId, id: siteId } = site;
  const inSite = sql`tenant_id = ${tenantId} and site_id = ${siteId}`;
  return sql`
    with cycle as (
      select animal_id, kind, day, piglets, stillborn, mummified, gestation_days,
        lead(day) over (partition by animal_id order by order_key) as next_day
      from herd_event_facts where ${inSite} and kind in (2, 5)
    ),
    weanings as materialized (
      select animal_id, day, piglets as weaned, day - wean_age_days as litter_day
      from herd_event_facts where ${inSite} and kind = 7 and wean_age_days is not null
    ),
    litters as materialized (
      select c.animal_id, c.day, c.piglets as born_alive,
        c.piglets + c.stillborn + c.mummified as born, c.gestation_days, c.next_day,
        w.day as weaning_day, w.weaned,
        coalesce(w.day, c.next_day - 1, ff.removal_day, 2000000) as last_day
      from cycle c
      join herd_female_facts ff
        on ff.tenant_id = ${tenantId} and ff.site_id = ${siteId} and ff.animal_id = c.animal_id
      left join weanings w on w.animal_id = c.animal_id and w.litter_day = c.day
      where c.kind = 5
    ),
    deaths as materialized (
      select animal_id, day, piglets from herd_event_facts where ${inSite} and kind = 6
    ),
    fosters as materialized (
      select animal_id, date - date '1970-01-01' as day, (data->>'count')::int as count
      from herd_events where ${inSite} and type = 'foster'
    ),
    -- Born alive less weaned, then each death and foster of the litter's days.
    moves as (
      select animal_id, day, born_alive - coalesce(weaned, 0) as piglets from litters
      union all
      select l.animal_id, l.day, -d.piglets from litters l
      join deaths d on d.animal_id = l.animal_id and d.day between l.day and l.last_day
      union all
      select l.animal_id, l.day, x.count from litters l
      join fosters x on x.animal_id = l.animal_id and x.day between l.day and l.last_day
    ),
    balances as (
      select animal_id, day, sum(piglets)::int as balance from moves group by animal_id, day
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
      select 'unbalanced_litter', l.animal_id,
        case when l.weaning_day is null then 'farrowing' else 'weaning' end,
        coalesce(l.weaning_day, l.day), b.balance
      from balances b join litters l on l.animal_id = b.animal_id and l.day = b.day
      where b.balance < 0
      union all
      select 'missing_weaning', animal_id, 'farrowing', day, next_day - day
      from litters where weaning_day is null and next_day is not null
      union all
      select 'long_wsi', animal_id, 'weaning', day, days_to_service
      from herd_event_facts where ${inSite} and kind = 7 and days_to_service > ${MAX_WSI_DAYS}
      union all
      select 'missing_outcome', animal_id, 'service', day, ${today} - day
      from herd_event_facts where ${inSite} and kind = 2 and outcome = ${PENDING}
        and day < ${today - MAX_PENDING_DAYS}
      union all
      select 'late_first_service', f.animal_id, 'service', f.day, f.day - b.birth_day
      from herd_event_facts f
      join (
        select animal_id, (data->>'birth_date')::date - date '1970-01-01' as birth_day
        from herd_events where ${inSite} and type = 'entry' and data ? 'birth_date'
      ) b on b.animal_id = f.animal_id
      where f.tenant_id = ${tenantId} and f.site_id = ${siteId} and f.kind = 2
        and f.days_since_entry is not null
        and f.day - b.birth_day > ${MAX_FIRST_SERVICE_AGE_DAYS}
    )
    select found.check, a.identity as animal, found.record, found.day, found.value
    from found
    join animals a on a.tenant_id = ${tenantId} and a.id = found.animal_id`;
}

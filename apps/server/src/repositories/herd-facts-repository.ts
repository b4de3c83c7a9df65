import { and, eq, min, sql, type SQL } from 'drizzle-orm';
import {
  PRESUMED_NURSING_DAYS,
  PRESUMED_PREGNANT_DAYS,
  REMOVAL_KINDS,
  SERVICE_OUTCOMES,
  type RemovalKind,
} from '@barnboard/domain';
import type { Executor } from '../db/database.js';
import { herdFactsState, herdFemaleFacts } from '../db/schema/index.js';
import { lockSiteRecords, type RecordsSite } from './herd-records-repository.js';

/**
 * The derived facts the KPI engine reads (db/schema/herd-facts.ts, docs/kpis.md "Derived
 * facts"). Bump this number whenever the derivation below changes: every site's facts are then
 * recomputed before its next report.
 */
export const HERD_FACTS_VERSION = 4;

/** Order keys: day × K + order within the day (seq is a small per-day counter). */
export const ORDER_KEY_DAY = 1_000_000;

/**
 * Recomputes the facts of these animals of the site (all of them with 'all'), inside the
 * caller's transaction, which holds the site's import lock. When the site's facts were derived
 * by another version, every animal is recomputed whatever was asked.
 */
export async function refreshHerdFacts(
  tx: Executor,
  site: RecordsSite,
  animalIds: readonly string[] | 'all',
): Promise<void> {
  const current = (await factsVersion(tx, site)) === HERD_FACTS_VERSION;
  if (current && animalIds !== 'all' && animalIds.length === 0) return;
  const ids = current && animalIds !== 'all' ? animalIds.join(',') : null;
  const only: AnimalFilter = (column) =>
    ids === null ? sql`` : sql`and ${sql.raw(column)} = any(string_to_array(${ids}, ',')::uuid[])`;
  await tx.execute(
    sql`delete from herd_event_facts where tenant_id = ${site.tenantId} and site_id = ${site.id} ${only('animal_id')}`,
  );
  await tx.execute(
    sql`delete from herd_female_facts where tenant_id = ${site.tenantId} and site_id = ${site.id} ${only('animal_id')}`,
  );
  await tx.execute(
    sql`delete from herd_stay_facts where tenant_id = ${site.tenantId} and site_id = ${site.id} ${only('animal_id')}`,
  );
  await tx.execute(deriveEventFacts(site, only));
  await tx.execute(deriveFemaleFacts(site, only));
  await tx.execute(deriveStayFacts(site, only));
  if (!current) {
    await tx
      .insert(herdFactsState)
      .values({ tenantId: site.tenantId, siteId: site.id, version: HERD_FACTS_VERSION })
      .onConflictDoUpdate({
        target: [herdFactsState.tenantId, herdFactsState.siteId],
        set: { version: HERD_FACTS_VERSION },
      });
  }
}

/**
 * An event's place in its female's day, in the reference order (herd/event-order.ts): untimed
 * events keep their imported place (seq), the timed ones take the timed events' places in time
 * order. Over rows of herd_events (animal_id, date, seq, time).
 */
const orderWithinDay = sql`case when time is null then seq else (
      array_agg(seq) filter (where time is not null) over (partition by animal_id, date order by seq
        rows between unbounded preceding and unbounded following)
    )[row_number() over (partition by animal_id, date, time is null order by time collate "C", seq)]
    end`;

/** `and <column> in (the animals to refresh)`, or nothing when all of them are. */
type AnimalFilter = (column: string) => SQL;

/** Makes sure the site's facts are of this version before a report reads them. */
export async function ensureHerdFacts(db: Executor, site: RecordsSite): Promise<void> {
  if ((await factsVersion(db, site)) === HERD_FACTS_VERSION) return;
  await db.transaction(async (tx) => {
    await lockSiteRecords(tx, site);
    // Another request may have recomputed them while this one waited for the lock.
    if ((await factsVersion(tx, site)) !== HERD_FACTS_VERSION) {
      await refreshHerdFacts(tx, site, 'all');
    }
  });
}

/** The day number of the site's first entry (its herd's first day); null with no female. */
export async function findHerdFirstDay(db: Executor, site: RecordsSite): Promise<number | null> {
  const [row] = await db
    .select({ first: min(herdFemaleFacts.entryDay) })
    .from(herdFemaleFacts)
    .where(and(eq(herdFemaleFacts.tenantId, site.tenantId), eq(herdFemaleFacts.siteId, site.id)));
  return row?.first ?? null;
}

async function factsVersion(db: Executor, site: RecordsSite): Promise<number | null> {
  const [row] = await db
    .select({ version: herdFactsState.version })
    .from(herdFactsState)
    .where(and(eq(herdFactsState.tenantId, site.tenantId), eq(herdFactsState.siteId, site.id)));
  return row?.version ?? null;
}

/**
 * herd_event_facts.removal_kind and herd_female_facts.removal_kind: REMOVAL_KINDS order, from 1
 * (1 cull, 2 death, 3 euthanasia, 4 transfer).
 */
export function removalKindOfCode(code: number): RemovalKind {
  const kind = REMOVAL_KINDS[code - 1];
  if (!kind) throw new RangeError(`not a removal kind code: ${code}`);
  return kind;
}

/** A removal record's kind as its code, in SQL (the kinds are fixed words, not input). */
const removalCodeOf = sql.raw(
  `case data->>'kind' ${REMOVAL_KINDS.map((kind, index) => `when '${kind}' then ${index + 1}`).join(' ')} end`,
);

/** herd_event_facts.outcome codes (SERVICE_OUTCOMES order) the derivation tests for. */
const FARROWED = SERVICE_OUTCOMES.indexOf('farrowed');
const REMOVED = SERVICE_OUTCOMES.indexOf('removed');
const PENDING = SERVICE_OUTCOMES.indexOf('pending');

/**
 * Puts each female's events in the reference order (herd/event-order.ts: by day, then by time
 * where both events of the pair have one, else as imported: the timed events of a day take the
 * timed events' places in time order), keeps her life (first entry to first removal after it),
 * and derives per event what the reference timelines derive (service outcome, first or repeat,
 * return interval and days since entry; litter's last service, previous litter and weaning;
 * weaning's litter and next service; piglet death's litter; parity at removal; productive
 * spans).
 * Window functions only, no joins: the plan cannot turn quadratic when the planner has no
 * statistics yet (a large import has just landed, before autovacuum looks at it).
 */
function deriveEventFacts(site: RecordsSite, only: AnimalFilter): SQL {
  const k = sql.raw(String(ORDER_KEY_DAY));
  const literal = (n: number) => sql.raw(String(n));
  return sql`
insert into herd_event_facts (tenant_id, site_id, animal_id, order_key, day, kind, recorded_by,
  parity, piglets, stillborn, mummified, removal_kind, first_service, return_band, outcome,
  outcome_day, days_since_entry, gestation_days, days_since_farrowing, wean_age_days,
  days_to_service, mortality_band, span_end)
with
ordered as (
  select animal_id, date, seq, type, recorded_by, data,
    ${orderWithinDay} as ord
  from herd_events
  where tenant_id = ${site.tenantId} and site_id = ${site.id} ${only('animal_id')}
),
ev as (
  select animal_id as a,
    (date - date '1970-01-01') as d,
    (date - date '1970-01-01')::bigint * ${k} + ord as k,
    case type
      when 'entry' then 1 when 'service' then 2 when 'preg_check' then 3 when 'abortion' then 4
      when 'farrowing' then 5 when 'piglet_death' then 6 when 'weaning' then 7 else 8 end as t,
    recorded_by as u,
    case type
      when 'entry' then (data->>'parity')::int
      when 'farrowing' then (data->>'born_alive')::int
      when 'piglet_death' then (data->>'count')::int
      when 'weaning' then (data->>'count')::int
      when 'removal' then ${removalCodeOf}
    end as n1,
    case when type = 'farrowing' then (data->>'stillborn')::int end as n2,
    case when type = 'farrowing' then (data->>'mummified')::int end as n3
  from ordered
  where type in ('entry', 'service', 'abortion', 'farrowing', 'piglet_death', 'weaning', 'removal')
    or (type = 'preg_check' and data->>'result' = 'negative')
),
entered as (
  select *, min(k) filter (where t = 1) over (partition by a) as entry_k from ev
),
bounded as (
  select *, min(k) filter (where t = 8 and k > entry_k) over (partition by a) as removal_k
  from entered
),
life as (
  select a, d, k, t, u, n1, n2, n3 from bounded
  where k >= entry_k and (removal_k is null or k <= removal_k) and (t <> 1 or k = entry_k)
),
derived as (
  select l.*,
    max(k) filter (where t = 2) over w1 as prev_s,
    max(k) filter (where t = 7) over w1 as prev_w,
    max(k) filter (where t = 5) over w1 as prev_f,
    count(*) filter (where t = 5) over w1 as farrowings_before,
    -- The codes after k * 8 are the outcomes' SERVICE_OUTCOMES order + 1.
    min(k * 8 + case t when 5 then 1 when 2 then 2 when 4 then 3 when 3 then 4 else 5 end)
      filter (where t in (2, 3, 4, 5, 8)) over w2 as next_end,
    min(k) filter (where t = 2) over w2 as next_s,
    min(k) filter (where t in (5, 8)) over w2 as next_fr,
    min(k) filter (where t = 7) over w2 as next_w,
    min(k) filter (where t = 5) over w2 as next_f,
    min(d) filter (where t = 1) over w0 as entry_d,
    min(n1) filter (where t = 1) over w0 as entry_parity,
    min(n1) filter (where t = 8) over w0 as removal_code
  from life l
  window
    w0 as (partition by a),
    w1 as (partition by a order by k rows between unbounded preceding and 1 preceding),
    w2 as (partition by a order by k desc rows between unbounded preceding and 1 preceding)
),
meaning as (
  select *,
    prev_s is null or coalesce(greatest(prev_w, prev_f) > prev_s, false) as is_first,
    d - prev_s / ${k} as since_service,
    case when next_f / ${k} = d then d else prev_f / ${k} end as litter_d,
    coalesce(next_end % 8 - 1, ${literal(PENDING)}) as outcome,
    next_w is not null and (next_f is null or next_w < next_f) as weaned
  from derived
)
select ${site.tenantId}::uuid, ${site.id}::uuid, a, k, d, t, u,
  case when t = 1 then n1 when t = 8 then entry_parity + farrowings_before end,
  case when t in (5, 6, 7) then n1 end,
  case when t = 5 then n2 end,
  case when t = 5 then n3 end,
  case when t = 8 then n1 when t = 2 and outcome = ${literal(REMOVED)} then removal_code end,
  case when t = 2 then is_first end,
  case when t = 2 and not is_first then case
    when since_service between 11 and 17 then 0
    when since_service between 18 and 25 then 1
    when since_service between 26 and 37 then 2
    when since_service between 38 and 46 then 3
    when since_service between 47 and 108 then 4
    else 5 end
  end,
  case when t = 2 then outcome end,
  case when t = 2 then next_end / 8 / ${k} end,
  case when t = 2 and prev_s is null and entry_parity = 0 then d - entry_d end,
  case when t = 5 then since_service end,
  case when t = 5 then d - prev_f / ${k} end,
  case when t = 7 and prev_f > coalesce(prev_w, -1) then d - prev_f / ${k} end,
  case when t = 7 and next_s < coalesce(next_fr, next_s + 1) then next_s / ${k} - d end,
  case when t = 6 and litter_d is not null then case
    when d - litter_d <= 2 then 0 when d - litter_d <= 8 then 1 else 2 end
  end,
  case
    when t = 2 and outcome = ${literal(FARROWED)} then next_end / 8 / ${k}
    when t = 2 and outcome = ${literal(PENDING)} then d + ${literal(PRESUMED_PREGNANT_DAYS)}
    when t = 5 and weaned then next_w / ${k}
    -- least() skips nulls: no later service or farrowing leaves the 42 days whole.
    when t = 5 then least(d + ${literal(PRESUMED_NURSING_DAYS)}, next_s / ${k}, next_f / ${k})
  end
from meaning
`;
}

/** Each female's life summed up from the event facts just derived. */
function deriveFemaleFacts(site: RecordsSite, only: AnimalFilter): SQL {
  return sql`
insert into herd_female_facts (tenant_id, site_id, animal_id, entry_day, entry_parity,
  removal_day, removal_kind, mated_from, farrowing_days, productive_days)
select tenant_id, site_id, animal_id, entry_day, entry_parity, removal_day, removal_kind,
  mated_from, farrowing_days,
  case when mated_from is not null and (removal_day is null or mated_from < removal_day)
    then spans * int4multirange(int4range(mated_from, removal_day)) end
from (
  select *,
    -- A female's life starts at her entry, so her first service is never before it.
    case when entry_parity >= 1 then entry_day else first_service_day end as mated_from
  from (
    select tenant_id, site_id, animal_id,
      min(day) filter (where kind = 1) as entry_day,
      min(parity) filter (where kind = 1) as entry_parity,
      min(day) filter (where kind = 8) as removal_day,
      min(removal_kind) filter (where kind = 8) as removal_kind,
      min(day) filter (where kind = 2) as first_service_day,
      coalesce(array_agg(day order by order_key) filter (where kind = 5), '{}') as farrowing_days,
      range_agg(int4range(day, span_end)) filter (where day < span_end) as spans
    from herd_event_facts
    where tenant_id = ${site.tenantId} and site_id = ${site.id} ${only('animal_id')}
    group by tenant_id, site_id, animal_id
  ) lives
) mated
`;
}

/**
 * Each female's stays (herd_stay_facts), as `locationStays` of the domain gives them from her
 * life (first entry to first removal after it): each day takes the place of its last record
 * naming one, in the reference order; a stay starts on a day whose place differs from the one
 * before and ends on the next such day, or on her removal day.
 */
function deriveStayFacts(site: RecordsSite, only: AnimalFilter): SQL {
  const k = sql.raw(String(ORDER_KEY_DAY));
  return sql`
insert into herd_stay_facts (tenant_id, site_id, animal_id, from_day, to_day, location)
with
ordered as (
  select animal_id as a, (date - date '1970-01-01') as d, type, location,
    (date - date '1970-01-01')::bigint * ${k} + ${orderWithinDay} as k
  from herd_events
  where tenant_id = ${site.tenantId} and site_id = ${site.id} ${only('animal_id')}
),
entered as (
  select *, min(k) filter (where type = 'entry') over (partition by a) as entry_k from ordered
),
bounded as (
  select *, min(k) filter (where type = 'removal' and k > entry_k) over (partition by a)
    / ${k} as removal_day
  from entered
),
day_places as (
  select distinct on (a, d) a, d, location, removal_day from bounded
  where location is not null and k >= entry_k and (removal_day is null or d < removal_day)
  order by a, d, k desc
),
changes as (
  select *, lag(location) over (partition by a order by d) as before from day_places
)
select ${site.tenantId}::uuid, ${site.id}::uuid, a, d,
  coalesce(lead(d) over (partition by a order by d), removal_day), location
from changes
where before is distinct from location
`;
}

import { sql } from 'drizzle-orm';
import {
  EARLY_WEANING_AGE_DAYS,
  FERTILITY_DAYS,
  LARGE_WEANING_COUNT,
  REMOVAL_KINDS,
  RETURN_RATIO_LAG_DAYS,
  SERVICE_OUTCOMES,
  SMALL_LITTER_BORN_ALIVE,
  VERY_SMALL_LITTER_BORN_ALIVE,
  WEANING_TIMINGS,
  WEANING_TOLERANCE_DAYS,
} from '@barnboard/domain';
import type { Executor } from '../db/database.js';
import type { RecordsSite } from './herd-records-repository.js';

/** The constants the query compares with, as SQL literals (fixed numbers, not input). */
const literal = (n: number) => sql.raw(String(n));
const FARROWED = literal(SERVICE_OUTCOMES.indexOf('farrowed'));
const RETURNED = literal(SERVICE_OUTCOMES.indexOf('returned'));
const REMOVED = literal(SERVICE_OUTCOMES.indexOf('removed'));
const PENDING = literal(SERVICE_OUTCOMES.indexOf('pending'));
/** herd_event_facts.removal_kind counts REMOVAL_KINDS from 1. */
const DEATH = literal(REMOVAL_KINDS.indexOf('death') + 1);
const EUTHANASIA = literal(REMOVAL_KINDS.indexOf('euthanasia') + 1);
const RETURN_WITHIN = literal(RETURN_RATIO_LAG_DAYS);
const VERY_SMALL = literal(VERY_SMALL_LITTER_BORN_ALIVE);
const SMALL = literal(SMALL_LITTER_BORN_ALIVE);
const LARGE_WEANING = literal(LARGE_WEANING_COUNT);
const EARLY_WEANING = literal(EARLY_WEANING_AGE_DAYS);
const FERTILITY = literal(FERTILITY_DAYS);
const WEANED_EARLY = literal(WEANING_TIMINGS.indexOf('early'));
const WEANED_ON_TIME = literal(WEANING_TIMINGS.indexOf('on_time'));
const WEANED_LATE = literal(WEANING_TIMINGS.indexOf('late'));

/**
 * The KPI engine's one query (docs/kpis.md, "Server engine"). It reads the site's derived facts
 * (herd-facts-repository.ts: per event what the reference timelines derive, per female her
 * life) for the period only, and returns compact per-day rows (u: who recorded the events):
 *
 * - kind 1 service: day, first (0/1), return band (0–5, −1 for a first service), user → n,
 *   farrowed, removed by a death or euthanasia, returned within 42 days, Σ days since entry and
 *   how many (first-ever services of gilts), ended within 30 days by anything but a farrowing
 *   (fertility at 30 days). Days in [from − lagDays, to].
 * - kind 2 farrowing: day, user → n, born alive, stillborn, mummified, Σ gestation, gestations,
 *   litters under 7 and under 10 born alive, Σ days since the previous farrowing, how many.
 * - kind 3 weaning: day, user → n, weaned, Σ weaning age, ages, Σ wean-to-service, served,
 *   served ≤ 7 days, weanings of 12 or more, weanings under 17 days of age.
 * - kind 4 piglet death: day, band (0–2, −1 without litter) → Σ count.
 * - kind 5 removal: day, kind code (REMOVAL_KINDS order from 1), user → n, Σ parity that day.
 * - kind 6 gilt entry (parity 0): day, user → n.
 * - kinds 7, 8, 9: day → Σ delta of present females, mated females and productive mated
 *   females (+1 on the first day of a span, −1 on the day after it; days before `from` are
 *   folded into `from`, days after `to` left out), so a running sum gives each day's count.
 * - kind 10 parity: day, parity → Σ delta of present females with that parity.
 * - kind 11 weaning timing: day, timing (WEANING_TIMINGS order: early, on time, late against
 *   farrowing + the site's target lactation length, 3 days either side) → n, over the weanings
 *   that end a farrowing.
 *
 * A female removed before `from` adds as many +1 as −1 to the folded day, so only the females
 * present on `from` or entering later are read for kinds 7 to 10.
 * Days are day numbers (days since 1970-01-01), as in packages/domain/src/herd/day-number.ts.
 */
export type KpiRow = {
  kind: number;
  d: number;
  /** kind 1: first; kind 4: band; kind 5: removal kind; kind 10: parity; kind 11: timing. */
  x: number | null;
  /** kind 1: return band. */
  y: number | null;
  u: string | null;
  n: number;
  a1: number | null;
  a2: number | null;
  a3: number | null;
  a4: number | null;
  a5: number | null;
  a6: number | null;
  a7: number | null;
  a8: number | null;
  a9: number | null;
};

export async function fetchKpiRows(
  db: Executor,
  site: RecordsSite,
  fromDay: number,
  toDay: number,
  lagDays: number,
  targetLactationDays: number,
): Promise<KpiRow[]> {
  for (const day of [fromDay, toDay, lagDays, targetLactationDays]) {
    if (!Number.isSafeInteger(day)) throw new RangeError(`not a day number: ${day}`);
  }
  // Whole numbers checked above, written as literals: the planner then sees equal expressions
  // (GROUP BY greatest(d, from)) and constant bounds.
  const from = sql.raw(String(fromDay));
  const to = sql.raw(String(toDay));
  const lagFrom = sql.raw(String(fromDay - lagDays));
  const onTimeFrom = literal(targetLactationDays - WEANING_TOLERANCE_DAYS);
  const onTimeTo = literal(targetLactationDays + WEANING_TOLERANCE_DAYS);
  const query = sql`
with
-- Inlined, not materialised: each branch below reads its own kind and days by index.
facts as not materialized (
  select * from herd_event_facts where tenant_id = ${site.tenantId} and site_id = ${site.id}
),
females as (
  select animal_id, entry_day, entry_parity, removal_day, mated_from, farrowing_days,
    productive_days
  from herd_female_facts
  where tenant_id = ${site.tenantId} and site_id = ${site.id}
    and entry_day <= ${to} and (removal_day is null or removal_day >= ${from})
),
mated as (
  select mated_from, removal_day from females
  where mated_from is not null and (removal_day is null or mated_from < removal_day)
),
productive as (
  select unnest(productive_days * int4multirange(int4range(${from}, ${to} + 1))) as r
  from females where productive_days is not null
),
-- Parity deltas before a female's first day in the period fold into it: she starts there
-- with her parity of that day, and only her farrowings after it are deltas of their own.
starts as (
  select *, greatest(entry_day, ${from}) as start_day from females
),
farrowings as (
  select s.entry_parity, d, i from starts s, unnest(s.farrowing_days) with ordinality as n(d, i)
  where d > s.start_day and d <= ${to}
),
deltas as (
  select 7 as kind, entry_day as d, 0 as x, 1 as delta from females
  union all
  select 7, removal_day, 0, -1 from females where removal_day is not null
  union all
  select 8, mated_from, 0, 1 from mated
  union all
  select 8, removal_day, 0, -1 from mated where removal_day is not null
  union all
  select 9, lower(r), 0, 1 from productive
  union all
  select 9, upper(r), 0, -1 from productive
  union all
  select 10, start_day,
    entry_parity + (select count(*) from unnest(farrowing_days) as n(d) where d <= start_day)::int, 1
  from starts
  union all
  select 10, removal_day, entry_parity + cardinality(farrowing_days), -1 from females
  where removal_day is not null
  union all
  select 10, d, (entry_parity + i - 1)::int, -1 from farrowings
  union all
  select 10, d, (entry_parity + i)::int, 1 from farrowings
)
select 1 as kind, day as d, first_service::int as x, coalesce(return_band, -1)::int as y,
  recorded_by as u, count(*)::int as n,
  count(*) filter (where outcome = ${FARROWED})::int as a1,
  count(*) filter (where outcome = ${REMOVED} and removal_kind in (${DEATH}, ${EUTHANASIA}))::int
    as a2,
  count(*) filter (where outcome = ${RETURNED} and outcome_day - day <= ${RETURN_WITHIN})::int
    as a3,
  sum(days_since_entry)::int as a4, count(days_since_entry)::int as a5,
  count(*) filter (where outcome not in (${FARROWED}, ${PENDING})
    and outcome_day - day <= ${FERTILITY})::int as a6,
  null::int as a7, null::int as a8, null::int as a9
from facts where kind = 2 and day between ${lagFrom} and ${to}
group by 2, 3, 4, 5
union all
select 2, day, null, null, recorded_by, count(*)::int, sum(piglets)::int,
  sum(stillborn)::int, sum(mummified)::int, sum(gestation_days)::int, count(gestation_days)::int,
  count(*) filter (where piglets < ${VERY_SMALL})::int,
  count(*) filter (where piglets < ${SMALL})::int,
  sum(days_since_farrowing)::int, count(days_since_farrowing)::int
from facts where kind = 5 and day between ${from} and ${to}
group by day, recorded_by
union all
select 3, day, null, null, recorded_by, count(*)::int, sum(piglets)::int,
  sum(wean_age_days)::int, count(wean_age_days)::int, sum(days_to_service)::int,
  count(days_to_service)::int, count(*) filter (where days_to_service <= 7)::int,
  count(*) filter (where piglets >= ${LARGE_WEANING})::int,
  count(*) filter (where wean_age_days < ${EARLY_WEANING})::int, null
from facts where kind = 7 and day between ${from} and ${to}
group by day, recorded_by
union all
select 4, day, coalesce(mortality_band, -1)::int, null, null, sum(piglets)::int,
  null, null, null, null, null, null, null, null, null
from facts where kind = 6 and day between ${from} and ${to}
group by day, mortality_band
union all
select 5, day, removal_kind::int, null, recorded_by, count(*)::int, sum(parity)::int,
  null, null, null, null, null, null, null, null
from facts where kind = 8 and day between ${from} and ${to}
group by day, removal_kind, recorded_by
union all
select 6, day, null, null, recorded_by, count(*)::int,
  null, null, null, null, null, null, null, null, null
from facts where kind = 1 and parity = 0 and day between ${from} and ${to}
group by day, recorded_by
union all
select kind, greatest(d, ${from}), x, null, null, sum(delta)::int,
  null, null, null, null, null, null, null, null, null
from deltas where d <= ${to}
group by kind, greatest(d, ${from}), x
union all
select 11, day, case when wean_age_days < ${onTimeFrom} then ${WEANED_EARLY}
    when wean_age_days > ${onTimeTo} then ${WEANED_LATE} else ${WEANED_ON_TIME} end,
  null, null, count(*)::int, null, null, null, null, null, null, null, null, null
from facts where kind = 7 and wean_age_days is not null and day between ${from} and ${to}
group by 2, 3
`;
  const result: unknown = await db.execute(query);
  return (result as { rows: KpiRow[] }).rows;
}

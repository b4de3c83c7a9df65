import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import type { RecordsSite } from './herd-records-repository.js';

/**
 * The KPI engine's one query (docs/kpis.md, "Server engine"). It reads every event of the site,
 * puts each female's events in the reference order (event-order.ts), keeps her life (first entry
 * to first removal after it), derives per event what the timelines derive (service outcome,
 * first/repeat, return interval; litter's last service and weaning; weaning's litter and next
 * service; piglet death's litter) with window functions, and returns compact per-day rows:
 *
 * - kind 1 service: day, first (0/1), return band (0–5, −1 for a first service), farrowed
 *   (0/1), user → n (count). Days in [from − 115, to].
 * - kind 2 farrowing: day, user → n, born alive, stillborn, mummified, Σ gestation, gestations.
 * - kind 3 weaning: day, user → n, weaned, Σ weaning age, ages, Σ wean-to-service, served,
 *   served ≤ 7 days.
 * - kind 4 piglet death: day, band (0–2, −1 without litter) → Σ count.
 * - kind 5 removal: day, kind code (1 cull, 2 death/euthanasia, 3 transfer) → n.
 * - kind 6 gilt entry (parity 0): day → n.
 * - kinds 7, 8, 9: day → Σ delta of present females, mated females and productive mated
 *   females (+1 on the first day of a span, −1 on the day after it; days before `from` are
 *   folded into `from`, days after `to` left out), so a running sum gives each day's count.
 * - kind 10 parity: day, parity → Σ delta of present females with that parity.
 *
 * Days are day numbers (days since 1970-01-01), as in packages/domain/src/herd/day-number.ts.
 */
export type KpiRow = {
  kind: number;
  d: number;
  /** kind 1: first; kind 4: band; kind 5: removal kind; kind 10: parity. */
  x: number | null;
  /** kind 1: return band. */
  y: number | null;
  /** kind 1: farrowed. */
  z: number | null;
  u: string | null;
  n: number;
  a1: number | null;
  a2: number | null;
  a3: number | null;
  a4: number | null;
  a5: number | null;
  a6: number | null;
};

/** Positions within a day: k = day × K + order (seq is a small per-day counter). */
const K = 1_000_000;

export async function fetchKpiRows(
  db: Executor,
  site: RecordsSite,
  fromDay: number,
  toDay: number,
  lagDays: number,
): Promise<KpiRow[]> {
  for (const day of [fromDay, toDay, lagDays]) {
    if (!Number.isSafeInteger(day)) throw new RangeError(`not a day number: ${day}`);
  }
  // Whole numbers checked above, written as literals: the planner then sees equal expressions
  // (GROUP BY greatest(d, from)) and constant bounds.
  const from = sql.raw(String(fromDay));
  const to = sql.raw(String(toDay));
  const lagFrom = sql.raw(String(fromDay - lagDays));
  const k = sql.raw(String(K));
  const query = sql`
with
timed as (
  select animal_id, date, seq,
    row_number() over (partition by animal_id, date order by seq) as by_seq,
    row_number() over (partition by animal_id, date order by time collate "C", seq) as by_time
  from herd_events
  where tenant_id = ${site.tenantId} and site_id = ${site.id} and time is not null
),
reorder as (
  select a.animal_id, a.date, a.seq, b.seq as ord
  from timed a
  join timed b on b.animal_id = a.animal_id and b.date = a.date and b.by_seq = a.by_time
  where a.seq <> b.seq
),
ev as (
  select e.animal_id as a,
    (e.date - date '1970-01-01') as d,
    (e.date - date '1970-01-01')::bigint * ${k} + coalesce(r.ord, e.seq) as k,
    case e.type
      when 'entry' then 1 when 'service' then 2 when 'preg_check' then 3 when 'abortion' then 4
      when 'farrowing' then 5 when 'piglet_death' then 6 when 'weaning' then 7 else 8 end as t,
    e.recorded_by as u,
    case e.type
      when 'entry' then (e.data->>'parity')::int
      when 'farrowing' then (e.data->>'born_alive')::int
      when 'piglet_death' then (e.data->>'count')::int
      when 'weaning' then (e.data->>'count')::int
      when 'removal' then case e.data->>'kind'
        when 'cull' then 1 when 'death' then 2 when 'euthanasia' then 2 else 3 end
    end as n1,
    case when e.type = 'farrowing' then (e.data->>'stillborn')::int end as n2,
    case when e.type = 'farrowing' then (e.data->>'mummified')::int end as n3
  from herd_events e
  left join reorder r on r.animal_id = e.animal_id and r.date = e.date and r.seq = e.seq
  where e.tenant_id = ${site.tenantId} and e.site_id = ${site.id}
    and (e.type in ('entry', 'service', 'abortion', 'farrowing', 'piglet_death', 'weaning', 'removal')
      or (e.type = 'preg_check' and e.data->>'result' = 'negative'))
),
entries as (
  select a, min(k) as entry_k from ev where t = 1 group by a
),
bounds as (
  select en.a, en.entry_k, min(r.k) filter (where r.t = 8 and r.k > en.entry_k) as removal_k
  from entries en join ev r on r.a = en.a
  group by en.a, en.entry_k
),
life as (
  select ev.* from ev join bounds b on b.a = ev.a
  where ev.k >= b.entry_k and (b.removal_k is null or ev.k <= b.removal_k)
    and (ev.t <> 1 or ev.k = b.entry_k)
),
derived as (
  select l.*,
    max(k) filter (where t = 2) over w1 as prev_s,
    max(k) filter (where t = 7) over w1 as prev_w,
    max(k) filter (where t = 5) over w1 as prev_f,
    count(*) filter (where t = 5) over w1 as farrowings_before,
    min(k * 8 + case t when 5 then 1 when 2 then 2 when 4 then 3 when 3 then 4 else 5 end)
      filter (where t in (2, 3, 4, 5, 8)) over w2 as next_end,
    min(k) filter (where t = 2) over w2 as next_s,
    min(k) filter (where t in (5, 8)) over w2 as next_fr,
    min(k) filter (where t = 7) over w2 as next_w,
    min(k) filter (where t = 5) over w2 as next_f
  from life l
  window
    w1 as (partition by a order by k rows between unbounded preceding and 1 preceding),
    w2 as (partition by a order by k desc rows between unbounded preceding and 1 preceding)
),
females as (
  select a,
    min(d) filter (where t = 1) as entry_d,
    min(n1) filter (where t = 1) as entry_parity,
    min(d) filter (where t = 8) as removal_d,
    min(n1) filter (where t = 8) as removal_kind,
    min(d) filter (where t = 2) as first_service_d,
    count(*) filter (where t = 5) as farrowings
  from life group by a
),
mated as (
  select a, entry_d, removal_d,
    case when entry_parity >= 1 then entry_d else first_service_d end as mated_d
  from females
),
spans as (
  select a, (k / ${k})::int as lo, (next_end / 8 / ${k})::int as hi from derived
  where t = 2 and next_end % 8 = 1
  union all
  select a, d as lo, (next_w / ${k})::int as hi from derived
  where t = 5 and next_w is not null and (next_f is null or next_w < next_f)
),
productive as (
  select m.a, unnest(
    range_agg(int4range(s.lo, s.hi)) * int4multirange(int4range(greatest(m.entry_d, m.mated_d), m.removal_d))
  ) as r
  from spans s join mated m on m.a = s.a
  where s.lo < s.hi and s.hi > ${from} and s.lo <= ${to}
    and m.mated_d is not null and (m.removal_d is null or greatest(m.entry_d, m.mated_d) < m.removal_d)
  group by m.a, m.entry_d, m.mated_d, m.removal_d
),
deltas as (
  select 7 as kind, entry_d as d, 0 as x, 1 as delta from females
  union all
  select 7, removal_d, 0, -1 from females where removal_d is not null
  union all
  select 8, greatest(entry_d, mated_d), 0, 1 from mated
  where mated_d is not null and (removal_d is null or greatest(entry_d, mated_d) < removal_d)
  union all
  select 8, removal_d, 0, -1 from mated
  where mated_d is not null and removal_d is not null and greatest(entry_d, mated_d) < removal_d
  union all
  select 9, lower(r), 0, 1 from productive
  union all
  select 9, upper(r), 0, -1 from productive where upper(r) is not null
  union all
  select 10, entry_d, entry_parity, 1 from females
  union all
  select 10, removal_d, (entry_parity + farrowings)::int, -1 from females where removal_d is not null
  union all
  select 10, l.d, (f.entry_parity + l.farrowings_before)::int, -1
  from derived l join females f on f.a = l.a where l.t = 5
  union all
  select 10, l.d, (f.entry_parity + l.farrowings_before + 1)::int, 1
  from derived l join females f on f.a = l.a where l.t = 5
)
select 1 as kind, d, (prev_s is null or coalesce(prev_w > prev_s, false))::int as x,
  case when prev_s is null or coalesce(prev_w > prev_s, false) then -1
    else case
      when d - prev_s / ${k} between 11 and 17 then 0
      when d - prev_s / ${k} between 18 and 25 then 1
      when d - prev_s / ${k} between 26 and 37 then 2
      when d - prev_s / ${k} between 38 and 46 then 3
      when d - prev_s / ${k} between 47 and 108 then 4
      else 5 end
  end::int as y,
  coalesce(next_end % 8 = 1, false)::int as z,
  u, count(*)::int as n,
  null::int as a1, null::int as a2, null::int as a3, null::int as a4, null::int as a5, null::int as a6
from derived where t = 2 and d between ${lagFrom} and ${to}
group by 1, 2, 3, 4, 5, 6
union all
select 2, d, null, null, null, u, count(*)::int, sum(n1)::int, sum(n2)::int, sum(n3)::int,
  sum(d - prev_s / ${k})::int, count(prev_s)::int, null
from derived where t = 5 and d between ${from} and ${to}
group by d, u
union all
select 3, d, null, null, null, u, count(*)::int, sum(n1)::int,
  sum(d - prev_f / ${k}) filter (where prev_f > coalesce(prev_w, -1))::int,
  count(*) filter (where prev_f > coalesce(prev_w, -1))::int,
  sum(next_s / ${k} - d) filter (where next_s < coalesce(next_fr, next_s + 1))::int,
  count(*) filter (where next_s < coalesce(next_fr, next_s + 1))::int,
  count(*) filter (where next_s < coalesce(next_fr, next_s + 1) and next_s / ${k} - d <= 7)::int
from derived where t = 7 and d between ${from} and ${to}
group by d, u
union all
select 4, d, band, null, null, null, sum(n1)::int, null, null, null, null, null, null
from (
  select d, n1, case
    when litter_d is null then -1 when d - litter_d <= 2 then 0 when d - litter_d <= 8 then 1 else 2
  end as band
  from (
    select d, n1,
      case when next_f / ${k} = d then d else (prev_f / ${k})::int end as litter_d
    from derived where t = 6 and d between ${from} and ${to}
  ) deaths
) banded
group by d, band
union all
select 5, removal_d, removal_kind, null, null, null, count(*)::int, null, null, null, null, null, null
from females where removal_d between ${from} and ${to}
group by removal_d, removal_kind
union all
select 6, entry_d, null, null, null, null, count(*)::int, null, null, null, null, null, null
from females where entry_parity = 0 and entry_d between ${from} and ${to}
group by entry_d
union all
select kind, greatest(d, ${from}), x, null, null, null, sum(delta)::int,
  null, null, null, null, null, null
from deltas where d <= ${to}
group by kind, greatest(d, ${from}), x
`;
  // Both drivers (PGlite, node-postgres) answer execute() with { rows }.
  const result: unknown = await db.execute(query);
  return (result as { rows: KpiRow[] }).rows;
}

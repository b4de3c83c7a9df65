import {
  FARROWING_RATE_LAG_DAYS,
  SERVICE_OUTCOMES,
  dateOfDay,
  dayNumber,
  type UserTally,
} from '@barnboard/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { ORDER_KEY_DAY } from './herd-facts-repository.js';
import type { RecordsSite } from './herd-records-repository.js';

/** Records without a user, as the reference counts them (UNRECORDED_USER). */
const UNRECORDED = '-';

/** herd_event_facts.outcome of a service that farrowed (its SERVICE_OUTCOMES index). */
const FARROWED = sql.raw(String(SERVICE_OUTCOMES.indexOf('farrowed')));

/**
 * Each user's tally of the users report over a period (docs/kpis.md, "Users report"), equal to
 * the reference `computeUsersReport`: one query over the site's derived facts (services,
 * farrowings and weanings by who recorded them) and its pregnancy checks. The checks of the
 * period are counted as they are: the import refuses any record outside a female's life, so
 * every stored check is hers. Those of the window 115 days earlier are judged: positive checks
 * have no fact of their own, so each is placed among its female's facts by its order key, and
 * the facts just before and after it (one index probe each) say whether a service of hers was
 * open and whether she farrowed before being served again.
 * The caller makes sure the facts are of the current derivation (ensureHerdFacts).
 */
export async function fetchUserTallies(
  db: Executor,
  site: RecordsSite,
  period: { from: string; to: string },
): Promise<Map<string, UserTally>> {
  const fromDay = dayNumber(period.from);
  const toDay = dayNumber(period.to);
  const lagFromDay = fromDay - FARROWING_RATE_LAG_DAYS;
  const lagToDay = toDay - FARROWING_RATE_LAG_DAYS;
  // Day numbers are whole numbers from checked dates: written as literals for the planner.
  const [from, to, lagFrom, lagTo, k] = [fromDay, toDay, lagFromDay, lagToDay, ORDER_KEY_DAY].map(
    (day) => sql.raw(String(day)),
  );
  const owner = sql`tenant_id = ${site.tenantId} and site_id = ${site.id}`;
  const same = sql`tenant_id = ${site.tenantId} and animal_id = c.animal_id`;
  const user = sql.raw(`coalesce(recorded_by, '${UNRECORDED}')`);
  const query = sql`
with
facts as not materialized (
  select * from herd_event_facts where ${owner}
),
checks as materialized (
  select animal_id, date, seq, time, recorded_by, data->>'result' = 'positive' as positive,
    (date - date '1970-01-01') as day
  from herd_events
  where ${owner} and type = 'preg_check'
    and (date between ${dateOfDay(fromDay)}::date and ${dateOfDay(toDay)}::date
      or date between ${dateOfDay(lagFromDay)}::date and ${dateOfDay(lagToDay)}::date)
),
-- A check's place among her events of its day, as the facts' order key holds it
-- (herd/event-order.ts): an untimed event keeps its place (seq); a timed one takes the place,
-- among those the day's timed events hold, that its time ranks it in.
matured as materialized (
  select c.recorded_by, c.positive, c.day::bigint * ${k} + coalesce((
      select d.seq from herd_events d
      where d.${same} and d.date = c.date and d.time is not null and c.time is not null
      order by d.seq
      offset (
        select count(*) from herd_events r
        where c.time is not null and r.${same} and r.date = c.date and r.time is not null
          and (r.time collate "C" < c.time collate "C" or (r.time = c.time and r.seq < c.seq))
      )
      limit 1
    ), c.seq) as k, c.animal_id
  from checks c
  where c.day between ${lagFrom} and ${lagTo}
),
-- The last entry, service or farrowing before the check: only a service leaves one open to
-- judge. The first service, farrowing or removal after it says how that service ended.
judged as (
  select c.recorded_by, c.positive, before.kind as before, after.kind as after
  from matured c
  left join lateral (
    select kind from herd_event_facts x
    where x.site_id = ${site.id} and x.${same} and x.order_key < c.k and x.kind in (1, 2, 5)
    order by x.order_key desc limit 1
  ) before on true
  left join lateral (
    select kind from herd_event_facts x
    where x.site_id = ${site.id} and x.${same} and x.order_key > c.k and x.kind in (2, 5, 8)
    order by x.order_key limit 1
  ) after on true
),
parts as (
  select ${user} as u,
    count(*) filter (where day between ${from} and ${to}) as services,
    count(*) filter (where day between ${from} and ${to} and first_service) as first_services,
    count(*) filter (where day between ${lagFrom} and ${lagTo}) as matured_services,
    count(*) filter (where day between ${lagFrom} and ${lagTo} and outcome = ${FARROWED}) as matured_farrowed,
    0 as checks, 0 as positive_checks, 0 as matured_checks, 0 as checks_judged, 0 as checks_right,
    0 as litters, 0 as born_alive, 0 as stillborn, 0 as mummified, 0 as weanings, 0 as weaned
  from facts
  where kind = 2 and (day between ${from} and ${to} or day between ${lagFrom} and ${lagTo})
  group by 1
  union all
  select ${user}, 0, 0, 0, 0, count(*), count(*) filter (where positive), 0, 0, 0,
    0, 0, 0, 0, 0, 0
  from checks where day between ${from} and ${to}
  group by 1
  union all
  select ${user}, 0, 0, 0, 0, 0, 0, count(*),
    count(*) filter (where before = 2 and after in (2, 5)),
    count(*) filter (where before = 2 and after in (2, 5) and (after = 5) = positive),
    0, 0, 0, 0, 0, 0
  from judged
  group by 1
  union all
  select ${user}, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    count(*), sum(piglets), sum(stillborn), sum(mummified), 0, 0
  from facts where kind = 5 and day between ${from} and ${to}
  group by 1
  union all
  select ${user}, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, count(*), sum(piglets)
  from facts where kind = 7 and day between ${from} and ${to}
  group by 1
)
select u,
  sum(services)::int as services, sum(first_services)::int as first_services,
  sum(matured_services)::int as matured_services, sum(matured_farrowed)::int as matured_farrowed,
  sum(checks)::int as checks, sum(positive_checks)::int as positive_checks,
  sum(matured_checks)::int as matured_checks, sum(checks_judged)::int as checks_judged,
  sum(checks_right)::int as checks_right, sum(litters)::int as litters,
  sum(born_alive)::int as piglets_born_alive, sum(stillborn)::int as piglets_stillborn,
  sum(mummified)::int as piglets_mummified, sum(weanings)::int as weanings,
  sum(weaned)::int as piglets_weaned
from parts group by u
`;
  const result: unknown = await db.transaction(async (tx) => {
    // The planner prices the checks' index probes (tens of thousands a year) high enough to
    // JIT-compile the plan, which takes longer than running it (1.2 s against 0.3 s for a year
    // of a 5,000-sow site): not for this query.
    await tx.execute(sql`set local jit = off`);
    return tx.execute(query);
  });
  const rows = (result as { rows: (UserTally & { u: string })[] }).rows;
  return new Map(rows.map(({ u, ...tally }) => [u, tally]));
}

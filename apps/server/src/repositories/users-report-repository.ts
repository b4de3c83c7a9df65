import { FARROWING_RATE_LAG_DAYS, dateOfDay, dayNumber, type UserTally } from '@barnboard/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { eventDayOrder } from './event-day-order.js';
import { ORDER_KEY_DAY } from './herd-facts-repository.js';
import type { RecordsSite } from './herd-records-repository.js';

/** Records without a user, as the reference counts them (UNRECORDED_USER). */
const UNRECORDED = '-';

/**
 * Each user's tally of the users report over a period (docs/kpis.md, "Users report"), equal to
 * the reference `computeUsersReport`: one query over the site's derived facts (services,
 * farrowings and weanings by who recorded them) and its pregnancy checks, which have no facts
 * of their own when positive: each check of the period (counted) or of the window 115 days
 * earlier (judged) is placed among its female's facts by
 * its order key, and the facts just before and after it (one index probe each) say whether a
 * service of hers was open and whether she farrowed before being served again.
 * The caller makes sure the facts are of the current derivation (ensureHerdFacts).
 */
export async function fetchUserTallies(
  db: Executor,
  site: RecordsSite,
  period: { from: string; to: string },
): Promise<Map<string, UserTally>> {
  const fromDay = dayNumber(period.from);
  const toDay = dayNumber(period.to);
  // Day numbers are whole numbers from checked dates: written as literals for the planner.
  const from = sql.raw(String(fromDay));
  const to = sql.raw(String(toDay));
  const lagFrom = sql.raw(String(fromDay - FARROWING_RATE_LAG_DAYS));
  const lagTo = sql.raw(String(toDay - FARROWING_RATE_LAG_DAYS));
  const k = sql.raw(String(ORDER_KEY_DAY));
  const owner = sql`tenant_id = ${site.tenantId} and site_id = ${site.id}`;
  const user = sql.raw(`coalesce(recorded_by, '${UNRECORDED}')`);
  const query = sql`
with
facts as not materialized (
  select * from herd_event_facts where ${owner}
),
-- Checks are counted in the period and judged 115 days earlier, as services are.
check_days as (
  select distinct animal_id, date from herd_events
  where ${owner} and type = 'preg_check' and (
    date between ${dateOfDay(fromDay)}::date and ${dateOfDay(toDay)}::date
    or date between ${dateOfDay(fromDay - FARROWING_RATE_LAG_DAYS)}::date
      and ${dateOfDay(toDay - FARROWING_RATE_LAG_DAYS)}::date
  )
),
day_events as (
  select animal_id, date, type, recorded_by, data->>'result' as result, ${eventDayOrder} as ord
  from herd_events
  where ${owner} and (animal_id, date) in (select animal_id, date from check_days)
),
checks as (
  select animal_id, recorded_by, result = 'positive' as positive,
    (date - date '1970-01-01') as day, (date - date '1970-01-01')::bigint * ${k} + ord as k
  from day_events where type = 'preg_check'
),
-- The last fact before the check among entry, service, farrowing and removal: none means
-- before her entry, a removal after her life; only a service leaves one open to judge. The
-- first service, farrowing or removal after it says how that service ended.
placed as (
  select c.recorded_by, c.positive, c.day, before.kind as before, after.kind as after
  from checks c
  left join lateral (
    select kind from herd_event_facts x
    where x.tenant_id = ${site.tenantId} and x.site_id = ${site.id} and x.animal_id = c.animal_id
      and x.order_key < c.k and x.kind in (1, 2, 5, 8)
    order by x.order_key desc limit 1
  ) before on true
  left join lateral (
    select kind from herd_event_facts x
    where x.tenant_id = ${site.tenantId} and x.site_id = ${site.id} and x.animal_id = c.animal_id
      and x.order_key > c.k and x.kind in (2, 5, 8)
    order by x.order_key limit 1
  ) after on true
),
parts as (
  select ${user} as u,
    count(*) filter (where day between ${from} and ${to}) as services,
    count(*) filter (where day between ${from} and ${to} and first_service) as first_services,
    count(*) filter (where day between ${lagFrom} and ${lagTo}) as matured_services,
    count(*) filter (where day between ${lagFrom} and ${lagTo} and farrowed) as matured_farrowed,
    0 as checks, 0 as positive_checks, 0 as matured_checks, 0 as checks_judged, 0 as checks_right,
    0 as litters, 0 as born_alive, 0 as stillborn, 0 as mummified, 0 as weanings, 0 as weaned
  from facts
  where kind = 2 and (day between ${from} and ${to} or day between ${lagFrom} and ${lagTo})
  group by 1
  union all
  select ${user}, 0, 0, 0, 0,
    count(*) filter (where day between ${from} and ${to}),
    count(*) filter (where day between ${from} and ${to} and positive),
    count(*) filter (where day between ${lagFrom} and ${lagTo}),
    count(*) filter (where day between ${lagFrom} and ${lagTo} and before = 2 and after in (2, 5)),
    count(*) filter (
      where day between ${lagFrom} and ${lagTo} and before = 2 and after in (2, 5)
        and (after = 5) = positive
    ),
    0, 0, 0, 0, 0, 0
  from placed where before in (1, 2, 5)
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
  sum(matured_checks)::int as matured_checks, sum(checks_judged)::int as checks_judged, sum(checks_right)::int as checks_right,
  sum(litters)::int as litters, sum(born_alive)::int as piglets_born_alive,
  sum(stillborn)::int as piglets_stillborn, sum(mummified)::int as piglets_mummified,
  sum(weanings)::int as weanings, sum(weaned)::int as piglets_weaned
from parts group by u
`;
  const result: unknown = await db.execute(query);
  const rows = (result as { rows: (UserTally & { u: string })[] }).rows;
  return new Map(rows.map(({ u, ...tally }) => [u, tally]));
}

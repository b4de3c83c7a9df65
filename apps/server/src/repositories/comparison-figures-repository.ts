import { sql } from 'drizzle-orm';
import type { FemaleLife, LactationDayIntakes } from '@barnboard/domain';
import type { Executor } from '../db/database.js';
import type { RecordsSite } from './herd-records-repository.js';

/**
 * What the farm comparison's own figures read (docs/farm-comparison.md): a site's lactation
 * intakes summed by lactation day, and its females' lives with their birth day. The domain's
 * rules (`lactationIntakeKg`, `avgMatureFemales`) pick the days and ages.
 */

/** The lactation intakes dated in [from, to] (site days), summed by lactation day. */
export async function lactationIntakesByDay(
  db: Executor,
  site: RecordsSite,
  from: string,
  to: string,
): Promise<LactationDayIntakes[]> {
  const result = (await db.execute(sql`
    select day, count(*)::int as intakes, sum(distributed_g)::bigint as distributed_g
    from feed_intakes
    where tenant_id = ${site.tenantId} and site_id = ${site.id} and kind = 'lactation'
      and date between ${from} and ${to}
    group by day`)) as unknown as {
    rows: { day: number; intakes: number; distributed_g: string }[];
  };
  return result.rows.map((row) => ({
    day: row.day,
    intakes: row.intakes,
    distributed_g: Number(row.distributed_g),
  }));
}

/**
 * The females present on at least one day of [fromDay, toDay] (as `avg_females` counts them,
 * from the female facts), each with the birth day of her entry record when it gives one. The
 * caller makes sure the facts are current (ensureHerdFacts).
 */
export async function loadFemaleLives(
  db: Executor,
  site: RecordsSite,
  fromDay: number,
  toDay: number,
): Promise<FemaleLife[]> {
  const result = (await db.execute(sql`
    select f.entry_day, f.removal_day, b.birth_day
    from herd_female_facts f
    left join lateral (
      select (e.data->>'birth_date')::date - date '1970-01-01' as birth_day
      from herd_events e
      where e.tenant_id = f.tenant_id and e.animal_id = f.animal_id and e.site_id = f.site_id
        and e.date = date '1970-01-01' + f.entry_day and e.type = 'entry'
      order by e.seq limit 1
    ) b on true
    where f.tenant_id = ${site.tenantId} and f.site_id = ${site.id}
      and f.entry_day <= ${toDay} and (f.removal_day is null or f.removal_day > ${fromDay})
      and (f.removal_day is null or f.removal_day > f.entry_day)`)) as unknown as {
    rows: { entry_day: number; removal_day: number | null; birth_day: number | null }[];
  };
  return result.rows.map((row) => ({
    entryDay: row.entry_day,
    removalDay: row.removal_day,
    birthDay: row.birth_day,
  }));
}

import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { dateOfDaySql, dayLiteral, withReportSettings } from './herd-analysis-sql.js';
import type { RecordsSite } from './herd-records-repository.js';

/**
 * The piglet death and farrowing records of a period as the piglet mortality report reads them
 * (docs/herd-analysis.md), each with the place (a location name) the sow was in. The service
 * adds what her female facts say: whether the day is in her life, her parity, her litter's age.
 */
export type MortalityRecord = {
  what: 'death' | 'litter';
  animalId: string;
  day: number;
  /** Dead piglets of a death record, born alive of a farrowing. */
  piglets: number;
  cause: string | null;
  place: string | null;
};

/**
 * The period's piglet deaths and farrowings (read through the index of their types), each
 * with the place the sow was in that day: her stay (herd_stay_facts, the last place recorded
 * on or before the day, docs/locations.md) unless the record names its own. Stays and records
 * are sorted once per sow by day, and a running maximum gives each record the start and place
 * of the stay it falls in (the key is the day at fixed width, then the location): no join, so
 * the cost stays linear whatever the planner estimates.
 */
export async function listMortalityRecords(
  db: Executor,
  site: RecordsSite,
  fromDay: number,
  toDay: number,
): Promise<MortalityRecord[]> {
  const from = dayLiteral(fromDay);
  const to = dayLiteral(toDay);
  const result: unknown = await withReportSettings(db, (tx) =>
    tx.execute(sql`
    with together as (
      select case type when 'piglet_death' then 'death' else 'litter' end as what,
        animal_id, (date - date '1970-01-01') as day, 1 as rank, location,
        case type when 'piglet_death' then (data->>'count')::int
          else (data->>'born_alive')::int end as piglets,
        case when type = 'piglet_death' then data->>'cause' end as cause,
        null as stay
      from herd_events
      where tenant_id = ${site.tenantId} and site_id = ${site.id}
        and type in ('piglet_death', 'farrowing')
        and date between ${dateOfDaySql(from)} and ${dateOfDaySql(to)}
      union all
      select null, animal_id, from_day, 0, null, null, null,
        to_char(from_day + 1000000, 'FM0000000') || location
      from herd_stay_facts
      where tenant_id = ${site.tenantId} and site_id = ${site.id}
        and (to_day is null or to_day > ${from}) and from_day <= ${to}
    ),
    placed as (
      select *,
        max(stay) over (partition by animal_id order by day, rank
          rows between unbounded preceding and current row) as last_stay
      from together
    )
    select what, animal_id as "animalId", day, piglets, cause,
      coalesce(location, substr(last_stay, 8)) as place
    from placed
    where what is not null`),
  );
  return (result as { rows: MortalityRecord[] }).rows;
}

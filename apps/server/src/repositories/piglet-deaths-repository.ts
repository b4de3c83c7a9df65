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
 * How far before the period the sows' recorded places are read in one pass: a sow in lactation
 * moved into her crate a few days before farrowing. One whose last place is older is looked up
 * on her own.
 */
const PLACES_LOOKBACK_DAYS = 60;

/**
 * One pass over the records: the period's piglet deaths and farrowings, and every record with
 * a location from a little before. Sorted once per sow by day, a running maximum gives each
 * record the last place recorded on or before its day, by date then the order records came in
 * (docs/herd-analysis.md, "Where a sow is"): the key is the day and order, written at fixed
 * width, followed by the location. No join, so the cost stays linear whatever the planner
 * estimates.
 */
export async function listMortalityRecords(
  db: Executor,
  site: RecordsSite,
  fromDay: number,
  toDay: number,
): Promise<MortalityRecord[]> {
  const from = dayLiteral(fromDay);
  const to = dayLiteral(toDay);
  const placesFrom = dayLiteral(fromDay - PLACES_LOOKBACK_DAYS);
  const result: unknown = await withReportSettings(db, (tx) =>
    tx.execute(sql`
    with records as (
      select case type when 'piglet_death' then 'death' when 'farrowing' then 'litter' end
          as what,
        animal_id, (date - date '1970-01-01') as day, seq, location,
        case type when 'piglet_death' then (data->>'count')::int
          when 'farrowing' then (data->>'born_alive')::int end as piglets,
        case when type = 'piglet_death' then data->>'cause' end as cause
      from herd_events
      where tenant_id = ${site.tenantId} and site_id = ${site.id}
        and date between ${dateOfDaySql(placesFrom)} and ${dateOfDaySql(to)}
        and (location is not null
          or (date >= ${dateOfDaySql(from)} and type in ('piglet_death', 'farrowing')))
    ),
    placed as (
      select *,
        max(to_char(day + 1000000, 'FM0000000') || to_char(seq, 'FM000000000') || location)
          over (partition by animal_id order by day, location is null, seq
            rows between unbounded preceding and current row) as last_place
      from records
    )
    select what, animal_id as "animalId", day, piglets, cause,
      coalesce(location, substr(last_place, 17), fallback.place) as place
    from placed
    -- A sow with no place recorded since the look-back: her last place, found on her own
    -- (the conditions on placed's columns skip the lookup for every other row).
    left join lateral (
      select l.location as place from herd_events l
      where placed.location is null and placed.last_place is null
        and l.tenant_id = ${site.tenantId} and l.animal_id = placed.animal_id
        and l.location is not null and l.date <= ${dateOfDaySql(sql`placed.day`)}
      order by l.date desc, l.seq desc
      limit 1
    ) fallback on placed.what is not null and placed.day >= ${from}
    where what is not null and day >= ${from}`),
  );
  return (result as { rows: MortalityRecord[] }).rows;
}

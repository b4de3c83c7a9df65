import { sql } from 'drizzle-orm';
import { PIGLET_MORTALITY_BANDS, type PigletDeathRow } from '@barnboard/domain';
import type { Executor } from '../db/database.js';
import { dateOfDaySql, dayLiteral, withReportSettings } from './herd-analysis-sql.js';
import type { RecordsSite } from './herd-records-repository.js';

/**
 * The piglet deaths and farrowings of a period as the piglet mortality report reads them
 * (docs/herd-analysis.md), each with the place (a location name) the sow was in; the service
 * maps places to rooms and animals to parities. The caller makes sure the facts are current.
 */

export type MortalityItem = {
  what: 'death' | 'litter';
  animalId: string;
  day: number;
  /** Dead piglets of a death record, born alive of a litter. */
  piglets: number;
  band: PigletDeathRow['band'];
  cause: string | null;
  place: string | null;
};

/**
 * How far before the period the sows' recorded places are read in one pass: a sow in lactation
 * moved into her crate a few days before farrowing. One whose last place is older is looked up
 * on her own (lastPlaceFallback).
 */
const PLACES_LOOKBACK_DAYS = 60;

/**
 * One pass over the period's records (piglet deaths, farrowings, and every record with a
 * location from a little before) and facts (death days with their litter's band, farrowings
 * with their born alive), sorted once per sow by day and put together by window functions
 * rather than joins, so the cost stays linear whatever the planner estimates:
 * - per sow and day: a death record counts when the facts hold a death that day (within her
 *   life, docs/kpis.md) and takes that day's band; a litter takes the location of a farrowing
 *   record of its day;
 * - per sow in date order: each item takes the last place recorded on or before its day, by
 *   date then the order records came in (docs/herd-analysis.md, "Where a sow is").
 */
export async function listMortalityItems(
  db: Executor,
  site: RecordsSite,
  fromDay: number,
  toDay: number,
): Promise<MortalityItem[]> {
  const from = dayLiteral(fromDay);
  const to = dayLiteral(toDay);
  const placesFrom = dayLiteral(fromDay - PLACES_LOOKBACK_DAYS);
  // k: 1 death record, 2 farrowing record, 3 other record with a location, 4 death fact,
  // 5 farrowing fact.
  const result: unknown = await withReportSettings(db, (tx) =>
    tx.execute(sql`
    with rows as (
      select case type when 'piglet_death' then 1 when 'farrowing' then 2 else 3 end as k,
        animal_id, (date - date '1970-01-01') as day, seq, null::int as band,
        case when type = 'piglet_death' then (data->>'count')::int end as piglets,
        case when type = 'piglet_death' then data->>'cause' end as cause, location
      from herd_events
      where tenant_id = ${site.tenantId} and site_id = ${site.id}
        and date between ${dateOfDaySql(placesFrom)} and ${dateOfDaySql(to)}
        and (location is not null
          or (date >= ${dateOfDaySql(from)} and type in ('piglet_death', 'farrowing')))
      union all
      select case kind when 6 then 4 else 5 end, animal_id, day, null, mortality_band::int,
        case when kind = 5 then piglets end, null, null
      from herd_event_facts
      where tenant_id = ${site.tenantId} and site_id = ${site.id} and kind in (5, 6)
        and day between ${from} and ${to}
    ),
    windowed as (
      select k, animal_id, day, piglets, cause, location,
        bool_or(k = 4) over same_day as death_day,
        max(band) over same_day as day_band,
        max(location) filter (where k = 2) over same_day as farrowing_place,
        array_agg(location) filter (where location is not null) over (partition by animal_id
          order by day, location is null, seq rows between unbounded preceding and current row)
          as places
      from rows
      window same_day as (partition by animal_id order by day range current row)
    ),
    items as (
      select
        case when k = 1 and day >= ${from} and death_day then 'death' when k = 5 then 'litter' end
          as what,
        animal_id, day, piglets, day_band, cause,
        coalesce(case k when 5 then farrowing_place else location end, places[cardinality(places)])
          as place
      from windowed
    )
    select what, animal_id as "animalId", day, coalesce(piglets, 0) as piglets,
      day_band as band, cause, coalesce(items.place, fallback.place) as place
    from items
    -- A sow with no place recorded since the look-back: her last place, found on her own
    -- (the conditions on items' columns skip the lookup for every other row).
    left join lateral (
      select l.location as place from herd_events l
      where items.what is not null and items.place is null
        and l.tenant_id = ${site.tenantId} and l.animal_id = items.animal_id
        and l.location is not null and l.date <= ${dateOfDaySql(sql`items.day`)}
      order by l.date desc, l.seq desc
      limit 1
    ) fallback on true
    where what is not null`),
  );
  return (result as { rows: (Omit<MortalityItem, 'band'> & { band: number | null })[] }).rows.map(
    (row) => ({
      ...row,
      band: row.what === 'death' && row.band !== null ? PIGLET_MORTALITY_BANDS[row.band]! : null,
    }),
  );
}

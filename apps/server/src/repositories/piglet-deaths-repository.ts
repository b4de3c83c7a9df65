import { sql } from 'drizzle-orm';
import { PIGLET_MORTALITY_BANDS, type PigletDeathRow } from '@barnboard/domain';
import type { Executor } from '../db/database.js';
import { dateOfDaySql, lastPlaceJoin, parityOnSql } from './herd-analysis-sql.js';
import type { RecordsSite } from './herd-records-repository.js';

/**
 * The piglet deaths and farrowings of a period, as the piglet mortality report reads them
 * (docs/herd-analysis.md), with the place (a location name) the sow was in: the service maps
 * places to rooms. The caller makes sure the facts are current (ensureHerdFacts).
 */

export type PlacedPigletDeath = {
  day: number;
  count: number;
  band: PigletDeathRow['band'];
  cause: string | null;
  parity: number;
  place: string | null;
};

export type PlacedLitter = { day: number; bornAlive: number; parity: number; place: string | null };

/**
 * The facts say which days of a sow hold deaths and the age band of her litter then (the same
 * for every death of her day); each piglet_death record of that day gives its count and cause.
 */
export async function listPigletDeaths(
  db: Executor,
  site: RecordsSite,
  fromDay: number,
  toDay: number,
): Promise<PlacedPigletDeath[]> {
  const result: unknown = await db.execute(sql`
    with death_days as (
      select animal_id, day, min(mortality_band)::int as band
      from herd_event_facts
      where tenant_id = ${site.tenantId} and site_id = ${site.id} and kind = 6
        and day between ${fromDay} and ${toDay}
      group by animal_id, day
    )
    select dd.day, dd.band, (e.data->>'count')::int as count, e.data->>'cause' as cause,
      ${parityOnSql('ff', sql`dd.day`)} as parity, coalesce(e.location, p.place) as place
    from death_days dd
    join herd_events e on e.tenant_id = ${site.tenantId} and e.animal_id = dd.animal_id
      and e.date = ${dateOfDaySql(sql`dd.day`)} and e.type = 'piglet_death'
    join herd_female_facts ff on ff.tenant_id = ${site.tenantId} and ff.site_id = ${site.id}
      and ff.animal_id = dd.animal_id
    ${lastPlaceJoin({ tenantId: site.tenantId, animal: sql`dd.animal_id`, day: sql`dd.day`, alias: 'p', when: sql`e.location is null` })}`);
  return (
    result as { rows: (Omit<PlacedPigletDeath, 'band'> & { band: number | null })[] }
  ).rows.map((row) => ({
    ...row,
    band: row.band === null ? null : PIGLET_MORTALITY_BANDS[row.band]!,
  }));
}

/** The farrowings of the period, each with the place of the sow: its own, else her last. */
export async function listLitters(
  db: Executor,
  site: RecordsSite,
  fromDay: number,
  toDay: number,
): Promise<PlacedLitter[]> {
  const result: unknown = await db.execute(sql`
    select f.day, f.piglets as "bornAlive", ${parityOnSql('ff', sql`f.day`)} as parity,
      coalesce(own.location, p.place) as place
    from herd_event_facts f
    join herd_female_facts ff on ff.tenant_id = f.tenant_id and ff.site_id = f.site_id
      and ff.animal_id = f.animal_id
    left join lateral (
      select h.location from herd_events h
      where h.tenant_id = f.tenant_id and h.animal_id = f.animal_id
        and h.date = ${dateOfDaySql(sql`f.day`)} and h.type = 'farrowing'
      order by h.seq
      limit 1
    ) own on true
    ${lastPlaceJoin({ tenantId: site.tenantId, animal: sql`f.animal_id`, day: sql`f.day`, alias: 'p', when: sql`own.location is null` })}
    where f.tenant_id = ${site.tenantId} and f.site_id = ${site.id} and f.kind = 5
      and f.day between ${fromDay} and ${toDay}`);
  return (result as { rows: PlacedLitter[] }).rows;
}

import { sql, type SQL } from 'drizzle-orm';
import {
  dateOfDay,
  dayNumber,
  noParityExits,
  orderFemaleEvents,
  parityBucket,
  type FemaleOnDay,
  type HerdEvent,
  type ParityExits,
  type RecordType,
} from '@barnboard/domain';
import type { Executor } from '../db/database.js';
import { toHerdRecord } from '../modules/herd-records/record-codec.js';
import type { RecordsSite } from './herd-records-repository.js';

/**
 * What the inventory reports read (docs/inventory.md, "Server"): the females present on a day
 * with only their recent events, the parities left in a period, and the stays in each place.
 * The derived facts (herd-facts-repository.ts) say who is present and her farrowings; the
 * events themselves are read through the index (tenant_id, animal_id, date, seq), a few per
 * female. The caller makes sure the facts are current (ensureHerdFacts).
 */

type EventRow = {
  animal_id: string;
  type: RecordType;
  day: number;
  seq: number;
  time: string | null;
  location: string | null;
  data: Record<string, unknown>;
};

type FemaleRow = {
  animal_id: string;
  animal: string;
  entry_day: number;
  entry_parity: number;
  farrowing_days: number[];
  birth_date: string | null;
};

/** An event row as the rules read it (the stored data holds the record's checked fields). */
function herdEvent(row: EventRow, animal: string): HerdEvent {
  const record = toHerdRecord({
    id: '',
    animal,
    type: row.type,
    date: dateOfDay(row.day),
    time: row.time,
    recordedBy: null,
    location: row.location,
    sourceId: null,
    data: row.data,
  });
  return { record, day: row.day, seq: row.seq };
}

/** Each animal's events, in the rules' order. */
function eventsByAnimal(
  rows: readonly EventRow[],
  identityOf: (animalId: string) => string,
): Map<string, HerdEvent[]> {
  const byAnimal = new Map<string, HerdEvent[]>();
  for (const row of rows) {
    const event = herdEvent(row, identityOf(row.animal_id));
    const events = byAnimal.get(row.animal_id);
    if (events) events.push(event);
    else byAnimal.set(row.animal_id, [event]);
  }
  for (const [animalId, events] of byAnimal) byAnimal.set(animalId, orderFemaleEvents(events));
  return byAnimal;
}

/**
 * The females present on `day` (entry ≤ day < removal), each with the events FemaleOnDay asks
 * for: from her last service, farrowing or weaning on or before the day (her entry without
 * one) to the day, and the last day on or before it with a record naming her place. By animal
 * identity.
 */
export async function loadFemalesOnDay(
  db: Executor,
  site: RecordsSite,
  day: number,
): Promise<FemaleOnDay[]> {
  const present = sql`
    select f.animal_id, f.entry_day, f.entry_parity, f.farrowing_days
    from herd_female_facts f
    where f.tenant_id = ${site.tenantId} and f.site_id = ${site.id}
      and f.entry_day <= ${day} and (f.removal_day is null or f.removal_day > ${day})`;
  const females = await rowsOf<FemaleRow>(
    db.execute(sql`
    select p.animal_id, a.identity as animal, p.entry_day, p.entry_parity, p.farrowing_days,
      (select e.data->>'birth_date' from herd_events e
        where e.tenant_id = ${site.tenantId} and e.animal_id = p.animal_id
          and e.date = date '1970-01-01' + p.entry_day and e.type = 'entry'
        order by e.seq limit 1) as birth_date
    from (${present}) p
    join animals a on a.tenant_id = ${site.tenantId} and a.id = p.animal_id
    order by a.identity`),
  );
  const identities = new Map(females.map((row) => [row.animal_id, row.animal]));
  const byAnimal = eventsByAnimal(await recentEventRows(db, site, present, day, day, true), (id) =>
    identities.get(id)!,
  );
  return females.map((row) => ({
    animal: row.animal,
    entryDay: row.entry_day,
    entryParity: row.entry_parity,
    birthDay: row.birth_date === null ? null : dayNumber(row.birth_date),
    farrowingDays: row.farrowing_days,
    events: byAnimal.get(row.animal_id) ?? [],
  }));
}

/**
 * The events of some animals (`animals`: a query of animal_id and entry_day) that tell their
 * state from `sinceDay` to `untilDay`: every event of the days from her last service,
 * farrowing or weaning on or before `sinceDay` (her entry without one) to `untilDay`, and with
 * `withPlace` those of the last day on or before `sinceDay` with a record naming her place.
 * Whole days, so that their order within a day is the one of her whole history.
 */
function recentEventRows(
  db: Executor,
  site: RecordsSite,
  animals: SQL,
  sinceDay: number,
  untilDay: number,
  withPlace: boolean,
): Promise<EventRow[]> {
  const since = dateOfDay(sinceDay);
  const lastDayNamingPlace = withPlace
    ? sql`(select e.date from herd_events e
        where e.tenant_id = ${site.tenantId} and e.animal_id = p.animal_id
          and e.date <= ${since} and e.location is not null
        order by e.date desc limit 1)`
    : sql`null::date`;
  return rowsOf<EventRow>(
    db.execute(sql`
    with marks as (
      select p.animal_id,
        coalesce(
          (select e.date from herd_events e
            where e.tenant_id = ${site.tenantId} and e.animal_id = p.animal_id
              and e.date <= ${since} and e.type in ('service', 'farrowing', 'weaning')
            order by e.date desc limit 1),
          date '1970-01-01' + p.entry_day) as since,
        ${lastDayNamingPlace} as placed
      from (${animals}) p
    )
    select e.animal_id, e.type, e.date - date '1970-01-01' as day, e.seq, e.time, e.location,
      e.data
    from marks m
    join herd_events e on e.tenant_id = ${site.tenantId} and e.animal_id = m.animal_id
      and e.date >= least(m.since, coalesce(m.placed, m.since))
      and e.date <= ${dateOfDay(untilDay)}
    where e.date >= m.since or e.date = m.placed`),
  );
}

/** The rows of a raw query. */
async function rowsOf<Row>(result: Promise<unknown>): Promise<Row[]> {
  return ((await result) as { rows: Row[] }).rows;
}

/** One animal's stays in the places over a period, and her litters (for the crate calendar). */
export type AnimalStayEvents = {
  animal: string;
  removalDay: number | null;
  /** Her events of every day in the period (and the last before it) naming a place. */
  placeEvents: HerdEvent[];
};

/**
 * The animals present on some day of [fromDay, toDay], each with every event of the days that
 * name her place in the period, and of the last such day before it (whole days, for their
 * order): locationStays of the domain turns them into stays.
 */
export async function loadPlaceEvents(
  db: Executor,
  site: RecordsSite,
  fromDay: number,
  toDay: number,
): Promise<AnimalStayEvents[]> {
  const from = dateOfDay(fromDay);
  const to = dateOfDay(toDay);
  const females = await rowsOf<{ animal_id: string; animal: string; removal_day: number | null }>(
    db.execute(sql`
    select f.animal_id, a.identity as animal, f.removal_day
    from herd_female_facts f
    join animals a on a.tenant_id = f.tenant_id and a.id = f.animal_id
    where f.tenant_id = ${site.tenantId} and f.site_id = ${site.id}
      and f.entry_day <= ${toDay} and (f.removal_day is null or f.removal_day > ${fromDay})
    order by a.identity`),
  );
  const rows = await rowsOf<EventRow>(
    db.execute(sql`
    with females as (
      select animal_id from herd_female_facts
      where tenant_id = ${site.tenantId} and site_id = ${site.id}
        and entry_day <= ${toDay} and (removal_day is null or removal_day > ${fromDay})
    ),
    placed_days as (
      select distinct e.animal_id, e.date from herd_events e
      where e.tenant_id = ${site.tenantId} and e.site_id = ${site.id}
        and e.date between ${from} and ${to} and e.location is not null
      union
      select f.animal_id,
        (select e.date from herd_events e
          where e.tenant_id = ${site.tenantId} and e.animal_id = f.animal_id
            and e.date < ${from} and e.location is not null
          order by e.date desc limit 1)
      from females f
    )
    select e.animal_id, e.type, e.date - date '1970-01-01' as day, e.seq, e.time, e.location,
      e.data
    from placed_days d
    join herd_events e on e.tenant_id = ${site.tenantId} and e.animal_id = d.animal_id
      and e.date = d.date`),
  );
  const identities = new Map(females.map((row) => [row.animal_id, row.animal]));
  const byAnimal = eventsByAnimal(
    rows.filter((row) => identities.has(row.animal_id)),
    (id) => identities.get(id)!,
  );
  return females.map((row) => ({
    animal: row.animal,
    removalDay: row.removal_day,
    placeEvents: byAnimal.get(row.animal_id) ?? [],
  }));
}

/**
 * Of these animals (identities), the events that tell their litters from `fromDay` to
 * `toDay` (litterSpans of the domain): whole days from the last service, farrowing or weaning
 * on or before `fromDay` (her entry without one) to `toDay`. By identity.
 */
export async function loadLitterEvents(
  db: Executor,
  site: RecordsSite,
  animals: readonly string[],
  fromDay: number,
  toDay: number,
): Promise<Map<string, HerdEvent[]>> {
  if (animals.length === 0) return new Map();
  const chosen = sql`
    select a.id as animal_id, f.entry_day, a.identity
    from animals a
    join herd_female_facts f on f.tenant_id = a.tenant_id and f.animal_id = a.id
    where a.tenant_id = ${site.tenantId} and a.site_id = ${site.id}
      and a.identity = any(${sql.param(animals)}::text[])`;
  const identities = new Map(
    (await rowsOf<{ animal_id: string; identity: string }>(db.execute(chosen))).map((row) => [
      row.animal_id,
      row.identity,
    ]),
  );
  const byAnimal = eventsByAnimal(
    await recentEventRows(db, site, chosen, fromDay, toDay, false),
    (id) => identities.get(id)!,
  );
  return new Map([...byAnimal].map(([id, events]) => [identities.get(id)!, events]));
}

/** Farrowings dated in [fromDay, toDay]. */
export async function countLitters(
  db: Executor,
  site: RecordsSite,
  fromDay: number,
  toDay: number,
): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db.execute(sql`
    select count(*)::int as n from herd_event_facts
    where tenant_id = ${site.tenantId} and site_id = ${site.id} and kind = 5
      and day between ${fromDay} and ${toDay}`),
  );
  return row?.n ?? 0;
}

/**
 * The parities left in [fromDay, toDay] (parityExits of the domain): farrowings by the parity
 * they end, removals by the parity they happen at, from the female facts.
 */
export async function loadParityExits(
  db: Executor,
  site: RecordsSite,
  fromDay: number,
  toDay: number,
): Promise<ParityExits> {
  const rows = await rowsOf<{ parity: number; progressed: number; removed: number }>(
    db.execute(sql`
    with females as (
      select entry_parity, removal_day, farrowing_days from herd_female_facts
      where tenant_id = ${site.tenantId} and site_id = ${site.id}
        and entry_day <= ${toDay} and (removal_day is null or removal_day >= ${fromDay})
    )
    select least(parity, 9)::int as parity, sum(progressed)::int as progressed,
      sum(removed)::int as removed
    from (
      select f.entry_parity + n::int - 1 as parity, 1 as progressed, 0 as removed
      from females f, unnest(f.farrowing_days) with ordinality as farrowing(day, n)
      where farrowing.day between ${fromDay} and ${toDay}
      union all
      select f.entry_parity
          + cardinality(array(select 1 from unnest(f.farrowing_days) d where d <= f.removal_day)),
        0, 1
      from females f
      where f.removal_day between ${fromDay} and ${toDay}
    ) exits
    group by 1`),
  );
  const exits = noParityExits();
  for (const row of rows) {
    exits[parityBucket(row.parity)] = { progressed: row.progressed, removed: row.removed };
  }
  return exits;
}

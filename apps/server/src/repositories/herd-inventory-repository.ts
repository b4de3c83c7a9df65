import { sql, type SQL } from 'drizzle-orm';
import {
  dateOfDay,
  noParityExits,
  orderFemaleEvents,
  parityBucket,
  type FemaleOnDay,
  type HerdEvent,
  type LocationStay,
  type ParityExits,
  type RecordType,
  type ServiceSpan,
} from '@barnboard/domain';
import type { Executor } from '../db/database.js';
import { toHerdRecord } from '../modules/herd-records/record-codec.js';
import { ORDER_KEY_DAY } from './herd-facts-repository.js';
import type { RecordsSite } from './herd-records-repository.js';

/**
 * What the inventory reports read (docs/inventory.md, "Server"): the females present on a day
 * with only their recent events, the parities left in a period, and the stays in each place.
 * The derived facts (herd-facts-repository.ts) say who is present, her farrowings and her
 * stays; the events themselves are read through the index (tenant_id, animal_id, date, seq), a
 * few per female. The caller makes sure the facts are current (ensureHerdFacts).
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
  location: string | null;
};

/**
 * An event row as the rules read it (the stored data holds the record's checked fields). The
 * record names its female by her id: the rules never read it.
 */
function herdEvent(row: EventRow): HerdEvent {
  const record = toHerdRecord({
    id: '',
    animal: row.animal_id,
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

/** Each animal's events, in the rules' order, by animal id. */
function eventsByAnimal(rows: readonly EventRow[]): Map<string, HerdEvent[]> {
  const byAnimal = new Map<string, HerdEvent[]>();
  for (const row of rows) {
    const event = herdEvent(row);
    const events = byAnimal.get(row.animal_id);
    if (events) events.push(event);
    else byAnimal.set(row.animal_id, [event]);
  }
  for (const [animalId, events] of byAnimal) byAnimal.set(animalId, orderFemaleEvents(events));
  return byAnimal;
}

/**
 * The females present on `day` (entry ≤ day < removal), each with the events FemaleOnDay asks
 * for (from her last service, farrowing or weaning on or before the day, her entry without
 * one, to the day) and the place of her stay that day.
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
      case when s.to_day is null or s.to_day > ${day} then s.location end as location
    from (${present}) p
    -- Index lookups per female, whatever the planner knows: facts just derived have no
    -- statistics until ANALYZE runs.
    cross join lateral (
      select identity from animals a where a.tenant_id = ${site.tenantId} and a.id = p.animal_id
    ) a
    left join lateral (
      select location, to_day from herd_stay_facts s
      where s.tenant_id = ${site.tenantId} and s.site_id = ${site.id}
        and s.animal_id = p.animal_id and s.from_day <= ${day}
      order by s.from_day desc limit 1
    ) s on true`),
  );
  const byAnimal = eventsByAnimal(await recentEventRows(db, site, present, day, day));
  return females.map((row) => ({
    animal: row.animal,
    entryDay: row.entry_day,
    entryParity: row.entry_parity,
    farrowingDays: row.farrowing_days,
    events: byAnimal.get(row.animal_id) ?? [],
    location: row.location,
  }));
}

/**
 * The events of some animals (`animals`: a query of animal_id and entry_day) that tell their
 * state from `sinceDay` to `untilDay`: every event of the days from her last service,
 * farrowing or weaning on or before `sinceDay` (her entry without one) to `untilDay`. Whole
 * days, so that their order within a day is the one of her whole history.
 */
function recentEventRows(
  db: Executor,
  site: RecordsSite,
  animals: SQL,
  sinceDay: number,
  untilDay: number,
): Promise<EventRow[]> {
  const since = dateOfDay(sinceDay);
  return rowsOf<EventRow>(
    db.execute(sql`
    select p.animal_id, e.type, e.date - date '1970-01-01' as day, e.seq, e.time, e.location,
      e.data
    from (${animals}) p
    cross join lateral (
      select coalesce(
        (select e.date from herd_events e
          where e.tenant_id = ${site.tenantId} and e.animal_id = p.animal_id
            and e.date <= ${since} and e.type in ('service', 'farrowing', 'weaning')
          order by e.date desc limit 1),
        date '1970-01-01' + p.entry_day) as since
      offset 0
    ) m
    -- Each female's few days through the index, never a scan of the site's events: OFFSET 0
    -- keeps the planner from flattening these lateral joins into one hash join.
    cross join lateral (
      select * from herd_events e
      where e.tenant_id = ${site.tenantId} and e.animal_id = p.animal_id
        and e.date >= m.since and e.date <= ${dateOfDay(untilDay)}
      offset 0
    ) e`),
  );
}

/** The rows of a raw query. */
async function rowsOf<Row>(result: Promise<unknown>): Promise<Row[]> {
  return ((await result) as { rows: Row[] }).rows;
}

/**
 * The stays (herd_stay_facts) that overlap the days [fromDay, toDay], and each female's parity
 * on `toDay` (the mixed-pen rule's gilts: parity 0), by animal id.
 */
export async function loadStays(
  db: Executor,
  site: RecordsSite,
  fromDay: number,
  toDay: number,
): Promise<Map<string, { stays: LocationStay[]; parity: number }>> {
  const rows = await rowsOf<{
    animal: string;
    from_day: number;
    to_day: number | null;
    location: string;
    parity: number;
  }>(
    db.execute(sql`
    select s.animal_id as animal, s.from_day, s.to_day, s.location,
      f.entry_parity
        + cardinality(array(select 1 from unnest(f.farrowing_days) d where d <= ${toDay}))
        as parity
    from herd_stay_facts s
    join herd_female_facts f on f.tenant_id = s.tenant_id and f.site_id = s.site_id
      and f.animal_id = s.animal_id
    where s.tenant_id = ${site.tenantId} and s.site_id = ${site.id}
      and (s.to_day > ${fromDay} or s.to_day is null) and s.from_day <= ${toDay}`),
  );
  const byAnimal = new Map<string, { stays: LocationStay[]; parity: number }>();
  for (const row of rows) {
    const stay = { location: row.location, from: row.from_day, to: row.to_day };
    const own = byAnimal.get(row.animal);
    if (own) own.stays.push(stay);
    else byAnimal.set(row.animal, { stays: [stay], parity: row.parity });
  }
  return byAnimal;
}

/**
 * For each stay that begins in [fromDay, toDay], the female's last service on or before its
 * first day, with the day its outcome ended it (the pen-return rule reads whether it still
 * runs): the only service that can, since an earlier one ended by the later one at the latest.
 * By animal id.
 */
export async function loadServicesAtStayStarts(
  db: Executor,
  site: RecordsSite,
  fromDay: number,
  toDay: number,
): Promise<Map<string, ServiceSpan[]>> {
  const rows = await rowsOf<{ animal: string; day: number; outcome_day: number | null }>(
    db.execute(sql`
    select distinct s.animal_id as animal, f.day, f.outcome_day
    from herd_stay_facts s
    cross join lateral (
      select f.day, f.outcome_day from herd_event_facts f
      where f.tenant_id = ${site.tenantId} and f.site_id = ${site.id}
        and f.animal_id = s.animal_id and f.kind = 2
        and f.order_key < (s.from_day + 1)::bigint * ${sql.raw(String(ORDER_KEY_DAY))}
      order by f.order_key desc limit 1
    ) f
    where s.tenant_id = ${site.tenantId} and s.site_id = ${site.id}
      and (s.to_day > ${fromDay} or s.to_day is null)
      and s.from_day between ${fromDay} and ${toDay}`),
  );
  const byAnimal = new Map<string, ServiceSpan[]>();
  for (const row of rows) {
    const service = { day: row.day, outcomeDay: row.outcome_day };
    const own = byAnimal.get(row.animal);
    if (own) own.push(service);
    else byAnimal.set(row.animal, [service]);
  }
  return byAnimal;
}

/** herd_event_facts.kind of the events that start or end a litter (db/schema/herd-facts.ts). */
const LITTER_KINDS: Record<number, RecordType> = { 2: 'service', 5: 'farrowing', 7: 'weaning' };

/**
 * Of these animals (ids), the facts that tell their litters from `fromDay` to `toDay`
 * (litterSpans of the domain): their services, farrowings and weanings in the reference order,
 * from the last on or before `fromDay` to `toDay`. By animal id.
 */
export async function loadLitterEvents(
  db: Executor,
  site: RecordsSite,
  animalIds: readonly string[],
  fromDay: number,
  toDay: number,
): Promise<Map<string, { day: number; record: { type: RecordType } }[]>> {
  const byAnimal = new Map<string, { day: number; record: { type: RecordType } }[]>();
  if (animalIds.length === 0) return byAnimal;
  const facts = sql`herd_event_facts f
    where f.tenant_id = ${site.tenantId} and f.site_id = ${site.id} and f.animal_id = a.id
      and f.kind in (2, 5, 7)`;
  const rows = await rowsOf<{ animal_id: string; day: number; kind: number }>(
    db.execute(sql`
    select a.id as animal_id, f.day, f.kind
    from unnest(${sql.param(animalIds)}::uuid[]) as a(id)
    cross join lateral (
      select coalesce(
        (select f.order_key from ${facts} and f.day <= ${fromDay}
          order by f.order_key desc limit 1),
        0) as since
      offset 0
    ) m
    cross join lateral (
      select f.day, f.kind, f.order_key from ${facts}
        and f.order_key >= m.since and f.day <= ${toDay}
      offset 0
    ) f
    order by a.id, f.order_key`),
  );
  for (const row of rows) {
    const event = { day: row.day, record: { type: LITTER_KINDS[row.kind]! } };
    const own = byAnimal.get(row.animal_id);
    if (own) own.push(event);
    else byAnimal.set(row.animal_id, [event]);
  }
  return byAnimal;
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

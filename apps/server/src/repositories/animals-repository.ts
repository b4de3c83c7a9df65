import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ANIMAL_SEARCH_LIMIT, type AnimalMatch, type RecordType } from '@barnboard/domain';
import type { Executor } from '../db/database.js';
import { animals, herdEvents } from '../db/schema/index.js';
import type { RecordsSite } from './herd-records-repository.js';

/**
 * The sow search and the reads of one sow's card (docs/animals.md): the females of a site by
 * their stored search keys, and every event of a few females through the index (tenant_id,
 * animal_id, date, seq).
 */

/** A female the search found, and how well the words matched her. */
export type AnimalHit = Pick<AnimalMatch, 'animal' | 'matched' | 'exact'> & { animalId: string };

/**
 * The site's females whose identity or entry RFID holds `key` (an animalSearchKey): the whole
 * value first (a scanned tag), then those it starts, then the others; within each, shorter
 * identities first (so "F-2" comes before "F-20"), then by identity. At most
 * ANIMAL_SEARCH_LIMIT. The keys are stored on write (migration 0023: animals.search_key,
 * herd_events.rfid_search_key): computing them for every female took most of a second on a
 * 5,000-sow site (docs/animals.md, "Speed").
 */
export async function searchAnimals(
  db: Executor,
  site: RecordsSite,
  key: string,
): Promise<AnimalHit[]> {
  // 0: the whole value, 1: its start, 2: inside it, 3: not in it (or no value).
  const rank = (column: SQL) => sql`case
      when ${column} is null or strpos(${column}, ${key}) = 0 then 3
      when ${column} = ${key} then 0
      when strpos(${column}, ${key}) = 1 then 1
      else 2 end`;
  const result: unknown = await db.execute(sql`
    with keyed as (
      select a.id, a.identity, ${rank(sql`a.search_key`)} as identity_rank,
        ${rank(sql`r.rfid_search_key`)} as rfid_rank
      from animals a
      left join (
        -- Her entry record's RFID (one entry per female: the import's order rules), from the
        -- index herd_events_rfid_search_idx alone.
        select e.animal_id, e.rfid_search_key
        from herd_events e
        where e.tenant_id = ${site.tenantId} and e.site_id = ${site.id}
          and e.rfid_search_key is not null
      ) r on r.animal_id = a.id
      where a.tenant_id = ${site.tenantId} and a.site_id = ${site.id}
    )
    select id, identity, identity_rank <= rfid_rank as by_identity,
      least(identity_rank, rfid_rank) as rank
    from keyed
    where identity_rank < 3 or rfid_rank < 3
    order by rank, length(identity), identity
    limit ${ANIMAL_SEARCH_LIMIT}`);
  type Row = { id: string; identity: string; by_identity: boolean; rank: number };
  return (result as { rows: Row[] }).rows.map((row) => ({
    animalId: row.id,
    animal: row.identity,
    matched: row.by_identity ? 'identity' : 'rfid',
    exact: Number(row.rank) === 0,
  }));
}

/** The id of the site's female known as `identity`; null when the site has none. */
export async function findAnimalId(
  db: Executor,
  site: RecordsSite,
  identity: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: animals.id })
    .from(animals)
    .where(
      and(
        eq(animals.tenantId, site.tenantId),
        eq(animals.siteId, site.id),
        eq(animals.identity, identity),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** A stored event of a female, with what the card shows of its storage. */
export type AnimalEventRow = {
  id: string;
  animalId: string;
  type: RecordType;
  date: string;
  time: string | null;
  seq: number;
  recordedBy: string | null;
  location: string | null;
  sourceId: string | null;
  data: Record<string, unknown>;
  enteredBy: string | null;
  createdAt: Date;
};

/** What the card and the entry routes read of a stored event (AnimalEventRow). */
export const ANIMAL_EVENT_COLUMNS = {
  id: herdEvents.id,
  animalId: herdEvents.animalId,
  type: herdEvents.type,
  date: herdEvents.date,
  time: herdEvents.time,
  seq: herdEvents.seq,
  recordedBy: herdEvents.recordedBy,
  location: herdEvents.location,
  sourceId: herdEvents.sourceId,
  data: herdEvents.data,
  enteredBy: herdEvents.enteredBy,
  createdAt: herdEvents.createdAt,
};

/** Every event of these females of the site, in no particular order. */
export function listAnimalEvents(
  db: Executor,
  site: RecordsSite,
  animalIds: readonly string[],
): Promise<AnimalEventRow[]> {
  if (animalIds.length === 0) return Promise.resolve([]);
  return db
    .select(ANIMAL_EVENT_COLUMNS)
    .from(herdEvents)
    .where(
      and(
        eq(herdEvents.tenantId, site.tenantId),
        inArray(herdEvents.animalId, [...animalIds]),
        eq(herdEvents.siteId, site.id),
      ),
    );
}

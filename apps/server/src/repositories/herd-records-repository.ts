import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { RecordType } from '@barnboard/domain';
import type { Executor } from '../db/database.js';
import { animals, herdEvents, sites } from '../db/schema/index.js';

/** Rows per INSERT statement, and identities per lookup (65,535 parameters at most in PostgreSQL). */
export const INSERT_BATCH = 1000;

export type RecordsSite = { tenantId: string; id: string; timezone: string };

export async function findRecordsSite(db: Executor, siteId: string): Promise<RecordsSite | null> {
  const [row] = await db
    .select({ tenantId: sites.tenantId, id: sites.id, timezone: sites.timezone })
    .from(sites)
    .where(eq(sites.id, siteId))
    .limit(1);
  return row ?? null;
}

/** Serialises the imports of one site until the transaction ends. */
export async function lockSiteRecords(tx: Executor, site: RecordsSite): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`herd_records:${site.id}`}))`);
}

/** What an import reads of a stored event: enough for the order rules and idempotency. */
export type StoredEvent = {
  id: string;
  animalId: string;
  animal: string;
  type: RecordType;
  date: string;
  time: string | null;
  seq: number;
  sourceId: string | null;
  fingerprint: string;
  /** Entered in Barnboard (entered_by set): a later import may take it over (docs/records.md). */
  entered: boolean;
};

const storedEventColumns = {
  id: herdEvents.id,
  animalId: herdEvents.animalId,
  animal: animals.identity,
  type: herdEvents.type,
  date: herdEvents.date,
  time: herdEvents.time,
  seq: herdEvents.seq,
  sourceId: herdEvents.sourceId,
  fingerprint: herdEvents.fingerprint,
  entered: sql<boolean>`${herdEvents.enteredBy} is not null`,
};

function selectStoredEvents(db: Executor, site: RecordsSite, only?: SQL) {
  return db
    .select(storedEventColumns)
    .from(herdEvents)
    .innerJoin(
      animals,
      and(eq(animals.tenantId, herdEvents.tenantId), eq(animals.id, herdEvents.animalId)),
    )
    .where(and(eq(herdEvents.tenantId, site.tenantId), eq(herdEvents.siteId, site.id), only))
    .orderBy(asc(herdEvents.date), asc(animals.identity), asc(herdEvents.seq));
}

/** Every event of the site, compact, in stored order (date, animal, order within the day). */
export function listStoredEvents(db: Executor, site: RecordsSite): Promise<StoredEvent[]> {
  return selectStoredEvents(db, site);
}

/** What a small import names: its animals, its records' ids and fingerprints, events by id. */
export type StoredEventKeys = {
  identities: string[];
  sourceIds: string[];
  fingerprints: string[];
  eventIds: string[];
};

/**
 * The stored events a small import needs, compact, in stored order: every event of the animals
 * it names (herd_events_animal_idx), and those its records' ids or fingerprints, or `eventIds`,
 * name wherever they are (herd_events_source_key, herd_events_fingerprint_key, the key). One
 * subquery per index, so that each is read by its index rather than the site scanned.
 */
export function listStoredEventsOf(
  db: Executor,
  site: RecordsSite,
  keys: StoredEventKeys,
): Promise<StoredEvent[]> {
  const onSite = sql`x.tenant_id = ${site.tenantId} and x.site_id = ${site.id}`;
  return selectStoredEvents(
    db,
    site,
    sql`${herdEvents.id} in (
      select x.id from herd_events x
        join animals a on a.tenant_id = x.tenant_id and a.id = x.animal_id
        where a.tenant_id = ${site.tenantId} and a.site_id = ${site.id}
          and a.identity = any(${sql.param(keys.identities)}::text[])
      union all select x.id from herd_events x
        where ${onSite} and x.source_id = any(${sql.param(keys.sourceIds)}::text[])
      union all select x.id from herd_events x
        where ${onSite} and x.source_id is null
          and x.fingerprint = any(${sql.param(keys.fingerprints)}::text[])
      union all select x.id from herd_events x
        where ${onSite} and x.id = any(${sql.param(keys.eventIds)}::uuid[]))`,
  );
}

/** The site's animals among these identities: at most INSERT_BATCH of them, in one query. */
function selectAnimals(db: Executor, site: RecordsSite, identities: string[]) {
  return db
    .select({ id: animals.id, identity: animals.identity })
    .from(animals)
    .where(
      and(
        eq(animals.tenantId, site.tenantId),
        eq(animals.siteId, site.id),
        inArray(animals.identity, identities),
      ),
    );
}

/** Ids by identity, read batch by batch of at most INSERT_BATCH identities. */
async function idsByBatch(
  identities: string[],
  idsOf: (batch: string[]) => Promise<{ id: string; identity: string }[]>,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (let start = 0; start < identities.length; start += INSERT_BATCH)
    for (const row of await idsOf(identities.slice(start, start + INSERT_BATCH)))
      ids.set(row.identity, row.id);
  return ids;
}

/** The ids of the site's animals by identity (only those asked; an unknown one is left out). */
export function findAnimalIds(
  db: Executor,
  site: RecordsSite,
  identities: string[],
): Promise<Map<string, string>> {
  return idsByBatch(identities, (batch) => selectAnimals(db, site, batch));
}

/** The ids of the site's animals with these identities, creating the missing ones. */
export function ensureAnimals(
  tx: Executor,
  site: RecordsSite,
  identities: string[],
): Promise<Map<string, string>> {
  return idsByBatch(identities, async (batch) => {
    const created = await tx
      .insert(animals)
      .values(batch.map((identity) => ({ tenantId: site.tenantId, siteId: site.id, identity })))
      .onConflictDoNothing()
      .returning({ id: animals.id, identity: animals.identity });
    // An animal stored already is not returned by the insert: it is read.
    const createdNow = new Set(created.map((row) => row.identity));
    const existing = batch.filter((identity) => !createdNow.has(identity));
    if (existing.length === 0) return created;
    return [...created, ...(await selectAnimals(tx, site, existing))];
  });
}

export type EventValues = {
  animalId: string;
  type: RecordType;
  date: string;
  time: string | null;
  seq: number;
  recordedBy: string | null;
  location: string | null;
  sourceId: string | null;
  data: Record<string, unknown>;
  fingerprint: string;
};

/** Who entered events in Barnboard, and when by the server's clock (the site's day follows it). */
export type EnteredBy = { by: string; at: Date };

/**
 * Inserts events by batches of INSERT_BATCH rows; `rows(start, end)` builds one batch. A batch is
 * one JSON parameter rather than 13 parameters a row: building and binding 13,000 parameters a
 * statement took most of a large import's time in the query builder and in PostgreSQL's parser.
 */
export async function insertEvents(
  tx: Executor,
  site: RecordsSite,
  count: number,
  rows: (start: number, end: number) => EventValues[],
  entered: EnteredBy | null = null,
): Promise<void> {
  for (let start = 0; start < count; start += INSERT_BATCH) {
    const batch = JSON.stringify(
      rows(start, Math.min(count, start + INSERT_BATCH)).map((row) => ({
        animal_id: row.animalId,
        type: row.type,
        date: row.date,
        time: row.time,
        seq: row.seq,
        recorded_by: row.recordedBy,
        location: row.location,
        source_id: row.sourceId,
        data: row.data,
        fingerprint: row.fingerprint,
      })),
    );
    await tx.execute(sql`
      insert into ${herdEvents} (tenant_id, site_id, animal_id, type, date, time, seq, recorded_by,
        location, source_id, data, fingerprint, entered_by, created_at)
      select ${site.tenantId}::uuid, ${site.id}::uuid, x.animal_id, x.type, x.date, x.time, x.seq,
        x.recorded_by, x.location, x.source_id, x.data, x.fingerprint, ${entered?.by ?? null}::uuid,
        coalesce(${entered?.at.toISOString() ?? null}::timestamptz, now())
      from json_to_recordset(${batch}::json)
        as x(animal_id uuid, type text, date date, time text, seq integer, recorded_by text,
          location text, source_id text, data jsonb, fingerprint text)`);
  }
}

export async function updateEvent(
  tx: Executor,
  site: RecordsSite,
  id: string,
  values: EventValues,
): Promise<void> {
  await tx
    .update(herdEvents)
    .set(values)
    .where(and(eq(herdEvents.tenantId, site.tenantId), eq(herdEvents.id, id)));
}

export type ExportedEvent = {
  id: string;
  animal: string;
  type: RecordType;
  date: string;
  time: string | null;
  recordedBy: string | null;
  location: string | null;
  sourceId: string | null;
  data: Record<string, unknown>;
};

/** The site's events dated in [from, to] (either bound optional), in stored order. */
export function listEventsForExport(
  db: Executor,
  site: RecordsSite,
  period: { from?: string | undefined; to?: string | undefined },
): Promise<ExportedEvent[]> {
  const conditions: SQL[] = [
    eq(herdEvents.tenantId, site.tenantId),
    eq(herdEvents.siteId, site.id),
  ];
  if (period.from) conditions.push(gte(herdEvents.date, period.from));
  if (period.to) conditions.push(lte(herdEvents.date, period.to));
  return db
    .select({
      id: herdEvents.id,
      animal: animals.identity,
      type: herdEvents.type,
      date: herdEvents.date,
      time: herdEvents.time,
      recordedBy: herdEvents.recordedBy,
      location: herdEvents.location,
      sourceId: herdEvents.sourceId,
      data: herdEvents.data,
    })
    .from(herdEvents)
    .innerJoin(
      animals,
      and(eq(animals.tenantId, herdEvents.tenantId), eq(animals.id, herdEvents.animalId)),
    )
    .where(and(...conditions))
    .orderBy(asc(herdEvents.date), asc(animals.identity), asc(herdEvents.seq));
}

/** Rows of the site's events, for tests and checks: how many there are. */
export async function countSiteEvents(db: Executor, site: RecordsSite): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(herdEvents)
    .where(and(eq(herdEvents.tenantId, site.tenantId), eq(herdEvents.siteId, site.id)));
  return row?.n ?? 0;
}

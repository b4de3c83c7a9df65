import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { displayName, type AnimalEvent } from '@barnboard/domain';
import type { Executor } from '../db/database.js';
import { animals, herdEvents, users } from '../db/schema/index.js';
import { ANIMAL_EVENT_COLUMNS, type AnimalEventRow } from './animals-repository.js';
import type { RecordsSite } from './herd-records-repository.js';

/**
 * The names of the accounts that entered events (herd_events.entered_by), as the history of
 * changes names people (audit-repository.ts, auditActor); an account that no longer exists is
 * left out.
 */
export async function enteringAccountNames(
  db: Executor,
  accountIds: readonly (string | null)[],
): Promise<Map<string, string>> {
  const ids = [...new Set(accountIds.filter((id) => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      displayName({ email: row.email, first_name: row.firstName, last_name: row.lastName }),
    ]),
  );
}

/** One herd event as the sow card and the entry routes show it (animalEventSchema). */
export type HerdEventRow = AnimalEvent & { animal: string; animalId: string };

/** The site's event with this id, or null (another site's event is not found either). */
export async function findHerdEvent(
  db: Executor,
  site: RecordsSite,
  eventId: string,
): Promise<HerdEventRow | null> {
  const [row] = await db
    .select({ ...ANIMAL_EVENT_COLUMNS, animal: animals.identity })
    .from(herdEvents)
    .innerJoin(
      animals,
      and(eq(animals.tenantId, herdEvents.tenantId), eq(animals.id, herdEvents.animalId)),
    )
    .where(
      and(
        eq(herdEvents.tenantId, site.tenantId),
        eq(herdEvents.siteId, site.id),
        eq(herdEvents.id, eventId),
      ),
    );
  if (!row) return null;
  const names = await enteringAccountNames(db, [row.enteredBy]);
  return { animalId: row.animalId, animal: row.animal, ...animalEventOf(row, names) };
}

/** A stored event as the sow card and the entry routes answer it, its author named by `names`. */
export function animalEventOf(
  row: AnimalEventRow,
  names: ReadonlyMap<string, string>,
): AnimalEvent {
  return {
    id: row.id,
    source_id: row.sourceId,
    type: row.type,
    date: row.date,
    time: row.time,
    user: row.recordedBy,
    location: row.location,
    fields: row.data,
    entered_here: row.enteredBy !== null,
    // By name; null when imported, or when the account is gone.
    entered_by: row.enteredBy && (names.get(row.enteredBy) ?? null),
    entered_at: row.createdAt.toISOString(),
  };
}

/**
 * The id of the stored event a record is: by its source id, else by its fingerprint among the
 * events without one (the import's idempotency keys, docs/records.md).
 */
export async function findEventIdByKey(
  db: Executor,
  site: RecordsSite,
  key: { sourceId: string } | { fingerprint: string },
): Promise<string | null> {
  const [row] = await db
    .select({ id: herdEvents.id })
    .from(herdEvents)
    .where(
      and(
        eq(herdEvents.tenantId, site.tenantId),
        eq(herdEvents.siteId, site.id),
        'sourceId' in key
          ? eq(herdEvents.sourceId, key.sourceId)
          : and(isNull(herdEvents.sourceId), eq(herdEvents.fingerprint, key.fingerprint)),
      ),
    );
  return row?.id ?? null;
}

export async function deleteHerdEvent(
  tx: Executor,
  site: RecordsSite,
  eventId: string,
): Promise<void> {
  await tx
    .delete(herdEvents)
    .where(and(eq(herdEvents.tenantId, site.tenantId), eq(herdEvents.id, eventId)));
}

/** Events entered in Barnboard over a period of entry days, and how many of them late. */
export type LateCounts = {
  userId: string | null;
  entered: number;
  late: number;
  /** The account as it is now (null if it no longer exists). */
  email: string | null;
  firstName: string | null;
  lastName: string | null;
};

/**
 * Per account that entered events (herd_events_site_entered_idx): those whose entry day (the
 * site-local day of created_at) is in [from, to], and those of them entered more than
 * `lateAfterDays` days after the day they happened.
 */
export async function countLateEntries(
  db: Executor,
  site: RecordsSite,
  period: { from: string; to: string; lateAfterDays: number },
): Promise<LateCounts[]> {
  const enteredDay = sql`(${herdEvents.createdAt} at time zone ${site.timezone})::date`;
  // The instants bounding the period's days, so that the index on created_at is used.
  const start = sql`(${period.from}::date)::timestamp at time zone ${site.timezone}`;
  const end = sql`(${period.to}::date + 1)::timestamp at time zone ${site.timezone}`;
  return db
    .select({
      userId: herdEvents.enteredBy,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      entered: sql<number>`count(*)::int`,
      late: sql<number>`(count(*) filter (where ${enteredDay} - ${herdEvents.date} > ${period.lateAfterDays}))::int`,
    })
    .from(herdEvents)
    .leftJoin(users, eq(users.id, herdEvents.enteredBy))
    .where(
      and(
        eq(herdEvents.tenantId, site.tenantId),
        eq(herdEvents.siteId, site.id),
        sql`${herdEvents.enteredBy} is not null`,
        sql`${herdEvents.createdAt} >= ${start}`,
        sql`${herdEvents.createdAt} < ${end}`,
      ),
    )
    .groupBy(herdEvents.enteredBy, users.id);
}

import {
  type AnimalEvent,
  type EntryAnswer,
  type EntryInvalid,
  type FieldChange,
  type HerdRecord,
  changedFields,
  recordFields,
} from '@barnboard/domain';
import type { Executor, Transaction } from '../../db/database.js';
import { dateInZone } from '../../lib/dates.js';
import { httpError } from '../../plugins/errors.js';
import { recordAudit, type AuditActor } from '../../repositories/audit-repository.js';
import {
  deleteHerdEvent,
  findEventIdByKey,
  findHerdEvent,
  type HerdEventRow,
} from '../../repositories/herd-entries-repository.js';
import { refreshHerdFacts } from '../../repositories/herd-facts-repository.js';
import {
  listStoredEventsOf,
  lockSiteRecords,
  type RecordsSite,
} from '../../repositories/herd-records-repository.js';
import { notifyLive } from '../../repositories/live-repository.js';
import { importRecords, type ImportOptions } from './import-service.js';
import { contentHash } from './record-codec.js';
import { orderLeftByRemoval } from './record-removal.js';

/**
 * Recording and correcting in the barn (docs/records.md, "Entries and corrections"): an entry or
 * a correction is an import of one record (import-service.ts: its validation, order rules and
 * idempotency), written with who entered it, in the history of changes, and announced to the live
 * streams. Deletions are checked against the order rules of the animal's other events.
 */

export type EntryOutcome =
  { status: 200 | 201; answer: EntryAnswer } | { status: 422; answer: EntryInvalid };

/** A refusal met inside the transaction: it rolls the change back and answers 422. */
class RecordRefused extends Error {
  constructor(readonly refusal: EntryInvalid['invalid'][number]) {
    super(refusal.reason);
  }
}

const atIndex = (index: number) => ({ index });

/**
 * Herd events are live data of the sites' herds; the herd's pages (gestation and lactation live,
 * their sows' states) follow the `feeding` topic, as the live demo's new events announce it.
 */
async function announce(tx: Transaction, site: RecordsSite): Promise<void> {
  await notifyLive(tx, 'feeding', [site.id]);
}

function animalEvent({
  animal: _animal,
  animalId: _animalId,
  ...event
}: HerdEventRow): AnimalEvent {
  return event;
}

/** A stored event as the trail keeps it: the record's fields, flat. */
function auditedRecord(event: HerdEventRow): Record<string, unknown> {
  return {
    animal: event.animal,
    type: event.type,
    date: event.date,
    time: event.time,
    user: event.user,
    location: event.location,
    id: event.source_id,
    ...event.fields,
  };
}

function auditedEntity(event: HerdEventRow) {
  return {
    type: 'herd_event' as const,
    id: event.id,
    name: `${event.animal} ${event.type} ${event.date}`,
  };
}

function reasonChange(reason: string): FieldChange {
  return { field: 'reason', from: null, to: reason };
}

/** A record's fields with `changes` over its own: a plain object, or the input as it came. */
function withFields(input: unknown, changes: (record: Record<string, unknown>) => object): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const record = input as Record<string, unknown>;
  return { ...record, ...changes(record) };
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Runs an import of one record; its refusals as the entry routes answer them. */
async function importOne(
  db: Executor,
  site: RecordsSite,
  inputs: [unknown],
  options: ImportOptions,
  now: Date,
): Promise<EntryInvalid | null> {
  try {
    const result = await importRecords(db, site, inputs, atIndex, {
      ...options,
      notAfter: dateInZone(now, site.timezone),
    });
    if (result.invalid.length === 0) return null;
    return { invalid: result.invalid.map(({ field, reason }) => ({ field, reason })) };
  } catch (error) {
    if (error instanceof RecordRefused) return { invalid: [error.refusal] };
    throw error;
  }
}

/**
 * Enters one record. Its `user` (who did it) is the account's login (e-mail, else username) when
 * the form leaves it empty: the records format's `user` is a login, which the users report
 * resolves to the person's name. The same record entered twice is stored once (201 then 200,
 * `created: false`).
 */
export async function enterRecord(
  db: Executor,
  site: RecordsSite,
  input: unknown,
  actor: AuditActor & { id: string; login: string },
  now: Date,
): Promise<EntryOutcome> {
  const inputs: [unknown] = [
    withFields(input, (record) => (isBlank(record.user) ? { user: actor.login } : {})),
  ];
  let event: HerdEventRow | null = null;
  let created = false;
  const refused = await importOne(
    db,
    site,
    inputs,
    {
      entered: { by: actor.id, at: now },
      afterWrite: async (tx, result) => {
        // Changing a stored event is a correction, for those who may correct (entry-routes.ts).
        if (result.updated > 0)
          throw new RecordRefused({
            field: 'id',
            reason: 'names a stored record with other fields: correct that record instead',
          });
        // The import validated the record in place: inputs[0] is the parsed record now.
        const record = inputs[0] as HerdRecord;
        const eventId = await findEventIdByKey(
          tx,
          site,
          record.id !== undefined ? { sourceId: record.id } : { fingerprint: contentHash(record) },
        );
        event = (await findHerdEvent(tx, site, eventId!))!;
        created = result.created > 0;
        if (!created) return;
        const fields = auditedRecord(event);
        await recordAudit(
          tx,
          {
            tenantId: site.tenantId,
            siteId: site.id,
            actor,
            action: 'create',
            entity: auditedEntity(event),
            changes: recordFields(fields, Object.keys(fields), 'created'),
          },
          now,
        );
        await announce(tx, site);
      },
    },
    now,
  );
  if (refused) return { status: 422, answer: refused };
  return { status: created ? 201 : 200, answer: { event: animalEvent(event!), created } };
}

/** The site's event, or 404. */
async function storedEvent(db: Executor, site: RecordsSite, eventId: string) {
  const event = await findHerdEvent(db, site, eventId);
  if (!event) throw httpError(404, 'event_not_found', 'This record does not exist on this site');
  return event;
}

/** The compact history of one animal, for the order rules (stored order). */
function historyOf(tx: Executor, site: RecordsSite, animal: string) {
  return listStoredEventsOf(tx, site, {
    identities: [animal],
    sourceIds: [],
    fingerprints: [],
    eventIds: [],
  });
}

/**
 * Replaces a stored event with a corrected record, as a re-import with its id would (its place in
 * the day kept when the animal and day stay). The event keeps its source id, and its `user` when
 * the form leaves it empty. Given to another animal, the event must not leave the first one's
 * history breaking the order rules.
 */
export async function correctRecord(
  db: Executor,
  site: RecordsSite,
  change: { eventId: string; record: unknown; reason: string },
  actor: AuditActor,
  now: Date,
): Promise<EntryOutcome> {
  let after: HerdEventRow | null = null;
  const refused = await db.transaction(async (tx) => {
    // Held before the event is read, so that what the trail calls old is what was replaced.
    await lockSiteRecords(tx, site);
    const before = await storedEvent(tx, site, change.eventId);
    const herHistory = await historyOf(tx, site, before.animal);
    const inputs: [unknown] = [
      withFields(change.record, (record) => ({
        id: before.source_id ?? undefined,
        user: isBlank(record.user) ? (before.user ?? undefined) : record.user,
      })),
    ];
    return importOne(
      tx,
      site,
      inputs,
      {
        replaces: change.eventId,
        afterWrite: async (inner, result) => {
          after = (await findHerdEvent(inner, site, change.eventId))!;
          if (result.updated === 0) return;
          if (after.animalId !== before.animalId) {
            const refusal = orderLeftByRemoval(
              herHistory,
              before.id,
              'giving it to another animal',
            );
            if (refusal) throw new RecordRefused(refusal);
          }
          const old = auditedRecord(before);
          const corrected = auditedRecord(after);
          const fields = [...new Set([...Object.keys(old), ...Object.keys(corrected)])];
          for (const field of fields) corrected[field] ??= null;
          await recordAudit(
            inner,
            {
              tenantId: site.tenantId,
              siteId: site.id,
              actor,
              action: 'update',
              entity: auditedEntity(after),
              changes: [...changedFields(old, corrected, fields), reasonChange(change.reason)],
            },
            now,
          );
          await announce(inner, site);
        },
      },
      now,
    );
  });
  if (refused) return { status: 422, answer: refused };
  return { status: 200, answer: { event: animalEvent(after!), created: false } };
}

/**
 * Deletes a stored event, unless the animal's other events would then break the order rules
 * (a service with a farrowing after it, a farrowing whose weaning stays, an entry with events
 * after it).
 */
export async function deleteRecord(
  db: Executor,
  site: RecordsSite,
  change: { eventId: string; reason: string },
  actor: AuditActor,
  now: Date,
): Promise<EntryInvalid | null> {
  return db.transaction(async (tx) => {
    await lockSiteRecords(tx, site);
    const before = await storedEvent(tx, site, change.eventId);
    const refusal = orderLeftByRemoval(
      await historyOf(tx, site, before.animal),
      before.id,
      'deleting it',
    );
    if (refusal) return { invalid: [refusal] };
    await deleteHerdEvent(tx, site, before.id);
    await refreshHerdFacts(tx, site, [before.animalId]);
    const old = auditedRecord(before);
    await recordAudit(
      tx,
      {
        tenantId: site.tenantId,
        siteId: site.id,
        actor,
        action: 'delete',
        entity: auditedEntity(before),
        changes: [...recordFields(old, Object.keys(old), 'deleted'), reasonChange(change.reason)],
      },
      now,
    );
    await announce(tx, site);
    return null;
  });
}

import type { Locate } from '../../lib/exchange-http.js';
import {
  sequenceChecks,
  herdRecordSchema,
  type HerdRecord,
  type SequenceRecord,
} from '@barnboard/domain';
import type { Executor, Transaction } from '../../db/database.js';
import { forEachInSlices, runInSlices } from '../../lib/event-loop-slices.js';
import {
  ensureAnimals,
  insertEvents,
  listStoredEvents,
  lockSiteRecords,
  updateEvent,
  type RecordsSite,
  type StoredEvent,
} from '../../repositories/herd-records-repository.js';
import { refreshHerdFacts } from '../../repositories/herd-facts-repository.js';
import { contentHash, describeIssue, eventValues } from './record-codec.js';
import type { ImportResult, InvalidRecord } from './schemas.js';

const CREATE = 1;
const UPDATE = 2;
const UNCHANGED = 3;

/**
 * Imports records into a site, all or nothing (docs/records.md):
 * 1. every record is validated with herdRecordSchema, in place (the parsed record replaces the
 *    raw one in `inputs`, so memory holds one copy of the body plus a few values per record), in
 *    slices that let other requests be served (lib/event-loop-slices.ts);
 * 2. in one transaction, holding the site's import lock: the stored events are read (compact),
 *    each record is matched to a stored one (by id, or by fingerprint without id);
 * 3. the order rules run over stored + new events of the animals the import touches;
 * 4. any invalid record: nothing is written and every one is listed; otherwise animals are
 *    created as needed, new events inserted by batches of 1000 and changed ones updated, and the
 *    derived facts of the animals written to are recomputed (herd-facts-repository.ts).
 */
export async function importRecords(
  db: Executor,
  site: RecordsSite,
  inputs: unknown[],
  locate: Locate,
): Promise<ImportResult> {
  const received = inputs.length;
  const invalid: (InvalidRecord & { position: number })[] = [];
  const fail = (position: number, field: string, reason: string) =>
    invalid.push({ position, ...locate(position), field, reason });

  // 1. Validation, in place.
  const records = inputs as (HerdRecord | null)[];
  const animalsWithInvalid = new Set<string>();
  await forEachInSlices(inputs, (input, i) => {
    const result = herdRecordSchema.safeParse(input);
    if (result.success) {
      records[i] = result.data;
      return;
    }
    for (const issue of result.error.issues)
      for (const { field, reason } of describeIssue(issue, input)) fail(i, field, reason);
    const animal = (input as { animal?: unknown } | null)?.animal;
    if (typeof animal === 'string') animalsWithInvalid.add(animal.trim());
    records[i] = null;
  });

  // Ids repeated within the import; fingerprints (the k-th copy of a record without id is a
  // record of its own: two identical piglet deaths on one day are two deaths).
  const fingerprints: string[] = new Array<string>(received);
  const firstWithId = new Map<string, number>();
  const copies = new Map<string, number>();
  await forEachInSlices(records, (record, i) => {
    if (!record) return;
    const hash = contentHash(record);
    if (record.id !== undefined) {
      fingerprints[i] = hash;
      const first = firstWithId.get(record.id);
      if (first === undefined) firstWithId.set(record.id, i);
      else {
        const where = locate(first);
        fail(
          i,
          'id',
          `repeats the id of the record at ${'line' in where ? `line ${where.line}` : `index ${where.index}`}`,
        );
      }
    } else {
      const copy = (copies.get(hash) ?? 0) + 1;
      copies.set(hash, copy);
      fingerprints[i] = copy === 1 ? hash : `${hash}~${copy}`;
    }
  });
  firstWithId.clear();
  copies.clear();

  return db.transaction(async (tx) => {
    await lockSiteRecords(tx, site);
    const stored = await listStoredEvents(tx, site);

    // 2. Match each record to a stored event.
    const bySource = new Map<string, number>();
    const byFingerprint = new Map<string, number>();
    stored.forEach((event, s) => {
      if (event.sourceId !== null) bySource.set(event.sourceId, s);
      else byFingerprint.set(event.fingerprint, s);
    });
    const action = new Uint8Array(received);
    const target = new Int32Array(received).fill(-1);
    const superseded = new Uint8Array(stored.length);
    await forEachInSlices(records, (record, i) => {
      if (!record) return;
      const s =
        record.id !== undefined ? bySource.get(record.id) : byFingerprint.get(fingerprints[i]!);
      if (s === undefined) action[i] = CREATE;
      else if (stored[s]!.fingerprint === fingerprints[i]) action[i] = UNCHANGED;
      else {
        action[i] = UPDATE;
        target[i] = s;
        superseded[s] = 1;
      }
    });
    bySource.clear();
    byFingerprint.clear();

    // 3. Order rules over the stored events that stay and the new or changed records. A change
    // that keeps its animal and day keeps its place among that day's events, as it is written
    // (its seq stays): judged at the end of the day, a farrowing corrected on the day its sow
    // died would read as coming after her removal.
    const merged: SequenceRecord[] = [];
    /** The input record at each place of `merged`, or -1 for a stored event. */
    const inputAt: number[] = [];
    /** The input record changing each stored event in place (same animal, same day), or -1. */
    const changedInPlace = new Int32Array(stored.length).fill(-1);
    for (let i = 0; i < received; i++) {
      if (action[i] !== UPDATE) continue;
      const before = stored[target[i]!]!;
      if (before.animal === records[i]!.animal && before.date === records[i]!.date) {
        changedInPlace[target[i]!] = i;
      }
    }
    for (let s = 0; s < stored.length; s++) {
      const i = changedInPlace[s]!;
      if (superseded[s] && i < 0) continue;
      merged.push(i < 0 ? stored[s]! : records[i]!);
      inputAt.push(i);
    }
    for (let i = 0; i < received; i++) {
      const moved = action[i] === UPDATE && changedInPlace[target[i]!] !== i;
      if (action[i] === CREATE || moved) {
        merged.push(records[i]!);
        inputAt.push(i);
      }
    }
    const orderErrors = await runInSlices(
      sequenceChecks(merged, { isNew: (m) => inputAt[m] !== -1 }),
    );
    for (const error of orderErrors) {
      const i = inputAt[error.index]!;
      // A record beside a malformed one of the same animal is judged once that one is fixed.
      if (animalsWithInvalid.has(records[i]!.animal)) continue;
      fail(i, error.field, error.reason);
    }
    merged.length = 0;

    if (invalid.length > 0) {
      invalid.sort((a, b) => a.position - b.position);
      return {
        received,
        created: 0,
        updated: 0,
        unchanged: 0,
        invalid: invalid.map(({ position: _position, ...error }) => error),
      };
    }

    // 4. Write.
    return writeRecords(tx, site, { records, fingerprints, action, target, stored });
  });
}

type Plan = {
  records: (HerdRecord | null)[];
  fingerprints: string[];
  action: Uint8Array;
  target: Int32Array;
  stored: StoredEvent[];
};

async function writeRecords(tx: Transaction, site: RecordsSite, plan: Plan): Promise<ImportResult> {
  const { records, fingerprints, action, target, stored } = plan;
  const animalIds = new Map<string, string>();
  const lastSeq = new Map<string, number>();
  for (const event of stored) {
    animalIds.set(event.animal, event.animalId);
    const key = `${event.animal}\u0000${event.date}`;
    lastSeq.set(key, Math.max(lastSeq.get(key) ?? 0, event.seq));
  }
  const nextSeq = (record: HerdRecord) => {
    const key = `${record.animal}\u0000${record.date}`;
    const seq = (lastSeq.get(key) ?? 0) + 1;
    lastSeq.set(key, seq);
    return seq;
  };

  const missing = new Set<string>();
  const toCreate: number[] = [];
  const toUpdate: number[] = [];
  let unchanged = 0;
  records.forEach((record, i) => {
    if (!record) return;
    if (action[i] === UNCHANGED) unchanged++;
    else {
      (action[i] === CREATE ? toCreate : toUpdate).push(i);
      if (!animalIds.has(record.animal)) missing.add(record.animal);
    }
  });
  for (const [identity, id] of await ensureAnimals(tx, site, [...missing]))
    animalIds.set(identity, id);

  await insertEvents(tx, site, toCreate.length, (start, end) =>
    toCreate.slice(start, end).map((i) => {
      const record = records[i]!;
      return eventValues(record, animalIds.get(record.animal)!, nextSeq(record), fingerprints[i]!);
    }),
  );
  const touched = new Set<string>();
  for (const i of toCreate) touched.add(animalIds.get(records[i]!.animal)!);
  for (const i of toUpdate) {
    const record = records[i]!;
    const before = stored[target[i]!]!;
    touched.add(before.animalId).add(animalIds.get(record.animal)!);
    const sameDay = before.animal === record.animal && before.date === record.date;
    const seq = sameDay ? before.seq : nextSeq(record);
    await updateEvent(
      tx,
      site,
      before.id,
      eventValues(record, animalIds.get(record.animal)!, seq, fingerprints[i]!),
    );
  }
  await refreshHerdFacts(tx, site, [...touched]);
  return {
    received: records.length,
    created: toCreate.length,
    updated: toUpdate.length,
    unchanged,
    invalid: [],
  };
}

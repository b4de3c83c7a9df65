import { sequenceChecks, type HerdRecord, type SequenceRecord } from '@barnboard/domain';
import { forEachInSlices, runInSlices } from '../../lib/event-loop-slices.js';
import type { StoredEvent } from '../../repositories/herd-records-repository.js';

/** What an import does with each record (docs/records.md, "Idempotency"). */
export const CREATE = 1;
export const UPDATE = 2;
export const UNCHANGED = 3;

/** Per record: its action, and the stored event it updates or repeats (-1 for a new one). */
export type ImportMatch = { action: Uint8Array; target: Int32Array };

export type PlannedRecords = {
  records: (HerdRecord | null)[];
  fingerprints: string[];
  stored: StoredEvent[];
  /** The stored event the import's only record replaces (a correction), by id. */
  replaces?: string | undefined;
};

type Fail = (position: number, field: string, reason: string) => void;

/** "heat of 2025-03-01", as the order rules name a stored record. */
export function describeStored(event: Pick<StoredEvent, 'type' | 'date' | 'time'>): string {
  return `${event.type} of ${event.date}${event.time ? ` ${event.time}` : ''}`;
}

/**
 * Matches each record to a stored event: by id (source id), by fingerprint without id, or the
 * event a correction names. Then a record with an id that matched nothing takes over an event
 * entered in Barnboard without id, of the same animal, type and date: the first such one in
 * stored order that no other record of the import matched (docs/records.md, "Entries and
 * imports"), so that importing what was entered here does not make twins.
 */
export async function matchRecords(plan: PlannedRecords, fail: Fail): Promise<ImportMatch> {
  const { records, fingerprints, stored, replaces } = plan;
  const bySource = new Map<string, number>();
  const byFingerprint = new Map<string, number>();
  let replaced = -1;
  stored.forEach((event, s) => {
    if (event.sourceId !== null) bySource.set(event.sourceId, s);
    else byFingerprint.set(event.fingerprint, s);
    if (event.id === replaces) replaced = s;
  });
  if (replaces !== undefined && replaced < 0) {
    // Deleted since the caller read it: the record must not be imported as a new one.
    records.forEach((record, i) => fail(i, 'record', 'corrects an event no longer stored'));
  }
  const action = new Uint8Array(records.length);
  const target = new Int32Array(records.length).fill(-1);
  const claimed = new Uint8Array(stored.length);
  const matchTo = (i: number, s: number) => {
    action[i] = stored[s]!.fingerprint === fingerprints[i] ? UNCHANGED : UPDATE;
    target[i] = s;
    claimed[s] = 1;
  };
  await forEachInSlices(records, (record, i) => {
    if (!record) return;
    const same =
      record.id !== undefined ? bySource.get(record.id) : byFingerprint.get(fingerprints[i]!);
    if (replaced >= 0) {
      // A correction: the record replaces its event, unless it repeats another stored one.
      if (same !== undefined && same !== replaced)
        fail(i, 'record', `is the same as the stored ${describeStored(stored[same]!)}`);
      else matchTo(i, replaced);
    } else if (same === undefined) action[i] = CREATE;
    else matchTo(i, same);
  });

  const enteredWithoutId = new Map<string, number[]>();
  stored.forEach((event, s) => {
    if (!event.entered || event.sourceId !== null || claimed[s]) return;
    const key = `${event.animal}\u0000${event.type}\u0000${event.date}`;
    const list = enteredWithoutId.get(key);
    if (list) list.push(s);
    else enteredWithoutId.set(key, [s]);
  });
  if (enteredWithoutId.size > 0) {
    records.forEach((record, i) => {
      if (!record || record.id === undefined || action[i] !== CREATE) return;
      const s = enteredWithoutId.get(`${record.animal}\u0000${record.type}\u0000${record.date}`);
      const first = s?.shift();
      if (first !== undefined) matchTo(i, first);
    });
  }
  return { action, target };
}

/**
 * The order rules over the stored events that stay and the new or changed records, errors on
 * the records (`fail`). A change that keeps its animal and day keeps its place among that day's
 * events, as it is written (its seq stays): judged at the end of the day, a farrowing corrected
 * on the day its sow died would read as coming after her removal.
 */
export async function checkOrder(
  plan: PlannedRecords,
  match: ImportMatch,
  animalsWithInvalid: Set<string>,
  fail: Fail,
): Promise<void> {
  const { records, stored } = plan;
  const { action, target } = match;
  const merged: SequenceRecord[] = [];
  /** The input record at each place of `merged`, or -1 for a stored event. */
  const inputAt: number[] = [];
  /** The input record changing each stored event in place (same animal, same day), or -1. */
  const changedInPlace = new Int32Array(stored.length).fill(-1);
  const superseded = new Uint8Array(stored.length);
  for (let i = 0; i < records.length; i++) {
    if (action[i] !== UPDATE) continue;
    const before = stored[target[i]!]!;
    superseded[target[i]!] = 1;
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
  for (let i = 0; i < records.length; i++) {
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
}

import type { HerdRecord } from '@barnboard/domain';
import type { Transaction } from '../../db/database.js';
import {
  ensureAnimals,
  insertEvents,
  updateEvent,
  type EnteredBy,
  type RecordsSite,
} from '../../repositories/herd-records-repository.js';
import { refreshHerdFacts } from '../../repositories/herd-facts-repository.js';
import { CREATE, UNCHANGED, type ImportMatch, type PlannedRecords } from './import-plan.js';
import { eventValues } from './record-codec.js';
import type { ImportResult } from './schemas.js';

/**
 * Writes a valid import: animals created as needed, new events inserted by batches of 1000 (as
 * entered by `enteredBy` when set), changed ones updated, and the derived facts of the animals
 * written to recomputed (herd-facts-repository.ts).
 */
export async function writeRecords(
  tx: Transaction,
  site: RecordsSite,
  plan: PlannedRecords & ImportMatch,
  entered: EnteredBy | null,
): Promise<ImportResult> {
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

  await insertEvents(
    tx,
    site,
    toCreate.length,
    (start, end) =>
      toCreate.slice(start, end).map((i) => {
        const record = records[i]!;
        const animalId = animalIds.get(record.animal)!;
        return eventValues(record, animalId, nextSeq(record), fingerprints[i]!);
      }),
    entered,
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

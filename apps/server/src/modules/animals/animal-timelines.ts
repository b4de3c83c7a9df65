import { buildTimeline, dayNumber, type FemaleTimeline, type HerdEvent } from '@barnboard/domain';
import type { AnimalEventRow } from '../../repositories/animals-repository.js';
import { toHerdRecord } from '../herd-records/record-codec.js';

/** A stored event as the domain's rules read it, with the row it came from. */
export type StoredHerdEvent = HerdEvent & { row: AnimalEventRow };

export function storedHerdEvent(row: AnimalEventRow, identity: string): StoredHerdEvent {
  const record = toHerdRecord({ ...row, animal: identity });
  return { record, day: dayNumber(row.date), seq: row.seq, row };
}

/**
 * Each female's timeline (buildTimeline) from her stored events, by animal id; a female without
 * an entry record has none.
 */
export function timelinesOf(
  rows: readonly AnimalEventRow[],
  identities: ReadonlyMap<string, string>,
): Map<string, FemaleTimeline> {
  const byAnimal = new Map<string, StoredHerdEvent[]>();
  for (const row of rows) {
    const event = storedHerdEvent(row, identities.get(row.animalId)!);
    const events = byAnimal.get(row.animalId);
    if (events) events.push(event);
    else byAnimal.set(row.animalId, [event]);
  }
  const timelines = new Map<string, FemaleTimeline>();
  for (const [animalId, events] of byAnimal) {
    const timeline = buildTimeline(identities.get(animalId)!, events);
    if (timeline) timelines.set(animalId, timeline);
  }
  return timelines;
}

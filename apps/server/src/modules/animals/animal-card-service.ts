import {
  ACTION_LISTS,
  actionLists,
  animalEntry,
  animalLitters,
  animalRemoval,
  animalStateOn,
  dayNumber,
  femalesOnDay,
  orderFemaleEvents,
  recordsToFix,
  type AnimalCard,
  type FemaleTimeline,
} from '@barnboard/domain';
import type { Executor } from '../../db/database.js';
import { httpError } from '../../plugins/errors.js';
import { findAnimalId, listAnimalEvents } from '../../repositories/animals-repository.js';
import { animalEventOf, enteringAccountNames } from '../../repositories/herd-entries-repository.js';
import { ensureHerdFacts } from '../../repositories/herd-facts-repository.js';
import type { RecordsSite } from '../../repositories/herd-records-repository.js';
import { actionListSettings } from '../action-lists/action-lists-service.js';
import { animalFeedingOf } from './animal-feeding.js';
import { storedHerdEvent, timelinesOf } from './animal-timelines.js';

/**
 * One female's card on the site's `today` (docs/animals.md, "Card"): her events read once
 * through the index (tenant_id, animal_id, date, seq), her timeline and everything the domain
 * derives from it, and her feeding when the caller may see it. 404 when the site has no female
 * of that identity (or one without an entry record, which the import refuses).
 */
export async function animalCardOf(
  db: Executor,
  site: RecordsSite,
  identity: string,
  today: string,
  withFeeding: boolean,
): Promise<AnimalCard> {
  const animalId = await findAnimalId(db, site, identity);
  const rows = animalId ? await listAnimalEvents(db, site, [animalId]) : [];
  const timeline = animalId
    ? timelinesOf(rows, new Map([[animalId, identity]])).get(animalId)
    : null;
  if (!animalId || !timeline) {
    throw httpError(404, 'animal_not_found', 'This site has no animal of this identity');
  }
  const day = dayNumber(today);
  const [due, feeding, enteredBy] = await Promise.all([
    dueOn(db, site, timeline, today),
    withFeeding ? animalFeedingOf(db, site, animalId, today) : null,
    enteringAccountNames(
      db,
      rows.map((row) => row.enteredBy),
    ),
  ]);
  return {
    animal: identity,
    today,
    entry: animalEntry(timeline),
    state: animalStateOn(timeline, day),
    removal: animalRemoval(timeline),
    events: orderFemaleEvents(rows.map((row) => storedHerdEvent(row, identity))).map((event) =>
      animalEventOf(event.row, enteredBy),
    ),
    litters: animalLitters(timeline),
    feeding,
    due,
    to_fix: recordsToFix([timeline], today),
  };
}

/**
 * The action lists she is on `today`: the lists' own rules (actionLists) run on her alone,
 * with the site's windows, lengths and places; none once she has left the herd.
 */
async function dueOn(
  db: Executor,
  site: RecordsSite,
  timeline: FemaleTimeline,
  today: string,
): Promise<AnimalCard['due']> {
  const day = dayNumber(today);
  const females = femalesOnDay([timeline], day);
  if (females.length === 0) return [];
  await ensureHerdFacts(db, site);
  const { lists } = actionLists({
    date: today,
    females,
    ...(await actionListSettings(db, site, day)),
  });
  return ACTION_LISTS.flatMap((list) =>
    lists[list].map(({ due_date, days, overdue, note }) => ({
      list,
      due_date,
      days,
      overdue,
      note,
    })),
  );
}

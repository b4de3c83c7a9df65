import {
  animalEntry,
  animalSearchKey,
  animalStateOn,
  dayNumber,
  type AnimalSearch,
} from '@barnboard/domain';
import type { Executor } from '../../db/database.js';
import { listAnimalEvents, searchAnimals } from '../../repositories/animals-repository.js';
import type { RecordsSite } from '../../repositories/herd-records-repository.js';
import { timelinesOf } from './animal-timelines.js';

/**
 * The site's females whose id or RFID holds the words (docs/animals.md, "Search"), each with
 * her status, parity and place on the site's `today`, from her events (at most
 * ANIMAL_SEARCH_LIMIT females, a few dozen events each: cheaper than making sure the site's
 * derived facts are current).
 */
export async function searchAnimalsOf(
  db: Executor,
  site: RecordsSite,
  words: string,
  today: string,
): Promise<AnimalSearch> {
  const hits = await searchAnimals(db, site, animalSearchKey(words));
  const rows = await listAnimalEvents(
    db,
    site,
    hits.map((hit) => hit.animalId),
  );
  const timelines = timelinesOf(rows, new Map(hits.map((hit) => [hit.animalId, hit.animal])));
  const day = dayNumber(today);
  return {
    matches: hits.map(({ animalId, ...hit }) => {
      const timeline = timelines.get(animalId);
      // No entry record (the import refuses such records): nothing tells her state.
      if (!timeline) return { ...hit, rfid: null, status: 'unknown', parity: 0, location: null };
      const { status, parity, location } = animalStateOn(timeline, day);
      return { ...hit, rfid: animalEntry(timeline).rfid, status, parity, location };
    }),
  };
}

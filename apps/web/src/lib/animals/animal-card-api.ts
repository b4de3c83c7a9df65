import { animalCardSchema, type AnimalCard } from '@barnboard/domain';
import { api } from '../api/client';
import { signalOption, sitePath } from '../api/site-path';

/**
 * A sow's card (docs/animals.md): read by her card's page and by the barn entry's corrections,
 * which start from her stored events, and refreshed by every entry about her.
 */
export const animalCardKey = (siteId: string, animal: string) =>
  ['animal-card', siteId, animal] as const;

/** GET …/animals/{animal}: her card; 404 when the site has no such animal. */
export function getAnimalCard(
  siteId: string,
  animal: string,
  signal?: AbortSignal,
): Promise<AnimalCard> {
  return api.request(sitePath(siteId, `animals/${encodeURIComponent(animal)}`), {
    schema: animalCardSchema,
    ...signalOption(signal),
  });
}

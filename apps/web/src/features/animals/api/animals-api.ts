import { animalSearchSchema, type AnimalSearch } from '@barnboard/domain';
import { api } from '../../../lib/api/client';
import { signalOption, sitePath } from '../../../lib/api/site-path';

/** The sow search of a site (docs/animals.md); her card is read by lib/animals/animal-card-api. */

export const animalSearchKey = (siteId: string, words: string) =>
  ['animal-search', siteId, words] as const;

/** GET …/animals/search?q: her id, tag or RFID, whole or in part; exact matches first. */
export function searchAnimals(
  siteId: string,
  words: string,
  signal?: AbortSignal,
): Promise<AnimalSearch> {
  return api.request(sitePath(siteId, 'animals/search'), {
    query: { q: words },
    schema: animalSearchSchema,
    ...signalOption(signal),
  });
}

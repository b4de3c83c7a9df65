import { TILES, isTileKey } from '@barnboard/domain';
import type { QueryClient } from '@tanstack/react-query';
import { animalCardKey } from '../../../lib/animals/animal-card-api';
import { recordsToFixKey } from '../../../lib/reports/records-to-fix';

/**
 * What an entry or a correction changes on its site, fetched again at once so that the row it
 * ticks off leaves its list: the herd reports (the action lists among them) whatever their period,
 * the records to fix (the list and every report's badge) and the animals' cards.
 */
export function refreshAfterEntry(client: QueryClient, siteId: string, animals: readonly string[]) {
  return Promise.all([
    client.invalidateQueries({
      predicate: ({ queryKey: [scope, tile, request] }) =>
        (scope === 'report' || scope === 'report-all') &&
        typeof tile === 'string' &&
        isTileKey(tile) &&
        TILES[tile].access === 'zootech' &&
        (request as { siteId?: string } | undefined)?.siteId === siteId,
    }),
    client.invalidateQueries({ queryKey: recordsToFixKey(siteId) }),
    ...animals.map((animal) =>
      client.invalidateQueries({ queryKey: animalCardKey(siteId, animal) }),
    ),
  ]);
}

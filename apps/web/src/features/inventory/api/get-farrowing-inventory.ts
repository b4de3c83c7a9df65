import { farrowingInventorySchema, type FarrowingInventory } from '@barnboard/domain';
import { api } from '../../../lib/api/client';
import { signalOption, sitePath } from '../../../lib/api/site-path';

/** GET …/farrowing-inventory?date: the litters on hand that day. */
export function getFarrowingInventory(
  siteId: string,
  date: string | undefined,
  signal?: AbortSignal,
): Promise<FarrowingInventory> {
  return api.request(sitePath(siteId, 'farrowing-inventory'), {
    query: { date },
    schema: farrowingInventorySchema,
    ...signalOption(signal),
  });
}

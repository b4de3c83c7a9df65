import { herdInventorySchema, type HerdInventory } from '@barnboard/domain';
import { api } from '../../../lib/api/client';
import { signalOption, sitePath } from '../../../lib/api/site-path';

/** GET …/herd-inventory?from&to&maturity_age: the herd on `to`, the period's averages. */
export function getHerdInventory(
  siteId: string,
  range: { from: string; to: string } | null,
  maturityAge: number,
  signal?: AbortSignal,
): Promise<HerdInventory> {
  return api.request(sitePath(siteId, 'herd-inventory'), {
    query: { from: range?.from, to: range?.to, maturity_age: maturityAge },
    schema: herdInventorySchema,
    ...signalOption(signal),
  });
}

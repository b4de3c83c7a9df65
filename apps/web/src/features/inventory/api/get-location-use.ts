import { locationUseSchema, type LocationUse } from '@barnboard/domain';
import { api } from '../../../lib/api/client';
import { signalOption, sitePath } from '../../../lib/api/site-path';

/** GET …/location-use?from&to: each room and place over the period, the crate calendar. */
export function getLocationUse(
  siteId: string,
  range: { from: string; to: string } | null,
  signal?: AbortSignal,
): Promise<LocationUse> {
  return api.request(sitePath(siteId, 'location-use'), {
    query: { from: range?.from, to: range?.to },
    schema: locationUseSchema,
    ...signalOption(signal),
  });
}

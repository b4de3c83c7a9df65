import { gestationVisitsSchema } from '@barnboard/domain';
import type { z } from 'zod';
import { api } from '../../../lib/api/client';
import { signalOption, sitePath } from '../../../lib/api/site-path';

export type GestationVisitsAnswer = z.infer<typeof gestationVisitsSchema>;

/** GET …/feeding/gestation/visits?from&to: visits per day and station, sows not visited. */
export function getGestationVisits(
  siteId: string,
  range: { from: string; to: string } | null,
  signal?: AbortSignal,
): Promise<GestationVisitsAnswer> {
  return api.request(sitePath(siteId, 'feeding/gestation/visits'), {
    query: { from: range?.from, to: range?.to },
    schema: gestationVisitsSchema,
    ...signalOption(signal),
  });
}

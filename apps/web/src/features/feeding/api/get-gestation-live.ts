import { gestationLiveSchema } from '@barnboard/domain';
import type { z } from 'zod';
import { api } from '../../../lib/api/client';
import { signalOption, sitePath } from '../../../lib/api/site-path';

export type GestationLiveAnswer = z.infer<typeof gestationLiveSchema>;

/** GET …/feeding/gestation/live?date: the day's gestation feeding (docs/feeding.md). */
export function getGestationLive(
  siteId: string,
  date: string | undefined,
  signal?: AbortSignal,
): Promise<GestationLiveAnswer> {
  return api.request(sitePath(siteId, 'feeding/gestation/live'), {
    query: { date },
    schema: gestationLiveSchema,
    ...signalOption(signal),
  });
}

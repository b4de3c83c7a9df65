import { lactationLiveSchema } from '@barnboard/domain';
import type { z } from 'zod';
import { api } from '../../../lib/api/client';
import { signalOption, sitePath } from '../../../lib/api/site-path';

export type LactationLiveAnswer = z.infer<typeof lactationLiveSchema>;

/** GET …/feeding/lactation/live?date: the day's lactation feeding, per feeder. */
export function getLactationLive(
  siteId: string,
  date: string | undefined,
  signal?: AbortSignal,
): Promise<LactationLiveAnswer> {
  return api.request(sitePath(siteId, 'feeding/lactation/live'), {
    query: { date },
    schema: lactationLiveSchema,
    ...signalOption(signal),
  });
}

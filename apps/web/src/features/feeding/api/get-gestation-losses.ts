import { gestationLossesSchema } from '@barnboard/domain';
import type { z } from 'zod';
import { api } from '../../../lib/api/client';
import { signalOption, sitePath } from '../../../lib/api/site-path';

export type GestationLossesAnswer = z.infer<typeof gestationLossesSchema>;

/** GET …/feeding/gestation/losses?from&to: services of the window lost, by cause. */
export function getGestationLosses(
  siteId: string,
  range: { from: string; to: string } | null,
  signal?: AbortSignal,
): Promise<GestationLossesAnswer> {
  return api.request(sitePath(siteId, 'feeding/gestation/losses'), {
    query: { from: range?.from, to: range?.to },
    schema: gestationLossesSchema,
    ...signalOption(signal),
  });
}

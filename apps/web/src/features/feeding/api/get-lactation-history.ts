import { lactationHistorySchema } from '@barnboard/domain';
import type { z } from 'zod';
import { api } from '../../../lib/api/client';
import { signalOption, sitePath } from '../../../lib/api/site-path';

export type LactationHistoryAnswer = z.infer<typeof lactationHistorySchema>;

/** GET …/feeding/lactation/history?from&to&lactation_days: intakes by lactation day, sow, room. */
export function getLactationHistory(
  siteId: string,
  query: { range: { from: string; to: string } | null; lactationDays: string | null },
  signal?: AbortSignal,
): Promise<LactationHistoryAnswer> {
  return api.request(sitePath(siteId, 'feeding/lactation/history'), {
    query: {
      from: query.range?.from,
      to: query.range?.to,
      lactation_days: query.lactationDays ?? undefined,
    },
    schema: lactationHistorySchema,
    ...signalOption(signal),
  });
}

import { kpiResponseSchema } from '@barnboard/domain';
import type { z } from 'zod';
import { api } from '../../../lib/api/client';

export type KpiAnswer = z.infer<typeof kpiResponseSchema>;

/** GET /api/sites/{siteId}/kpis?from&to&interval=month: the period's KPIs and each month's. */
export function getMonthlyKpis(
  siteId: string,
  range: { from: string; to: string },
  signal?: AbortSignal,
): Promise<KpiAnswer> {
  return api.request(`/api/sites/${encodeURIComponent(siteId)}/kpis`, {
    query: { from: range.from, to: range.to, interval: 'month' },
    schema: kpiResponseSchema,
    ...(signal ? { signal } : {}),
  });
}

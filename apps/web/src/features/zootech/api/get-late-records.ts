import { lateRecordsSchema, type LateRecords } from '@barnboard/domain';
import { api } from '../../../lib/api/client';

/** GET /api/sites/{siteId}/records/late: events entered here, and how many late (docs/records.md). */
export function getLateRecords(
  siteId: string,
  period: { from: string; to: string },
  signal?: AbortSignal,
): Promise<LateRecords> {
  return api.request(`/api/sites/${encodeURIComponent(siteId)}/records/late`, {
    query: { from: period.from, to: period.to },
    schema: lateRecordsSchema,
    ...(signal ? { signal } : {}),
  });
}

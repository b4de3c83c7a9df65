import { farmComparisonSchema, type FarmComparison } from '@barnboard/domain';
import { api } from '../../../lib/api/client';

/** GET /api/farm-comparison?sites&from&to: the sites' KPIs, their quarters and quartiles. */
export function getFarmComparison(
  query: { sites: readonly string[]; from: string; to: string },
  signal?: AbortSignal,
): Promise<FarmComparison> {
  return api.request('/api/farm-comparison', {
    query: { sites: query.sites.join(','), from: query.from, to: query.to },
    schema: farmComparisonSchema,
    ...(signal ? { signal } : {}),
  });
}

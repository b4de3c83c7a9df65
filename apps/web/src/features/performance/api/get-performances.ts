import { performanceAnswerSchema, type ColumnUnit } from '@barnboard/domain';
import type { z } from 'zod';
import { api } from '../../../lib/api/client';

export type PerformanceAnswer = z.infer<typeof performanceAnswerSchema>;
export type PerformanceColumn = PerformanceAnswer['columns'][number];

/**
 * GET /api/sites/{siteId}/performances?columns&from&to: the columns of this unit that cover the
 * tile's period, each the KPIs of its period, and the total.
 */
export function getPerformances(
  siteId: string,
  query: { unit: ColumnUnit; from: string; to: string },
  signal?: AbortSignal,
): Promise<PerformanceAnswer> {
  return api.request(`/api/sites/${encodeURIComponent(siteId)}/performances`, {
    query: { columns: query.unit, from: query.from, to: query.to },
    schema: performanceAnswerSchema,
    ...(signal ? { signal } : {}),
  });
}

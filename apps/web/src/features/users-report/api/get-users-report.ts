import { usersReportSchema } from '@barnboard/domain';
import type { z } from 'zod';
import { api } from '../../../lib/api/client';

export type UsersReportAnswer = z.infer<typeof usersReportSchema>;

/** GET /api/sites/{siteId}/users-report?from&to: each user's tally of the period. */
export function getUsersReport(
  siteId: string,
  range: { from: string; to: string },
  signal?: AbortSignal,
): Promise<UsersReportAnswer> {
  return api.request(`/api/sites/${encodeURIComponent(siteId)}/users-report`, {
    query: { from: range.from, to: range.to },
    schema: usersReportSchema,
    ...(signal ? { signal } : {}),
  });
}

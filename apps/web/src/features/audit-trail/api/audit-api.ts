import {
  MAX_PER_PAGE,
  auditPageSchema,
  type AuditEvent,
  type AuditPage,
  type AuditQuery,
} from '@barnboard/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

function fetchAuditPage(query: AuditQuery, signal?: AbortSignal): Promise<AuditPage> {
  return api.request('/api/audit-events', {
    query,
    schema: auditPageSchema,
    ...(signal ? { signal } : {}),
  });
}

/** One page of the history; the previous page stays on screen while the next one loads. */
export function useAuditPage(query: AuditQuery) {
  return useQuery({
    queryKey: ['audit-events', query],
    queryFn: ({ signal }) => fetchAuditPage(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** Every event the filter matches, its pages gathered (spec §7): for the CSV export. */
export async function fetchAllAuditEvents(query: AuditQuery): Promise<AuditEvent[]> {
  const events: AuditEvent[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await fetchAuditPage({ ...query, page, per_page: MAX_PER_PAGE });
    events.push(...answer.data);
    if (page >= answer.meta.last_page) return events;
  }
}

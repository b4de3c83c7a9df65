import { LIVE_TOPICS, lastUpdateSchema, type LastUpdate } from '@barnboard/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';
import { api } from '../api/client';
import { liveMeta } from '../live/live-meta';

/** Spec §9: the last-update indicator asks again every 10 minutes. */
export const LAST_UPDATE_REFRESH_MS = 600_000;

export const lastUpdateKey = (siteId: string) => ['last-update', siteId] as const;

export function fetchLastUpdate(siteId: string, signal?: AbortSignal): Promise<LastUpdate> {
  return api.request(`/api/sites/${encodeURIComponent(siteId)}/last-update`, {
    schema: lastUpdateSchema,
    ...(signal ? { signal } : {}),
  });
}

/**
 * When the site's data last changed (spec §4), refreshed every 10 minutes: one query per site
 * that the top bar, the side menu and every tile of the site share. Null until known, or when
 * the site has no data yet.
 */
export function useSiteLastUpdate(siteId: string | undefined): Date | null {
  const query = useQuery({
    queryKey: lastUpdateKey(siteId ?? ''),
    // A refusal shows no time rather than an error toast every 10 minutes: the indicator is a
    // hint, and the pages say themselves when their data cannot load.
    queryFn: ({ signal }) =>
      fetchLastUpdate(siteId ?? '', signal).catch((error: unknown) => {
        if (error instanceof ApiError) return null;
        throw error;
      }),
    enabled: siteId !== undefined,
    // Any change the live stream announces is new data of the site.
    meta: liveMeta(LIVE_TOPICS, siteId),
    refetchInterval: LAST_UPDATE_REFRESH_MS,
    staleTime: LAST_UPDATE_REFRESH_MS,
  });
  const at = query.data?.at;
  return at ? new Date(at) : null;
}

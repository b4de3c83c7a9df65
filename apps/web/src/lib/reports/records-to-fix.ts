import { recordsToFixSchema, type RecordsToFix, type TileKey } from '@barnboard/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';
import { api } from '../api/client';
import { signalOption, sitePath } from '../api/site-path';

/**
 * The site's records to fix (docs/action-lists.md): the list's screen and every herd report's
 * warning badge read one query per site. A records import changes them: it invalidates the key.
 */
export const recordsToFixKey = (siteId: string) => ['records-to-fix', siteId] as const;

/** Asked again at most this often while reports are shown (the checks change with imports). */
const RECORDS_TO_FIX_STALE_MS = 60_000;

export function getRecordsToFix(siteId: string, signal?: AbortSignal): Promise<RecordsToFix> {
  return api.request(sitePath(siteId, 'records-to-fix'), {
    schema: recordsToFixSchema,
    ...signalOption(signal),
  });
}

/** How many of the site's records to fix bias a report; 0 while unknown or refused. */
export function useRecordsToFixCount(siteId: string, tileKey: TileKey, enabled: boolean): number {
  const query = useQuery({
    queryKey: recordsToFixKey(siteId),
    // A badge is a hint: a refusal or a failure shows none rather than an error.
    queryFn: ({ signal }) =>
      getRecordsToFix(siteId, signal).catch((error: unknown) => {
        if (error instanceof ApiError) return null;
        throw error;
      }),
    enabled,
    staleTime: RECORDS_TO_FIX_STALE_MS,
  });
  return query.data?.records.filter((record) => record.reports.includes(tileKey)).length ?? 0;
}

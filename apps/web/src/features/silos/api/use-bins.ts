import { useQuery } from '@tanstack/react-query';
import { binsKey, fetchAllBins } from '../../../lib/bins/bins-api';
import { liveMeta } from '../../../lib/live/live-meta';
import { useLivePolling } from '../../../lib/live/live-status';

/** Without a live stream, the page looks for new readings this often. */
export const BINS_REFRESH_MS = 30_000;

/**
 * Every site's bins, fetched again when the live stream announces a reading (docs/live.md), when
 * the window gets the focus back, and every BINS_REFRESH_MS while no stream is open.
 */
export function useBins() {
  return useQuery({
    queryKey: binsKey,
    queryFn: ({ signal }) => fetchAllBins(signal),
    meta: liveMeta(['bins']),
    refetchInterval: useLivePolling(BINS_REFRESH_MS),
    refetchOnWindowFocus: true,
  });
}

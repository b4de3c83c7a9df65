import { useQuery } from '@tanstack/react-query';
import { binsKey, fetchAllBins } from '../../../lib/bins/bins-api';

/** New readings arrive every few minutes; the page looks for them this often. */
export const BINS_REFRESH_MS = 30_000;

/** The bins list, refetched on its own and when the window gets the focus back. */
export function useBins() {
  return useQuery({
    queryKey: binsKey,
    queryFn: ({ signal }) => fetchAllBins(signal),
    refetchInterval: BINS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

import { useQuery } from '@tanstack/react-query';
import { fetchSiteDictionary, siteDictionaryKey } from './bins-api';

/** The dictionary of a site (the bin form's content picker), refetched when the window is back. */
export function useSiteDictionary(siteId: string | null) {
  return useQuery({
    queryKey: siteDictionaryKey(siteId ?? ''),
    queryFn: ({ signal }) => fetchSiteDictionary(siteId!, signal),
    enabled: siteId !== null,
  });
}

import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { notifyHttpError } from './notify-error';

/** One cache for the app; logout clears it so no data of one user leaks to the next. */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: notifyHttpError }),
  mutationCache: new MutationCache({ onError: notifyHttpError }),
  defaultOptions: {
    // Spec §9: cached reads live 10 seconds.
    queries: { staleTime: 10_000, retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

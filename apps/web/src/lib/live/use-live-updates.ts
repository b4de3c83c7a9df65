import type { LiveChange } from '@barnboard/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../api/client';
import { keepLiveStream } from './live-connection';
import { invalidateAllLive, invalidateChanged } from './live-meta';
import { setLiveStatus } from './live-status';

/**
 * Changes of one burst (a network server's batch of uplinks, a round of the demo) are gathered
 * this long, so each query is fetched again once rather than once per change.
 */
const GATHER_MS = 250;

/**
 * The signed-in page's one live stream (GET /api/live, docs/live.md): each change it announces
 * makes the queries that show it (their `meta.live`, liveMeta) fetch again.
 */
export function useLiveUpdates(): void {
  const client = useQueryClient();
  useEffect(() => {
    const gathered = new Map<string, LiveChange>();
    let timer: ReturnType<typeof setTimeout> | null = null;
    const flush = () => {
      timer = null;
      for (const change of gathered.values()) void invalidateChanged(client, change);
      gathered.clear();
    };
    const stop = keepLiveStream(
      (signal) => api.stream('/api/live', { accept: 'text/event-stream', signal }),
      {
        change(change) {
          gathered.set(`${change.topic} ${change.site}`, change);
          timer ??= setTimeout(flush, GATHER_MS);
        },
        resync: () => void invalidateAllLive(client),
        status: setLiveStatus,
      },
    );
    return () => {
      stop();
      if (timer !== null) clearTimeout(timer);
    };
  }, [client]);
}

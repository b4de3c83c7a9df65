import { useSyncExternalStore } from 'react';
import type { LiveStatus } from './live-connection';

/** The page's live stream state, for the queries that poll only while it is not open. */
let status: LiveStatus = 'down';
const listeners = new Set<() => void>();

export function setLiveStatus(next: LiveStatus): void {
  if (next === status) return;
  status = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribe, () => status);
}

/**
 * A query's refetchInterval: none while the live stream is open (the stream says when to fetch
 * again), `pollMs` otherwise, the fallback when no stream can be kept.
 */
export function useLivePolling(pollMs: number): number | false {
  return useLiveStatus() === 'open' ? false : pollMs;
}

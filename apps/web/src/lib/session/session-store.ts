import { useSyncExternalStore } from 'react';
import type { Membership, Site, User } from '@barnboard/domain';

export type SessionData = { user: User; memberships: Membership[]; sites: Site[] };

export type SessionState = {
  status: 'idle' | 'loading' | 'ready' | 'error';
  data: SessionData | null;
  currentSiteId: string | null;
};

const initialState: SessionState = { status: 'idle', data: null, currentSiteId: null };

let state = initialState;
const listeners = new Set<() => void>();

export function getSessionState(): SessionState {
  return state;
}

export function setSessionState(update: (current: SessionState) => SessionState): void {
  state = update(state);
  for (const listener of listeners) listener();
}

/** Changes the signed-in session's data; with no session there is nothing to change. */
export function updateSessionData(update: (data: SessionData) => Partial<SessionData>): void {
  setSessionState((current) =>
    current.data ? { ...current, data: { ...current.data, ...update(current.data) } } : current,
  );
}

export function resetSessionState(): void {
  setSessionState(() => initialState);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSessionState, getSessionState);
}

export function useCurrentSite(): Site | null {
  const { data, currentSiteId } = useSession();
  return data?.sites.find((site) => site.id === currentSiteId) ?? null;
}

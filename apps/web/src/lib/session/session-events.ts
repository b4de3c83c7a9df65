/**
 * Messages the login page can show after a redirect (spec §8). Shared code cannot navigate, so
 * it announces sign-outs here and the app layer turns them into navigation.
 */
export const SESSION_MESSAGES = [
  'disconnected',
  'expired',
  'logged',
  'notConnected',
  'unauthorized',
  'noAccess',
  'networkLost',
  'mustAccept',
] as const;
export type SessionMessage = (typeof SESSION_MESSAGES)[number];

export type SessionEvent = { type: 'signOut'; message: SessionMessage };

type Listener = (event: SessionEvent) => void;
const listeners = new Set<Listener>();

export function onSessionEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitSessionEvent(event: SessionEvent): void {
  for (const listener of listeners) listener(event);
}

/** Router state carried to /logout and /login. */
export type SessionNavigationState = { message?: SessionMessage };

export function readSessionMessage(state: unknown): SessionMessage | null {
  if (typeof state !== 'object' || state === null || !('message' in state)) return null;
  const { message } = state;
  return SESSION_MESSAGES.find((known) => known === message) ?? null;
}

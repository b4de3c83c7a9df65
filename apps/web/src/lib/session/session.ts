import type { Site, User } from '@barnboard/domain';
import { storageKeys } from '../../config/storage-keys';
import { ApiError, SessionExpiredError } from '../api/api-error';
import type { ApiClient } from '../api/api-client';
import { api } from '../api/client';
import { revokeSession } from '../api/identity';
import { queryClient } from '../query-client';
import { sessionRemainingMs, isSessionExpired } from './session-age';
import { fetchAllSites, fetchMemberships, fetchUser, patchUser } from './session-api';
import { emitSessionEvent } from './session-events';
import { mergePreferences, restoreCurrentSiteId, siteChangePreferences } from './preferences';
import {
  getSessionState,
  resetSessionState,
  setSessionState,
  updateSessionData,
  type SessionData,
} from './session-store';
import { tokenStore, type Tokens } from './token-store';

export type SessionStatus = 'none' | 'expired' | 'active';

/** Whether stored tokens exist and are within the 8-hour limit. */
export function sessionStatus(now = Date.now()): SessionStatus {
  if (!tokenStore.getAccessToken()) return 'none';
  return isSessionExpired(tokenStore.getSetupAt(), now) ? 'expired' : 'active';
}

// Bumped on every sign-out so a load that finishes afterwards cannot revive the old session.
let generation = 0;
let loading: Promise<SessionData> | null = null;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

function roleHint(): string | null {
  return window.localStorage.getItem(storageKeys.roleHint);
}

/**
 * User, memberships and sites in three concurrent requests. The sites endpoint depends on the
 * role, so it is guessed from the last session and fetched again only if the guess was wrong.
 */
export async function fetchSessionData(
  client: ApiClient,
  guessedRole: string | null,
): Promise<SessionData> {
  const guessedStaff = guessedRole === 'staff';
  // Integrators have no memberships or sites (spec §6): an integrator's session asks for neither
  // (a wrong guess costs the others one more round trip).
  if (guessedRole === 'integrator') {
    const user = await fetchUser(client);
    if (user.role === 'integrator') return { user, memberships: [], sites: [] };
    const [memberships, sites] = await Promise.all([
      fetchMemberships(client),
      fetchAllSites(client, user.role === 'staff'),
    ]);
    return { user, memberships, sites };
  }
  const [user, memberships, sites] = await Promise.allSettled([
    fetchUser(client),
    fetchMemberships(client),
    fetchAllSites(client, guessedStaff),
  ]);
  if (user.status === 'rejected') throw user.reason;
  if (user.value.role === 'integrator') return { user: user.value, memberships: [], sites: [] };
  if (memberships.status === 'rejected') throw memberships.reason;
  const isStaff = user.value.role === 'staff';
  let siteList: Site[];
  if (isStaff !== guessedStaff) siteList = await fetchAllSites(client, isStaff);
  else if (sites.status === 'rejected') throw sites.reason;
  else siteList = sites.value;
  return { user: user.value, memberships: memberships.value, sites: siteList };
}

function armExpiryTimer(): void {
  clearTimeout(expiryTimer);
  const remaining = sessionRemainingMs(tokenStore.getSetupAt(), Date.now());
  expiryTimer = setTimeout(
    () => emitSessionEvent({ type: 'signOut', message: 'expired' }),
    Math.max(remaining, 0),
  );
}

/** Loads the session once; concurrent callers share the same load. */
export function loadSession(client: ApiClient = api): Promise<SessionData> {
  const current = getSessionState();
  if (current.status === 'ready' && current.data) return Promise.resolve(current.data);
  if (loading) return loading;
  const startedIn = generation;
  setSessionState((state) => ({ ...state, status: 'loading' }));
  loading = fetchSessionData(client, roleHint())
    .then((data) => {
      if (startedIn !== generation) throw new SessionExpiredError();
      window.localStorage.setItem(storageKeys.roleHint, data.user.role);
      setSessionState(() => ({
        status: 'ready',
        data,
        currentSiteId: restoreCurrentSiteId(data.user, data.memberships, data.sites, new Date()),
      }));
      armExpiryTimer();
      return data;
    })
    .catch((error: unknown) => {
      if (startedIn === generation) setSessionState((state) => ({ ...state, status: 'error' }));
      throw error;
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}

/** Stores fresh tokens from a sign-in; the 8-hour clock starts now. */
export function startSession(tokens: Tokens): void {
  generation += 1;
  resetSessionState();
  tokenStore.startSession(tokens, Date.now());
}

/** Clears tokens, storage, timers, cached queries and state (spec §4 logout). */
export function endSession(): void {
  generation += 1;
  clearTimeout(expiryTimer);
  loading = null;
  const refreshToken = tokenStore.getRefreshToken();
  if (refreshToken) revokeSession(refreshToken);
  // Keep the language and theme so the login page does not flip after a sign-out, and the role
  // hint, so the next sign-in on this browser loads what that role needs (an integrator: no sites).
  const kept = [storageKeys.language, storageKeys.colorScheme, storageKeys.roleHint].map(
    (key) => [key, window.localStorage.getItem(key)] as const,
  );
  tokenStore.clear();
  window.localStorage.clear();
  for (const [key, value] of kept) if (value !== null) window.localStorage.setItem(key, value);
  queryClient.clear();
  resetSessionState();
}

/** The signed-in user as the server now answers it (a profile save): every screen shows it. */
export function replaceSessionUser(user: User): void {
  updateSessionData(() => ({ user }));
}

/** A 401 on user load or preference save ends the session (spec §4). */
function signOutOnUnauthorized(error: unknown): void {
  if (
    error instanceof ApiError &&
    error.status === 401 &&
    !(error instanceof SessionExpiredError)
  ) {
    emitSessionEvent({ type: 'signOut', message: 'unauthorized' });
  }
}

/** Saves preference changes: PATCH /api/user with the whole prefs string; the answer replaces the user. */
export async function savePreferences(
  changes: Record<string, unknown>,
  client: ApiClient = api,
): Promise<User> {
  const data = getSessionState().data;
  if (!data) throw new Error('No session');
  try {
    const user = await patchUser(client, { prefs: mergePreferences(data.user.prefs, changes) });
    replaceSessionUser(user);
    return user;
  } catch (error) {
    signOutOnUnauthorized(error);
    throw error;
  }
}

export async function acceptAgreements(client: ApiClient = api): Promise<SessionData> {
  const user = await patchUser(client, { agreed_terms_policy: true });
  replaceSessionUser(user);
  const data = getSessionState().data;
  if (!data) throw new Error('No session');
  return data;
}

/** Switches the current site and remembers it (spec §4). */
export async function selectSite(siteId: string, client: ApiClient = api): Promise<void> {
  const data = getSessionState().data;
  if (!data) return;
  setSessionState((state) => ({ ...state, currentSiteId: siteId }));
  await savePreferences(siteChangePreferences(data.user, siteId), client);
}

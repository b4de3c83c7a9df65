import type { Membership, Site, User, UserPatch } from '@barnboard/domain';
import { getSessionState, setSessionState } from '../lib/session/session-store';
import { makeMembership, makeSite, makeTenant, makeUser } from './fixtures';

export type SessionOptions = {
  userPrefs?: Record<string, unknown>;
  sitePrefs?: Record<string, unknown>;
  role?: Membership['role'];
  accessType?: Membership['access_type'];
  siteAccess?: Site['access'];
};

/**
 * A ready session on one site (every area by default) for tests of pages and hooks that read the
 * session store. Answers the user and the current site.
 */
export function startTestSession(options: SessionOptions = {}): { user: User; site: Site } {
  const tenant = makeTenant('Ferme du Bocage', true);
  const site = makeSite('Maternité Saint-Hyacinthe', tenant, {
    access: options.siteAccess ?? 'all',
    preferences: JSON.stringify(options.sitePrefs ?? {}),
  });
  const user = makeUser({ prefs: JSON.stringify(options.userPrefs ?? {}) });
  const membership = makeMembership(tenant, {
    role: options.role ?? 'manager',
    ...(options.accessType ? { access_type: options.accessType } : {}),
  });
  setSessionState(() => ({
    status: 'ready',
    currentSiteId: site.id,
    data: { user, memberships: [membership], sites: [site] },
  }));
  return { user, site };
}

/** Stands in for PATCH /api/user: the server stores the prefs sent and answers the user. */
export function echoPatchUser(_client: unknown, patch: UserPatch): Promise<User> {
  const user = getSessionState().data!.user;
  return Promise.resolve({ ...user, ...patch });
}

/** The user prefs currently in the session store, parsed. */
export function sessionPrefs(): Record<string, unknown> {
  return JSON.parse(getSessionState().data!.user.prefs) as Record<string, unknown>;
}

import { mergePreferences } from './preferences';
import { savePreferences } from './session';
import { getSessionState, updateSessionData } from './session-store';

type Changes = Record<string, unknown>;

/** Changes shown but not yet confirmed by the server, oldest first. */
const pending: Changes[] = [];
let queue: Promise<unknown> = Promise.resolve();

function showPrefs(prefsOf: (current: string) => string): void {
  updateSessionData(({ user }) => ({ user: { ...user, prefs: prefsOf(user.prefs) } }));
}

/** A server answer replaces the user; changes still on their way must stay visible on top. */
function showPending(): void {
  showPrefs((prefs) => pending.reduce(mergePreferences, prefs));
}

/**
 * Shows preference changes at once, then saves them. A drag or a toggle must not wait for the
 * server to show its result (a dropped tile would jump back until the answer). Saves run one
 * after another, so an older answer never lands after a newer change; a failed save puts back
 * the values the changed keys had before.
 */
export function savePreferencesOptimistically(changes: Changes): Promise<void> {
  const user = getSessionState().data?.user;
  if (!user) return Promise.reject(new Error('No session'));
  // The stored prefs as an object (mergePreferences reads unreadable JSON as empty).
  const before = JSON.parse(mergePreferences(user.prefs, {})) as Record<string, unknown>;
  const previous = Object.fromEntries(Object.keys(changes).map((key) => [key, before[key]]));
  pending.push(changes);
  showPending();
  const save = queue.then(() => savePreferences(changes));
  queue = save.catch(() => undefined);
  const settle = () => {
    pending.splice(pending.indexOf(changes), 1);
  };
  return save.then(
    () => {
      settle();
      showPending();
    },
    (error: unknown) => {
      settle();
      showPrefs((prefs) => mergePreferences(prefs, previous));
      showPending();
      throw error;
    },
  );
}

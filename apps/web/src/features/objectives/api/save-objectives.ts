import { siteSchema, type ObjectivesPreference } from '@barnboard/domain';
import { api } from '../../../lib/api/client';
import { savePreferencesOptimistically } from '../../../lib/session/optimistic-preferences';
import { mergePreferences } from '../../../lib/session/preferences';
import { getSessionState, updateSessionData } from '../../../lib/session/session-store';

/** The user's own objectives (prefs `objectives`). */
export function saveUserObjectives(objectives: ObjectivesPreference): Promise<void> {
  return savePreferencesOptimistically({ objectives });
}

/**
 * The site's objectives (managers only): PATCH /api/sites/{id} with the site's whole preferences,
 * key `objectives` replaced, the others sent back as stored. The answer's preferences replace
 * the session's copy, so tiles coloured by the site's objectives change at once.
 */
export async function saveSiteObjectives(
  siteId: string,
  objectives: ObjectivesPreference,
): Promise<void> {
  const site = getSessionState().data?.sites.find((candidate) => candidate.id === siteId);
  if (!site) throw new Error(`Unknown site ${siteId}`);
  const saved = await api.request(`/api/sites/${siteId}`, {
    method: 'PATCH',
    body: { prefs: mergePreferences(site.preferences, { objectives }) },
    schema: siteSchema,
  });
  updateSessionData(({ sites }) => ({
    sites: sites.map((candidate) =>
      candidate.id === siteId ? { ...candidate, preferences: saved.preferences } : candidate,
    ),
  }));
}

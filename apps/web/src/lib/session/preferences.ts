import { parsePreferences, type Site, type User } from '@barnboard/domain';

/**
 * Merges changes into the stored prefs JSON. Starts from the raw object rather than the parsed
 * one so that keys this version does not know (or cannot parse) are sent back untouched.
 */
export function mergePreferences(prefsJson: string, changes: Record<string, unknown>): string {
  let raw: unknown = {};
  try {
    raw = JSON.parse(prefsJson || '{}');
  } catch {
    raw = {};
  }
  const base = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? raw : {};
  return JSON.stringify({ ...base, ...changes });
}

/** Current site on load (spec §4): the last visited one, else the first, else none. */
export function restoreCurrentSiteId(user: User, sites: Site[]): string | null {
  const { lastSiteVisited } = parsePreferences(user.prefs);
  if (lastSiteVisited && sites.some((site) => site.id === lastSiteVisited)) return lastSiteVisited;
  return sites[0]?.id ?? null;
}

/** Preference changes for a site switch: remember it and add it to the comparison group. */
export function siteChangePreferences(user: User, siteId: string): Record<string, unknown> {
  const group = parsePreferences(user.prefs).comparisonGroup ?? [];
  return {
    lastSiteVisited: siteId,
    comparisonGroup: group.includes(siteId) ? group : [...group, siteId],
  };
}

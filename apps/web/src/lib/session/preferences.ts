import {
  parsePreferences,
  areasShowingData,
  type Membership,
  type Site,
  type User,
} from '@barnboard/domain';

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

/**
 * Current site on load (spec §4): the last visited one; else the one where the most of the user's
 * areas hold data (the first of equals), so a first visit opens on the farm's data rather than
 * on an empty site; else none.
 */
export function restoreCurrentSiteId(
  user: User,
  memberships: Membership[],
  sites: Site[],
  now: Date,
): string | null {
  const { lastSiteVisited } = parsePreferences(user.prefs);
  if (lastSiteVisited && sites.some((site) => site.id === lastSiteVisited)) return lastSiteVisited;
  const subject = { role: user.role, memberships };
  let best: { id: string; areas: number } | null = null;
  for (const site of sites) {
    const areas = areasShowingData(subject, site, now);
    if (!best || areas > best.areas) best = { id: site.id, areas };
  }
  return best?.id ?? null;
}

/** Preference changes for a site switch: remember it and add it to the comparison group. */
export function siteChangePreferences(user: User, siteId: string): Record<string, unknown> {
  const group = parsePreferences(user.prefs).comparisonGroup ?? [];
  return {
    lastSiteVisited: siteId,
    comparisonGroup: group.includes(siteId) ? group : [...group, siteId],
  };
}

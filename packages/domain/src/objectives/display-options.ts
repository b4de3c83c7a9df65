import { COLORS_DISPLAY, type ColorsDisplay, type ColourOptions } from './colour-state.js';

/**
 * How tiles colour values, from the general preferences colorsDisplay (all, red, none; default
 * all) and gradientOrNo (true: gradients; false: pure zone colours; default true). A value of
 * another shape falls back to the default rather than hiding every colour.
 */
export function colourOptions(prefs: {
  colorsDisplay?: unknown;
  gradientOrNo?: unknown;
}): ColourOptions {
  const display = COLORS_DISPLAY.find((choice) => choice === prefs.colorsDisplay);
  return {
    colorsDisplay: display ?? ('all' satisfies ColorsDisplay),
    gradient: typeof prefs.gradientOrNo === 'boolean' ? prefs.gradientOrNo : true,
  };
}

export type GoalsSource = 'sites' | 'users';

/**
 * The goals toggle of the top bar (spec §4), saved in typeObjectives as 'on' or 'off'. Our
 * reading: 'on', the default (spec §9), shows the site's objectives, so every member sees the
 * farm's goals until they switch to their own; 'off' shows the user's objectives.
 */
export function goalsSource(typeObjectives: unknown): GoalsSource {
  return typeObjectives === 'off' ? 'users' : 'sites';
}

export function typeObjectivesValue(source: GoalsSource): 'on' | 'off' {
  return source === 'users' ? 'off' : 'on';
}

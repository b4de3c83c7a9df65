import {
  colourState,
  outsideBiology,
  resolveObjective,
  type ColourOptions,
  type ColourState,
  type GoalsSource,
  type Objective,
} from '@barnboard/domain';
import { useCallback, useMemo } from 'react';
import { useCurrentSite, useSession } from '../session/session-store';
import { objectiveSettings, type ObjectiveSettings } from './objective-settings';

function useObjectiveSettings(): ObjectiveSettings {
  const userPrefs = useSession().data?.user.prefs ?? '{}';
  const sitePrefs = useCurrentSite()?.preferences ?? null;
  return useMemo(() => objectiveSettings(userPrefs, sitePrefs), [userPrefs, sitePrefs]);
}

/** Which objectives colour the tiles: the site's or the user's (the top bar's goals toggle). */
export function useObjectivesSource(): GoalsSource {
  return useObjectiveSettings().source;
}

/** How the user wants values coloured (colorsDisplay, gradientOrNo). */
export function useColourOptions(): ColourOptions {
  return useObjectiveSettings().options;
}

/**
 * The colour state of a metric's value under the objective in force (stored, else the
 * metric's default); none for a value beyond the biology bounds (docs/kpis.md). Reads the session store, so a change of toggle, site or objective
 * recolours every tile at once.
 */
export function useObjectiveColour(): (metric: string, value: number | null) => ColourState {
  const { objectives, options } = useObjectiveSettings();
  return useCallback(
    (metric: string, value: number | null) =>
      // A figure no herd reaches is not a result to judge (check-records.tsx says why).
      outsideBiology(metric, value)
        ? 'black-black'
        : colourState(value, resolveObjective(metric, objectives), options),
    [objectives, options],
  );
}

/** The objective in force for a metric (stored, else the metric's default): a grid's target. */
export function useObjectiveOf(): (metric: string) => Objective {
  const { objectives } = useObjectiveSettings();
  return useCallback((metric: string) => resolveObjective(metric, objectives), [objectives]);
}

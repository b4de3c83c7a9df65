import { typeObjectivesValue, type GoalsSource } from '@barnboard/domain';
import { savePreferencesOptimistically } from '../session/optimistic-preferences';

/** Saves the goals toggle (spec §4); tiles recolour before the server answers. */
export function saveGoalsSource(source: GoalsSource): Promise<void> {
  return savePreferencesOptimistically({ typeObjectives: typeObjectivesValue(source) });
}

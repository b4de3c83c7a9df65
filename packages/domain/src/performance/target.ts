import type { Objective } from '../objectives/objective.js';

/**
 * What a row's target column shows (docs/performance.md): the value the farm aims at under its
 * objective, and the side it reads from. The ideal (t3) when the objective names one, else the
 * edge of the green band its type cares about: at least t2 (higher), at most t4 (lower), the
 * middle of t2–t4 (target). No target without an objective.
 */
export type RowTarget =
  | { value: number; reads: 'at_least' | 'at_most' }
  | { value: number; reads: 'between'; low: number; high: number };

export function objectiveTarget(objective: Objective): RowTarget | null {
  const [, low, ideal, high] = objective.thresholds;
  switch (objective.type) {
    case 'higher':
      return low === null ? null : { value: ideal ?? low, reads: 'at_least' };
    case 'lower':
      return high === null ? null : { value: ideal ?? high, reads: 'at_most' };
    case 'target':
      return low === null || high === null
        ? null
        : { value: ideal ?? (low + high) / 2, reads: 'between', low, high };
    case 'none':
      return null;
  }
}

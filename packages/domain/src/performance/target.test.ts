import { describe, expect, it } from 'vitest';
import { KPI_OBJECTIVE_DEFAULTS } from '../objectives/defaults.js';
import { NO_OBJECTIVE } from '../objectives/objective.js';
import { objectiveTarget } from './target.js';

describe('a row’s target', () => {
  it('reads the ideal when the objective names one, from the side its type cares about', () => {
    expect(objectiveTarget(KPI_OBJECTIVE_DEFAULTS.born_alive.objective)).toEqual({
      value: 13.6,
      reads: 'at_least',
    });
    expect(objectiveTarget(KPI_OBJECTIVE_DEFAULTS.wsi.objective)).toEqual({
      value: 6.9,
      reads: 'at_most',
    });
    expect(objectiveTarget(KPI_OBJECTIVE_DEFAULTS.wean_age.objective)).toEqual({
      value: 21.5,
      reads: 'between',
      low: 19.5,
      high: 22.5,
    });
  });

  it('falls back on the green band’s edge, or its middle, without an ideal', () => {
    expect(objectiveTarget(KPI_OBJECTIVE_DEFAULTS.pc_mortality.objective)).toEqual({
      value: 0.12,
      reads: 'at_most',
    });
    expect(objectiveTarget(KPI_OBJECTIVE_DEFAULTS.replacement_rate.objective)).toEqual({
      value: 0.55,
      reads: 'between',
      low: 0.5,
      high: 0.6,
    });
    expect(
      objectiveTarget({ type: 'higher', thresholds: [0.8, 0.86, null, 0.9, null], fade: 0 }),
    ).toEqual({ value: 0.86, reads: 'at_least' });
  });

  it('has no target without an objective', () => {
    expect(objectiveTarget(NO_OBJECTIVE)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { KPI_KEYS } from '../kpi/catalogue.js';
import {
  FEEDING_OBJECTIVE_DEFAULTS,
  isObjectiveKey,
  isPercentMetric,
  KPI_OBJECTIVE_DEFAULTS,
  OBJECTIVE_DEFAULTS,
  OBJECTIVE_KEYS,
  resolveObjective,
} from './defaults.js';
import { NO_OBJECTIVE, objectiveSchema, type Objective } from './objective.js';

describe('OBJECTIVE_DEFAULTS', () => {
  it.each(OBJECTIVE_KEYS)('%s has a valid default', (key) => {
    const { objective } = OBJECTIVE_DEFAULTS[key];
    expect(objectiveSchema.parse(objective)).toEqual(objective);
  });

  it('holds every KPI and feeding default, the KPI ones under KPI keys', () => {
    for (const key of Object.keys(KPI_OBJECTIVE_DEFAULTS)) expect(KPI_KEYS).toContain(key);
    expect(OBJECTIVE_KEYS).toEqual([
      ...Object.keys(KPI_OBJECTIVE_DEFAULTS),
      ...Object.keys(FEEDING_OBJECTIVE_DEFAULTS),
    ]);
  });

  it.each([
    ['ges_fed_rate', 'higher', [0.9, 0.95, 0.98, 1, null]],
    ['ges_feed_rate', 'target', [0.85, 0.95, 1, 1.05, 1.15]],
    ['lac_feed_rate', 'target', [0.8, 0.9, 1, 1.1, 1.2]],
  ] as const)('feeding figure %s is a percent, %s objective', (key, type, thresholds) => {
    expect(isPercentMetric(key)).toBe(true);
    expect(OBJECTIVE_DEFAULTS[key].objective).toMatchObject({ type, thresholds });
  });

  it.each([
    ['far_rate', 'higher', [0.8, 0.86, 0.88, 0.9, null]],
    ['pc_culling', 'target', [0.25, 0.3, 0.35, 0.4, 0.45]],
    ['parity', 'target', [4.2, 5.5, 6, 6.5, 7.8]],
    ['wean_age', 'target', [19, 19.5, 21.5, 22.5, 25]],
    ['ges_length', 'target', [113, 114, 114.5, 115.5, 117]],
  ] as const)('%s holds the spec §9 example (%s)', (key, type, thresholds) => {
    expect(OBJECTIVE_DEFAULTS[key].objective).toMatchObject({ type, thresholds });
  });

  it('gives no objective to counts and inventories', () => {
    for (const key of ['services', 'litters', 'weaned', 'avg_females', 'avg_mated_females']) {
      expect(isObjectiveKey(key)).toBe(false);
    }
  });
});

describe('isPercentMetric', () => {
  it.each([
    ['far_rate', true],
    ['pre_wean_mortality', true],
    ['pc_culling', true],
    ['parity', false],
    ['pw_mf_year', false],
    ['services', false],
    ['toString', false],
  ])('%s → %s', (key, percent) => {
    expect(isPercentMetric(key)).toBe(percent);
  });
});

describe('resolveObjective', () => {
  const own: Objective = { type: 'lower', thresholds: [null, 1, 2, 3, 4], fade: 0 };

  it('prefers the stored objective, then the default, then none', () => {
    expect(resolveObjective('far_rate', { far_rate: own })).toBe(own);
    expect(resolveObjective('far_rate', { wsi: own })).toBe(OBJECTIVE_DEFAULTS.far_rate.objective);
    expect(resolveObjective('far_rate', undefined)).toBe(OBJECTIVE_DEFAULTS.far_rate.objective);
    expect(resolveObjective('services', undefined)).toBe(NO_OBJECTIVE);
    expect(resolveObjective('herd_custom', { herd_custom: own })).toBe(own);
  });

  it('a stored type none switches a default off', () => {
    expect(resolveObjective('far_rate', { far_rate: NO_OBJECTIVE })).toBe(NO_OBJECTIVE);
  });

  it('does not read inherited properties as objectives', () => {
    expect(resolveObjective('constructor', {})).toBe(NO_OBJECTIVE);
  });
});

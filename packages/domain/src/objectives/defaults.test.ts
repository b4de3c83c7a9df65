import { describe, expect, it } from 'vitest';
import { KPI_KEYS } from '../kpi/catalogue.js';
import {
  FEEDING_OBJECTIVE_DEFAULTS,
  isObjectiveKey,
  isPercentMetric,
  KPI_OBJECTIVE_DEFAULTS,
  OBJECTIVE_DEFAULTS,
  OBJECTIVE_KEYS,
  REPORT_FIGURE_OBJECTIVE_DEFAULTS,
  resolveObjective,
} from './defaults.js';
import { colourState } from './colour-state.js';
import { NO_OBJECTIVE, objectiveSchema, type Objective } from './objective.js';

const DISPLAY = { colorsDisplay: 'all', gradient: true } as const;

describe('OBJECTIVE_DEFAULTS', () => {
  it.each(OBJECTIVE_KEYS)('%s has a valid default', (key) => {
    const { objective } = OBJECTIVE_DEFAULTS[key];
    expect(objectiveSchema.parse(objective)).toEqual(objective);
  });

  it("holds every KPI, feeding and report figure's default, the KPI ones under KPI keys", () => {
    for (const key of Object.keys(KPI_OBJECTIVE_DEFAULTS)) expect(KPI_KEYS).toContain(key);
    for (const key of Object.keys(REPORT_FIGURE_OBJECTIVE_DEFAULTS)) {
      expect(KPI_KEYS).not.toContain(key);
    }
    expect(OBJECTIVE_KEYS).toEqual([
      ...Object.keys(KPI_OBJECTIVE_DEFAULTS),
      ...Object.keys(FEEDING_OBJECTIVE_DEFAULTS),
      ...Object.keys(REPORT_FIGURE_OBJECTIVE_DEFAULTS),
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
    ['wean_age', 'target', [19, 19.5, 21.5, 22.5, 25]],
    ['ges_length', 'target', [113, 114, 114.5, 115.5, 117]],
    // The spec's "parity" example is a parity at culling (kpi-definitions.md v2).
    ['cull_parity', 'target', [4.2, 5.5, 6, 6.5, 7.8]],
  ] as const)('%s holds the spec §9 example (%s)', (key, type, thresholds) => {
    expect(OBJECTIVE_DEFAULTS[key].objective).toMatchObject({ type, thresholds });
  });

  it('gives mean herd parity the contract’s own target, so a healthy herd shows green', () => {
    expect(OBJECTIVE_DEFAULTS.parity.objective).toMatchObject({
      type: 'target',
      thresholds: [2, 2.5, 3, 3.5, 4.5],
    });
    // SMS farms average 2.7, PIC aims at 3.5: both in the green band.
    for (const healthy of [2.7, 3.5]) {
      expect(colourState(healthy, OBJECTIVE_DEFAULTS.parity.objective, DISPLAY)).toMatch(/^green/);
    }
  });

  it.each([
    ['adj_far_rate', 'higher', [0.8, 0.86, 0.88, 0.9, null]], // as far_rate
    ['removal_rate', 'target', [0.4, 0.5, null, 0.6, 0.7]], // as replacement_rate
    ['pc_litters_lt7', 'lower', [null, 0.02, null, 0.05, 0.08]],
    ['pc_weaned_lt17d', 'lower', [null, 0, null, 0.02, 0.05]],
  ] as const)('version 2 key %s has a %s objective', (key, type, thresholds) => {
    expect(isPercentMetric(key)).toBe(true);
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

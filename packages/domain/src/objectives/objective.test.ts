import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FADE,
  objectiveSchema,
  objectivesPreferenceSchema,
  readObjectivesPreference,
  thresholdIssues,
  type ObjectiveType,
  type Thresholds,
} from './objective.js';

describe('thresholdIssues', () => {
  const cases: [ObjectiveType, Thresholds, number[]][] = [
    ['none', [null, null, null, null, null], []],
    ['none', [9, 1, 5, 2, 0], []],
    ['higher', [80, 86, 88, 90, null], []],
    ['higher', [80, 86, null, 90, 3], []],
    ['higher', [null, 86, 88, 90, null], [0]],
    ['higher', [80, 80, 88, 90, null], [1]],
    ['higher', [80, 86, 95, 90, null], [2]],
    ['lower', [null, 10, 12, 14, 20], []],
    ['lower', [99, 10, null, 14, 20], []],
    ['lower', [null, 10, 12, 14, null], [4]],
    ['lower', [null, 10, 9, 14, 20], [2]],
    ['target', [25, 30, 35, 40, 45], []],
    ['target', [25, 30, 30, 40, 45], []],
    ['target', [25, 30, 35, 40, 40], [4]],
    ['target', [null, null, null, null, null], [0, 1, 3, 4]],
    ['target', [45, 40, 35, 30, 25], [1, 3, 4, 2]],
  ];
  it.each(cases)('%s %j → issues at %j', (type, thresholds, indexes) => {
    expect(thresholdIssues(type, thresholds).map((issue) => issue.index)).toEqual(indexes);
  });
});

describe('objectiveSchema', () => {
  it('accepts a valid objective and defaults the fade', () => {
    expect(
      objectiveSchema.parse({ type: 'target', thresholds: [113, 114, 114.5, 115.5, 117] }),
    ).toEqual({ type: 'target', thresholds: [113, 114, 114.5, 115.5, 117], fade: DEFAULT_FADE });
  });

  it.each([
    [{ type: 'better', thresholds: [1, 2, 3, 4, 5], fade: 0.5 }, ['type']],
    [{ type: 'higher', thresholds: [1, 2, 3, 4], fade: 0.5 }, ['thresholds']],
    [{ type: 'higher', thresholds: [1, 2, 3, 4, 5], fade: 1.5 }, ['fade']],
    [{ type: 'higher', thresholds: [1, 2, 3, 4, 5], fade: -0.1 }, ['fade']],
    [{ type: 'higher', thresholds: [1, 2, '3', 4, 5], fade: 0.5 }, ['thresholds', 2]],
    [{ type: 'higher', thresholds: [3, 2, 3, 4, 5], fade: 0.5 }, ['thresholds', 1]],
    [{ type: 'lower', thresholds: [1, 2, 3, 4, null], fade: 0.5 }, ['thresholds', 4]],
  ])('refuses %j at %j', (input, path) => {
    const result = objectiveSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(path);
  });
});

describe('objectives preference', () => {
  const good = { type: 'higher', thresholds: [80, 86, 88, 90, null], fade: 0.25 };
  const bad = { type: 'higher', thresholds: [90, 86, 88, 80, null], fade: 0.25 };

  it('the schema refuses the whole object over one bad entry (what a save must pass)', () => {
    expect(objectivesPreferenceSchema.safeParse({ far_rate: good }).success).toBe(true);
    expect(objectivesPreferenceSchema.safeParse({ far_rate: good, wsi: bad }).success).toBe(false);
  });

  it('reading keeps the good entries and drops the bad ones', () => {
    expect(readObjectivesPreference({ far_rate: good, wsi: bad, parity: 'x' })).toEqual({
      far_rate: good,
    });
  });

  it.each([null, undefined, 'text', 3, [good]])('reads %j as no objectives', (raw) => {
    expect(readObjectivesPreference(raw)).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { colourOptions, goalsSource, typeObjectivesValue } from './display-options.js';

describe('colourOptions', () => {
  it.each([
    [{}, { colorsDisplay: 'all', gradient: true }],
    [
      { colorsDisplay: 'red', gradientOrNo: false },
      { colorsDisplay: 'red', gradient: false },
    ],
    [
      { colorsDisplay: 'none', gradientOrNo: true },
      { colorsDisplay: 'none', gradient: true },
    ],
    [
      { colorsDisplay: 'RED', gradientOrNo: 'no' },
      { colorsDisplay: 'all', gradient: true },
    ],
  ])('%j → %j', (prefs, options) => {
    expect(colourOptions(prefs)).toEqual(options);
  });
});

describe('goals toggle', () => {
  it.each([
    ['on', 'sites'],
    [undefined, 'sites'],
    ['off', 'users'],
  ] as const)('typeObjectives %s → %s objectives, and back', (stored, source) => {
    expect(goalsSource(stored)).toBe(source);
    expect(typeObjectivesValue(source)).toBe(stored ?? 'on');
  });
});

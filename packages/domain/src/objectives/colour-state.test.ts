import { describe, expect, it } from 'vitest';
import {
  COLOUR_STATES,
  colourState,
  type ColourOptions,
  type ColourState,
} from './colour-state.js';
import { NO_OBJECTIVE, type Objective, type Thresholds } from './objective.js';

const ALL: ColourOptions = { colorsDisplay: 'all', gradient: true };
const objective = (type: Objective['type'], thresholds: Thresholds, fade = 0.5): Objective => ({
  type,
  thresholds,
  fade,
});

/*
 * Fixtures with round numbers and fade 0.5 (margins worked out in docs/objectives.md):
 * higher 80/86/88/90: red < 80 ≤ yellow < 86 ≤ green < 90 ≤ blue, green centred on the ideal 88.
 * lower 10/12/14/20: blue ≤ 10 < green ≤ 14 < yellow ≤ 20 < red, green centred on 12.
 * target 25/30/35/40/45: red < 25 ≤ yellow < 30 ≤ green ≤ 40 < yellow ≤ 45 < red.
 */
const HIGHER = objective('higher', [80, 86, 88, 90, null]);
const LOWER = objective('lower', [null, 10, 12, 14, 20]);
const TARGET = objective('target', [25, 30, 35, 40, 45]);

type Row = [value: number, state: ColourState];

const higherRows: Row[] = [
  [70, 'red-red'],
  [78.5, 'red-red'], // 1.5 from t1 = fade × yellow's half width: not under it
  [79, 'red-yellow'],
  [80, 'yellow-red'], // on t1: the better zone
  [81, 'yellow-red'],
  [81.5, 'yellow-yellow'],
  [83, 'yellow-yellow'], // yellow's centre
  [84.5, 'yellow-yellow'],
  [85, 'yellow-green'],
  [86, 'green-yellow'],
  [86.9, 'green-yellow'],
  [87, 'green-green'],
  [88, 'green-green'], // the ideal
  [89, 'green-green'],
  [89.5, 'green-blue'],
  [90, 'blue-green'],
  [90.9, 'blue-green'],
  [91, 'blue-blue'],
  [1000, 'blue-blue'],
];

const lowerRows: Row[] = [
  [-5, 'blue-blue'],
  [9, 'blue-blue'],
  [9.5, 'blue-green'],
  [10, 'blue-green'], // on t2: the better zone
  [10.5, 'green-blue'],
  [11, 'green-green'],
  [12, 'green-green'], // the ideal
  [13, 'green-green'],
  [13.5, 'green-yellow'],
  [14, 'green-yellow'],
  [15, 'yellow-green'],
  [15.5, 'yellow-yellow'],
  [17, 'yellow-yellow'],
  [19, 'yellow-red'],
  [20, 'yellow-red'],
  [21, 'red-yellow'],
  [21.5, 'red-red'],
  [30, 'red-red'],
];

const targetRows: Row[] = [
  [20, 'red-red'],
  [23.75, 'red-red'],
  [24, 'red-yellow'],
  [25, 'yellow-red'],
  [26, 'yellow-red'],
  [27.5, 'yellow-yellow'],
  [29, 'yellow-green'],
  [30, 'green-yellow'],
  [32, 'green-yellow'],
  [32.5, 'green-green'],
  [35, 'green-green'],
  [37.5, 'green-green'],
  [39, 'green-yellow'],
  [40, 'green-yellow'], // on t4: the better zone
  [41, 'yellow-green'],
  [42.5, 'yellow-yellow'],
  [44, 'yellow-red'],
  [45, 'yellow-red'],
  [46, 'red-yellow'],
  [46.25, 'red-red'],
  [50, 'red-red'],
];

describe.each([
  ['higher', HIGHER, higherRows],
  ['lower', LOWER, lowerRows],
  ['target', TARGET, targetRows],
] as const)('colourState of a %s objective', (_type, obj, rows) => {
  it.each(rows)('%d → %s', (value, state) => {
    expect(colourState(value, obj, ALL)).toBe(state);
  });

  it.each(rows)('%d without gradient → the pure colour of its zone', (value, state) => {
    const zone = state.split('-')[0];
    expect(colourState(value, obj, { colorsDisplay: 'all', gradient: false })).toBe(
      `${zone}-${zone}`,
    );
  });

  it.each(rows)('%d with colorsDisplay red → only a red zone is coloured', (value, state) => {
    const expected = state.startsWith('red-') ? state : 'black-black';
    expect(colourState(value, obj, { colorsDisplay: 'red', gradient: true })).toBe(expected);
  });

  it.each(rows)('%d with colorsDisplay none → black-black', (value) => {
    expect(colourState(value, obj, { colorsDisplay: 'none', gradient: true })).toBe('black-black');
  });

  it('gives black-black to a missing or non-finite value', () => {
    for (const value of [null, NaN, Infinity, -Infinity]) {
      expect(colourState(value, obj, ALL)).toBe('black-black');
    }
  });
});

describe('colourState, other cases', () => {
  it('reaches every one of the eleven states', () => {
    const seen = new Set<ColourState>(['black-black']);
    for (const [obj, rows] of [
      [HIGHER, higherRows],
      [LOWER, lowerRows],
      [TARGET, targetRows],
    ] as const) {
      for (const [value] of rows) seen.add(colourState(value, obj, ALL));
    }
    expect([...seen].sort()).toEqual([...COLOUR_STATES].sort());
  });

  it('colours nothing without an objective', () => {
    expect(colourState(50, NO_OBJECTIVE, ALL)).toBe('black-black');
    expect(colourState(50, objective('none', [1, 2, 3, 4, 5]), ALL)).toBe('black-black');
  });

  it('colours nothing when a bounding threshold is missing', () => {
    expect(colourState(50, objective('higher', [null, 86, 88, 90, null]), ALL)).toBe('black-black');
    expect(colourState(50, objective('lower', [null, 10, 12, 14, null]), ALL)).toBe('black-black');
    expect(colourState(50, objective('target', [25, 30, 35, null, 45]), ALL)).toBe('black-black');
  });

  it('ignores the threshold a type does not use', () => {
    expect(colourState(95, objective('higher', [80, 86, 88, 90, 1]), ALL)).toBe('blue-blue');
    expect(colourState(5, objective('lower', [99, 10, 12, 14, 20]), ALL)).toBe('blue-blue');
  });

  it('never blends with fade 0, and blends all but the centre with fade 1', () => {
    const sharp = { ...HIGHER, fade: 0 };
    expect(colourState(79.99, sharp, ALL)).toBe('red-red');
    expect(colourState(80, sharp, ALL)).toBe('yellow-yellow');
    expect(colourState(86, sharp, ALL)).toBe('green-green');
    const soft = { ...HIGHER, fade: 1 };
    expect(colourState(83, soft, ALL)).toBe('yellow-yellow');
    expect(colourState(83.01, soft, ALL)).toBe('yellow-green');
    expect(colourState(88, soft, ALL)).toBe('green-green');
    expect(colourState(87.99, soft, ALL)).toBe('green-yellow');
    expect(colourState(77.01, soft, ALL)).toBe('red-yellow');
    expect(colourState(77, soft, ALL)).toBe('red-red');
  });

  it('clamps a fade outside 0..1', () => {
    expect(colourState(77.01, { ...HIGHER, fade: 7 }, ALL)).toBe('red-yellow');
    expect(colourState(79.99, { ...HIGHER, fade: -1 }, ALL)).toBe('red-red');
  });

  it('centres the green band on its midpoint without an ideal', () => {
    // Green [86, 92): centre 89, so 1.5 of fading on each side at fade 0.5.
    const noIdeal = objective('higher', [80, 86, null, 92, null]);
    expect(colourState(87, noIdeal, ALL)).toBe('green-yellow');
    expect(colourState(87.5, noIdeal, ALL)).toBe('green-green');
    expect(colourState(90.5, noIdeal, ALL)).toBe('green-green');
    expect(colourState(90.6, noIdeal, ALL)).toBe('green-blue');
    expect(colourState(93.4, noIdeal, ALL)).toBe('blue-green');
  });

  it('does not fade at an ideal on the edge of the green band', () => {
    // Green [86, 90) centred on 90: its whole width fades towards yellow, none towards blue.
    const edge = objective('higher', [80, 86, 90, 90, null]);
    expect(colourState(87.9, edge, ALL)).toBe('green-yellow');
    expect(colourState(89.99, edge, ALL)).toBe('green-green');
    expect(colourState(90, edge, ALL)).toBe('blue-blue');
  });

  it('colours the spec default far_rate (fractions)', () => {
    const farRate = objective('higher', [0.8, 0.86, 0.88, 0.9, null], 0.25);
    expect(colourState(0.75, farRate, ALL)).toBe('red-red');
    expect(colourState(0.83, farRate, ALL)).toBe('yellow-yellow');
    expect(colourState(0.87, farRate, ALL)).toBe('green-green');
    expect(colourState(0.95, farRate, ALL)).toBe('blue-blue');
  });
});

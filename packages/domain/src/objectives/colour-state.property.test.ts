import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COLOUR_STATES,
  colourState,
  type ColourOptions,
  type ColourState,
} from './colour-state.js';
import type { Objective } from './objective.js';

const ALL: ColourOptions = { colorsDisplay: 'all', gradient: true };

/** Worst to best as a value climbs a 'higher' objective's zones. */
const HIGHER_ORDER: readonly ColourState[] = [
  'red-red',
  'red-yellow',
  'yellow-red',
  'yellow-yellow',
  'yellow-green',
  'green-yellow',
  'green-green',
  'green-blue',
  'blue-green',
  'blue-blue',
];
const rank = (state: ColourState) => HIGHER_ORDER.indexOf(state);

/** The target's climb stops at green: leaving green from either side is the same path down. */
const TARGET_ORDER: readonly ColourState[] = HIGHER_ORDER.slice(0, 7);
const targetRank = (state: ColourState) => TARGET_ORDER.indexOf(state);

/** Integers too, so that values land on the (integer) thresholds. */
const value = fc.oneof(
  fc.double({ min: -1000, max: 1000, noNaN: true }),
  fc.integer({ min: -510, max: 510 }),
);
const fade = fc.double({ min: 0, max: 1, noNaN: true });

/** Strictly ascending bounds, with the ideal anywhere in (or missing from) the green band. */
const ascending = (n: number) =>
  fc
    .uniqueArray(fc.integer({ min: -500, max: 500 }), { minLength: n, maxLength: n })
    .map((xs) => [...xs].sort((a, b) => a - b));
const ideal = (low: number, high: number) =>
  fc.option(fc.double({ min: low, max: high, noNaN: true }), { nil: null });

const higherArb = fc.tuple(ascending(3), fade).chain(([[t1, t2, t4], f]) =>
  ideal(t2!, t4!).map((t3): Objective => ({
    type: 'higher',
    thresholds: [t1!, t2!, t3, t4!, null],
    fade: f,
  })),
);
const lowerArb = fc.tuple(ascending(3), fade).chain(([[t2, t4, t5], f]) =>
  ideal(t2!, t4!).map((t3): Objective => ({
    type: 'lower',
    thresholds: [null, t2!, t3, t4!, t5!],
    fade: f,
  })),
);
const targetArb = fc.tuple(ascending(4), fade).chain(([[t1, t2, t4, t5], f]) =>
  ideal(t2!, t4!).map((t3): Objective => ({
    type: 'target',
    thresholds: [t1!, t2!, t3, t4!, t5!],
    fade: f,
  })),
);
const anyArb = fc.oneof(higherArb, lowerArb, targetArb);
const options = fc.record({
  colorsDisplay: fc.constantFrom('all', 'red', 'none'),
  gradient: fc.boolean(),
});

const sorted = (a: number, b: number): [number, number] => (a <= b ? [a, b] : [b, a]);

describe('colourState properties', () => {
  it("'higher': a larger value never gets a worse colour", () => {
    fc.assert(
      fc.property(higherArb, value, value, (obj, a, b) => {
        const [low, high] = sorted(a, b);
        expect(rank(colourState(high, obj, ALL))).toBeGreaterThanOrEqual(
          rank(colourState(low, obj, ALL)),
        );
      }),
    );
  });

  it("'lower': a larger value never gets a better colour", () => {
    fc.assert(
      fc.property(lowerArb, value, value, (obj, a, b) => {
        const [low, high] = sorted(a, b);
        expect(rank(colourState(high, obj, ALL))).toBeLessThanOrEqual(
          rank(colourState(low, obj, ALL)),
        );
      }),
    );
  });

  it("'target': colours improve up to the green band's centre and worsen after it", () => {
    fc.assert(
      fc.property(targetArb, value, value, (obj, a, b) => {
        const [, low2, ideal3, high4] = obj.thresholds;
        const centre = ideal3 ?? (low2! + high4!) / 2;
        const [low, high] = sorted(a, b);
        const [rankLow, rankHigh] = [low, high].map((v) => targetRank(colourState(v, obj, ALL)));
        if (high <= centre) expect(rankHigh).toBeGreaterThanOrEqual(rankLow!);
        if (low >= centre) expect(rankHigh).toBeLessThanOrEqual(rankLow!);
      }),
    );
  });

  it('always answers one of the eleven states', () => {
    fc.assert(
      fc.property(anyArb, value, options, (obj, v, opts) => {
        expect(COLOUR_STATES).toContain(colourState(v, obj, opts));
      }),
    );
  });

  it('without gradient, gives the pure colour of the zone the gradient state starts from', () => {
    fc.assert(
      fc.property(anyArb, value, (obj, v) => {
        const zone = colourState(v, obj, ALL).split('-')[0];
        expect(colourState(v, obj, { colorsDisplay: 'all', gradient: false })).toBe(
          `${zone}-${zone}`,
        );
      }),
    );
  });

  it("with colorsDisplay 'red', keeps the red states and blacks out the rest", () => {
    fc.assert(
      fc.property(anyArb, value, fc.boolean(), (obj, v, gradient) => {
        const all = colourState(v, obj, { colorsDisplay: 'all', gradient });
        const red = colourState(v, obj, { colorsDisplay: 'red', gradient });
        expect(red).toBe(all.startsWith('red-') ? all : 'black-black');
      }),
    );
  });

  it('with fade 0, never blends', () => {
    fc.assert(
      fc.property(anyArb, value, (obj, v) => {
        const [zone, toward] = colourState(v, { ...obj, fade: 0 }, ALL).split('-');
        expect(toward).toBe(zone);
      }),
    );
  });

  it('a larger fade only ever turns pure states into blended ones', () => {
    fc.assert(
      fc.property(anyArb, value, fade, (obj, v, more) => {
        const [small, large] = sorted(obj.fade, more);
        const before = colourState(v, { ...obj, fade: small }, ALL);
        const after = colourState(v, { ...obj, fade: large }, ALL);
        const [zone, toward] = before.split('-');
        if (zone !== toward) expect(after).toBe(before);
        else expect(after.split('-')[0]).toBe(zone);
      }),
    );
  });
});

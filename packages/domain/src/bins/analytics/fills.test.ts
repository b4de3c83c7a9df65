import { describe, expect, it } from 'vitest';
import { fillThresholdKg } from './fill-threshold.js';
import { detectFillEvents, lastFilledAt } from './fills.js';
import { CAPACITY_KG, hour, reading } from './reading-builder.js';

/** Readings at the given [hour, kg] pairs. */
const at = (...points: [number, number][]) => points.map(([h, kg]) => reading(h, kg));

describe('fillThresholdKg', () => {
  it('is 5 % of the capacity, but at least 250 kg', () => {
    expect(fillThresholdKg(20_000)).toBe(1000);
    expect(fillThresholdKg(5000)).toBe(250);
    expect(fillThresholdKg(2000)).toBe(250);
  });
});

describe('detectFillEvents', () => {
  it.each([
    [1000, 0],
    [1001, 1],
  ])('a rise of %i kg in a 20 t bin gives %i fill', (rise, fills) => {
    const readings = at([0, 5000], [6, 5000], [12, 5000 + rise], [18, 5000 + rise]);
    expect(detectFillEvents(readings, CAPACITY_KG)).toHaveLength(fills);
  });
  it('dates a fill at the first reading at the filled level', () => {
    const readings = at([0, 4000], [6, 3900], [12, 12_900], [18, 12_800]);
    expect(detectFillEvents(readings, CAPACITY_KG)).toEqual([{ at: hour(12), addedKg: 9000 }]);
  });
  it('keeps a delivery read mid-way, with a dip, as one fill up to its peak', () => {
    const readings = at([0, 4000], [1, 8000], [2, 7900], [3, 14_000], [4, 14_000], [12, 13_800]);
    expect(detectFillEvents(readings, CAPACITY_KG)).toEqual([{ at: hour(3), addedKg: 10_000 }]);
  });
  it('splits rises further apart than 6 hours into two fills', () => {
    const readings = at([0, 4000], [1, 8000], [2, 8000], [8, 12_000], [9, 12_000]);
    expect(detectFillEvents(readings, CAPACITY_KG)).toEqual([
      { at: hour(1), addedKg: 4000 },
      { at: hour(8), addedKg: 4000 },
    ]);
  });
  it('still sees a fill across a gap in the data', () => {
    const readings = at([0, 3000], [1, 3000], [49, 15_000], [50, 15_000]);
    expect(detectFillEvents(readings, CAPACITY_KG)).toEqual([{ at: hour(49), addedKg: 12_000 }]);
  });
  it('reads readings in any order and ignores a single stray echo', () => {
    const readings = at([12, 12_900], [0, 4000], [18, 12_800], [6, 3900]);
    expect(detectFillEvents(readings, CAPACITY_KG)).toEqual([{ at: hour(12), addedKg: 9000 }]);
    const spike = at([0, 5000], [6, 5000], [12, 16_000], [18, 4900], [24, 4900]);
    expect(detectFillEvents(spike, CAPACITY_KG)).toEqual([]);
  });
  it('finds nothing in no readings', () => {
    expect(detectFillEvents([], CAPACITY_KG)).toEqual([]);
  });
});

describe('lastFilledAt', () => {
  it('is the newest fill, null without one', () => {
    expect(
      lastFilledAt([
        { at: 5, addedKg: 1 },
        { at: 9, addedKg: 1 },
        { at: 7, addedKg: 1 },
      ]),
    ).toBe(9);
    expect(lastFilledAt([])).toBeNull();
  });
});

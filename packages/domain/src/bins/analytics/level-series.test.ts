import { describe, expect, it } from 'vitest';
import { levelSeries } from './level-series.js';
import { CAPACITY_KG, hour, reading } from './reading-builder.js';

const levels = (...values: (number | null)[]) =>
  levelSeries(
    values.map((value, i) => reading(i, value)),
    CAPACITY_KG,
  ).map((p) => p.quantityKg);

describe('levelSeries', () => {
  it('orders readings by time, not by arrival', () => {
    const series = levelSeries([reading(2, 8000), reading(0, 9000), reading(1, 8500)], CAPACITY_KG);
    expect(series).toEqual([
      { at: hour(0), quantityKg: 9000 },
      { at: hour(1), quantityKg: 8500 },
      { at: hour(2), quantityKg: 8000 },
    ]);
  });
  it('drops readings without echo and quantities the bin cannot hold', () => {
    expect(levels(9000, null, 8900, 21_001, 8800, -1001, 8700)).toEqual([9000, 8900, 8800, 8700]);
  });
  it('drops a single stray echo, above or below, but keeps a fill', () => {
    expect(levels(9000, 9000, 15_000, 8900, 8900)).toEqual([9000, 9000, 8900, 8900]);
    expect(levels(9000, 9000, 1000, 8900, 8900)).toEqual([9000, 9000, 8900, 8900]);
    expect(levels(9000, 9000, 10_000, 8900)).toEqual([9000, 9000, 10_000, 8900]);
    expect(levels(3000, 3000, 15_000, 15_000)).toEqual([3000, 3000, 15_000, 15_000]);
    expect(levels(3000, 3000, 15_000)).toEqual([3000, 3000, 15_000]);
  });
  it('is empty without readings', () => {
    expect(levelSeries([], CAPACITY_KG)).toEqual([]);
  });
});

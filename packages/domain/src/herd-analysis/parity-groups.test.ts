import { describe, expect, it } from 'vitest';
import { parityGroup, parityOnDay, PARITY_GROUPS } from './parity-groups.js';

describe('parityGroup', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [2, '2'],
    [3, '3-5'],
    [5, '3-5'],
    [6, '6+'],
    [14, '6+'],
  ] as const)('parity %d → %s', (parity, group) => {
    expect(parityGroup(parity)).toBe(group);
  });

  it('puts every parity in one of the groups, in order', () => {
    const groups = Array.from({ length: 12 }, (_, parity) => parityGroup(parity));
    const indexes = groups.map((group) => PARITY_GROUPS.indexOf(group));
    expect(indexes.every((index, i) => index >= 0 && (i === 0 || index >= indexes[i - 1]!))).toBe(
      true,
    );
  });
});

describe('parityOnDay', () => {
  it('counts the farrowings up to the day, that day included', () => {
    expect(parityOnDay(0, [100, 250], 99)).toBe(0);
    expect(parityOnDay(0, [100, 250], 100)).toBe(1);
    expect(parityOnDay(2, [100, 250], 400)).toBe(4);
  });
});

import { describe, expect, it } from 'vitest';
import { buildTimelines } from './build-timeline.js';
import { dayNumber } from './day-number.js';
import { herdBuilder } from './herd-builder.js';
import {
  isMatedOn,
  isPresentOn,
  latestFarrowingOnOrBefore,
  matedFromDay,
  parityOn,
} from './presence.js';

const D0 = dayNumber('2025-01-01');

function only(herd: ReturnType<typeof herdBuilder>) {
  return buildTimelines(herd.records)[0]!;
}

describe('presence', () => {
  it('counts from the entry day and stops on the removal day', () => {
    const herd = herdBuilder();
    herd.female('A').entry(5).remove(9, 'cull');
    const t = only(herd);
    // Present on 5, 6, 7, 8; not on 4 (before entry) nor on 9 (removed that day).
    expect([4, 5, 8, 9].map((d) => isPresentOn(t, D0 + d))).toEqual([false, true, true, false]);
  });

  it('counts every day from the entry when never removed', () => {
    const herd = herdBuilder();
    herd.female('A').entry(5);
    expect(isPresentOn(only(herd), D0 + 10_000)).toBe(true);
  });
});

describe('parity on a day', () => {
  it('is the parity at entry plus farrowings dated on or before the day', () => {
    const herd = herdBuilder();
    herd.female('A').entry(0, 2).serve(10).farrow(125, 12).wean(146, 11).serve(151).farrow(266, 9);
    const t = only(herd);
    // 2 before day 125; 2 + 1 = 3 from 125 (the farrowing day itself); 2 + 2 = 4 from 266.
    expect([124, 125, 265, 266].map((d) => parityOn(t, D0 + d))).toEqual([2, 3, 3, 4]);
  });
});

describe('mated female', () => {
  it('is mated from entry when she entered with parity ≥ 1', () => {
    const herd = herdBuilder();
    herd.female('S').entry(3, 1);
    expect(matedFromDay(only(herd))! - D0).toBe(3);
  });

  it('is mated from her first service when she entered as a gilt, while present', () => {
    const herd = herdBuilder();
    herd.female('G').entry(3).serve(20).serve(41).remove(60, 'cull');
    const t = only(herd);
    expect([19, 20, 59, 60].map((d) => isMatedOn(t, D0 + d))).toEqual([false, true, true, false]);
  });

  it('is never mated as an unserved gilt', () => {
    const herd = herdBuilder();
    herd.female('G').entry(3).heat(20);
    expect(matedFromDay(only(herd))).toBeNull();
  });
});

describe('latest farrowing on or before a day', () => {
  it('finds the litter by date', () => {
    const herd = herdBuilder();
    herd.female('A').entry(0, 1).serve(1).farrow(116, 10).wean(137, 9).serve(142).farrow(257, 8);
    const t = only(herd);
    expect(latestFarrowingOnOrBefore(t, D0 + 115)).toBeNull();
    expect(latestFarrowingOnOrBefore(t, D0 + 116)!.day - D0).toBe(116);
    expect(latestFarrowingOnOrBefore(t, D0 + 256)!.day - D0).toBe(116);
    expect(latestFarrowingOnOrBefore(t, D0 + 300)!.day - D0).toBe(257);
  });
});

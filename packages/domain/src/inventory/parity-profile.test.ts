import { describe, expect, it } from 'vitest';
import { buildTimelines } from '../herd/build-timeline.js';
import { dayNumber } from '../herd/day-number.js';
import { herdBuilder } from '../herd/herd-builder.js';
import { PARITY_BUCKETS, type ParityBucket } from '../kpi/catalogue.js';
import {
  expectedParityProfile,
  noParityExits,
  parityExits,
  parityRetention,
} from './parity-profile.js';

const D0 = dayNumber('2025-01-01');

const retentionOf = (ratio: (bucket: ParityBucket) => number | null) =>
  Object.fromEntries(PARITY_BUCKETS.map((bucket) => [bucket, ratio(bucket)])) as Record<
    ParityBucket,
    number | null
  >;

describe('parityExits', () => {
  it('counts farrowings by the parity they end and removals by the parity they happen at', () => {
    const herd = herdBuilder();
    // Parity 0 → 1 on day 120, 1 → 2 on day 260, culled at parity 2 on day 300.
    herd.female('A').entry(0).serve(5).farrow(120, 12).wean(141, 11).serve(145).farrow(260, 13);
    herd.female('A').remove(300, 'cull');
    // Entered at parity 9: farrows to 10, dies at 10.
    herd.female('B').entry(0, 9).serve(5).farrow(120, 10).remove(130, 'death');
    // A gilt transferred out before any farrowing; a farrowing before the period.
    herd.female('C').entry(0).remove(50, 'transfer');
    herd.female('D').entry(-200, 1).serve(-190).farrow(-75, 11);
    const exits = parityExits(buildTimelines(herd.records), { from: D0, to: D0 + 365 });
    expect(exits).toEqual({
      ...noParityExits(),
      '0': { progressed: 1, removed: 1 },
      '1': { progressed: 1, removed: 0 },
      '2': { progressed: 0, removed: 1 },
      '9+': { progressed: 1, removed: 1 },
    });
    expect(parityRetention(exits)).toMatchObject({ '0': 0.5, '1': 1, '2': 0, '3': null });
  });
});

describe('expectedParityProfile', () => {
  it('gives each parity the share of its chance to be reached', () => {
    // Every parity keeps 80 %: weights 1, 0.8, 0.64 …; 9+ is 0.8^9 / (1 − 0.8).
    const profile = expectedParityProfile(retentionOf(() => 0.8))!;
    const weights = PARITY_BUCKETS.map((_, p) => (p < 9 ? 0.8 ** p : 0.8 ** 9 / 0.2));
    const total = weights.reduce((a, b) => a + b, 0);
    PARITY_BUCKETS.forEach((bucket, p) =>
      expect(profile[bucket]).toBeCloseTo(weights[p]! / total, 12),
    );
    expect(Object.values(profile).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('ends the tail at parity 9 when the 9+ ratio is unknown or 1', () => {
    for (const tail of [null, 1]) {
      const profile = expectedParityProfile(retentionOf((b) => (b === '9+' ? tail : 0.5)))!;
      expect(profile['9+'] / profile['8']).toBeCloseTo(0.5, 12);
    }
  });

  it('cannot be drawn past a parity that no female left', () => {
    expect(expectedParityProfile(retentionOf((b) => (b === '4' ? null : 0.8)))).toBeNull();
  });
});

import { PARITY_BUCKETS, parityBucket, type ParityBucket } from '../kpi/catalogue.js';
import { parityOn } from '../herd/presence.js';
import type { FemaleTimeline } from '../herd/timeline-types.js';

/**
 * The herd's expected parity profile from its own retention (docs/kpis.md, "Parity profile";
 * shared/herd-reports.md §2.3). A female leaves parity k either by farrowing her next litter
 * (she progresses to k + 1) or by leaving the herd at parity k. The parity-progression ratio
 * r_k = progressed ÷ (progressed + removed), counted over a period, is the share of the
 * parity-k females that reach k + 1. A herd that kept these ratios for years would hold, at
 * each parity p, a share ∝ r_0 · r_1 · … · r_(p−1) of its females (every parity lasting about
 * one cycle): the profile its culling and losses lead to, drawn beside the one it has.
 */

export type ParityExits = Record<ParityBucket, { progressed: number; removed: number }>;

export function noParityExits(): ParityExits {
  return Object.fromEntries(
    PARITY_BUCKETS.map((bucket) => [bucket, { progressed: 0, removed: 0 }]),
  ) as ParityExits;
}

/**
 * The exits of each parity over the days [from, to] (day numbers), from the reference
 * timelines: each farrowing dated in it counts for the parity it ends (her parity the day
 * before), each removal (of any kind: she leaves the herd) for her parity on its day.
 */
export function parityExits(
  timelines: readonly FemaleTimeline[],
  range: { from: number; to: number },
): ParityExits {
  const exits = noParityExits();
  const inRange = (day: number) => day >= range.from && day <= range.to;
  for (const timeline of timelines) {
    timeline.farrowings.forEach((farrowing, index) => {
      if (inRange(farrowing.day)) exits[parityBucket(timeline.entryParity + index)].progressed++;
    });
    const removal = timeline.removal;
    if (removal && inRange(removal.day)) {
      exits[parityBucket(parityOn(timeline, removal.day))].removed++;
    }
  }
  return exits;
}

/** r_k of each parity (`9+` pooled); null when no female left that parity in the period. */
export function parityRetention(exits: ParityExits): Record<ParityBucket, number | null> {
  return Object.fromEntries(
    PARITY_BUCKETS.map((bucket) => {
      const { progressed, removed } = exits[bucket];
      const left = progressed + removed;
      return [bucket, left === 0 ? null : progressed / left];
    }),
  ) as Record<ParityBucket, number | null>;
}

/**
 * The expected share of each parity bucket (summing to 1): weight 1 for parity 0, then each
 * parity's weight the one before × its ratio. The `9+` bucket holds parity 9 and the tail after
 * it, the females of 9+ staying with r_9+ each parity (a geometric series: weight of 9 ÷
 * (1 − r_9+)); with r_9+ unknown or 1 the tail is parity 9 alone. Null when a ratio of parity
 * 0–8 is unknown: the profile cannot be drawn past a parity no female left.
 */
export function expectedParityProfile(
  retention: Record<ParityBucket, number | null>,
): Record<ParityBucket, number> | null {
  const weights: number[] = [];
  let weight = 1;
  for (const bucket of PARITY_BUCKETS) {
    if (bucket === '9+') {
      const tail = retention['9+'];
      weights.push(tail === null || tail >= 1 ? weight : weight / (1 - tail));
      break;
    }
    weights.push(weight);
    const ratio = retention[bucket];
    if (ratio === null) return null;
    weight *= ratio;
  }
  const total = weights.reduce((sum, one) => sum + one, 0);
  return Object.fromEntries(
    PARITY_BUCKETS.map((bucket, index) => [bucket, weights[index]! / total]),
  ) as Record<ParityBucket, number>;
}

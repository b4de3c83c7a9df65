import { isPresentOn, matedFromDay, parityOn } from '../herd/presence.js';
import type { FemaleTimeline } from '../herd/timeline-types.js';
import { PARITY_BUCKETS, parityBucket, type ParityBucket } from './catalogue.js';
import { intersect, overlapDays, unionDays, type DaySpan } from './day-spans.js';
import { inRange, type DayRange } from './period-range.js';

/** What the inventory, removal, parity and NPD figures count over one period. */
export type HerdTally = {
  /** Σ over days d in P of the females present on d. */
  femaleDays: number;
  /** Σ over days d in P of the mated females on d. */
  matedFemaleDays: number;
  /** Mated-female days in P that are gestating or lactating (each day counted once). */
  productiveMatedDays: number;
  culls: number;
  /** Removals of kind death or euthanasia. */
  deaths: number;
  /** Entries with parity 0 (gilts) dated in P. */
  giltEntries: number;
  /** Females present on `to`, and the sum of their parities that day. */
  presentOnTo: number;
  paritySumOnTo: number;
  parityDistribution: Record<ParityBucket, number>;
};

export function tallyHerd(timelines: readonly FemaleTimeline[], range: DayRange): HerdTally {
  const period: DaySpan = { start: range.from, end: range.to + 1 };
  const tally: HerdTally = {
    femaleDays: 0,
    matedFemaleDays: 0,
    productiveMatedDays: 0,
    culls: 0,
    deaths: 0,
    giltEntries: 0,
    presentOnTo: 0,
    paritySumOnTo: 0,
    parityDistribution: Object.fromEntries(PARITY_BUCKETS.map((bucket) => [bucket, 0])) as Record<
      ParityBucket,
      number
    >,
  };
  for (const timeline of timelines) {
    const present = presentSpan(timeline);
    tally.femaleDays += overlapDays(present, period);

    const matedFrom = matedFromDay(timeline);
    if (matedFrom !== null) {
      const mated = intersect(present, { start: matedFrom, end: Infinity });
      tally.matedFemaleDays += overlapDays(mated, period);
      const matedInPeriod = intersect(mated, period);
      tally.productiveMatedDays += unionDays(
        productiveSpans(timeline).map((span) => intersect(span, matedInPeriod)),
      );
    }

    const removal = timeline.removal;
    if (removal && inRange(removal.day, range)) {
      if (removal.kind === 'cull') tally.culls++;
      if (removal.kind === 'death' || removal.kind === 'euthanasia') tally.deaths++;
    }
    if (timeline.entryParity === 0 && inRange(timeline.entryDay, range)) tally.giltEntries++;

    if (isPresentOn(timeline, range.to)) {
      const parity = parityOn(timeline, range.to);
      tally.presentOnTo++;
      tally.paritySumOnTo += parity;
      tally.parityDistribution[parityBucket(parity)]++;
    }
  }
  return tally;
}

/** Present from her entry (included) to her removal (excluded). */
function presentSpan(timeline: FemaleTimeline): DaySpan {
  return { start: timeline.entryDay, end: timeline.removal?.day ?? Infinity };
}

/**
 * Her productive days (kpi-definitions.md, npd): gestating in [service, farrowing) for each
 * service whose outcome is `farrowed`, lactating in [farrowing, weaning) for each farrowing and
 * the weaning that ends it. A pending service or a litter not (yet) weaned gives no productive
 * day: the contract names only these two spans.
 */
function productiveSpans(timeline: FemaleTimeline): DaySpan[] {
  const spans: DaySpan[] = [];
  for (const service of timeline.services) {
    if (service.outcome === 'farrowed' && service.outcomeDay !== null) {
      spans.push({ start: service.day, end: service.outcomeDay });
    }
  }
  for (const farrowing of timeline.farrowings) {
    if (farrowing.weaningDay !== null)
      spans.push({ start: farrowing.day, end: farrowing.weaningDay });
  }
  return spans;
}

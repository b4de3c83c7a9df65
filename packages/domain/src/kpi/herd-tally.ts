import { isPresentOn, matedFromDay, parityOn } from '../herd/presence.js';
import type { FemaleTimeline } from '../herd/timeline-types.js';
import { REMOVAL_KINDS, type RemovalKind } from '../records/record-schema.js';
import {
  PARITY_BUCKETS,
  PRESUMED_NURSING_DAYS,
  PRESUMED_PREGNANT_DAYS,
  parityBucket,
  type ParityBucket,
} from './catalogue.js';
import { intersect, overlapDays, unionDays, type DaySpan } from './day-spans.js';
import { inRange, type DayRange } from './period-range.js';

/** What the inventory, removal, parity and NPD figures count over one period. */
export type HerdTally = {
  /** Σ over days d in P of the females present on d. */
  femaleDays: number;
  /** Σ over days d in P of the mated females on d. */
  matedFemaleDays: number;
  /** Mated-female days in P that are productive (npd; each day counted once). */
  productiveMatedDays: number;
  /** Removals dated in P, by kind. */
  removals: Record<RemovalKind, number>;
  /** Σ parity on the removal day over the removals of kind cull in P. */
  cullParitySum: number;
  /** Entries with parity 0 (gilts) dated in P. */
  giltEntries: number;
  /** Females present on `to`, and the sum of their parities that day. */
  presentOnTo: number;
  paritySumOnTo: number;
  parityDistribution: Record<ParityBucket, number>;
};

export function tallyHerd(timelines: readonly FemaleTimeline[], range: DayRange): HerdTally {
  const tally: HerdTally = {
    femaleDays: 0,
    matedFemaleDays: 0,
    productiveMatedDays: 0,
    removals: Object.fromEntries(REMOVAL_KINDS.map((kind) => [kind, 0])) as Record<
      RemovalKind,
      number
    >,
    cullParitySum: 0,
    giltEntries: 0,
    presentOnTo: 0,
    paritySumOnTo: 0,
    parityDistribution: Object.fromEntries(PARITY_BUCKETS.map((bucket) => [bucket, 0])) as Record<
      ParityBucket,
      number
    >,
  };
  for (const timeline of timelines) {
    const days = femaleDaysIn(timeline, range);
    tally.femaleDays += days.presentDays;
    tally.matedFemaleDays += days.matedDays;
    tally.productiveMatedDays += days.productiveMatedDays;

    const removal = timeline.removal;
    if (removal && inRange(removal.day, range)) {
      tally.removals[removal.kind]++;
      if (removal.kind === 'cull') tally.cullParitySum += parityOn(timeline, removal.day);
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

/** Her days in the period: present, mated, and mated and productive (npd; each day once). */
export function femaleDaysIn(
  timeline: FemaleTimeline,
  range: DayRange,
): { presentDays: number; matedDays: number; productiveMatedDays: number } {
  const period: DaySpan = { start: range.from, end: range.to + 1 };
  const present = presentSpan(timeline);
  const presentDays = overlapDays(present, period);
  const matedFrom = matedFromDay(timeline);
  if (matedFrom === null) return { presentDays, matedDays: 0, productiveMatedDays: 0 };
  const mated = intersect(present, { start: matedFrom, end: Infinity });
  const matedInPeriod = intersect(mated, period);
  return {
    presentDays,
    matedDays: overlapDays(mated, period),
    productiveMatedDays: unionDays(
      productiveSpans(timeline).map((span) => intersect(span, matedInPeriod)),
    ),
  };
}

/** Present from her entry (included) to her removal (excluded). */
function presentSpan(timeline: FemaleTimeline): DaySpan {
  return { start: timeline.entryDay, end: timeline.removal?.day ?? Infinity };
}

/**
 * Her productive days (kpi-definitions.md v2, npd): gestating in [service, farrowing) for a
 * service whose outcome is `farrowed`; presumed pregnant in [service, service + 120) for a
 * pending one; lactating in [farrowing, weaning) for a litter and the weaning that ends it;
 * presumed nursing in [farrowing, farrowing + 42) for a litter no weaning ends, cut at her next
 * service or farrowing. Presence and mating bound them all (the caller intersects).
 */
function productiveSpans(timeline: FemaleTimeline): DaySpan[] {
  const spans: DaySpan[] = [];
  for (const service of timeline.services) {
    if (service.outcome === 'farrowed' && service.outcomeDay !== null) {
      spans.push({ start: service.day, end: service.outcomeDay });
    }
    if (service.outcome === 'pending') {
      spans.push({ start: service.day, end: service.day + PRESUMED_PREGNANT_DAYS });
    }
  }
  for (const farrowing of timeline.farrowings) {
    const end =
      farrowing.weaningDay ??
      Math.min(
        farrowing.day + PRESUMED_NURSING_DAYS,
        farrowing.nextServiceOrFarrowingDay ?? Infinity,
      );
    spans.push({ start: farrowing.day, end });
  }
  return spans;
}

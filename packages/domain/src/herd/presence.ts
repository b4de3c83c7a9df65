import type { FemaleFarrowing, FemaleTimeline } from './timeline-types.js';

/** Present on day d: entry ≤ d < removal (a female removed on d no longer counts on d). */
export function isPresentOn(timeline: FemaleTimeline, day: number): boolean {
  return timeline.entryDay <= day && (timeline.removal === null || day < timeline.removal.day);
}

/** Parity on day d: parity at entry + farrowings dated on or before d. */
export function parityOn(timeline: FemaleTimeline, day: number): number {
  return timeline.entryParity + timeline.farrowings.filter((f) => f.day <= day).length;
}

/**
 * The first day she counts as a mated female, if any: her entry when she entered with parity
 * ≥ 1, otherwise the day of her first service (kpi-definitions.md, "Mated female on d").
 */
export function matedFromDay(timeline: FemaleTimeline): number | null {
  if (timeline.entryParity >= 1) return timeline.entryDay;
  return timeline.services[0]?.day ?? null;
}

/** Mated female on day d: present on d and mated from d or earlier. */
export function isMatedOn(timeline: FemaleTimeline, day: number): boolean {
  const matedFrom = matedFromDay(timeline);
  return matedFrom !== null && matedFrom <= day && isPresentOn(timeline, day);
}

/** Her latest farrowing dated on or before d (by date, whatever the order within that day). */
export function latestFarrowingOnOrBefore(
  timeline: FemaleTimeline,
  day: number,
): FemaleFarrowing | null {
  let latest: FemaleFarrowing | null = null;
  for (const farrowing of timeline.farrowings) if (farrowing.day <= day) latest = farrowing;
  return latest;
}

import type { FemaleTimeline } from '../herd/timeline-types.js';
import { EARLY_WEANING_AGE_DAYS, LARGE_WEANING_COUNT } from './catalogue.js';
import { inRange, type DayRange } from './period-range.js';
import { WEANING_TIMINGS, weaningTiming, type WeaningTiming } from './weaning-timing.js';

/** Wean-to-service: a service at most this many days after the weaning counts for pc_served_7d. */
export const SERVED_WITHIN_DAYS = 7;

/** What the weaning KPIs count over one period. */
export type WeaningTally = {
  weanings: number;
  weaned: number;
  /** Σ (weaning − farrowing it ends) over weanings that end a farrowing … */
  weanAgeDays: number;
  /** … and how many weanings that is (all of them, in a valid history); of them, those under
   * 17 days of age. */
  weanAges: number;
  weanedUnder17Days: number;
  /** Weanings of 12 piglets or more. */
  weaningsOf12: number;
  /** Σ (service − weaning) over weanings followed by a service before any farrowing/removal … */
  weanToServiceDays: number;
  /** … and how many weanings that is. */
  weaningsServed: number;
  /** Weanings followed by such a service at most 7 days later. */
  weaningsServedWithin7: number;
  /** Weanings that end a farrowing, by their age against the site's target lactation length. */
  timing: Record<WeaningTiming, number>;
};

/** `targetLactationDays`: the site's (targetLactationDays), which only `timing` reads. */
export function tallyWeanings(
  timelines: readonly FemaleTimeline[],
  range: DayRange,
  targetLactationDays: number,
): WeaningTally {
  const tally: WeaningTally = {
    weanings: 0,
    weaned: 0,
    weanAgeDays: 0,
    weanAges: 0,
    weanedUnder17Days: 0,
    weaningsOf12: 0,
    weanToServiceDays: 0,
    weaningsServed: 0,
    weaningsServedWithin7: 0,
    timing: Object.fromEntries(WEANING_TIMINGS.map((timing) => [timing, 0])) as Record<
      WeaningTiming,
      number
    >,
  };
  for (const timeline of timelines) {
    for (const weaning of timeline.weanings) {
      if (!inRange(weaning.day, range)) continue;
      tally.weanings++;
      tally.weaned += weaning.count;
      if (weaning.count >= LARGE_WEANING_COUNT) tally.weaningsOf12++;
      if (weaning.farrowingDay !== null) {
        const age = weaning.day - weaning.farrowingDay;
        tally.weanAgeDays += age;
        tally.weanAges++;
        if (age < EARLY_WEANING_AGE_DAYS) tally.weanedUnder17Days++;
        tally.timing[weaningTiming(age, targetLactationDays)]++;
      }
      if (weaning.nextServiceDay !== null) {
        const interval = weaning.nextServiceDay - weaning.day;
        tally.weanToServiceDays += interval;
        tally.weaningsServed++;
        if (interval <= SERVED_WITHIN_DAYS) tally.weaningsServedWithin7++;
      }
    }
  }
  return tally;
}

import { latestFarrowingOnOrBefore } from '../herd/presence.js';
import type { FemaleTimeline } from '../herd/timeline-types.js';
import { mortalityBand, type MortalityBand } from './bands.js';
import {
  PIGLET_MORTALITY_BANDS,
  SMALL_LITTER_BORN_ALIVE,
  VERY_SMALL_LITTER_BORN_ALIVE,
} from './catalogue.js';
import { inRange, type DayRange } from './period-range.js';

/** What the litter KPIs and the piglet-mortality bands count over one period. */
export type LitterTally = {
  litters: number;
  bornAlive: number;
  stillborn: number;
  mummified: number;
  /** Σ (farrowing − last service before it) over litters that have such a service … */
  gestationDays: number;
  /** … and how many litters that is (all of them, in a valid history). */
  gestations: number;
  /** Litters with fewer than 7, and fewer than 10, piglets born alive. */
  littersUnder7: number;
  littersUnder10: number;
  /** Σ (farrowing − her previous farrowing) over litters that follow an earlier one of hers … */
  farrowingIntervalDays: number;
  /** … and how many litters that is. */
  farrowingIntervals: number;
  /** Σ piglet_death counts dated in the period (fosters are not read). */
  pigletDeaths: number;
  /** The same piglets by the age of their litter; deaths with no farrowing before are in none. */
  mortalityBands: Record<MortalityBand, number>;
};

export function tallyLitters(timelines: readonly FemaleTimeline[], range: DayRange): LitterTally {
  const tally: LitterTally = {
    litters: 0,
    bornAlive: 0,
    stillborn: 0,
    mummified: 0,
    gestationDays: 0,
    gestations: 0,
    littersUnder7: 0,
    littersUnder10: 0,
    farrowingIntervalDays: 0,
    farrowingIntervals: 0,
    pigletDeaths: 0,
    mortalityBands: Object.fromEntries(PIGLET_MORTALITY_BANDS.map((band) => [band, 0])) as Record<
      MortalityBand,
      number
    >,
  };
  for (const timeline of timelines) {
    for (const [index, farrowing] of timeline.farrowings.entries()) {
      if (!inRange(farrowing.day, range)) continue;
      tally.litters++;
      tally.bornAlive += farrowing.bornAlive;
      tally.stillborn += farrowing.stillborn;
      tally.mummified += farrowing.mummified;
      if (farrowing.lastServiceDay !== null) {
        tally.gestationDays += farrowing.day - farrowing.lastServiceDay;
        tally.gestations++;
      }
      if (farrowing.bornAlive < VERY_SMALL_LITTER_BORN_ALIVE) tally.littersUnder7++;
      if (farrowing.bornAlive < SMALL_LITTER_BORN_ALIVE) tally.littersUnder10++;
      const previous = timeline.farrowings[index - 1];
      if (previous) {
        tally.farrowingIntervalDays += farrowing.day - previous.day;
        tally.farrowingIntervals++;
      }
    }
    for (const death of timeline.pigletDeaths) {
      if (!inRange(death.day, range)) continue;
      tally.pigletDeaths += death.count;
      const litter = latestFarrowingOnOrBefore(timeline, death.day);
      if (litter) tally.mortalityBands[mortalityBand(death.day - litter.day)] += death.count;
    }
  }
  return tally;
}

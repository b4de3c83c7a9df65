import { latestFarrowingOnOrBefore } from '../herd/presence.js';
import type { FemaleTimeline } from '../herd/timeline-types.js';
import { mortalityBand, type MortalityBand } from './bands.js';
import { PIGLET_MORTALITY_BANDS } from './catalogue.js';
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
    pigletDeaths: 0,
    mortalityBands: Object.fromEntries(PIGLET_MORTALITY_BANDS.map((band) => [band, 0])) as Record<
      MortalityBand,
      number
    >,
  };
  for (const timeline of timelines) {
    for (const farrowing of timeline.farrowings) {
      if (!inRange(farrowing.day, range)) continue;
      tally.litters++;
      tally.bornAlive += farrowing.bornAlive;
      tally.stillborn += farrowing.stillborn;
      tally.mummified += farrowing.mummified;
      if (farrowing.lastServiceDay !== null) {
        tally.gestationDays += farrowing.day - farrowing.lastServiceDay;
        tally.gestations++;
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

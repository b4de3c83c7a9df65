import type { FemaleTimeline } from '../herd/timeline-types.js';
import { returnBand } from './bands.js';
import { FARROWING_RATE_LAG_DAYS, RETURN_BANDS, type ReturnBand } from './catalogue.js';
import { inRange, type DayRange } from './period-range.js';

/** What the service KPIs and the returns analysis count over one period. */
export type ServiceTally = {
  services: number;
  firstServices: number;
  repeatServices: number;
  /** Services dated in [from − 115, to − 115] (the farrowing-rate window) … */
  laggedServices: number;
  /** … and those of them whose outcome is `farrowed`, read from every record. */
  laggedFarrowed: number;
  /** Repeat services dated in the period, by return-to-estrus band. */
  returnBands: Record<ReturnBand, number>;
};

export function tallyServices(timelines: readonly FemaleTimeline[], range: DayRange): ServiceTally {
  const lagged = {
    from: range.from - FARROWING_RATE_LAG_DAYS,
    to: range.to - FARROWING_RATE_LAG_DAYS,
  };
  const tally: ServiceTally = {
    services: 0,
    firstServices: 0,
    repeatServices: 0,
    laggedServices: 0,
    laggedFarrowed: 0,
    returnBands: Object.fromEntries(RETURN_BANDS.map((band) => [band, 0])) as Record<
      ReturnBand,
      number
    >,
  };
  for (const timeline of timelines) {
    for (const service of timeline.services) {
      if (inRange(service.day, range)) {
        tally.services++;
        if (service.first) tally.firstServices++;
        else tally.repeatServices++;
        // A repeat service always has a service before it; its return interval is since that one.
        if (!service.first && service.previousServiceDay !== null) {
          tally.returnBands[returnBand(service.day - service.previousServiceDay)]++;
        }
      }
      if (inRange(service.day, lagged)) {
        tally.laggedServices++;
        if (service.outcome === 'farrowed') tally.laggedFarrowed++;
      }
    }
  }
  return tally;
}

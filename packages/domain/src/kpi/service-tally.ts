import type { FemaleService, FemaleTimeline } from '../herd/timeline-types.js';
import { returnBand } from './bands.js';
import {
  FARROWING_RATE_LAG_DAYS,
  RETURN_BANDS,
  RETURN_RATIO_LAG_DAYS,
  type ReturnBand,
} from './catalogue.js';
import { inRange, type DayRange } from './period-range.js';
import { FERTILITY_DAYS } from './report-figures.js';

/** What the service KPIs and the returns analysis count over one period. */
export type ServiceTally = {
  services: number;
  firstServices: number;
  repeatServices: number;
  /** Services dated in [from − 115, to − 115] (the farrowing-rate window) … */
  laggedServices: number;
  /** … those of them whose outcome is `farrowed`, read from every record … */
  laggedFarrowed: number;
  /** … and those whose outcome is `removed` by a death or euthanasia (adj_far_rate). */
  laggedDied: number;
  /** Services dated in [from − 42, to − 42] (the return-ratio window) … */
  returnWindowServices: number;
  /** … and those of them `returned` by a service at most 42 days later. */
  returnedWithin42: number;
  /** Services dated in [from − 30, to − 30] (fertility at 30 days) … */
  fertilityServices: number;
  /** … and those of them no longer in pig 30 days on: returned, aborted, open or removed by then. */
  notInPigBy30: number;
  /** Σ (service − entry) over first-ever services in the period of parity-0 entries … */
  entryToServiceDays: number;
  /** … and how many services that is. */
  giltFirstServices: number;
  /** Repeat services dated in the period, by return-to-estrus band. */
  returnBands: Record<ReturnBand, number>;
};

export function tallyServices(timelines: readonly FemaleTimeline[], range: DayRange): ServiceTally {
  const lagged = lagBy(range, FARROWING_RATE_LAG_DAYS);
  const returnWindow = lagBy(range, RETURN_RATIO_LAG_DAYS);
  const fertilityWindow = lagBy(range, FERTILITY_DAYS);
  const tally: ServiceTally = {
    services: 0,
    firstServices: 0,
    repeatServices: 0,
    laggedServices: 0,
    laggedFarrowed: 0,
    laggedDied: 0,
    returnWindowServices: 0,
    returnedWithin42: 0,
    fertilityServices: 0,
    notInPigBy30: 0,
    entryToServiceDays: 0,
    giltFirstServices: 0,
    returnBands: Object.fromEntries(RETURN_BANDS.map((band) => [band, 0])) as Record<
      ReturnBand,
      number
    >,
  };
  for (const timeline of timelines) {
    const died = timeline.removal?.kind === 'death' || timeline.removal?.kind === 'euthanasia';
    for (const [index, service] of timeline.services.entries()) {
      if (inRange(service.day, range)) {
        tally.services++;
        if (service.first) tally.firstServices++;
        else tally.repeatServices++;
        // A repeat service always has a service before it; its return interval is since that one.
        if (!service.first && service.previousServiceDay !== null) {
          tally.returnBands[returnBand(service.day - service.previousServiceDay)]++;
        }
        // Her life starts at her entry, so her first service there is her first ever.
        if (index === 0 && timeline.entryParity === 0) {
          tally.entryToServiceDays += service.day - timeline.entryDay;
          tally.giltFirstServices++;
        }
      }
      if (inRange(service.day, lagged)) {
        tally.laggedServices++;
        if (service.outcome === 'farrowed') tally.laggedFarrowed++;
        // The removal that ends a service is her removal: nothing follows it.
        if (service.outcome === 'removed' && died) tally.laggedDied++;
      }
      if (inRange(service.day, returnWindow)) {
        tally.returnWindowServices++;
        if (
          service.outcome === 'returned' &&
          service.outcomeDay! - service.day <= RETURN_RATIO_LAG_DAYS
        ) {
          tally.returnedWithin42++;
        }
      }
      if (inRange(service.day, fertilityWindow)) {
        tally.fertilityServices++;
        if (endedBy(service, FERTILITY_DAYS)) tally.notInPigBy30++;
      }
    }
  }
  return tally;
}

/**
 * Whether the service was ended at most `days` after it by anything but a farrowing: a return,
 * an abortion, a negative check or her removal. Pending and farrowed services were in pig.
 */
function endedBy(service: FemaleService, days: number): boolean {
  return (
    service.outcome !== 'farrowed' &&
    service.outcomeDay !== null &&
    service.outcomeDay - service.day <= days
  );
}

function lagBy(range: DayRange, days: number): { from: number; to: number } {
  return { from: range.from - days, to: range.to - days };
}

import type { LocationStay } from '../herd/location.js';

/**
 * The spec's pen rules (product-spec.md §9, docs/inventory.md "Pens"): when served females come
 * (back) into a group pen, and which pens mix gilts with sows. In group-housed gestation, moving
 * or mixing sows between about day 8 and day 28 after service (implantation) costs embryos, and
 * the EU rule (Directive 2008/120/EC) keeps sows in groups from 4 weeks after service.
 */

/** Spec §9: returns to a pen 1–7, 8–28, 29 days or more after service. */
export const PEN_RETURN_BANDS = ['up_to_7', 'days_8_28', 'from_29'] as const;
export type PenReturnBand = (typeof PEN_RETURN_BANDS)[number];

/**
 * The band of a move into a pen `days` after the service. A move on the service day itself
 * (0 days) joins 1–7: the sow went straight from service to her group, before implantation,
 * the early move the band stands for; leaving it out would hide the commonest move of all.
 */
export function penReturnBand(days: number): PenReturnBand {
  if (days <= 7) return 'up_to_7';
  return days <= 28 ? 'days_8_28' : 'from_29';
}

/** A service and the day of the event that ended it (null while pending), as the timelines say. */
export type ServiceSpan = { day: number; outcomeDay: number | null };

/**
 * The service she is under at the end of `day`: her last service on or before it that nothing
 * (farrowing, return, abortion, negative check, removal) had ended by then; null when none.
 */
export function runningService(services: readonly ServiceSpan[], day: number): ServiceSpan | null {
  let running: ServiceSpan | null = null;
  for (const service of services) {
    const ended = service.outcomeDay !== null && service.outcomeDay <= day;
    if (service.day <= day && !ended && (!running || service.day > running.day)) running = service;
  }
  return running;
}

/**
 * Moves of served females into a pen during the days [from, to] (day numbers), by days since
 * their service: each stay in a pen that begins in the period (her place changed to that pen,
 * from elsewhere or from another pen) while a service runs, counted at the end of its first day.
 */
export function penReturns(input: {
  from: number;
  to: number;
  isPen: (location: string) => boolean;
  animals: readonly { stays: readonly LocationStay[]; services: readonly ServiceSpan[] }[];
}): Record<PenReturnBand, number> {
  const counts: Record<PenReturnBand, number> = { up_to_7: 0, days_8_28: 0, from_29: 0 };
  for (const { stays, services } of input.animals) {
    for (const stay of stays) {
      if (stay.from < input.from || stay.from > input.to || !input.isPen(stay.location)) continue;
      const service = runningService(services, stay.from);
      if (service) counts[penReturnBand(stay.from - service.day)]++;
    }
  }
  return counts;
}

/** Spec §9: a pen is mixed at 10 % or more gilts. */
export const MIXED_PEN_GILT_PERCENT = 10;

/**
 * A pen holding `present` animals of which `gilts` have never farrowed (parity 0, served or
 * not: domain-notes' gilt) is mixed when gilts and sows share it and gilts make up 10 % or more
 * of it. A pen of gilts only is a gilt pen: nothing is mixed in it. Whole numbers, so that 3 of
 * 30 is exactly 10 %.
 */
export function isMixedPen(present: number, gilts: number): boolean {
  return gilts > 0 && gilts < present && gilts * 100 >= MIXED_PEN_GILT_PERCENT * present;
}

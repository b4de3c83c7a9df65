import type { HerdEvent } from '../herd/event-order.js';
import { readObjectivesPreference } from '../objectives/objective.js';
import type { Preferences } from '../prefs/preferences.js';

/**
 * The litter a lactating sow has on hand (docs/inventory.md, "Farrowing inventory"): her last
 * farrowing, while no weaning (nor a service, which ends a lactation the records forgot to
 * wean) has followed it — the same rule that makes her status `lactating`.
 */

/** The lactation length a litter is due to be weaned at, when the site sets none (spec §9). */
export const TARGET_LACTATION_DAYS = 21;
/** A weaning is on time within 3 days either side of its due date (spec §9). */
export const WEANING_TOLERANCE_DAYS = 3;

/**
 * The site's target lactation length: the ideal of the weaning-age objective the site set
 * (`objectives.wean_age` of its preferences; the middle of its green band when it gives no
 * ideal), in whole days, else 21 days.
 */
export function targetLactationDays(sitePreferences: Preferences): number {
  const objective = readObjectivesPreference(sitePreferences['objectives'])['wean_age'];
  if (!objective || objective.type === 'none') return TARGET_LACTATION_DAYS;
  const [, low, ideal, high] = objective.thresholds;
  const target = ideal ?? (low != null && high != null ? (low + high) / 2 : null);
  return target === null ? TARGET_LACTATION_DAYS : Math.round(target);
}

export type LitterOnHand = {
  farrowingDay: number;
  bornAlive: number;
  /** Piglets received from other sows (positive fosters), and given to them (negative ones). */
  fosteredIn: number;
  fosteredOut: number;
  /** Piglets recorded dead since the farrowing. */
  dead: number;
  /** bornAlive + fosteredIn − fosteredOut − dead; below 0 the records do not balance. */
  alive: number;
  /** Days since the farrowing (the farrowing day is day 0, as the feeding's lactation days). */
  lactationDay: number;
  /** farrowing + the target lactation length. */
  dueWeaningDay: number;
};

/** Her litter on hand at the end of `day`, from her ordered events; null when she has none. */
export function litterOnHand(
  events: readonly HerdEvent[],
  day: number,
  lactationLength: number = TARGET_LACTATION_DAYS,
): LitterOnHand | null {
  let litter: Omit<LitterOnHand, 'alive' | 'lactationDay' | 'dueWeaningDay'> | null = null;
  for (const { record, day: on } of events) {
    if (on > day) break;
    if (record.type === 'farrowing') {
      litter = {
        farrowingDay: on,
        bornAlive: record.born_alive,
        fosteredIn: 0,
        fosteredOut: 0,
        dead: 0,
      };
    } else if (record.type === 'weaning' || record.type === 'service') {
      litter = null;
    } else if (litter && record.type === 'foster') {
      if (record.count > 0) litter.fosteredIn += record.count;
      else litter.fosteredOut -= record.count;
    } else if (litter && record.type === 'piglet_death') {
      litter.dead += record.count;
    }
  }
  if (!litter) return null;
  return {
    ...litter,
    alive: litter.bornAlive + litter.fosteredIn - litter.fosteredOut - litter.dead,
    lactationDay: day - litter.farrowingDay,
    dueWeaningDay: litter.farrowingDay + lactationLength,
  };
}

/** Whether a litter on hand on `day` is past its due weaning by more than the tolerance. */
export function isWeaningOverdue(litter: LitterOnHand, day: number): boolean {
  return day > litter.dueWeaningDay + WEANING_TOLERANCE_DAYS;
}

/** The days a sow has a litter on hand: [farrowing, its end), the end null while on hand. */
export type LitterSpan = { from: number; to: number | null };

/**
 * Her litters' spans, from her ordered events (each as litterOnHand reads it): only the types of
 * her farrowings, weanings and services matter.
 */
export function litterSpans(
  events: readonly { day: number; record: { type: string } }[],
): LitterSpan[] {
  const spans: LitterSpan[] = [];
  for (const { record, day } of events) {
    const open = spans[spans.length - 1];
    const ends =
      record.type === 'farrowing' || record.type === 'weaning' || record.type === 'service';
    if (ends && open?.to === null) open.to = day;
    if (record.type === 'farrowing') spans.push({ from: day, to: null });
  }
  return spans;
}

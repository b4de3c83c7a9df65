import { WEANING_TOLERANCE_DAYS } from '../inventory/litter-on-hand.js';

/**
 * A weaning against its due date, the farrowing + the site's target lactation length (spec §9,
 * "weaning within 3 days either side"): on time within 3 days either side of it, early or late
 * beyond. The farrowing inventory's "overdue" litter is a litter not yet weaned past the same
 * 3 days (litter-on-hand.ts).
 */
export const WEANING_TIMINGS = ['early', 'on_time', 'late'] as const;
export type WeaningTiming = (typeof WEANING_TIMINGS)[number];

/** The timing of a weaning at `ageDays` (weaning − the farrowing it ends) against the target. */
export function weaningTiming(ageDays: number, targetLactationDays: number): WeaningTiming {
  if (ageDays < targetLactationDays - WEANING_TOLERANCE_DAYS) return 'early';
  if (ageDays > targetLactationDays + WEANING_TOLERANCE_DAYS) return 'late';
  return 'on_time';
}

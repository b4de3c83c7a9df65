import { MAX_WSI_DAYS } from '../action-lists/records-to-fix-api.js';
import { NOT_IN_PIG_DAY } from '../feeding/gestation-losses.js';
import { dayNumber } from '../herd/day-number.js';
import { FARROWING_RATE_LAG_DAYS, RETURN_RATIO_LAG_DAYS, type Period } from '../kpi/catalogue.js';
import { FERTILITY_DAYS } from '../kpi/report-figures.js';
import { shiftPeriod } from './columns.js';

/** How soon after weaning a service counts in pc_served_7d (spec §9). */
const SERVED_WITHIN_DAYS = 7;

/**
 * The rates of a period that are read from services dated some days earlier (`shiftDays`), final
 * once the youngest of them is `lagDays` old (docs/performance.md, "Not final"):
 * - far_rate, adj_far_rate: services dated 115 days before the period (the contract), final once
 *   the youngest is 120 days old: sows farrow from 113 to about 120 days, and a service still
 *   pending at 120 is the product's "not in pig" (NOT_IN_PIG_DAY). At 115 days, a month's rate
 *   still rose by up to 3 points, a week's by up to 12 (issue 28, finding 9);
 * - return_ratio: services dated 42 days before it (the contract), final then;
 * - service_far_rate: the services dated in the period itself (the breeding view of PigCHAMP:
 *   what became of this month's services), final 120 days on, as far_rate;
 * - pc_served_7d: the weanings dated in the period, which need 7 days to show their service;
 * - npd: the mated days of the period, final 120 days on: a sow served in it and found open at
 *   term turns her days since that service into non-productive ones months later (read at each
 *   month's end, NPD was 27–32 where the same months read 33–56 later: issue 28, finding 10);
 * - wsi: the weanings dated in the period, whose services may come weeks later; final once the
 *   youngest is 65 days old, past which an interval is a record to fix (MAX_WSI_DAYS), not a mean's
 *   part (read at a month's end 5.8, later 6.6);
 * - fertility_30d: services dated 30 days before it (spec §9, fertility at 30 days), whose state
 *   30 days on is known once the youngest is 30 days old: final once the period is over;
 * - pc_served_8d_plus: the weanings dated in the period, whose services may come weeks after the
 *   first 7 days: final as wsi, once the youngest is 65 days old (a later service is a record to
 *   fix), not 7 days on as pc_served_7d, whose services all come within those 7 days.
 */
export const LAGGED_RATES = {
  far_rate: { lagDays: NOT_IN_PIG_DAY, shiftDays: -FARROWING_RATE_LAG_DAYS },
  adj_far_rate: { lagDays: NOT_IN_PIG_DAY, shiftDays: -FARROWING_RATE_LAG_DAYS },
  return_ratio: { lagDays: RETURN_RATIO_LAG_DAYS, shiftDays: -RETURN_RATIO_LAG_DAYS },
  service_far_rate: { lagDays: NOT_IN_PIG_DAY, shiftDays: 0 },
  pc_served_7d: { lagDays: SERVED_WITHIN_DAYS, shiftDays: 0 },
  npd: { lagDays: NOT_IN_PIG_DAY, shiftDays: 0 },
  wsi: { lagDays: MAX_WSI_DAYS, shiftDays: 0 },
  fertility_30d: { lagDays: FERTILITY_DAYS, shiftDays: -FERTILITY_DAYS },
  pc_served_8d_plus: { lagDays: MAX_WSI_DAYS, shiftDays: 0 },
} as const;
export type LaggedRate = keyof typeof LAGGED_RATES;
export const LAGGED_RATE_KEYS = Object.keys(LAGGED_RATES) as LaggedRate[];

/** The events a lagged rate of the period is read from (services, or weanings for pc_served_7d). */
export function serviceWindow(rate: LaggedRate, period: Period): Period {
  return shiftPeriod(period, LAGGED_RATES[rate].shiftDays);
}

/**
 * Whether a lagged rate of the period is final on `today`: every event it reads is at least its
 * lag old, so none can still change outcome within the contract's window. Until then the rate
 * can still move (a service younger than 115 days may yet farrow), and the grid says so.
 */
export function isRateFinal(rate: LaggedRate, period: Period, today: string): boolean {
  const youngest = dayNumber(serviceWindow(rate, period).to);
  return dayNumber(today) - youngest >= LAGGED_RATES[rate].lagDays;
}

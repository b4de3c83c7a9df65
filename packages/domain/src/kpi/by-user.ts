import { buildTimelines } from '../herd/build-timeline.js';
import { dayNumber } from '../herd/day-number.js';
import type { HerdRecord } from '../records/record-schema.js';
import type { Period } from './catalogue.js';

/** The event-count KPIs that can be split by the user who recorded the events. */
export const USER_COUNT_KPIS = [
  'services',
  'first_services',
  'litters',
  'weanings',
  'weaned',
] as const;
export type UserCounts = Record<(typeof USER_COUNT_KPIS)[number], number>;

/** Records without a `user` are counted under this key. */
export const UNRECORDED_USER = '-';

/**
 * group_by=user: the event-count KPIs of the period per user who recorded the events. A service
 * is first or repeat by the female's whole history (kpi-definitions.md), whoever recorded it.
 */
export function countKpisByUser(
  records: readonly HerdRecord[],
  period: Period,
): Record<string, UserCounts> {
  const from = dayNumber(period.from);
  const to = dayNumber(period.to);
  const byUser: Record<string, UserCounts> = {};
  const tally = (record: HerdRecord): UserCounts =>
    (byUser[record.user ?? UNRECORDED_USER] ??= {
      services: 0,
      first_services: 0,
      litters: 0,
      weanings: 0,
      weaned: 0,
    });

  for (const timeline of buildTimelines(records)) {
    // The timeline's services are its service events, in the same order.
    let serviceIndex = 0;
    for (const { record, day } of timeline.events) {
      const inPeriod = day >= from && day <= to;
      if (record.type === 'service') {
        const service = timeline.services[serviceIndex++];
        if (inPeriod) {
          tally(record).services += 1;
          if (service?.first) tally(record).first_services += 1;
        }
      } else if (inPeriod && record.type === 'farrowing') {
        tally(record).litters += 1;
      } else if (inPeriod && record.type === 'weaning') {
        tally(record).weanings += 1;
        tally(record).weaned += record.count;
      }
    }
  }
  return byUser;
}

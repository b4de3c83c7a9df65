import { buildTimelines } from '../herd/build-timeline.js';
import { dayNumber } from '../herd/day-number.js';
import type { HerdRecord, RemovalKind } from '../records/record-schema.js';
import {
  EARLY_WEANING_AGE_DAYS,
  LARGE_WEANING_COUNT,
  SMALL_LITTER_BORN_ALIVE,
  VERY_SMALL_LITTER_BORN_ALIVE,
  type Period,
} from './catalogue.js';

/**
 * The event counts that can be split by the user who recorded the events (docs/kpis.md, "Split
 * by user"): the counting KPIs, and the counts of events the ratios and rates are made of.
 */
export const USER_COUNT_KPIS = [
  'services',
  'first_services',
  'litters',
  'weanings',
  'weaned',
  'gilts_entered',
  /** Farrowings with fewer than 7 (10) born alive: pc_litters_lt7 (lt10) = these ÷ litters. */
  'litters_lt7',
  'litters_lt10',
  /** Weanings of 12 or more: pc_weanings_ge12 = these ÷ weanings. */
  'weanings_ge12',
  /** Weanings under 17 days of age: pc_weaned_lt17d = these ÷ weanings (valid histories). */
  'weaned_lt17d',
  /** Removals by kind: removals_by_kind, and the numerators of removal_rate and its parts. */
  'culls',
  'deaths',
  'euthanasias',
  'transfers',
] as const;
export type UserCount = (typeof USER_COUNT_KPIS)[number];
export type UserCounts = Record<UserCount, number>;

/** Records without a `user` are counted under this key. */
export const UNRECORDED_USER = '-';

/** The by-user count each removal kind adds to. */
export const REMOVAL_USER_COUNT: Record<RemovalKind, UserCount> = {
  cull: 'culls',
  death: 'deaths',
  euthanasia: 'euthanasias',
  transfer: 'transfers',
};

/** A user's counts before any event. */
export function emptyUserCounts(): UserCounts {
  return Object.fromEntries(USER_COUNT_KPIS.map((key) => [key, 0])) as UserCounts;
}

/**
 * group_by=user: the event counts of the period per user who recorded the events. A service is
 * first or repeat, and a weaning's age is read, by the female's whole history
 * (kpi-definitions.md), whoever recorded it. Only events of her life count (entry to removal).
 */
export function countKpisByUser(
  records: readonly HerdRecord[],
  period: Period,
): Record<string, UserCounts> {
  const from = dayNumber(period.from);
  const to = dayNumber(period.to);
  const byUser: Record<string, UserCounts> = {};
  const tally = (record: HerdRecord): UserCounts =>
    (byUser[record.user ?? UNRECORDED_USER] ??= emptyUserCounts());

  for (const timeline of buildTimelines(records)) {
    // The timeline's services and weanings are its service and weaning events, in order.
    let serviceIndex = 0;
    let weaningIndex = 0;
    for (const { record, day } of timeline.events) {
      const inPeriod = day >= from && day <= to;
      if (record.type === 'service') {
        const service = timeline.services[serviceIndex++];
        if (inPeriod) {
          tally(record).services += 1;
          if (service?.first) tally(record).first_services += 1;
        }
      } else if (record.type === 'weaning') {
        const litterDay = timeline.weanings[weaningIndex++]?.farrowingDay ?? null;
        if (!inPeriod) continue;
        const counts = tally(record);
        counts.weanings += 1;
        counts.weaned += record.count;
        if (record.count >= LARGE_WEANING_COUNT) counts.weanings_ge12 += 1;
        if (litterDay !== null && day - litterDay < EARLY_WEANING_AGE_DAYS) {
          counts.weaned_lt17d += 1;
        }
      } else if (!inPeriod) {
        continue;
      } else if (record.type === 'entry') {
        if (record.parity === 0) tally(record).gilts_entered += 1;
      } else if (record.type === 'farrowing') {
        const counts = tally(record);
        counts.litters += 1;
        if (record.born_alive < VERY_SMALL_LITTER_BORN_ALIVE) counts.litters_lt7 += 1;
        if (record.born_alive < SMALL_LITTER_BORN_ALIVE) counts.litters_lt10 += 1;
      } else if (record.type === 'removal') {
        tally(record)[REMOVAL_USER_COUNT[record.kind]] += 1;
      }
    }
  }
  return byUser;
}

import { dateOfDay, dayNumber } from '../herd/day-number.js';
import type { FemaleFarrowing, FemaleTimeline } from '../herd/timeline-types.js';
import type { RecordType } from '../records/record-schema.js';
import {
  CHECK_REPORTS,
  MAX_FIRST_SERVICE_AGE_DAYS,
  MAX_GESTATION_DAYS,
  MAX_PENDING_DAYS,
  MAX_WSI_DAYS,
  MIN_GESTATION_DAYS,
  RECORD_CHECKS,
  type RecordCheck,
  type RecordToFix,
} from './records-to-fix-api.js';

/**
 * The records to fix of a herd on a day, from its timelines (the reference the server's SQL is
 * tested against; docs/action-lists.md, "Records to fix").
 */

/** One record to fix, with the reports its check biases. */
export const recordToFixOf = (
  check: RecordCheck,
  animal: string,
  record: RecordType,
  day: number,
  value: number,
): RecordToFix => ({
  check,
  animal,
  record,
  date: dateOfDay(day),
  value,
  reports: [...CHECK_REPORTS[check]],
});

/**
 * A litter's balance: born alive + fosters (in positive, out negative) − piglet deaths −
 * weaned, over the fosters and deaths dated from its farrowing to its weaning (included), or
 * to the day before the service that followed it unweaned, or to her removal (included).
 * Below 0, more piglets left the litter than it ever had.
 */
export function litterBalance(timeline: FemaleTimeline, farrowing: FemaleFarrowing): number {
  const weaning = timeline.weanings.find((one) => one.farrowingDay === farrowing.day);
  const lastDay = litterLastDay(timeline, farrowing);
  let balance = farrowing.bornAlive - (weaning?.count ?? 0);
  for (const { record, day } of timeline.events) {
    if (day < farrowing.day || day > lastDay) continue;
    if (record.type === 'foster') balance += record.count;
    else if (record.type === 'piglet_death') balance -= record.count;
  }
  return balance;
}

/**
 * The last day whose fosters and piglet deaths are a litter's: its weaning, else the day before
 * the service (or farrowing) that followed it unweaned, else her removal; open-ended (Infinity)
 * while it is on hand.
 */
export function litterLastDay(timeline: FemaleTimeline, farrowing: FemaleFarrowing): number {
  return (
    farrowing.weaningDay ??
    (farrowing.nextServiceOrFarrowingDay !== null
      ? farrowing.nextServiceOrFarrowingDay - 1
      : (timeline.removal?.day ?? Number.POSITIVE_INFINITY))
  );
}

function birthDay(timeline: FemaleTimeline): number | null {
  const entry = timeline.events[0]?.record;
  return entry?.type === 'entry' && entry.birth_date !== undefined
    ? dayNumber(entry.birth_date)
    : null;
}

function femaleRecordsToFix(timeline: FemaleTimeline, today: number): RecordToFix[] {
  const { animal } = timeline;
  const found: RecordToFix[] = [];
  for (const farrowing of timeline.farrowings) {
    if (farrowing.lastServiceDay !== null) {
      const gestation = farrowing.day - farrowing.lastServiceDay;
      if (gestation > MAX_GESTATION_DAYS) {
        found.push(recordToFixOf('long_gestation', animal, 'farrowing', farrowing.day, gestation));
      } else if (gestation < MIN_GESTATION_DAYS) {
        found.push(recordToFixOf('short_gestation', animal, 'farrowing', farrowing.day, gestation));
      }
    }
    if (farrowing.bornAlive + farrowing.stillborn + farrowing.mummified === 0) {
      found.push(recordToFixOf('zero_born', animal, 'farrowing', farrowing.day, 0));
    }
    const balance = litterBalance(timeline, farrowing);
    if (balance < 0) {
      const [record, day] =
        farrowing.weaningDay === null
          ? (['farrowing', farrowing.day] as const)
          : (['weaning', farrowing.weaningDay] as const);
      found.push(recordToFixOf('unbalanced_litter', animal, record, day, balance));
    }
    if (farrowing.weaningDay === null && farrowing.nextServiceOrFarrowingDay !== null) {
      found.push(
        recordToFixOf(
          'missing_weaning',
          animal,
          'farrowing',
          farrowing.day,
          farrowing.nextServiceOrFarrowingDay - farrowing.day,
        ),
      );
    }
  }
  for (const weaning of timeline.weanings) {
    if (weaning.nextServiceDay !== null && weaning.nextServiceDay - weaning.day > MAX_WSI_DAYS) {
      found.push(
        recordToFixOf(
          'long_wsi',
          animal,
          'weaning',
          weaning.day,
          weaning.nextServiceDay - weaning.day,
        ),
      );
    }
  }
  const first = timeline.services[0];
  const born = birthDay(timeline);
  if (timeline.entryParity === 0 && first && born !== null) {
    const age = first.day - born;
    if (age > MAX_FIRST_SERVICE_AGE_DAYS) {
      found.push(recordToFixOf('late_first_service', animal, 'service', first.day, age));
    }
  }
  for (const service of timeline.services) {
    if (service.outcome === 'pending' && today - service.day > MAX_PENDING_DAYS) {
      found.push(
        recordToFixOf('missing_outcome', animal, 'service', service.day, today - service.day),
      );
    }
  }
  return found;
}

/** The order of the list: by check, then the latest records first, then by animal. */
export function compareRecordsToFix(a: RecordToFix, b: RecordToFix): number {
  return (
    RECORD_CHECKS.indexOf(a.check) - RECORD_CHECKS.indexOf(b.check) ||
    b.date.localeCompare(a.date) ||
    a.animal.localeCompare(b.animal) ||
    a.record.localeCompare(b.record)
  );
}

export function recordsToFix(timelines: readonly FemaleTimeline[], date: string): RecordToFix[] {
  const today = dayNumber(date);
  return timelines
    .flatMap((timeline) => femaleRecordsToFix(timeline, today))
    .sort(compareRecordsToFix);
}

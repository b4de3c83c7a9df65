import { litterLastDay } from '../action-lists/records-to-fix.js';
import { dateOfDay } from '../herd/day-number.js';
import { locationOn } from '../herd/location.js';
import { isPresentOn, parityOn } from '../herd/presence.js';
import { femaleStatusSpanOn, STATUS_RESET_TYPES } from '../herd/sow-status.js';
import type { FemaleTimeline } from '../herd/timeline-types.js';
import { litterOnHand } from '../inventory/litter-on-hand.js';
import type { AnimalCard, AnimalLitter } from './animal-api.js';

/**
 * What the sow card (docs/animals.md) derives from one female's timeline: her entry, her state
 * on a day, her removal and her litters.
 */

/** Her entry record's identity fields. */
export function animalEntry(timeline: FemaleTimeline): AnimalCard['entry'] {
  const entry = timeline.events[0]!.record;
  if (entry.type !== 'entry') throw new Error('a timeline starts with its entry record');
  return {
    date: entry.date,
    parity: entry.parity,
    rfid: entry.rfid ?? null,
    genetic: entry.genetic ?? null,
    birth_date: entry.birth_date ?? null,
    location: entry.location ?? null,
  };
}

/**
 * Her state at the end of `day`: status and since when (femaleStatusSpanOn), parity, place
 * (none once removed), and day n counted from her last service, farrowing or weaning (day 0 is
 * that event's day: gestation, lactation, days since weaning); a lactating sow's piglets on
 * hand (litterOnHand).
 */
export function animalStateOn(timeline: FemaleTimeline, day: number): AnimalCard['state'] {
  const { status, since } = femaleStatusSpanOn(timeline, day);
  const present = isPresentOn(timeline, day);
  const lastReset = timeline.events.findLast(
    (event) =>
      event.day <= day && (STATUS_RESET_TYPES as readonly string[]).includes(event.record.type),
  );
  const litter = status === 'lactating' ? litterOnHand(timeline.events, day) : null;
  return {
    status,
    since: since === null ? null : dateOfDay(since),
    day: present && lastReset ? day - lastReset.day : null,
    parity: parityOn(timeline, day),
    location: present ? locationOn(timeline.events, day) : null,
    suckling: litter?.alive ?? null,
  };
}

/** Her removal record, if she left the herd. */
export function animalRemoval(timeline: FemaleTimeline): AnimalCard['removal'] {
  const last = timeline.events.at(-1)!.record;
  if (last.type !== 'removal') return null;
  return { date: last.date, kind: last.kind, cause: last.cause ?? null };
}

/**
 * Her litters, oldest first: each farrowing's counts, the fosters (net) and deaths (by cause, in
 * order of first record) of its days (from the farrowing to litterLastDay, as the records to fix
 * balance it), the weaning that ends it and the days from that weaning to her next service.
 */
export function animalLitters(timeline: FemaleTimeline): AnimalLitter[] {
  return timeline.farrowings.map((farrowing, index) => {
    const lastDay = litterLastDay(timeline, farrowing);
    let fostered = 0;
    const deaths = new Map<string | null, number>();
    let weaningWeight: number | null = null;
    for (const { record, day } of timeline.events) {
      if (day < farrowing.day || day > lastDay) continue;
      if (record.type === 'foster') fostered += record.count;
      if (record.type === 'piglet_death') {
        const cause = record.cause ?? null;
        deaths.set(cause, (deaths.get(cause) ?? 0) + record.count);
      }
      if (record.type === 'weaning' && day === farrowing.weaningDay) {
        weaningWeight = record.weight_kg ?? null;
      }
    }
    const weaning = timeline.weanings.find((one) => one.farrowingDay === farrowing.day);
    return {
      parity: timeline.entryParity + index + 1,
      farrowing_date: dateOfDay(farrowing.day),
      born_alive: farrowing.bornAlive,
      stillborn: farrowing.stillborn,
      mummified: farrowing.mummified,
      fostered,
      deaths: [...deaths].map(([cause, count]) => ({ cause, count })),
      weaned: weaning?.count ?? null,
      weaning_date: weaning ? dateOfDay(weaning.day) : null,
      weaning_weight_kg: weaningWeight,
      days_to_service:
        weaning?.nextServiceDay != null ? weaning.nextServiceDay - weaning.day : null,
    };
  });
}

import type { HerdEvent } from '../herd/event-order.js';
import { latestFarrowingOnOrBefore, parityOn } from '../herd/presence.js';
import type { FemaleTimeline } from '../herd/timeline-types.js';
import { mortalityBand } from '../kpi/bands.js';
import { tallyHerd } from '../kpi/herd-tally.js';
import type { DayRange } from '../kpi/period-range.js';
import type { LitterRow, PigletDeathRow } from './piglet-mortality.js';
import type { CycleEvent } from './removal-stage.js';
import type { ServiceRow } from './reproduction-analysis.js';
import { roomOfPlace } from './rooms.js';
import type { RemovalRow } from './sow-withdrawals.js';

/**
 * The rows the herd reports are built from, read off the reference timelines of
 * packages/domain/src/herd: what the server's SQL must find (the server tests compare both).
 */

/**
 * Where a female was for one of her events (docs/herd-analysis.md, "Where a sow is"): the
 * event's own location, else the last location recorded for her on or before its day, by date
 * and then by the order the records came in.
 */
export function placeOfEvent(timeline: FemaleTimeline, event: HerdEvent): string | null {
  if (event.record.location !== undefined) return event.record.location;
  let last: HerdEvent | null = null;
  for (const other of timeline.events) {
    if (other.record.location === undefined || other.day > event.day) continue;
    if (!last || other.day > last.day || (other.day === last.day && other.seq > last.seq)) {
      last = other;
    }
  }
  return last?.record.location ?? null;
}

const eventsOf = (timeline: FemaleTimeline, type: HerdEvent['record']['type']) =>
  timeline.events.filter((event) => event.record.type === type);

export function pigletDeathRowsOf(
  timelines: readonly FemaleTimeline[],
  rooms: ReadonlyMap<string, string>,
): PigletDeathRow[] {
  return timelines.flatMap((timeline) =>
    eventsOf(timeline, 'piglet_death').map((event) => {
      const record = event.record as Extract<HerdEvent['record'], { type: 'piglet_death' }>;
      const litter = latestFarrowingOnOrBefore(timeline, event.day);
      return {
        day: event.day,
        count: record.count,
        band: litter ? mortalityBand(event.day - litter.day) : null,
        cause: record.cause ?? null,
        parity: parityOn(timeline, event.day),
        room: roomOfPlace(placeOfEvent(timeline, event), rooms),
      };
    }),
  );
}

export function litterRowsOf(
  timelines: readonly FemaleTimeline[],
  rooms: ReadonlyMap<string, string>,
): LitterRow[] {
  return timelines.flatMap((timeline) =>
    eventsOf(timeline, 'farrowing').map((event) => {
      const record = event.record as Extract<HerdEvent['record'], { type: 'farrowing' }>;
      return {
        day: event.day,
        bornAlive: record.born_alive,
        parity: parityOn(timeline, event.day),
        room: roomOfPlace(placeOfEvent(timeline, event), rooms),
      };
    }),
  );
}

/** The cycle event a record is, if it is one (a positive check, a heat, a move are not). */
function cycleEventOf(record: HerdEvent['record']): CycleEvent | null {
  switch (record.type) {
    case 'entry':
    case 'service':
    case 'abortion':
    case 'farrowing':
    case 'weaning':
      return record.type;
    case 'preg_check':
      return record.result === 'negative' ? 'negative_check' : null;
    default:
      return null;
  }
}

export function removalRowsOf(timelines: readonly FemaleTimeline[]): RemovalRow[] {
  return timelines.flatMap((timeline) => {
    const removal = timeline.events.at(-1);
    if (!timeline.removal || removal?.record.type !== 'removal') return [];
    // The removal is the last event of her life: every cycle event before it is earlier.
    let last: { event: CycleEvent; day: number } | null = null;
    for (const event of timeline.events) {
      const cycle = cycleEventOf(event.record);
      if (cycle) last = { event: cycle, day: event.day };
    }
    return [
      {
        animal: timeline.animal,
        day: removal.day,
        kind: removal.record.kind,
        cause: removal.record.cause ?? null,
        parity: parityOn(timeline, removal.day),
        entryParity: timeline.entryParity,
        // Her entry is a cycle event: there always is one.
        lastEvent: last!.event,
        lastEventDay: last!.day,
      },
    ];
  });
}

/** Σ over the days of `range` of the females present that day (avg_females × D). */
export function femaleDaysOf(timelines: readonly FemaleTimeline[], range: DayRange): number {
  return tallyHerd(timelines, range).femaleDays;
}

export function serviceRowsOf(timelines: readonly FemaleTimeline[]): ServiceRow[] {
  return timelines.flatMap((timeline) => {
    const events = eventsOf(timeline, 'service');
    return timeline.services.map((service, index) => {
      const record = events[index]!.record as Extract<HerdEvent['record'], { type: 'service' }>;
      const confirmed =
        service.outcome === 'pending' &&
        timeline.events.some(
          (event) =>
            event.record.type === 'preg_check' &&
            event.record.result === 'positive' &&
            event.day > service.day,
        );
      return {
        animal: timeline.animal,
        day: service.day,
        parity: parityOn(timeline, service.day),
        first: service.first,
        interval: service.first ? null : service.day - service.previousServiceDay!,
        boar: record.boar ?? null,
        user: record.user ?? null,
        outcome: service.outcome,
        outcomeDay: service.outcomeDay,
        confirmed,
      };
    });
  });
}

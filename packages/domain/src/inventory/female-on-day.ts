import { dayNumber } from '../herd/day-number.js';
import type { HerdEvent } from '../herd/event-order.js';
import { locationOn } from '../herd/location.js';
import { statusSpanOfEvents, type PresentStatus } from '../herd/sow-status.js';
import { isPresentOn } from '../herd/presence.js';
import type { FemaleTimeline } from '../herd/timeline-types.js';

/**
 * A female present on a day, as the inventory reports read her: what the reference timelines
 * hold, or what the server loads of her (her facts, and only her recent events).
 */
export type FemaleOnDay = {
  animal: string;
  entryDay: number;
  entryParity: number;
  /** Her farrowing days, at least those up to the day. */
  farrowingDays: readonly number[];
  /**
   * Her events in order (orderFemaleEvents): all of them, or whole days of them (the order
   * within a day depends on the day's other events) from her last service, farrowing or
   * weaning on or before the day (STATUS_RESET_TYPES) to the day.
   */
  events: readonly HerdEvent[];
  /** Where she is on the day (locationOn). */
  location: string | null;
};

/** Her place in the herd inventory on the day. */
export type InventoryFemale = {
  animal: string;
  status: PresentStatus;
  /** The day she took her status. */
  since: number;
  parity: number;
  location: string | null;
  /**
   * A gilt's age on the day, from the birth date of her entry record (among her recent events
   * while she has never been served); null for the others, or without a birth date.
   */
  giltAge: number | null;
};

export function inventoryFemale(female: FemaleOnDay, day: number): InventoryFemale {
  const { status, since } = statusSpanOfEvents(female, female.events, day);
  return {
    animal: female.animal,
    status,
    since,
    parity: female.entryParity + female.farrowingDays.filter((one) => one <= day).length,
    location: female.location,
    giltAge: status === 'gilt' ? ageOn(female.events, day) : null,
  };
}

/** Days from the birth date her entry record gives to `day`; null without one among events. */
function ageOn(events: readonly HerdEvent[], day: number): number | null {
  const entry = events.find((event) => event.record.type === 'entry')?.record;
  return entry?.type === 'entry' && entry.birth_date !== undefined
    ? day - dayNumber(entry.birth_date)
    : null;
}

/** The females present on `day` from the reference timelines, each with all her events. */
export function femalesOnDay(timelines: readonly FemaleTimeline[], day: number): FemaleOnDay[] {
  return timelines
    .filter((timeline) => isPresentOn(timeline, day))
    .map((timeline) => ({
      animal: timeline.animal,
      entryDay: timeline.entryDay,
      entryParity: timeline.entryParity,
      farrowingDays: timeline.farrowings.map((farrowing) => farrowing.day),
      events: timeline.events,
      location: locationOn(timeline.events, day),
    }));
}

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
  /** Her birth date as her entry record gives it, as a day number. */
  birthDay: number | null;
  /** Her farrowing days, at least those up to the day. */
  farrowingDays: readonly number[];
  /**
   * Her events in order (orderFemaleEvents): all of them, or whole days of them (the order
   * within a day depends on the day's other events): the days from her last service, farrowing
   * or weaning on or before the day (STATUS_RESET_TYPES) to the day, and the last day on or
   * before it with a record naming her location.
   */
  events: readonly HerdEvent[];
};

/** Her place in the herd inventory on the day. */
export type InventoryFemale = {
  animal: string;
  status: PresentStatus;
  /** The day she took her status. */
  since: number;
  parity: number;
  location: string | null;
  birthDay: number | null;
};

export function inventoryFemale(female: FemaleOnDay, day: number): InventoryFemale {
  const { status, since } = statusSpanOfEvents(female, female.events, day);
  return {
    animal: female.animal,
    status,
    since,
    parity: female.entryParity + female.farrowingDays.filter((one) => one <= day).length,
    location: locationOn(female.events, day),
    birthDay: female.birthDay,
  };
}

/** The females present on `day` from the reference timelines, each with all her events. */
export function femalesOnDay(timelines: readonly FemaleTimeline[], day: number): FemaleOnDay[] {
  return timelines
    .filter((timeline) => isPresentOn(timeline, day))
    .map((timeline) => {
      const entry = timeline.events[0]!.record;
      const birthDate = entry.type === 'entry' ? entry.birth_date : undefined;
      return {
        animal: timeline.animal,
        entryDay: timeline.entryDay,
        entryParity: timeline.entryParity,
        birthDay: birthDate === undefined ? null : dayNumber(birthDate),
        farrowingDays: timeline.farrowings.map((farrowing) => farrowing.day),
        events: timeline.events,
      };
    });
}

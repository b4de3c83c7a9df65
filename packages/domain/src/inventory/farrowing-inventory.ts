import { dateOfDay, dayNumber } from '../herd/day-number.js';
import type { FemaleOnDay } from './female-on-day.js';
import type { FarrowingInventory } from './inventory-api.js';
import { isWeaningOverdue, litterOnHand } from './litter-on-hand.js';
import { compareNames, placeOf, type PlaceIndex } from './site-places.js';

/**
 * Litters due to wean "within 7 days": due on or before the day + 7, the action list's rule with
 * its default lead (`wean_lead`), so both screens count the same litters on a day.
 */
export const DUE_SOON_DAYS = 7;

/**
 * The farrowing inventory (sows-piglets, docs/inventory.md): the litters on hand on a day, each
 * with its sow, crate, lactation day, piglets in and out, and due weaning; by room and in total.
 */
export function farrowingInventory(input: {
  date: string;
  lactationLength: number;
  females: readonly FemaleOnDay[];
  places: PlaceIndex;
}): FarrowingInventory {
  const day = dayNumber(input.date);
  const rows: FarrowingInventory['rows'] = [];
  for (const female of input.females) {
    const litter = litterOnHand(female.events, day, input.lactationLength);
    if (!litter) continue;
    const crate = female.location;
    rows.push({
      animal: female.animal,
      parity: female.entryParity + female.farrowingDays.filter((one) => one <= day).length,
      room: placeOf(input.places, crate).room,
      crate,
      farrowing_date: dateOfDay(litter.farrowingDay),
      lactation_day: litter.lactationDay,
      born_alive: litter.bornAlive,
      fostered_in: litter.fosteredIn,
      fostered_out: litter.fosteredOut,
      dead: litter.dead,
      alive: litter.alive,
      due_weaning: dateOfDay(litter.dueWeaningDay),
      overdue: isWeaningOverdue(litter, day),
      balanced: litter.alive >= 0,
    });
  }
  rows.sort(
    (a, b) =>
      compareNames(a.room ?? '\uffff', b.room ?? '\uffff') ||
      compareNames(a.crate ?? '', b.crate ?? '') ||
      compareNames(a.animal, b.animal),
  );

  const sum = (
    of: readonly FarrowingInventory['rows'][number][],
    key: 'alive' | 'born_alive' | 'fostered_in' | 'fostered_out' | 'dead' | 'lactation_day',
  ) => of.reduce((total, row) => total + row[key], 0);
  const meanLactationDay = (of: readonly FarrowingInventory['rows'][number][]) =>
    of.length === 0 ? null : sum(of, 'lactation_day') / of.length;
  const rooms = new Map<string | null, FarrowingInventory['rows']>();
  for (const row of rows) {
    const inRoom = rooms.get(row.room);
    if (inRoom) inRoom.push(row);
    else rooms.set(row.room, [row]);
  }
  const dueBy = dateOfDay(day + DUE_SOON_DAYS);
  return {
    date: input.date,
    lactation_length: input.lactationLength,
    litters: rows.length,
    born_alive: sum(rows, 'born_alive'),
    fostered_in: sum(rows, 'fostered_in'),
    fostered_out: sum(rows, 'fostered_out'),
    dead: sum(rows, 'dead'),
    alive: sum(rows, 'alive'),
    mean_lactation_day: meanLactationDay(rows),
    due_to_wean: rows.filter((row) => row.due_weaning <= dueBy).length,
    overdue: rows.filter((row) => row.overdue).length,
    unbalanced: rows.filter((row) => !row.balanced).length,
    by_room: [...rooms].map(([room, inRoom]) => ({
      room,
      litters: inRoom.length,
      alive: sum(inRoom, 'alive'),
      mean_lactation_day: meanLactationDay(inRoom),
    })),
    rows,
  };
}

import { dateOfDay, dayNumber } from '../herd/day-number.js';
import type { FemaleTimeline } from '../herd/timeline-types.js';
import type { FemaleOnDay } from '../inventory/female-on-day.js';
import { compareNames, compareRooms, placeOf, type PlaceIndex } from '../inventory/site-places.js';
import {
  ACTION_LISTS,
  type ActionItem,
  type ActionList,
  type ActionLists,
} from './action-lists-api.js';
import type { ActionWindows } from './action-windows.js';
import { femaleActions, type HerdLengths } from './action-rules.js';

/** The gestation length a farm without farrowings of its own is due at (herd-reports §9.2). */
export const DEFAULT_GESTATION_DAYS = 115;
/** The farrowings whose mean gestation sets the due dates: those of the year to the day. */
export const GESTATION_MEAN_DAYS = 365;

/** The rounded mean of `count` gestations of `total` days, else 115 days. */
export function meanGestationDays(total: number, count: number): number {
  return count === 0 ? DEFAULT_GESTATION_DAYS : Math.round(total / count);
}

/** Whether a place is where sows farrow: a farrowing crate, or any place of a lactation room. */
export function farrowingPlaceTest(places: PlaceIndex) {
  return (location: string | null): boolean => {
    if (location === null) return false;
    const place = places.get(location);
    return (
      place !== undefined && (place.kind === 'farrowing_crate' || place.section === 'lactation')
    );
  };
}

/**
 * The barn's action lists on a day (docs/action-lists.md): every present female on each list
 * whose rule she meets, each list in the order of one walk through the barn — the tree's rooms
 * by building and name, then each room's places by name, then places the tree does not hold,
 * then females with no place; her tag last.
 */
export function actionLists(input: {
  date: string;
  windows: ActionWindows;
  lengths: HerdLengths;
  females: readonly FemaleOnDay[];
  places: PlaceIndex;
}): ActionLists {
  const day = dayNumber(input.date);
  const isFarrowingPlace = farrowingPlaceTest(input.places);
  const lists = Object.fromEntries(
    ACTION_LISTS.map((list) => [list, [] as ActionItem[]]),
  ) as Record<ActionList, ActionItem[]>;
  const walkOrder = new Map<ActionItem, ReturnType<typeof placeOf>>();
  for (const female of input.females) {
    const { status, parity, dues } = femaleActions(
      female,
      day,
      input.windows,
      input.lengths,
      isFarrowingPlace,
    );
    if (dues.length === 0) continue;
    const place = placeOf(input.places, female.location);
    for (const one of dues) {
      const item: ActionItem = {
        animal: female.animal,
        parity,
        status,
        location: female.location,
        room: place.room,
        due_date: dateOfDay(one.dueDay),
        days: day - one.dueDay,
        overdue: one.overdue,
        note: one.note,
      };
      walkOrder.set(item, place);
      lists[one.list].push(item);
    }
  }
  for (const list of ACTION_LISTS) {
    lists[list].sort(
      (a, b) =>
        compareRooms(walkOrder.get(a)!, walkOrder.get(b)!) ||
        compareNames(a.location ?? '', b.location ?? '') ||
        compareNames(a.animal, b.animal),
    );
  }
  return {
    date: input.date,
    windows: input.windows,
    gestation_length: input.lengths.gestation,
    lactation_length: input.lengths.lactation,
    lists,
  };
}

/** The mean gestation of the farrowings dated in the year to `day` (the reference's reading). */
export function herdGestationDays(timelines: readonly FemaleTimeline[], day: number): number {
  let total = 0;
  let count = 0;
  for (const timeline of timelines) {
    for (const farrowing of timeline.farrowings) {
      if (farrowing.lastServiceDay === null) continue;
      if (farrowing.day > day || farrowing.day <= day - GESTATION_MEAN_DAYS) continue;
      total += farrowing.day - farrowing.lastServiceDay;
      count += 1;
    }
  }
  return meanGestationDays(total, count);
}

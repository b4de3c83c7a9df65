import type { HerdEvent } from '../herd/event-order.js';
import { statusSpanOfEvents, type PresentStatus } from '../herd/sow-status.js';
import type { FemaleOnDay } from '../inventory/female-on-day.js';
import { litterOnHand } from '../inventory/litter-on-hand.js';
import type { ActionList, ActionNote } from './action-lists-api.js';
import type { ActionWindows } from './action-windows.js';

/**
 * Which action lists a present female is on, on a day (docs/action-lists.md, "Rules"): each
 * rule reads her status and the events from her last service, farrowing or weaning on (what
 * FemaleOnDay holds), so the server can load only those.
 */

/** What the farm knows of its gestation and lactation lengths. */
export type HerdLengths = { gestation: number; lactation: number };

/** A place's kind as the rules need it: whether she already stands in a farrowing place. */
export type IsFarrowingPlace = (location: string | null) => boolean;

export type ActionDue = {
  list: ActionList;
  dueDay: number;
  overdue: boolean;
  note: ActionNote | null;
};

export type FemaleActions = { status: PresentStatus; parity: number; dues: ActionDue[] };

const due = (
  list: ActionList,
  dueDay: number,
  overdue = false,
  note: ActionNote | null = null,
): ActionDue => ({ list, dueDay, overdue, note });

/** Her events up to the day. */
const upTo = (events: readonly HerdEvent[], day: number) =>
  events.filter((event) => event.day <= day);

export function femaleActions(
  female: FemaleOnDay,
  day: number,
  windows: ActionWindows,
  lengths: HerdLengths,
  isFarrowingPlace: IsFarrowingPlace,
): FemaleActions {
  const events = upTo(female.events, day);
  const { status } = statusSpanOfEvents(female, events, day);
  const parity = female.entryParity + female.farrowingDays.filter((one) => one <= day).length;
  const lastReset = events.findLast((event) =>
    ['service', 'farrowing', 'weaning'].includes(event.record.type),
  );
  const dues: ActionDue[] = [];
  let gestatingNotDue = false;

  if ((status === 'bred' || status === 'gestating') && lastReset?.record.type === 'service') {
    const served = lastReset.day;
    const since = day - served;
    const afterService = events.slice(events.indexOf(lastReset) + 1);
    dues.push(...servedDues(afterService, served, since, windows));
    const dueFarrowing = served + lengths.gestation;
    gestatingNotDue = day <= dueFarrowing;
    const moveDay = dueFarrowing - windows.move_before_farrowing;
    if (day >= moveDay && !isFarrowingPlace(female.location)) {
      dues.push(due('move_to_farrowing', moveDay));
    }
    if (day >= dueFarrowing - windows.farrow_lead) {
      dues.push(
        due(
          'due_to_farrow',
          dueFarrowing,
          day > dueFarrowing + windows.farrow_overdue,
          since > windows.not_in_pig ? 'not_in_pig' : null,
        ),
      );
    }
  }

  if (status === 'lactating') {
    const litter = litterOnHand(events, day, lengths.lactation);
    if (litter && day >= litter.dueWeaningDay - windows.wean_lead) {
      dues.push(
        due('due_to_wean', litter.dueWeaningDay, day > litter.dueWeaningDay + windows.wean_overdue),
      );
    }
  }

  if ((status === 'weaned' || status === 'cycled') && lastReset?.record.type === 'weaning') {
    const dueDay = lastReset.day + windows.weaned_after;
    if (day > dueDay) {
      dues.push(due('weaned_not_served', dueDay, day - lastReset.day > windows.weaned_overdue));
    }
  }

  // Never served: a parity-0 entry with no service, farrowing or weaning since.
  if (female.entryParity === 0 && lastReset === undefined) {
    const dueDay = female.entryDay + windows.gilt_acclimatisation;
    if (day >= dueDay) dues.push(due('gilts_overdue', dueDay));
  }

  // Gestating females not yet due have nothing to record until they farrow: the farrowing
  // lists watch them.
  const lastEvent = events.at(-1);
  if (lastEvent && !gestatingNotDue && day - lastEvent.day >= windows.inactive_days) {
    dues.push(due('inactive', lastEvent.day + windows.inactive_days));
  }

  return { status, parity, dues };
}

/**
 * Heat and pregnancy checks of a served female with no outcome yet, `since` days after the
 * service; `afterService`: her events that follow it.
 */
function servedDues(
  afterService: readonly HerdEvent[],
  served: number,
  since: number,
  windows: ActionWindows,
): ActionDue[] {
  const dues: ActionDue[] = [];
  if (since >= windows.heat_check_1_from && since <= windows.heat_check_1_to) {
    dues.push(due('heat_check', served + windows.heat_check_1_from, false, 'heat_1'));
  } else if (since >= windows.heat_check_2_from && since <= windows.heat_check_2_to) {
    dues.push(due('heat_check', served + windows.heat_check_2_from, false, 'heat_2'));
  }
  // A negative check or an abortion ends the service, so the checks after it are positive.
  const checks = afterService.filter((event) => event.record.type === 'preg_check').length;
  if (checks === 0 && since >= windows.preg_check_1_from && since < windows.preg_check_2_from) {
    dues.push(
      due(
        'preg_check',
        served + windows.preg_check_1_from,
        since > windows.preg_check_1_overdue,
        'check_1',
      ),
    );
  } else if (
    checks <= 1 &&
    since >= windows.preg_check_2_from &&
    since <= windows.preg_check_2_to
  ) {
    // Still unchecked by the second window: the first check is what is late, so it keeps its
    // due date (the row's days go on counting from there rather than starting again at 0).
    const dueDay = served + (checks === 0 ? windows.preg_check_1_from : windows.preg_check_2_from);
    dues.push(due('preg_check', dueDay, checks === 0, 'check_2'));
  }
  return dues;
}

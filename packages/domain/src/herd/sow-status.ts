import type { HerdRecord, RemovalKind } from '../records/record-schema.js';
import type { HerdEvent } from './event-order.js';
import type { FemaleTimeline } from './timeline-types.js';

/** The sow statuses of product-spec.md §4. */
export const SOW_STATUSES = [
  'gilt',
  'open',
  'cycled',
  'bred',
  'gestating',
  'lactating',
  'weaned',
  'culled',
  'dead',
  'euthanasia',
  'transferred',
  'unknown',
] as const;
export type SowStatus = (typeof SOW_STATUSES)[number];

/** The statuses of a female present in the herd (spec §4 order, removals left out). */
export const PRESENT_STATUSES = [
  'gilt',
  'open',
  'cycled',
  'bred',
  'gestating',
  'lactating',
  'weaned',
  'unknown',
] as const satisfies readonly SowStatus[];
export type PresentStatus = (typeof PRESENT_STATUSES)[number];

/** A bred female with no outcome this many days after her service counts as gestating. */
export const GESTATING_AFTER_DAYS = 35;

const REMOVAL_STATUS: Record<RemovalKind, SowStatus> = {
  cull: 'culled',
  death: 'dead',
  euthanasia: 'euthanasia',
  transfer: 'transferred',
};

/** Her status and the day she took it (null before her entry, when she has none). */
export type StatusSpan = { status: SowStatus; since: number | null };

/**
 * The events after which her status no longer depends on anything before them: any run of her
 * ordered events that starts at (or before) the last of these dated on or before a day gives
 * `statusSpanOfEvents` the same answer as her whole history, so a report reads only those.
 */
export const STATUS_RESET_TYPES = ['service', 'farrowing', 'weaning'] as const;

/**
 * A female's status at the end of day `day`, from her events dated on or before it (what the
 * farm knew that day; later records do not change a past status):
 *
 * - culled, dead, euthanasia, transferred: removed by that kind on or before the day (a female
 *   removed on d is not present on d, so her status on d is already the removal's).
 * - gilt: entered with parity 0 and never served (and no heat recorded, see cycled).
 * - cycled: a heat recorded after her entry or last weaning, and no service since.
 * - bred: served, no outcome yet, no positive pregnancy check yet, and fewer than 35 days ago.
 * - gestating: served, no outcome yet, and a positive check since the service, or the service
 *   is 35 days old or more.
 * - open: the last service ended by a negative check or an abortion, and not served again (a
 *   return to estrus is itself a service, so it makes her bred again). A heat keeps her open.
 * - lactating: farrowed and not weaned since.
 * - weaned: weaned and not served (nor in heat) since.
 * - unknown: before her entry, or entered with parity ≥ 1 and nothing recorded since that
 *   tells her state.
 */
export function femaleStatusOn(timeline: FemaleTimeline, day: number): SowStatus {
  return femaleStatusSpanOn(timeline, day).status;
}

/**
 * Her status on `day` (femaleStatusOn) and the day she took it: her removal; the entry for a
 * gilt or an unknown female; the first heat that made her cycled; the service that made her
 * bred (a repeat service starts it again); the positive check, or the service's 35th day,
 * whichever came first, for gestating; the negative check or abortion that made her open; the
 * farrowing; the weaning. Days in that status are `day − since`.
 */
export function femaleStatusSpanOn(timeline: FemaleTimeline, day: number): StatusSpan {
  if (day < timeline.entryDay) return { status: 'unknown', since: null };
  if (timeline.removal !== null && timeline.removal.day <= day) {
    return { status: REMOVAL_STATUS[timeline.removal.kind], since: timeline.removal.day };
  }
  return statusSpanOfEvents(timeline, timeline.events, day);
}

/**
 * The status span on `day` of a present female from her events in order (orderFemaleEvents):
 * all of them, or any run starting at or before her last service, farrowing or weaning dated
 * on or before the day (STATUS_RESET_TYPES). Events after the day are ignored; removals are
 * the caller's (femaleStatusSpanOn).
 */
export function statusSpanOfEvents(
  entry: { entryDay: number; entryParity: number },
  events: readonly HerdEvent[],
  day: number,
): { status: PresentStatus; since: number } {
  let status: PresentStatus = entry.entryParity === 0 ? 'gilt' : 'unknown';
  let since = entry.entryDay;
  let serviceDay = entry.entryDay;
  // Bred for 35 days or more counts as gestating from the 35th day (read before each event, so
  // a check after that day keeps the earlier start).
  const aged = (on: number) => {
    if (status === 'bred' && on - serviceDay >= GESTATING_AFTER_DAYS) {
      status = 'gestating';
      since = serviceDay + GESTATING_AFTER_DAYS;
    }
  };
  for (const event of events) {
    if (event.day > day) break;
    aged(event.day);
    const next = statusAfter(status, event.record);
    const resets = (STATUS_RESET_TYPES as readonly string[]).includes(event.record.type);
    if (next !== status || resets) since = event.day;
    if (event.record.type === 'service') serviceDay = event.day;
    status = next;
  }
  aged(day);
  return { status, since };
}

/**
 * The status an event leads to. Events that do not concern her cycle (entry, already read;
 * piglet deaths, fosters, moves) leave it unchanged, as do checks or abortions when she is not
 * served (they end no service).
 */
function statusAfter(status: PresentStatus, record: HerdRecord): PresentStatus {
  const served = status === 'bred' || status === 'gestating';
  switch (record.type) {
    case 'heat':
      return status === 'gilt' || status === 'weaned' || status === 'unknown' ? 'cycled' : status;
    case 'service':
      return 'bred';
    case 'preg_check':
      if (!served) return status;
      return record.result === 'positive' ? 'gestating' : 'open';
    case 'abortion':
      return served ? 'open' : status;
    case 'farrowing':
      return 'lactating';
    case 'weaning':
      return 'weaned';
    default:
      return status;
  }
}

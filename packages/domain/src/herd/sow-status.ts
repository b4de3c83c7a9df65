import type { HerdRecord, RemovalKind } from '../records/record-schema.js';
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

/** A bred female with no outcome this many days after her service counts as gestating. */
export const GESTATING_AFTER_DAYS = 35;

const REMOVAL_STATUS: Record<RemovalKind, SowStatus> = {
  cull: 'culled',
  death: 'dead',
  euthanasia: 'euthanasia',
  transfer: 'transferred',
};

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
  if (day < timeline.entryDay) return 'unknown';
  if (timeline.removal !== null && timeline.removal.day <= day) {
    return REMOVAL_STATUS[timeline.removal.kind];
  }
  let status: SowStatus = timeline.entryParity === 0 ? 'gilt' : 'unknown';
  let serviceDay = timeline.entryDay;
  for (const event of timeline.events) {
    if (event.day > day) break;
    if (event.record.type === 'service') serviceDay = event.day;
    status = statusAfter(status, event.record);
  }
  if (status === 'bred' && day - serviceDay >= GESTATING_AFTER_DAYS) return 'gestating';
  return status;
}

/**
 * The status an event leads to. Events that do not concern her cycle (entry, already read;
 * piglet deaths, fosters, moves) leave it unchanged, as do checks or abortions when she is not
 * served (they end no service).
 */
function statusAfter(status: SowStatus, record: HerdRecord): SowStatus {
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

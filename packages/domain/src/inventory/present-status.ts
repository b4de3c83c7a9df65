import { PRESENT_STATUSES, type PresentStatus } from '../herd/sow-status.js';

/** A count per present status (spec §4), all 0. */
export function noStatusCounts(): Record<PresentStatus, number> {
  return Object.fromEntries(PRESENT_STATUSES.map((status) => [status, 0])) as Record<
    PresentStatus,
    number
  >;
}

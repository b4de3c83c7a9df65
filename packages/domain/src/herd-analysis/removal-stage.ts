/**
 * Where a female stood in her cycle when she was removed (docs/herd-analysis.md, "Stage at
 * removal"), read from the last event of her cycle before the removal: a removal is the last
 * event of her life, so every other event of hers comes before it.
 */

/** The events that move a female through her cycle (a positive check, a heat, a move do not). */
export const CYCLE_EVENTS = [
  'entry',
  'service',
  'negative_check',
  'abortion',
  'farrowing',
  'weaning',
] as const;
export type CycleEvent = (typeof CYCLE_EVENTS)[number];

export const REMOVAL_STAGES = ['gilt', 'served', 'open', 'lactating', 'weaned', 'unknown'] as const;
export type RemovalStage = (typeof REMOVAL_STAGES)[number];

/**
 * - gilt: entered with parity 0, nothing since (never served);
 * - served: her last service has no outcome before the removal (bred or gestating);
 * - open: a negative check or an abortion ended her last service;
 * - lactating: farrowed, not weaned;
 * - weaned: weaned, not served again;
 * - unknown: entered with a parity, nothing recorded since.
 */
export function removalStage(lastEvent: CycleEvent, entryParity: number): RemovalStage {
  switch (lastEvent) {
    case 'entry':
      return entryParity === 0 ? 'gilt' : 'unknown';
    case 'service':
      return 'served';
    case 'negative_check':
    case 'abortion':
      return 'open';
    case 'farrowing':
      return 'lactating';
    case 'weaning':
      return 'weaned';
  }
}

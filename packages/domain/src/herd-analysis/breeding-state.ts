import type { ServiceOutcome } from '../herd/timeline-types.js';

/**
 * Where a service stands today (docs/herd-analysis.md, "Breeding states"): its outcome
 * (docs/kpis.md), and, while it has none, whether a positive pregnancy check confirmed it.
 */
export const BREEDING_STATES = [
  'pending',
  'confirmed',
  'farrowed',
  'returned',
  'aborted',
  'open',
  'removed',
] as const;
export type BreedingState = (typeof BREEDING_STATES)[number];

/**
 * `confirmed`: a positive pregnancy check is dated after the service. It only counts while the
 * service has no outcome: a positive check does not end a service (docs/kpis.md).
 */
export function breedingState(outcome: ServiceOutcome, confirmed: boolean): BreedingState {
  if (outcome === 'pending') return confirmed ? 'confirmed' : 'pending';
  return outcome;
}

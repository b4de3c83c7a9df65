import type { RemovalKind } from '../records/record-schema.js';
import type { HerdEvent } from './event-order.js';

/**
 * What ended a service (kpi-definitions.md, "Outcome of a service"); the server's derived facts
 * store a service's outcome as its index here.
 */
export const SERVICE_OUTCOMES = [
  'farrowed',
  'returned',
  'aborted',
  'open',
  'removed',
  'pending',
] as const;
export type ServiceOutcome = (typeof SERVICE_OUTCOMES)[number];

export type FemaleService = {
  day: number;
  /** f's first service ever, or the first after a farrowing (weaned or not); else a repeat. */
  first: boolean;
  /** The female's service before this one (any, whatever lies between); null for her first. */
  previousServiceDay: number | null;
  outcome: ServiceOutcome;
  /** Day of the event that ended the service; null while pending. */
  outcomeDay: number | null;
};

export type FemaleFarrowing = {
  day: number;
  bornAlive: number;
  stillborn: number;
  mummified: number;
  /** The last service before the farrowing (null only for an invalid history). */
  lastServiceDay: number | null;
  /** The weaning that ends this litter; null while (or if never) weaned. */
  weaningDay: number | null;
  /** Her first service or farrowing after this farrowing, if any (bounds a nursing presumed
   * for a litter no weaning ends, kpi-definitions.md npd). */
  nextServiceOrFarrowingDay: number | null;
};

export type FemaleWeaning = {
  day: number;
  count: number;
  /** The farrowing this weaning ends (null only for an invalid history). */
  farrowingDay: number | null;
  /** The first service after the weaning, when it comes before any farrowing or removal. */
  nextServiceDay: number | null;
};

export type FemalePigletDeath = { day: number; count: number };

export type FemaleRemoval = { day: number; kind: RemovalKind };

/** One female's history from her entry to her removal, and what the KPIs derive from it. */
export type FemaleTimeline = {
  animal: string;
  entryDay: number;
  entryParity: number;
  removal: FemaleRemoval | null;
  /** Her events in order, from the entry record to the removal record (both included). */
  events: HerdEvent[];
  services: FemaleService[];
  farrowings: FemaleFarrowing[];
  weanings: FemaleWeaning[];
  pigletDeaths: FemalePigletDeath[];
};

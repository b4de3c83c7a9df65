import type { ServiceOutcome } from '../../herd/timeline-types.js';
import type { RemovalKind } from '../../records/record-schema.js';

/**
 * What a drill-down reads, one fact per event or female, as both engines produce them: the
 * reference from the timelines (reference-facts.ts), the server from its derived facts
 * (drill-down-repository.ts). The rules of drill-down-rules.ts turn them into the rows of an
 * explanation, so the two engines share one copy of what each KPI counts.
 *
 * `location` is her place at the end of the fact's day (the day before, for a removal: her
 * stays end on it), from her stays (herd/location.ts, `locationStays`); null while unknown.
 */
type Placed = { animal: string; location: string | null };
/** Who recorded the event (its record's `user`; UNRECORDED_USER without one). */
type Recorded = Placed & { user: string };

export type ServiceFact = Recorded & {
  day: number;
  first: boolean;
  outcome: ServiceOutcome;
  outcomeDay: number | null;
  /** For an outcome `removed`: the kind of that removal. */
  removalKind: RemovalKind | null;
  /** Her first-ever service, she having entered with parity 0: days since that entry. */
  daysSinceEntry: number | null;
};

export type FarrowingFact = Recorded & {
  day: number;
  bornAlive: number;
  stillborn: number;
  mummified: number;
  /** Days since the last service before it (null only for an invalid history). */
  gestationDays: number | null;
  /** Days since her previous farrowing, when she had one. */
  intervalDays: number | null;
};

export type WeaningFact = Recorded & {
  day: number;
  count: number;
  /** Days since the farrowing it ends (null only for an invalid history). */
  weanAgeDays: number | null;
  /** Days to the next service, when one comes before any farrowing or removal. */
  daysToService: number | null;
};

export type PigletDeathFact = Recorded & { day: number; count: number };

export type RemovalFact = Recorded & { day: number; kind: RemovalKind; parity: number };

/** An entry with parity 0 (a gilt). */
export type GiltEntryFact = Recorded & { day: number };

/** A female present on some day of the period, her place read on her last such day. */
export type FemaleFact = Placed & {
  /** Days of the period she was present, mated, and mated and productive (npd). */
  presentDays: number;
  matedDays: number;
  productiveMatedDays: number;
  /** Her parity on `to`, when present that day. */
  parityOnTo: number | null;
};

/** The lagged rates whose services are dated in a window before the period. */
export const LAGGED_SERVICE_WINDOWS = ['far_rate', 'return_ratio'] as const;
/** Which services a rule reads: those of the period, or of a lagged rate's window. */
export type ServiceWindow = 'period' | (typeof LAGGED_SERVICE_WINDOWS)[number];

/** The facts of one period an engine hands to `explainKpi`; only those the key's rule reads. */
export type DrillDownFacts = {
  services?: readonly ServiceFact[];
  farrowings?: readonly FarrowingFact[];
  weanings?: readonly WeaningFact[];
  pigletDeaths?: readonly PigletDeathFact[];
  removals?: readonly RemovalFact[];
  giltEntries?: readonly GiltEntryFact[];
  females?: readonly FemaleFact[];
};
export type DrillDownSource = keyof DrillDownFacts;

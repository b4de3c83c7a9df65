import type { HerdRecordOf, RecordType } from '@barnboard/domain';

/** A record before the herd pass gives it its animal, date, time, user and id. */
export type Draft = {
  [T in RecordType]: { type: T } & Omit<
    HerdRecordOf<T>,
    'type' | 'animal' | 'date' | 'id' | 'time' | 'user'
  >;
}[RecordType];
export type DraftOf<T extends RecordType> = Extract<Draft, { type: T }>;

/** One simulated event: day number from the first day, and its order among one female's day. */
export type SimEvent = { day: number; rank: number; seq: number; draft: Draft };

/** Order of records of one female on one day (the format orders same-day events by position). */
export const RANK = {
  entry: 0,
  heat: 1,
  service: 2,
  move: 3,
  preg_check: 4,
  abortion: 5,
  farrowing: 6,
  foster: 7,
  piglet_death: 8,
  weaning: 9,
  moveAfterWeaning: 10,
  removal: 11,
} as const;

export type Litter = {
  female: FemaleLife;
  farrowDay: number;
  bornAlive: number;
  /** The piglet deaths recorded (up to her removal, when she leaves before weaning). */
  deaths: number;
  weanDay: number;
  /** The weaning draft (absent when weaning falls after the last day or she leaves before). */
  weaning: DraftOf<'weaning'> | null;
  kgPerPiglet: number;
  /** Whether the piglets were evened out with another litter's after farrowing. */
  fostered: boolean;
  /** Piglets received (positive) or given (negative) by fostering so far. */
  fosterNet: number;
  /** The day the sow died or was culled while nursing it: the herd pass fosters its piglets. */
  orphanedDay: number | null;
};

/** A stay in a farrowing crate, from the move in to weaning; the crate is named by the herd pass. */
export type CrateStay = {
  female: FemaleLife;
  inDay: number;
  outDay: number;
  move: DraftOf<'move'>;
};

export type FemaleLife = {
  /** Creation number (the random stream of this female). */
  index: number;
  entryDay: number;
  parityAtEntry: number;
  events: SimEvent[];
  removalDay: number | null;
  tag: string;
};

/**
 * How a herd does next to the simulator's typical one (parameters.ts): factors on conception and
 * piglet mortality, piglets added to the mean litter. The demo's farms differ by these.
 */
export type HerdPerformance = { conception: number; litterSize: number; pigletMortality: number };

export const TYPICAL_PERFORMANCE: HerdPerformance = {
  conception: 1,
  litterSize: 0,
  pigletMortality: 1,
};

export type HerdContext = {
  /** Day number of the last day (the first day is 0). */
  endDay: number;
  gestationPens: number;
  litters: Litter[];
  stays: CrateStay[];
  /** Date of a day number (also before day 0, for birth dates). */
  dateOf(day: number): string;
  performance: HerdPerformance;
};

export type FemaleStart = {
  index: number;
  entryDay: number;
  parity: number;
  /** Initial females have their first service here; gilts entered later acclimatise first. */
  firstServiceDay: number | null;
};

import type { HerdRecord, RemovalKind } from '../records/record-schema.js';
import { dateOfDay, dayNumber } from './day-number.js';

/**
 * Short hand-made herds for tests and examples. Days are written as offsets from day 0,
 * 2025-01-01 (a Wednesday), so a test's arithmetic stays readable: `serve(10)` is 2025-01-11.
 * A time is given as a pair: `serve([10, '08:00'])`.
 */

const DAY_ZERO = dayNumber('2025-01-01');

/** The date of test day n. */
export function day(n: number): string {
  return dateOfDay(DAY_ZERO + n);
}

/** The period [day from, day to]. */
export function days(from: number, to: number): { from: string; to: string } {
  return { from: day(from), to: day(to) };
}

export type At = number | [number, string];

export type FemaleBuilder = {
  entry(at: At, parity?: number): FemaleBuilder;
  heat(at: At): FemaleBuilder;
  serve(at: At): FemaleBuilder;
  check(at: At, result: 'positive' | 'negative'): FemaleBuilder;
  abort(at: At): FemaleBuilder;
  farrow(at: At, bornAlive: number, stillborn?: number, mummified?: number): FemaleBuilder;
  pigletDeath(at: At, count: number): FemaleBuilder;
  foster(at: At, count: number): FemaleBuilder;
  wean(at: At, count: number): FemaleBuilder;
  remove(at: At, kind: RemovalKind): FemaleBuilder;
  move(at: At, location: string): FemaleBuilder;
};

/** A herd whose records keep the order in which the builder calls were made. */
export function herdBuilder(): { records: HerdRecord[]; female(animal: string): FemaleBuilder } {
  const records: HerdRecord[] = [];

  function female(animal: string): FemaleBuilder {
    const when = (at: At) =>
      typeof at === 'number'
        ? { animal, date: day(at) }
        : { animal, date: day(at[0]), time: at[1] };
    const add = (record: HerdRecord): FemaleBuilder => {
      records.push(record);
      return builder;
    };
    const builder: FemaleBuilder = {
      entry: (at, parity = 0) => add({ type: 'entry', ...when(at), parity }),
      heat: (at) => add({ type: 'heat', ...when(at) }),
      serve: (at) => add({ type: 'service', ...when(at), doses: 1 }),
      check: (at, result) => add({ type: 'preg_check', ...when(at), result }),
      abort: (at) => add({ type: 'abortion', ...when(at) }),
      farrow: (at, bornAlive, stillborn = 0, mummified = 0) =>
        add({ type: 'farrowing', ...when(at), born_alive: bornAlive, stillborn, mummified }),
      pigletDeath: (at, count) => add({ type: 'piglet_death', ...when(at), count }),
      foster: (at, count) => add({ type: 'foster', ...when(at), count }),
      wean: (at, count) => add({ type: 'weaning', ...when(at), count }),
      remove: (at, kind) => add({ type: 'removal', ...when(at), kind }),
      move: (at, location) => add({ type: 'move', ...when(at), location }),
    };
    return builder;
  }

  return { records, female };
}

import type { HerdRecord } from '../records/record-schema.js';
import { dayNumber } from './day-number.js';

/** A record with its day number and its position in the input (the "order in the record"). */
export type HerdEvent = { record: HerdRecord; day: number; seq: number };

/** What ordering reads of an event: its day, its input position and its record's time. */
export type OrderedEvent = { day: number; seq: number; record: { time?: string | undefined } };

/** Every animal's records, in input order, keyed by the animal's identity. */
export function groupByAnimal(records: readonly HerdRecord[]): Map<string, HerdEvent[]> {
  const byAnimal = new Map<string, HerdEvent[]>();
  records.forEach((record, seq) => {
    const event = { record, day: dayNumber(record.date), seq };
    const events = byAnimal.get(record.animal);
    if (events) events.push(event);
    else byAnimal.set(record.animal, [event]);
  });
  return byAnimal;
}

/**
 * One female's events in the order the KPIs read them: by date, then by `time` when both events
 * carry one, then by input order (kpi-definitions.md, Conventions; records-format.md `time`).
 *
 * "By time when both have one" is not a total order when a day mixes timed and untimed events
 * (A 10:00, B untimed, C 08:00 in that input order would need A<B<C<A). We settle it so that
 * the SQL version can reproduce it: within one day, untimed events keep their place in input
 * order, and the timed events are sorted by time (then input order) among the places timed
 * events hold. A day whose timed events are already in time order keeps its input order.
 */
export function orderFemaleEvents<E extends OrderedEvent>(events: readonly E[]): E[] {
  const ordered = [...events].sort((a, b) => a.day - b.day || a.seq - b.seq);
  let start = 0;
  while (start < ordered.length) {
    let end = start;
    while (end < ordered.length && ordered[end]!.day === ordered[start]!.day) end++;
    sortTimedInPlace(ordered, start, end);
    start = end;
  }
  return ordered;
}

/** Sorts the timed events of ordered[start, end) among their own places. */
function sortTimedInPlace<E extends OrderedEvent>(ordered: E[], start: number, end: number): void {
  const places: number[] = [];
  for (let i = start; i < end; i++) if (ordered[i]!.record.time !== undefined) places.push(i);
  if (places.length < 2) return;
  const timed = places
    .map((i) => ordered[i]!)
    .sort((a, b) => compareTimes(a.record.time!, b.record.time!) || a.seq - b.seq);
  places.forEach((place, k) => (ordered[place] = timed[k]!));
}

function compareTimes(a: string, b: string): number {
  // 'HH:MM' strings of equal length compare correctly as text.
  return a < b ? -1 : a > b ? 1 : 0;
}

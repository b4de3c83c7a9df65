import type { HerdRecord } from '../records/record-schema.js';
import { deriveLitters } from './derive-litters.js';
import { deriveServices } from './derive-services.js';
import { groupByAnimal, orderFemaleEvents, type HerdEvent } from './event-order.js';
import type { FemaleTimeline } from './timeline-types.js';

/**
 * Every female's timeline, in order of first appearance in `records`.
 *
 * A female with records but no entry record is left out: import validation refuses such
 * records, and without an entry there is no presence, parity or inventory to compute.
 */
export function buildTimelines(records: readonly HerdRecord[]): FemaleTimeline[] {
  const timelines: FemaleTimeline[] = [];
  for (const [animal, events] of groupByAnimal(records)) {
    const timeline = buildTimeline(animal, events);
    if (timeline) timelines.push(timeline);
  }
  return timelines;
}

/**
 * One female's timeline from her events (any order; they are ordered here). Her life runs from
 * her first entry record to her first removal record after it; events outside it are ignored,
 * as is any later entry record (import validation refuses all of these). Null without an entry.
 */
export function buildTimeline(animal: string, events: readonly HerdEvent[]): FemaleTimeline | null {
  const ordered = orderFemaleEvents(events);
  const entryIndex = ordered.findIndex((event) => event.record.type === 'entry');
  const entry = ordered[entryIndex];
  if (entry?.record.type !== 'entry') return null;

  const removalIndex = ordered.findIndex(
    (event, index) => index > entryIndex && event.record.type === 'removal',
  );
  const life = ordered.slice(entryIndex, removalIndex < 0 ? undefined : removalIndex + 1);
  const last = life[life.length - 1]!.record;

  return {
    animal,
    entryDay: entry.day,
    entryParity: entry.record.parity,
    removal: isRemoval(last) ? { day: life[life.length - 1]!.day, kind: last.kind } : null,
    events: life,
    services: deriveServices(life),
    ...deriveLitters(life),
  };
}

function isRemoval(record: HerdRecord): record is Extract<HerdRecord, { type: 'removal' }> {
  return record.type === 'removal';
}

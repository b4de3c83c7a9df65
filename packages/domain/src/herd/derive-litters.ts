import type { HerdRecord } from '../records/record-schema.js';
import type { HerdEvent } from './event-order.js';
import type { FemaleFarrowing, FemalePigletDeath, FemaleWeaning } from './timeline-types.js';

/**
 * The female's farrowings (with the last service before each and the weaning that ends it),
 * weanings (with the farrowing each ends and the service that follows) and piglet deaths.
 */
export function deriveLitters(events: readonly HerdEvent[]): {
  farrowings: FemaleFarrowing[];
  weanings: FemaleWeaning[];
  pigletDeaths: FemalePigletDeath[];
} {
  const farrowings: FemaleFarrowing[] = [];
  const weanings: FemaleWeaning[] = [];
  const pigletDeaths: FemalePigletDeath[] = [];
  let lastServiceDay: number | null = null;
  // Import validation lets a weaning end only a farrowing not yet weaned: the latest one.
  let unweaned: FemaleFarrowing | null = null;

  events.forEach((event, index) => {
    const { record, day } = event;
    switch (record.type) {
      case 'service':
        lastServiceDay = day;
        break;
      case 'farrowing': {
        const farrowing: FemaleFarrowing = {
          day,
          bornAlive: record.born_alive,
          stillborn: record.stillborn,
          mummified: record.mummified,
          lastServiceDay,
          weaningDay: null,
          nextServiceOrFarrowingDay: nextDayOf(events, index, ['service', 'farrowing']),
        };
        farrowings.push(farrowing);
        unweaned = farrowing;
        break;
      }
      case 'weaning':
        weanings.push({
          day,
          count: record.count,
          farrowingDay: unweaned?.day ?? null,
          nextServiceDay: serviceAfter(events, index),
        });
        if (unweaned) unweaned.weaningDay = day;
        unweaned = null;
        break;
      case 'piglet_death':
        pigletDeaths.push({ day, count: record.count });
        break;
      default:
        break;
    }
  });
  return { farrowings, weanings, pigletDeaths };
}

/**
 * The day of the first service after events[index], if it comes before any farrowing or
 * removal (kpi-definitions.md wsi: "followed by a service (before any removal)").
 */
function serviceAfter(events: readonly HerdEvent[], index: number): number | null {
  for (let i = index + 1; i < events.length; i++) {
    const { record, day } = events[i]!;
    if (record.type === 'service') return day;
    if (record.type === 'farrowing' || record.type === 'removal') return null;
  }
  return null;
}

/** The day of the first event of one of these types after events[index], if any. */
function nextDayOf(
  events: readonly HerdEvent[],
  index: number,
  types: readonly HerdRecord['type'][],
): number | null {
  for (let i = index + 1; i < events.length; i++) {
    if (types.includes(events[i]!.record.type)) return events[i]!.day;
  }
  return null;
}

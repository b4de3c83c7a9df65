import type { HerdRecord } from '../records/record-schema.js';
import type { HerdEvent } from './event-order.js';
import type { FemaleService, ServiceOutcome } from './timeline-types.js';

/**
 * The female's services in order, each with its outcome and whether it is a first service.
 * `events` are one female's ordered events from entry to removal; outcomes read every one of
 * them, including events after any report period (kpi-definitions.md, "What follows means").
 */
export function deriveServices(events: readonly HerdEvent[]): FemaleService[] {
  const services: FemaleService[] = [];
  let previousServiceDay: number | null = null;
  let littered = false;
  events.forEach((event, index) => {
    // A weaning, or a farrowing whose weaning the records forgot, ends the cycle the next
    // service would otherwise repeat (docs/kpis.md, "First vs repeat").
    if (event.record.type === 'weaning' || event.record.type === 'farrowing') littered = true;
    if (event.record.type !== 'service') return;
    services.push({
      day: event.day,
      // The contract: a repeat follows a service with no farrowing in between, so a service
      // after a farrowing with no weaning recorded is a first service, not a 140-day return.
      first: previousServiceDay === null || littered,
      previousServiceDay,
      ...outcomeAfter(events, index),
    });
    previousServiceDay = event.day;
    littered = false;
  });
  return services;
}

/** The first event after events[index] that ends a service, or pending when none has yet. */
function outcomeAfter(
  events: readonly HerdEvent[],
  index: number,
): { outcome: ServiceOutcome; outcomeDay: number | null } {
  for (let i = index + 1; i < events.length; i++) {
    const event = events[i]!;
    const outcome = outcomeOf(event.record);
    if (outcome !== null) return { outcome, outcomeDay: event.day };
  }
  return { outcome: 'pending', outcomeDay: null };
}

/** The outcome an event gives the service before it; null when it does not end a service. */
function outcomeOf(record: HerdRecord): ServiceOutcome | null {
  switch (record.type) {
    case 'farrowing':
      return 'farrowed';
    case 'service':
      return 'returned';
    case 'abortion':
      return 'aborted';
    case 'preg_check':
      // A positive check confirms the pregnancy; it does not end the service.
      return record.result === 'negative' ? 'open' : null;
    case 'removal':
      return 'removed';
    default:
      return null;
  }
}

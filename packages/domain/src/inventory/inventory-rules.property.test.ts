import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locationOn, locationStays } from '../herd/location.js';
import { isPresentOn } from '../herd/presence.js';
import { femaleStatusOn } from '../herd/sow-status.js';
import { dayArb, herdArb, recentEvents } from '../herd/testing/random-histories.js';
import type { FemaleTimeline } from '../herd/timeline-types.js';
import { femalesOnDay, inventoryFemale } from './female-on-day.js';
import { litterOnHand, litterSpans } from './litter-on-hand.js';

/**
 * The inventory rules on random histories (not always valid ones), with moves and times: a
 * female's recent events say what all of them say, stays and litters agree with the day rules.
 */

describe('inventory rules on random histories', () => {
  it('read the same status, since and litter from her recent events', () => {
    fc.assert(
      fc.property(herdArb, dayArb, (timelines, day) => {
        for (const female of femalesOnDay(timelines, day)) {
          const whole = inventoryFemale(female, day);
          const recent = inventoryFemale({ ...female, events: recentEvents(female, day) }, day);
          expect(recent).toEqual(whole);
          const timeline = timelines.find((one) => one.animal === female.animal)!;
          expect(whole.status).toBe(femaleStatusOn(timeline, day));
          const litter = litterOnHand(recentEvents(female, day), day);
          expect(litter).toEqual(litterOnHand(female.events, day));
          expect(litter !== null).toBe(whole.status === 'lactating');
        }
      }),
      { numRuns: 300 },
    );
  });

  it('give each day of a stay the place locationOn gives, and no stay outside her presence', () => {
    fc.assert(
      fc.property(herdArb, dayArb, (timelines, day) => {
        for (const timeline of timelines) {
          const stays = locationStays(timeline.events, timeline.removal?.day ?? null);
          const covering = stays.filter(
            (stay) => stay.from <= day && (stay.to === null || day < stay.to),
          );
          expect(covering.length).toBeLessThanOrEqual(1);
          const expected = isPresentOn(timeline, day) ? locationOn(timeline.events, day) : null;
          expect(covering[0]?.location ?? null).toBe(day < timeline.entryDay ? null : expected);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('give each day of a litter span the litter on hand that day', () => {
    fc.assert(
      fc.property(herdArb, dayArb, (timelines: FemaleTimeline[], day) => {
        for (const timeline of timelines) {
          const span = litterSpans(timeline.events).find(
            (one) => one.from <= day && (one.to === null || day < one.to),
          );
          expect(span?.from ?? null).toBe(litterOnHand(timeline.events, day)?.farrowingDay ?? null);
        }
      }),
      { numRuns: 300 },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildTimelines } from '../herd/build-timeline.js';
import { orderFemaleEvents, type HerdEvent } from '../herd/event-order.js';
import { day as dateOf, herdBuilder, type At } from '../herd/herd-builder.js';
import { dayNumber } from '../herd/day-number.js';
import { locationOn, locationStays } from '../herd/location.js';
import { isPresentOn } from '../herd/presence.js';
import { femaleStatusOn, STATUS_RESET_TYPES } from '../herd/sow-status.js';
import type { FemaleTimeline } from '../herd/timeline-types.js';
import { femalesOnDay, inventoryFemale, type FemaleOnDay } from './female-on-day.js';
import { litterOnHand, litterSpans } from './litter-on-hand.js';

/**
 * The inventory rules on random histories (not always valid ones), with moves and times: a
 * female's recent events say what all of them say, stays and litters agree with the day rules.
 */

const STEPS = ['heat', 'serve', 'pos', 'neg', 'abort', 'farrow', 'death', 'foster', 'wean', 'move'];
const PLACES = ['Pen 1', 'Pen 2', 'Crate A-1', 'Crate A-2'];

const herdArb = fc
  .array(
    fc.record({
      entry: fc.integer({ min: 0, max: 100 }),
      parity: fc.integer({ min: 0, max: 3 }),
      steps: fc.array(
        fc.record({
          step: fc.constantFrom(...STEPS),
          gap: fc.integer({ min: 0, max: 30 }),
          time: fc.option(fc.constantFrom('07:00', '12:00', '18:00'), { nil: undefined }),
          place: fc.option(fc.constantFrom(...PLACES), { nil: undefined }),
        }),
        { maxLength: 25 },
      ),
      removal: fc.option(fc.integer({ min: 0, max: 40 }), { nil: undefined }),
    }),
    { minLength: 1, maxLength: 6 },
  )
  .map((females) => {
    const herd = herdBuilder();
    females.forEach(({ entry, parity, steps, removal }, i) => {
      const f = herd.female(`F${i}`).entry(entry, parity);
      let at = entry;
      for (const { step, gap, time, place } of steps) {
        at += gap;
        const when: At = time === undefined ? at : [at, time];
        if (step === 'heat') f.heat(when);
        if (step === 'serve') f.serve(when);
        if (step === 'pos') f.check(when, 'positive');
        if (step === 'neg') f.check(when, 'negative');
        if (step === 'abort') f.abort(when);
        if (step === 'farrow') f.farrow(when, gap % 15);
        if (step === 'death') f.pigletDeath(when, 1 + (gap % 3));
        if (step === 'foster') f.foster(when, gap % 2 === 0 ? 2 : -2);
        if (step === 'wean') f.wean(when, gap % 13);
        if (step === 'move') f.move(when, place ?? PLACES[gap % PLACES.length]!);
      }
      if (removal !== undefined) f.remove(at + removal, 'cull');
    });
    return buildTimelines(herd.records);
  });

const dayArb = fc.integer({ min: -5, max: 500 }).map((offset) => dayNumber(dateOf(offset)));

/**
 * What the server loads of a present female on `day` (repositories/herd-inventory-repository.ts):
 * whole days of her events, shuffled as rows come, from the day of her last service, farrowing
 * or weaning (else her entry) to the day.
 */
function recentEvents(female: FemaleOnDay, day: number): HerdEvent[] {
  const upTo = female.events.filter((event) => event.day <= day);
  const resets = upTo.filter((event) =>
    (STATUS_RESET_TYPES as readonly string[]).includes(event.record.type),
  );
  const anchor = resets.length > 0 ? resets[resets.length - 1]!.day : female.entryDay;
  return orderFemaleEvents(upTo.filter((event) => event.day >= anchor).reverse());
}

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

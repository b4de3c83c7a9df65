import fc from 'fast-check';
import { buildTimelines } from '../build-timeline.js';
import { dayNumber } from '../day-number.js';
import { orderFemaleEvents, type HerdEvent } from '../event-order.js';
import { day as dateOf, herdBuilder, type At } from '../herd-builder.js';
import { STATUS_RESET_TYPES } from '../sow-status.js';
import type { FemaleOnDay } from '../../inventory/female-on-day.js';

/**
 * Random herd histories (not always valid ones), with moves and times, for the property tests
 * of the rules that read a female's recent events (inventory, action lists). Test code only:
 * the build leaves `testing/` out.
 */

const STEPS = ['heat', 'serve', 'pos', 'neg', 'abort', 'farrow', 'death', 'foster', 'wean', 'move'];
export const PLACES = ['Pen 1', 'Pen 2', 'Crate A-1', 'Crate A-2'];

export const herdArb = fc
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

export const dayArb = fc.integer({ min: -5, max: 500 }).map((offset) => dayNumber(dateOf(offset)));

/**
 * What the server loads of a present female on `day` (repositories/herd-inventory-repository.ts):
 * whole days of her events, shuffled as rows come, from the day of her last service, farrowing
 * or weaning (else her entry) to the day.
 */
export function recentEvents(female: FemaleOnDay, day: number): HerdEvent[] {
  const upTo = female.events.filter((event) => event.day <= day);
  const resets = upTo.filter((event) =>
    (STATUS_RESET_TYPES as readonly string[]).includes(event.record.type),
  );
  const anchor = resets.length > 0 ? resets[resets.length - 1]!.day : female.entryDay;
  return orderFemaleEvents(upTo.filter((event) => event.day >= anchor).reverse());
}

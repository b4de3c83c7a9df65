import fc from 'fast-check';
import { day, herdBuilder } from '../herd/herd-builder.js';
import { REMOVAL_KINDS } from '../records/record-schema.js';

/**
 * Random herds and periods for the KPI property tests: females with an entry, then events at
 * random gaps (not always a valid history), maybe a removal; periods over their first years.
 */
const STEPS = [
  'heat',
  'serve',
  'pos',
  'neg',
  'abort',
  'farrow',
  'death',
  'foster',
  'wean',
  'move',
] as const;

/** A female: entry, then events at random gaps (not always a valid history), maybe a removal. */
const femaleArb = fc.record({
  entry: fc.integer({ min: 0, max: 300 }),
  parity: fc.integer({ min: 0, max: 3 }),
  steps: fc.array(fc.tuple(fc.constantFrom(...STEPS), fc.integer({ min: 0, max: 40 })), {
    maxLength: 25,
  }),
  removal: fc.option(fc.tuple(fc.constantFrom(...REMOVAL_KINDS), fc.integer({ min: 0, max: 60 })), {
    nil: undefined,
  }),
});

export const herdArb = fc.array(femaleArb, { minLength: 1, maxLength: 12 }).map((females) => {
  const herd = herdBuilder();
  females.forEach(({ entry, parity, steps, removal }, i) => {
    const f = herd.female(`F${i}`).entry(entry, parity);
    let at = entry;
    for (const [step, gap] of steps) {
      at += gap;
      if (step === 'heat') f.heat(at);
      if (step === 'serve') f.serve(at);
      if (step === 'pos') f.check(at, 'positive');
      if (step === 'neg') f.check(at, 'negative');
      if (step === 'abort') f.abort(at);
      if (step === 'farrow') f.farrow(at, gap % 15, gap % 3, gap % 2);
      if (step === 'death') f.pigletDeath(at, 1 + (gap % 3));
      if (step === 'foster') f.foster(at, gap % 2 === 0 ? 2 : -2);
      if (step === 'wean') f.wean(at, gap % 13);
      if (step === 'move') f.move(at, `P${gap % 3}`);
    }
    if (removal) f.remove(at + removal[1], removal[0]);
  });
  return herd.records;
});

export const periodArb = fc
  .tuple(fc.integer({ min: 0, max: 700 }), fc.integer({ min: 0, max: 250 }))
  .map(([from, length]) => ({ from: day(from), to: day(from + length) }));

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { day, herdBuilder } from '../herd/herd-builder.js';
import { REMOVAL_KINDS, type HerdRecord } from '../records/record-schema.js';
import { PIGLET_MORTALITY_BANDS, RETURN_BANDS, type KpiReport } from './catalogue.js';
import { dayNumber } from '../herd/day-number.js';
import { computeKpiReport, computeKpiSeries } from './reference.js';

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

const herdArb = fc.array(femaleArb, { minLength: 1, maxLength: 12 }).map((females) => {
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
    }
    if (removal) f.remove(at + removal[1], removal[0]);
  });
  return herd.records;
});

const periodArb = fc
  .tuple(fc.integer({ min: 0, max: 700 }), fc.integer({ min: 0, max: 250 }))
  .map(([from, length]) => ({ from: day(from), to: day(from + length) }));

const COUNTED = [
  'services',
  'first_services',
  'litters',
  'weanings',
  'weaned',
  'gilts_entered',
] as const;
const sum = (reports: KpiReport[], pick: (r: KpiReport) => number) =>
  reports.reduce((total, r) => total + pick(r), 0);
const length = (r: { from: string; to: string }) => dayNumber(r.to) - dayNumber(r.from) + 1;

describe('KPI report properties', () => {
  it('splitting a period into months: counts and bands add up to the whole period’s', () => {
    fc.assert(
      fc.property(herdArb, periodArb, (records, period) => {
        const whole = computeKpiReport(records, period);
        const parts = computeKpiSeries(records, period, 'month');
        for (const key of COUNTED) {
          expect(sum(parts, (r) => r.kpis[key]!)).toBe(whole.kpis[key]);
        }
        for (const band of RETURN_BANDS) {
          expect(sum(parts, (r) => r.return_bands[band])).toBe(whole.return_bands[band]);
        }
        for (const band of PIGLET_MORTALITY_BANDS) {
          const total = sum(parts, (r) => r.piglet_mortality_bands[band]);
          expect(total).toBe(whole.piglet_mortality_bands[band]);
        }
        for (const kind of REMOVAL_KINDS) {
          expect(sum(parts, (r) => r.removals_by_kind[kind])).toBe(whole.removals_by_kind[kind]);
        }
      }),
    );
  });

  it('avg_females and avg_mated_females of a period are the day-weighted means of its weeks', () => {
    fc.assert(
      fc.property(herdArb, periodArb, (records, period) => {
        const whole = computeKpiReport(records, period);
        const parts = computeKpiSeries(records, period, 'week');
        const D = length(period);
        for (const key of ['avg_females', 'avg_mated_females'] as const) {
          const weighted = sum(parts, (r) => r.kpis[key]! * length(r)) / D;
          expect(whole.kpis[key]).toBeCloseTo(weighted, 9);
        }
      }),
    );
  });

  it('never gives NaN or an infinite value, and does not depend on how animals interleave', () => {
    fc.assert(
      fc.property(herdArb, periodArb, (records, period) => {
        const report = computeKpiReport(records, period);
        for (const value of Object.values(report.kpis)) {
          expect(value === null || Number.isFinite(value)).toBe(true);
        }
        // A stable sort by date keeps each animal's same-day input order.
        const byDate: HerdRecord[] = [...records].sort((a, b) => a.date.localeCompare(b.date));
        expect(computeKpiReport(byDate, period)).toEqual(report);
      }),
    );
  });
});

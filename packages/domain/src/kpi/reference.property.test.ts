import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REMOVAL_KINDS, type HerdRecord } from '../records/record-schema.js';
import { herdArb, periodArb } from './random-herds.test-support.js';
import { PIGLET_MORTALITY_BANDS, RETURN_BANDS, type KpiReport } from './catalogue.js';
import { dayNumber } from '../herd/day-number.js';
import { computeKpiReport, computeKpiSeries } from './reference.js';

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

import { describe, expect, it } from 'vitest';
import { herdBuilder } from '../herd/herd-builder.js';
import { computeKpiSeries } from './reference.js';

describe('computeKpiSeries', () => {
  // Day 0 is 2025-01-01: January is days 0..30, February 31..58, March 59..89.
  const herd = herdBuilder();
  herd.female('A').entry(-300, 1).serve(-75).farrow(40, 12).wean(61, 11).serve(66);
  herd.female('B').entry(20).serve(50).remove(70, 'cull');

  it('gives one report per calendar month, clipped to the period', () => {
    const series = computeKpiSeries(
      herd.records,
      { from: '2025-01-10', to: '2025-03-05' },
      'month',
    );
    expect(series.map((r) => [r.from, r.to])).toEqual([
      ['2025-01-10', '2025-01-31'],
      ['2025-02-01', '2025-02-28'],
      ['2025-03-01', '2025-03-05'],
    ]);
    // Services: B50 (Feb 20); A66 (Mar 8) is after the period. Litters: A40 (Feb 10).
    // Weaned: A61 (Mar 3), 11 piglets.
    expect(series.map((r) => r.kpis.services)).toEqual([0, 1, 0]);
    expect(series.map((r) => r.kpis.litters)).toEqual([0, 1, 0]);
    expect(series.map((r) => r.kpis.weaned)).toEqual([0, 0, 11]);
    // Parity on each interval's `to`: A is 1, then 2 from day 40; B is 0 (present 20..69).
    // Jan 31: (1 + 0) ÷ 2; Feb 28: (2 + 0) ÷ 2; Mar 5: (2 + 0) ÷ 2.
    expect(series.map((r) => r.kpis.parity)).toEqual([0.5, 1, 1]);
    // January 10..31 (D = 22): A present 22 days, B from day 20 (Jan 21) 11 days → 33 ÷ 22.
    expect(series[0]!.kpis.avg_females).toBe(1.5);
    // March 1..5 (D = 5): A 5 days, B 5 days (removed later, on March 12) → 10 ÷ 5.
    expect(series[2]!.kpis.avg_females).toBe(2);
  });

  it('gives one report per ISO week', () => {
    // 2025-01-01 is a Wednesday: the first week is clipped to Wednesday..Sunday 2025-01-05.
    const series = computeKpiSeries(herd.records, { from: '2025-01-01', to: '2025-01-14' }, 'week');
    expect(series.map((r) => [r.from, r.to])).toEqual([
      ['2025-01-01', '2025-01-05'],
      ['2025-01-06', '2025-01-12'],
      ['2025-01-13', '2025-01-14'],
    ]);
  });
});

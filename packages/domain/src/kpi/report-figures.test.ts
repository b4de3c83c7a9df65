import { describe, expect, it } from 'vitest';
import { days, herdBuilder } from '../herd/herd-builder.js';
import { computeHerdReport, computeKpiReport } from './reference.js';

/** Test days are offsets from 2025-01-01 (day 0); P = [0, 29]. */
type Herd = ReturnType<typeof herdBuilder>;
const figuresOf = (herd: Herd, target = 21) =>
  computeHerdReport(herd.records, days(0, 29), target).figures;

describe('fertility at 30 days (spec §9)', () => {
  it('reads the services dated 30 days before the period, in pig unless ended within 30 days', () => {
    const herd = herdBuilder();
    // P = [0, 29], window = [−30, −1].
    herd.female('A').entry(-100).serve(-30).serve(0); // returned on day 30 after it: lost
    herd.female('B').entry(-100).serve(-20).serve(11); // returned on day 31: in pig at 30
    herd.female('C').entry(-100).serve(-25).abort(5); // aborted on day 30: lost
    herd.female('D').entry(-100).serve(-10).check(15, 'negative'); // open on day 25: lost
    herd.female('E').entry(-100).serve(-5).check(20, 'positive'); // confirmed: in pig
    herd.female('F').entry(-100).serve(-1).remove(29, 'death'); // removed on day 30: lost
    herd.female('G').entry(-100).serve(-1).remove(30, 'cull'); // removed on day 31: in pig at 30
    herd.female('H').entry(-200).serve(-140).farrow(-26, 12).wean(-5, 11).serve(-3); // pending
    herd.female('I').entry(-100).serve(-31).serve(0); // before the window
    herd.female('J').entry(-100).serve(0); // after it (dated in P)
    // Window: A, B, C, D, E, F, G, H = 8 services; lost: A, C, D, F → 4 in pig of 8.
    const figures = figuresOf(herd);
    expect(figures.fertility_services).toBe(8);
    expect(figures.fertility_30d).toBe(4 / 8);
  });

  it('is null without a service in its window', () => {
    expect(figuresOf(herdBuilder()).fertility_30d).toBeNull();
  });
});

describe('served within 7 days or 8 and more after weaning (spec §9)', () => {
  it('splits the period’s weanings into served by day 7, from day 8, and not served', () => {
    const herd = herdBuilder();
    const weaned = (animal: string, weaning: number) =>
      herd
        .female(animal)
        .entry(-200, 1)
        .serve(weaning - 135)
        .farrow(weaning - 21, 12)
        .wean(weaning, 10);
    weaned('A', 0).serve(7); // day 7: within 7
    weaned('B', 1).serve(9); // day 8: 8 and more
    weaned('C', 2).serve(60); // day 58: 8 and more, after the period
    weaned('D', 3).remove(10, 'cull'); // never served: neither
    weaned('E', 4); // not served yet: neither
    const figures = figuresOf(herd);
    const kpis = computeKpiReport(herd.records, days(0, 29)).kpis;
    expect(kpis.pc_served_7d).toBe(1 / 5);
    expect(figures.pc_served_8d_plus).toBe(2 / 5);
  });
});

describe('weanings within 3 days either side of their due date (spec §9)', () => {
  function weanedAtAges(ages: readonly number[]): Herd {
    const herd = herdBuilder();
    ages.forEach((age, i) => {
      herd
        .female(`S${i}`)
        .entry(-200, 1)
        .serve(-150)
        .farrow(5 - age, 12)
        .wean(5, 10);
    });
    return herd;
  }

  it('counts early, on time and late weanings against farrowing + the site’s target', () => {
    const herd = weanedAtAges([14, 17, 18, 21, 24, 25, 30]);
    const { weanings_early, weanings_on_time, weanings_late } = figuresOf(herd, 21);
    expect([weanings_early, weanings_on_time, weanings_late]).toEqual([2, 3, 2]);
    // A site weaning at 28 days: only the 25- and 30-day weanings are on time.
    const at28 = figuresOf(herd, 28);
    expect([at28.weanings_early, at28.weanings_on_time, at28.weanings_late]).toEqual([5, 2, 0]);
  });

  it('leaves the KPI report as it is, whatever the target', () => {
    const herd = weanedAtAges([18, 26]);
    const { figures: _figures, ...report } = computeHerdReport(herd.records, days(0, 29), 28);
    expect(report).toEqual(computeKpiReport(herd.records, days(0, 29)));
  });
});

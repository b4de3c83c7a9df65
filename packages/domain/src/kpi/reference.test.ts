import { describe, expect, it } from 'vitest';
import { days, herdBuilder } from '../herd/herd-builder.js';
import { KPI_KEYS } from './catalogue.js';
import { computeKpiReport } from './reference.js';

/** Test days are offsets from 2025-01-01 (day 0); P = [from, to] and D = to − from + 1. */
type Herd = ReturnType<typeof herdBuilder>;
const reportOf = (herd: Herd, from: number, to: number) =>
  computeKpiReport(herd.records, days(from, to));
const kpisOf = (herd: Herd, from: number, to: number) => reportOf(herd, from, to).kpis;

describe('service KPIs', () => {
  function services() {
    const herd = herdBuilder();
    herd.female('A').entry(-50).serve(5).serve(26); // first ever (5), repeat (26)
    herd.female('B').entry(-200, 2).serve(-130).farrow(-15, 12).wean(6, 11).serve(11); // first after weaning
    herd.female('C').entry(-10).serve(-5).serve(100); // both outside P
    return kpisOf(herd, 0, 99);
  }

  it('services', () => {
    expect(services().services).toBe(3); // A5, A26, B11
  });
  it('first_services', () => {
    expect(services().first_services).toBe(2); // A5 (first ever), B11 (first after a weaning)
  });
  it('pc_repeat_services', () => {
    expect(services().pc_repeat_services).toBe(1 / 3); // A26 ÷ 3 services
  });

  it('far_rate reads services dated in [from − 115, to − 115] and their outcome from any record', () => {
    const herd = herdBuilder();
    // P = [0, 99], window = [−115, −16].
    herd.female('A').entry(-200).serve(-100).farrow(15, 12); // in window, farrowed
    herd.female('B').entry(-200).serve(-16).farrow(100, 12); // window end; farrowed after `to`
    herd.female('C').entry(-200).serve(-115).serve(-94).abort(-40); // window start: returned; -94 aborted
    herd.female('D').entry(-200).serve(-116).farrow(-1, 12); // one day before the window
    herd.female('E').entry(-200).serve(-15).farrow(100, 12); // one day after the window
    // S = {A−100, B−16, C−115, C−94}; farrowed = A, B → 2 ÷ 4.
    expect(kpisOf(herd, 0, 99).far_rate).toBe(0.5);
  });
});

describe('litter KPIs', () => {
  function litters() {
    const herd = herdBuilder();
    herd.female('A').entry(-200).serve(-120).serve(-105).farrow(10, 12, 1, 0);
    herd.female('B').entry(-200).serve(-66).farrow(50, 14, 2, 1);
    herd.female('C').entry(-200).serve(-15).farrow(100, 20, 5, 5); // after `to`
    herd.female('D').entry(-200).serve(-116).farrow(-1, 20, 5, 5); // before `from`
    return kpisOf(herd, 0, 99);
  }

  it('litters', () => {
    expect(litters().litters).toBe(2); // A10, B50
  });
  it('total_born', () => {
    expect(litters().total_born).toBe(15); // ((12+1+0) + (14+2+1)) ÷ 2 = 30 ÷ 2
  });
  it('born_alive', () => {
    expect(litters().born_alive).toBe(13); // (12 + 14) ÷ 2
  });
  it('stillborn', () => {
    expect(litters().stillborn).toBe(1.5); // (1 + 2) ÷ 2
  });
  it('mummified', () => {
    expect(litters().mummified).toBe(0.5); // (0 + 1) ÷ 2
  });
  it('ges_length uses the last service before the farrowing', () => {
    expect(litters().ges_length).toBe(115.5); // A: 10 − (−105) = 115; B: 50 − (−66) = 116; mean 115.5
  });

  it('pre_wean_mortality: piglet deaths in P ÷ born alive of farrowings in P; fosters ignored', () => {
    const herd = herdBuilder();
    herd.female('A').entry(-200).serve(-105).farrow(10, 12).pigletDeath(11, 2).foster(12, -3);
    herd.female('A2').entry(-200).serve(-65).farrow(50, 14).pigletDeath(60, 1).pigletDeath(100, 4);
    herd.female('C').entry(-200).serve(-120).farrow(-5, 10).pigletDeath(2, 3); // litter before P
    // deaths dated in P: 2 + 1 + 3 = 6 (the one on day 100 is after `to`); born alive 12 + 14.
    expect(kpisOf(herd, 0, 99).pre_wean_mortality).toBe(6 / 26);
  });
});

describe('weaning KPIs', () => {
  function weanings() {
    const herd = herdBuilder();
    herd.female('A').entry(-200).serve(-135).farrow(-20, 12).wean(1, 11); // age 21
    herd.female('B').entry(-200).serve(-85).farrow(30, 13).wean(50, 12); // age 20
    herd.female('C').entry(-200).serve(-25).farrow(90, 13).wean(110, 12); // after `to`
    return kpisOf(herd, 0, 99);
  }

  it('weanings', () => {
    expect(weanings().weanings).toBe(2); // A1, B50
  });
  it('weaned', () => {
    expect(weanings().weaned).toBe(23); // 11 + 12
  });
  it('weaned_per_litter', () => {
    expect(weanings().weaned_per_litter).toBe(11.5); // 23 ÷ 2
  });
  it('wean_age', () => {
    expect(weanings().wean_age).toBe(20.5); // (1 − (−20) = 21 + 50 − 30 = 20) ÷ 2
  });

  function served() {
    const herd = herdBuilder();
    const nursed = (animal: string, weanDay: number) =>
      herd
        .female(animal)
        .entry(-300)
        .serve(weanDay - 136)
        .farrow(weanDay - 21, 12)
        .wean(weanDay, 10);
    nursed('A', 5).serve(10); // 5 days
    nursed('B', 20).serve(28); // 8 days
    nursed('C', 30).remove(33, 'cull'); // removed before any service: not followed
    nursed('D', 95).serve(102); // 7 days, the service after `to` still counts
    nursed('E', 40); // no service yet
    return kpisOf(herd, 0, 99);
  }

  it('wsi: over weanings followed by a service before any removal', () => {
    expect(served().wsi).toBe(20 / 3); // (5 + 8 + 7) ÷ 3 followed weanings (A, B, D)
  });
  it('pc_served_7d', () => {
    expect(served().pc_served_7d).toBe(0.4); // A (5 days) and D (7 days) ÷ 5 weanings in P
  });
});

describe('inventory KPIs', () => {
  it('avg_females: a female removed on d is not present on d', () => {
    const herd = herdBuilder();
    herd.female('A').entry(-5); // days 0..9: 10
    herd.female('B').entry(3); // days 3..9: 7
    herd.female('C').entry(-5).remove(4, 'death'); // days 0..3: 4
    herd.female('D').entry(9).remove(9, 'transfer'); // 0
    herd.female('E').entry(10); // after `to`: 0
    expect(kpisOf(herd, 0, 9).avg_females).toBe(2.1); // (10 + 7 + 4) ÷ 10
  });

  it('avg_mated_females: parity ≥ 1 at entry, or served on or before the day', () => {
    const herd = herdBuilder();
    herd.female('A').entry(-5).serve(4); // gilt served on 4: days 4..9 = 6
    herd.female('B').entry(0, 2); // sow: days 0..9 = 10
    herd.female('C').entry(-30).serve(-20).remove(7, 'cull'); // days 0..6 = 7
    herd.female('D').entry(-5); // never served: 0
    const k = kpisOf(herd, 0, 9);
    expect(k.avg_mated_females).toBe(2.3); // (6 + 10 + 7) ÷ 10
    expect(k.avg_females).toBe(3.7); // (10 + 10 + 7 + 10) ÷ 10
  });

  function sows() {
    const herd = herdBuilder();
    herd.female('A').entry(-200, 1).serve(-130).farrow(-18, 12).wean(5, 11);
    herd.female('B').entry(-200, 2).serve(-110).farrow(3, 12);
    // D = 10; avg mated = (10 + 10) ÷ 10 = 2; litters 1 (B3); weaned 11 (A5).
    return kpisOf(herd, 0, 9);
  }

  it('litters_mf_year', () => {
    expect(sows().litters_mf_year).toBeCloseTo(18.25, 12); // (1 ÷ 10 × 365) ÷ 2
  });
  it('pw_mf_year', () => {
    expect(sows().pw_mf_year).toBeCloseTo(200.75, 12); // (11 ÷ 10 × 365) ÷ 2
  });

  function removals() {
    const herd = herdBuilder();
    herd.female('A').entry(-10, 1).remove(5, 'cull'); // present 0..4: 5
    herd.female('B').entry(-10).remove(7, 'death'); // 7
    herd.female('C').entry(-10).remove(8, 'euthanasia'); // 8
    herd.female('D').entry(-10).remove(9, 'transfer'); // 9 (a transfer is neither cull nor death)
    herd.female('E').entry(0); // gilt entry in P: 10
    herd.female('F').entry(5); // gilt entry in P: 5
    herd.female('G').entry(6, 3); // sow entry, not a replacement gilt: 4
    herd.female('H').entry(-10).remove(10, 'cull'); // removed after `to`: 10
    // D = 10; female days 5+7+8+9+10+5+4+10 = 58 → avg 5.8.
    return kpisOf(herd, 0, 9);
  }

  it('pc_culling', () => {
    expect(removals().avg_females).toBeCloseTo(5.8, 12);
    expect(removals().pc_culling).toBeCloseTo(36.5 / 5.8, 12); // (1 ÷ 10 × 365) ÷ 5.8: A
  });
  it('pc_mortality', () => {
    expect(removals().pc_mortality).toBeCloseTo(73 / 5.8, 12); // (2 ÷ 10 × 365) ÷ 5.8: B, C
  });
  it('replacement_rate', () => {
    expect(removals().replacement_rate).toBeCloseTo(73 / 5.8, 12); // (2 ÷ 10 × 365) ÷ 5.8: E, F
  });

  it('parity and parity_distribution: females present on `to`', () => {
    const herd = herdBuilder();
    herd.female('A').entry(-300, 2).serve(-106).farrow(9, 12); // 2 + 1 (farrowed on `to`) = 3
    herd.female('B').entry(0); // 0
    herd.female('C').entry(-300, 1).remove(9, 'cull'); // removed on `to`: not present
    herd.female('D').entry(-300, 4).serve(-105).farrow(10, 12); // farrows after `to`: 4
    herd.female('E').entry(-300, 8).serve(-120).farrow(-5, 12); // 9
    herd.female('F').entry(-300, 10); // 10
    const report = reportOf(herd, 0, 9);
    expect(report.kpis.parity).toBe(5.2); // (3 + 0 + 4 + 9 + 10) ÷ 5
    expect(report.parity_distribution).toEqual({
      '0': 1,
      '1': 0,
      '2': 0,
      '3': 1,
      '4': 1,
      '5': 0,
      '6': 0,
      '7': 0,
      '8': 0,
      '9+': 2,
    });
  });

  it('parity changes within the period: only the state on `to` counts', () => {
    const herd = herdBuilder();
    herd.female('A').entry(-300, 1).serve(-100).farrow(15, 12); // parity 1 until 14, 2 from 15
    expect(kpisOf(herd, 0, 14).parity).toBe(1);
    expect(kpisOf(herd, 0, 15).parity).toBe(2);
  });

  it('npd: non-productive share of mated-female days in P, × 365', () => {
    const herd = herdBuilder();
    // Mated 20..99 = 80 days, all gestating ([20, 135) farrows after `to`): 0 non-productive.
    herd.female('A').entry(-50).serve(20).farrow(135, 12);
    // Mated 0..99 = 100; gestating [−100, 15) → 0..14 = 15, lactating [15, 36) = 21;
    // the service of 41 is pending, presumed pregnant [41, 161) → 41..99 = 59; so 36..40 = 5
    // non-productive.
    herd.female('B').entry(-200, 2).serve(-100).farrow(15, 12).wean(36, 11).serve(41);
    // Mated 10..59 = 50 (removed on 60); the service ends open: 50 non-productive.
    herd.female('C').entry(-10).serve(10).check(40, 'negative').remove(60, 'cull');
    herd.female('D').entry(-10); // never served: not a mated female
    // (0 + 5 + 50) ÷ (80 + 100 + 50) × 365
    expect(kpisOf(herd, 0, 99).npd).toBe((55 / 230) * 365);
  });

  it('npd v2: a pending service is productive for 120 days, an unweaned litter for 42', () => {
    const herd = herdBuilder();
    // Pending since −30: productive [−30, 90) → 0..89 = 90 of 100 mated days.
    herd.female('P').entry(-200, 1).serve(-30);
    // Gestating 0..14 = 15, then a litter no weaning ends: nursing [15, 57) = 42; 100 mated.
    herd.female('U').entry(-200, 1).serve(-100).farrow(15, 12);
    // Gestating 0..4 = 5; the unweaned litter of 5 is cut by her service on 30: [5, 30) = 25;
    // that service ends open (no productive day): 30 of 100 mated days.
    herd.female('S').entry(-200, 1).serve(-110).farrow(5, 10).serve(30).check(60, 'negative');
    // Dies nursing on 40: gestating 0..14 = 15 and nursing 15..39 = 25, all of her 40 mated days.
    herd.female('R').entry(-200, 1).serve(-100).farrow(15, 12).remove(40, 'death');
    // A gilt served on 80, pending: mated and presumed pregnant 80..99 = 20.
    herd.female('G').entry(-10).serve(80);
    // Productive 90 + 57 + 30 + 40 + 20 = 237 of 100 + 100 + 100 + 40 + 20 = 360 mated days.
    expect(kpisOf(herd, 0, 99).npd).toBe((123 / 360) * 365);
  });

  it('npd v2: the presumed spans end at their 120th and 42nd day', () => {
    const herd = herdBuilder();
    herd.female('P').entry(-200, 1).serve(0); // productive 0..119
    herd.female('U').entry(-300, 1).serve(-115).farrow(0, 12); // productive 0..41
    expect(kpisOf(herd, 119, 119).npd).toBe((1 / 2) * 365); // U is non-productive on 119
    expect(kpisOf(herd, 41, 41).npd).toBe(0);
    expect(kpisOf(herd, 42, 42).npd).toBe((1 / 2) * 365);
    expect(kpisOf(herd, 120, 120).npd).toBe(365);
  });
});

describe('version 2 service KPIs', () => {
  it('adj_far_rate leaves the services ended by a death or euthanasia out of far_rate', () => {
    const herd = herdBuilder();
    // P = [0, 99], window = [−115, −16].
    herd.female('A').entry(-300).serve(-100).farrow(15, 12); // farrowed
    herd.female('B').entry(-300).serve(-90).remove(-40, 'death'); // left out
    herd.female('C').entry(-300).serve(-80).remove(-30, 'euthanasia'); // left out
    herd.female('D').entry(-300).serve(-70).remove(-20, 'cull'); // a failure
    herd.female('E').entry(-300).serve(-60).remove(-10, 'transfer'); // a failure too
    herd.female('F').entry(-300).serve(-50); // pending: stays in
    // Returned (stays in), then served again and dead pregnant (left out).
    herd.female('H').entry(-300).serve(-100).serve(-79).remove(-30, 'death');
    herd.female('O').entry(-300).serve(-120).remove(-60, 'death'); // before the window
    const k = kpisOf(herd, 0, 99);
    expect(k.far_rate).toBe(1 / 8); // A of A, B, C, D, E, F, H−100, H−79
    expect(k.adj_far_rate).toBe(1 / 5); // A of A, D, E, F, H−100
  });

  it('return_ratio: services of [from − 42, to − 42] returned by a service ≤ 42 days later', () => {
    const herd = herdBuilder();
    // P = [0, 99], window = [−42, 57].
    herd.female('A').entry(-300).serve(-43).serve(-1); // −43 before the window; −1 pending
    herd.female('B').entry(-300).serve(-42).serve(0); // window start, returned on day 42: yes; 0 pending
    herd.female('C').entry(-300).serve(10).serve(53); // returned on day 43: no; 53 pending
    herd.female('D').entry(-300).serve(57).serve(75); // window end, returned on day 18: yes
    herd.female('E').entry(-300).serve(58); // after the window
    // Ended open by the check before the next service: no return.
    herd.female('F').entry(-300).serve(20).check(45, 'negative').serve(50);
    herd.female('G').entry(-300).serve(30).serve(30); // same day: returned after 0 days
    // S = A−1, B−42, B0, C10, C53, D57, F20, F50, G30, G30; returned ≤ 42 days: B−42, D57 and
    // G's first.
    expect(kpisOf(herd, 0, 99).return_ratio).toBe(3 / 10);
  });

  it('entry_to_service: first-ever services in P of gilts, days since entry', () => {
    const herd = herdBuilder();
    herd.female('A').entry(-20).serve(10); // 30
    herd.female('B').entry(5).serve(40).serve(61); // 35; the repeat is not a first-ever
    herd.female('C').entry(-10, 2).serve(20); // entered with a parity: not a gilt
    herd.female('D').entry(-100).serve(-5); // before P
    herd.female('E').entry(50).serve(110); // after P
    // First after a weaning, not first ever.
    herd.female('F').entry(-200).serve(-120).farrow(-5, 10).wean(16, 9).serve(21);
    expect(kpisOf(herd, 0, 99).entry_to_service).toBe(32.5); // (30 + 35) ÷ 2
  });
});

describe('version 2 litter and weaning KPIs', () => {
  it('farrowing_interval: farrowings in P after an earlier one of hers, days since it', () => {
    const herd = herdBuilder();
    herd.female('A').entry(-300, 1).serve(-200).farrow(-85, 12).wean(-64, 11).serve(-59);
    herd.female('A').farrow(56, 12); // 56 − (−85) = 141
    herd.female('B').entry(-300, 2).serve(-100).farrow(15, 12); // her first recorded litter
    herd.female('C').entry(-300, 1).serve(-130).farrow(-15, 11).wean(6, 10).serve(11).serve(32);
    herd.female('C').farrow(147, 13); // 147 − (−15) = 162
    herd.female('D').entry(-400).serve(-270).farrow(-156, 9).wean(-135, 8).serve(-130);
    herd.female('D').farrow(-15, 9); // both before P
    expect(kpisOf(herd, 0, 199).farrowing_interval).toBe(151.5); // (141 + 162) ÷ 2
  });

  it('pc_litters_lt7 and pc_litters_lt10: litters in P by piglets born alive', () => {
    const herd = herdBuilder();
    for (const [i, bornAlive] of [6, 7, 9, 10, 0].entries()) {
      herd
        .female(`L${i}`)
        .entry(-200)
        .serve(-100)
        .farrow(15 + i, bornAlive, 2);
    }
    herd.female('Out').entry(-200).serve(-20).farrow(100, 3); // after `to`
    const k = kpisOf(herd, 0, 99);
    expect(k.pc_litters_lt7).toBe(2 / 5); // 6, 0
    expect(k.pc_litters_lt10).toBe(4 / 5); // 6, 7, 9, 0
  });

  it('pc_weanings_ge12 and pc_weaned_lt17d: weanings in P by count and by age', () => {
    const herd = herdBuilder();
    const litter = (animal: string, farrowDay: number) =>
      herd
        .female(animal)
        .entry(-300)
        .serve(farrowDay - 115)
        .farrow(farrowDay, 14);
    litter('A', 10).wean(26, 11); // age 16
    litter('B', 10).wean(27, 12); // age 17: not under 17
    litter('C', 30).wean(51, 13); // age 21
    litter('D', 50).wean(60, 0); // age 10
    litter('E', 90).wean(100, 12); // after `to`
    // A weaning that ends no farrowing (import refuses it): a weaning, of no known age.
    herd.female('X').entry(-10).wean(50, 5);
    const k = kpisOf(herd, 0, 99);
    expect(k.pc_weanings_ge12).toBe(2 / 5); // B, C of A, B, C, D, X
    expect(k.pc_weaned_lt17d).toBe(2 / 4); // A, D of the four that end a farrowing
  });
});

describe('version 2 herd KPIs', () => {
  function culls() {
    const herd = herdBuilder();
    herd.female('A').entry(-300, 1).remove(5, 'cull'); // parity 1; present 0..4: 5
    // Farrowed on the day she left: parity 3. Present 0..4: 5.
    herd.female('I').entry(-300, 2).serve(-110).farrow(5, 10).remove(5, 'cull');
    herd.female('J').entry(-300).remove(8, 'cull'); // a gilt: parity 0; 8
    herd.female('K').entry(-300, 4).remove(6, 'death'); // 6
    herd.female('M').entry(-300, 4).remove(2, 'euthanasia'); // 2
    herd.female('T').entry(-300, 3).remove(1, 'transfer'); // 1
    herd.female('L').entry(-300, 6).remove(10, 'cull'); // after `to`: 10
    herd.female('N').entry(4).entry(7); // a gilt entered on 4 (the second entry is ignored): 6
    herd.female('S').entry(9, 1); // a sow entered: 1
    // D = 10; female days 5 + 5 + 8 + 6 + 2 + 1 + 10 + 6 + 1 = 44.
    return reportOf(herd, 0, 9);
  }

  it('removals_by_kind', () => {
    expect(culls().removals_by_kind).toEqual({ cull: 3, death: 1, euthanasia: 1, transfer: 1 });
  });
  it('removal_rate: culls, deaths and euthanasias per year, transfers left out', () => {
    expect(culls().kpis.avg_females).toBe(4.4);
    expect(culls().kpis.removal_rate).toBe(((5 / 10) * 365) / 4.4); // A, I, J, K, M
  });
  it('cull_parity: mean parity on the removal day of the culls in P', () => {
    expect(culls().kpis.cull_parity).toBe(4 / 3); // (1 + 3 + 0) ÷ 3
  });
  it('gilts_entered: entries with parity 0 in P', () => {
    expect(culls().kpis.gilts_entered).toBe(1); // N
  });
});

describe('return bands', () => {
  it('counts repeat services dated in P by days since the service before, at every boundary', () => {
    const herd = herdBuilder();
    const intervals = [10, 11, 17, 18, 25, 26, 37, 38, 46, 47, 108, 109];
    for (const interval of intervals) {
      herd
        .female(`R${interval}`)
        .entry(-300)
        .serve(50 - interval)
        .serve(50);
    }
    // A repeat before P and one after P are not counted.
    herd.female('Out').entry(-300).serve(-40).serve(-19).serve(100);
    expect(reportOf(herd, 0, 99).return_bands).toEqual({
      early: 2, // 11, 17
      regular: 2, // 18, 25
      irregular: 2, // 26, 37
      regular_second: 2, // 38, 46
      late: 2, // 47, 108
      other: 2, // 10, 109
    });
  });

  it('measures a return from the previous service even across an abortion', () => {
    const herd = herdBuilder();
    herd.female('A').entry(-300).serve(0).abort(40).serve(60); // 60 − 0 = 60 days: late
    expect(reportOf(herd, 0, 99).return_bands.late).toBe(1);
  });
});

describe('piglet mortality bands', () => {
  it('counts piglets dead in P by age of the latest litter on or before the death', () => {
    const herd = herdBuilder();
    herd
      .female('A')
      .entry(-300)
      .serve(-125)
      .farrow(-10, 12)
      .pigletDeath(-1, 5) // before P: not counted
      .pigletDeath(0, 1) // age 10: 9+
      .wean(11, 10)
      .serve(16)
      .farrow(131, 12)
      .pigletDeath(131, 2) // age 0
      .pigletDeath(133, 3) // age 2
      .pigletDeath(134, 4) // age 3
      .pigletDeath(139, 5) // age 8
      .pigletDeath(140, 6) // age 9
      .pigletDeath(160, 7); // after `to`
    expect(reportOf(herd, 0, 159).piglet_mortality_bands).toEqual({
      '0-2': 5, // 2 + 3
      '3-8': 9, // 4 + 5
      '9+': 7, // 1 + 6
    });
  });
});

describe('edge cases', () => {
  it('gives null for every ratio whose denominator is 0, and 0 counts', () => {
    const report = computeKpiReport([], days(0, 29));
    const counts = [
      'services',
      'first_services',
      'litters',
      'weanings',
      'weaned',
      'gilts_entered',
    ] as const;
    const averages = ['avg_females', 'avg_mated_females'] as const;
    for (const key of KPI_KEYS) {
      const expected =
        (counts as readonly string[]).includes(key) || (averages as readonly string[]).includes(key)
          ? 0
          : null;
      expect([key, report.kpis[key]]).toEqual([key, expected]);
    }
  });

  it('gives pre_wean_mortality null when the litters have no piglet born alive', () => {
    const herd = herdBuilder();
    herd.female('A').entry(-200).serve(-110).farrow(5, 0, 3);
    const k = kpisOf(herd, 0, 9);
    expect([k.litters, k.born_alive, k.pre_wean_mortality]).toEqual([1, 0, null]);
  });

  it('ignores a female that has no entry record', () => {
    const herd = herdBuilder();
    herd.female('Ghost').serve(3).farrow(5, 10);
    herd.female('A').entry(0).serve(2);
    const k = kpisOf(herd, 0, 9);
    expect([k.services, k.litters, k.avg_females]).toEqual([1, 0, 1]); // only A: 10 days ÷ 10
  });

  it('lists every catalogue key, in catalogue order', () => {
    expect(Object.keys(computeKpiReport([], days(0, 0)).kpis)).toEqual([...KPI_KEYS]);
  });

  it('refuses a period whose end comes before its start', () => {
    expect(() => computeKpiReport([], days(5, 4))).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { buildTimelines } from '../herd/build-timeline.js';
import { day, herdBuilder } from '../herd/herd-builder.js';
import { CHECK_REPORTS } from './records-to-fix-api.js';
import { recordsToFix } from './records-to-fix.js';

type Herd = ReturnType<typeof herdBuilder>;

/** The records to fix of a hand-made herd on test day `on`, as [check, animal, record, date, value]. */
function checksOf(build: (herd: Herd) => void, on = 400) {
  const herd = herdBuilder();
  build(herd);
  return recordsToFix(buildTimelines(herd.records), day(on)).map((one) => [
    one.check,
    one.animal,
    one.record,
    one.date,
    one.value,
  ]);
}

describe('records to fix', () => {
  it('finds nothing wrong in a plausible cycle', () => {
    expect(
      checksOf(
        (h) =>
          h
            .female('S1')
            .entry(0, 1)
            .serve(0)
            .farrow(115, 12, 1)
            .foster(116, -2)
            .pigletDeath(120, 1)
            .wean(136, 9)
            .serve(141),
        200,
      ),
    ).toEqual([]);
  });

  it('flags gestations over 125 days and under 105', () => {
    expect(checksOf((h) => h.female('S1').entry(0, 1).serve(0).farrow(126, 12))).toEqual([
      ['long_gestation', 'S1', 'farrowing', day(126), 126],
    ]);
    expect(checksOf((h) => h.female('S1').entry(0, 1).serve(0).farrow(125, 12))).toEqual([]);
    expect(checksOf((h) => h.female('S1').entry(0, 1).serve(0).farrow(104, 12))).toEqual([
      ['short_gestation', 'S1', 'farrowing', day(104), 104],
    ]);
  });

  it('flags a litter of none born', () => {
    expect(
      checksOf((h) => h.female('S1').entry(0, 1).serve(0).farrow(115, 0).wean(136, 0)),
    ).toEqual([['zero_born', 'S1', 'farrowing', day(115), 0]]);
  });

  it('flags a litter that weans or loses more piglets than it had, fosters counted', () => {
    expect(
      checksOf((h) =>
        h.female('S1').entry(0, 1).serve(0).farrow(115, 10).pigletDeath(117, 2).wean(136, 9),
      ),
    ).toEqual([['unbalanced_litter', 'S1', 'weaning', day(136), -1]]);
    expect(
      checksOf((h) =>
        h
          .female('S1')
          .entry(0, 1)
          .serve(0)
          .farrow(115, 10)
          .foster(116, 3)
          .pigletDeath(117, 2)
          .wean(136, 11),
      ),
    ).toEqual([]);
    // Deaths after the weaning are not the litter's.
    expect(
      checksOf((h) =>
        h.female('S1').entry(0, 1).serve(0).farrow(115, 10).wean(136, 10).pigletDeath(137, 2),
      ),
    ).toEqual([]);
  });

  it('names the reports each kind of record really biases', () => {
    // A missing weaning also turns the next service into a repeat 138–144 days later.
    expect(CHECK_REPORTS.missing_weaning).toEqual(
      expect.arrayContaining(['kpi-reproduction', 'herd-reproduction', 'reproduction-analysis']),
    );
    expect(new Set(CHECK_REPORTS.missing_weaning).size).toBe(CHECK_REPORTS.missing_weaning.length);
    // A gilt's age biases the herd inventory's ages, not entry to service (read from her entry).
    expect(CHECK_REPORTS.late_first_service).toEqual(['active-sows']);
  });

  it('flags a farrowing served again without a weaning', () => {
    expect(
      checksOf((h) => h.female('S1').entry(0, 1).serve(0).farrow(115, 10).serve(140), 200),
    ).toEqual([['missing_weaning', 'S1', 'farrowing', day(115), 25]]);
  });

  it('flags a weaning-to-service interval over 65 days', () => {
    const cycle = (h: Herd, service: number) =>
      h.female('S1').entry(0, 1).serve(0).farrow(115, 10).wean(136, 10).serve(service);
    expect(checksOf((h) => cycle(h, 202), 250)).toEqual([
      ['long_wsi', 'S1', 'weaning', day(136), 66],
    ]);
    expect(checksOf((h) => cycle(h, 201), 250)).toEqual([]);
  });

  it('flags a gilt first served older than 400 days, with a birth date only', () => {
    const herd = herdBuilder();
    herd.female('G1').entry(0);
    herd.records[0] = { ...herd.records[0]!, type: 'entry', parity: 0, birth_date: day(-380) };
    herd.female('G1').serve(21);
    expect(recordsToFix(buildTimelines(herd.records), day(30)).map((one) => one.value)).toEqual([
      401,
    ]);
    expect(checksOf((h) => h.female('G2').entry(0).serve(500), 510)).toEqual([]);
  });

  it('flags a service with no outcome 125 days on, and only while nothing follows it', () => {
    const served = (h: Herd) => h.female('S1').entry(0, 1).serve(0);
    expect(checksOf(served, 125)).toEqual([]);
    expect(checksOf(served, 126)).toEqual([['missing_outcome', 'S1', 'service', day(0), 126]]);
    expect(checksOf((h) => served(h).remove(130, 'cull'), 200)).toEqual([]);
  });

  it('names the reports each record biases', () => {
    const herd = herdBuilder();
    herd.female('S1').entry(0, 1).serve(0).farrow(130, 0);
    const [gestation, zero] = recordsToFix(buildTimelines(herd.records), day(200));
    expect(gestation?.reports).toContain('kpi-farrowing');
    expect(zero?.reports).toContain('piglets-mortality');
  });
});

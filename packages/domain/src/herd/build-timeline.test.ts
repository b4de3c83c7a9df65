import { describe, expect, it } from 'vitest';
import { buildTimelines } from './build-timeline.js';
import { dayNumber } from './day-number.js';
import { herdBuilder } from './herd-builder.js';
import type { FemaleTimeline } from './timeline-types.js';

const D0 = dayNumber('2025-01-01');

/** Timelines keyed by animal, with days shown as test-day offsets for readable expectations. */
function timelines(herd: ReturnType<typeof herdBuilder>): Map<string, FemaleTimeline> {
  return new Map(buildTimelines(herd.records).map((t) => [t.animal, t]));
}
const off = (day: number | null) => (day === null ? null : day - D0);

describe('service outcomes (the first ending event after the service)', () => {
  it('gives each kind of outcome', () => {
    const herd = herdBuilder();
    herd.female('F').entry(0).serve(10).check(35, 'positive').farrow(125, 12);
    herd.female('R').entry(0).serve(10).serve(31);
    herd.female('A').entry(0).serve(10).check(30, 'positive').abort(60);
    herd.female('O').entry(0).serve(10).check(30, 'negative');
    herd.female('X').entry(0).serve(10).remove(40, 'transfer');
    const t = timelines(herd);
    const outcomes = (animal: string) =>
      t.get(animal)!.services.map((s) => [s.outcome, off(s.outcomeDay)]);
    // A positive check (day 35) does not end the service: the farrowing on day 125 does.
    expect(outcomes('F')).toEqual([['farrowed', 125]]);
    // The second service returns the first; nothing follows the second yet.
    expect(outcomes('R')).toEqual([
      ['returned', 31],
      ['pending', null],
    ]);
    expect(outcomes('A')).toEqual([['aborted', 60]]);
    expect(outcomes('O')).toEqual([['open', 30]]);
    expect(outcomes('X')).toEqual([['removed', 40]]);
  });

  it('reads same-day events in input order', () => {
    const herd = herdBuilder();
    herd.female('C').entry(0).serve(10).check(31, 'negative').serve(31);
    herd.female('S').entry(0).serve(10).serve(31).check(31, 'negative');
    const t = timelines(herd);
    // C: the check comes first on day 31, so it ends service 1; service 2 is pending.
    expect(t.get('C')!.services.map((s) => s.outcome)).toEqual(['open', 'pending']);
    // S: the service comes first, so service 1 returned and the check ends service 2.
    expect(t.get('S')!.services.map((s) => s.outcome)).toEqual(['returned', 'open']);
  });

  it('orders same-day events by time when both have one', () => {
    const herd = herdBuilder();
    herd.female('T').entry(0).serve(10).serve([31, '16:00']).check([31, '07:00'], 'negative');
    // 07:00 check before the 16:00 service: service 1 open, service 2 pending.
    expect(
      timelines(herd)
        .get('T')!
        .services.map((s) => s.outcome),
    ).toEqual(['open', 'pending']);
  });
});

describe('first and repeat services', () => {
  it('is first when first ever or first after a farrowing (weaned or not), repeat otherwise', () => {
    const herd = herdBuilder();
    herd
      .female('A')
      .entry(0)
      .serve(10) // first ever
      .serve(31) // repeat, 21 days after 10
      .abort(80)
      .serve(100) // repeat (no weaning since 31), 69 days after 31
      .farrow(215, 12)
      .wean(236, 11)
      .serve(241) // first after a weaning
      .farrow(356, 10)
      .serve(380); // farrowed, the weaning never recorded: first, not a 139-day return
    const services = timelines(herd).get('A')!.services;
    expect(services.map((s) => [s.first, off(s.previousServiceDay)])).toEqual([
      [true, null],
      [false, 10],
      [false, 31],
      [true, 100],
      [true, 241],
    ]);
  });
});

describe('farrowings and weanings', () => {
  it('links a farrowing to its last service and the weaning that ends it', () => {
    const herd = herdBuilder();
    herd
      .female('A')
      .entry(0)
      .serve(10)
      .serve(31)
      .farrow(146, 13, 1, 2)
      .wean(167, 12)
      .serve(172)
      .farrow(287, 14)
      .remove(290, 'death');
    const t = timelines(herd).get('A')!;
    expect(t.farrowings.map((f) => [off(f.day), off(f.lastServiceDay), off(f.weaningDay)])).toEqual(
      [
        [146, 31, 167], // last service 31, not 10
        [287, 172, null], // died before weaning
      ],
    );
    expect(t.farrowings[0]).toMatchObject({ bornAlive: 13, stillborn: 1, mummified: 2 });
    // Weaned on 167, ending the farrowing of 146; served again 5 days later on 172.
    expect(
      t.weanings.map((w) => [off(w.day), w.count, off(w.farrowingDay), off(w.nextServiceDay)]),
    ).toEqual([[167, 12, 146, 172]]);
  });

  it('does not follow a weaning with a service after a removal', () => {
    const herd = herdBuilder();
    herd.female('A').entry(0).serve(1).farrow(116, 10).wean(137, 9).remove(140, 'cull');
    expect(timelines(herd).get('A')!.weanings[0]!.nextServiceDay).toBeNull();
  });
});

describe('entry, removal and ignored records', () => {
  it('keeps entry day and parity, removal day and kind', () => {
    const herd = herdBuilder();
    herd.female('A').entry(5, 3).remove(50, 'euthanasia');
    const t = timelines(herd).get('A')!;
    expect([off(t.entryDay), t.entryParity, off(t.removal!.day), t.removal!.kind]).toEqual([
      5,
      3,
      50,
      'euthanasia',
    ]);
  });

  it('ignores a female without an entry, and records outside entry…removal', () => {
    const herd = herdBuilder();
    herd.female('NoEntry').serve(3).farrow(118, 10);
    herd.female('A').serve(-5).entry(0).serve(10).remove(20, 'cull').serve(30).entry(40);
    const t = timelines(herd);
    expect([...t.keys()]).toEqual(['A']);
    // Only the service of day 10 lies between the entry (0) and the removal (20).
    expect(t.get('A')!.services.map((s) => [off(s.day), s.outcome])).toEqual([[10, 'removed']]);
    expect(t.get('A')!.events.map((e) => e.record.type)).toEqual(['entry', 'service', 'removal']);
  });
});

import { describe, expect, it } from 'vitest';
import { buildTimelines } from './build-timeline.js';
import { dayNumber } from './day-number.js';
import { herdBuilder, type FemaleBuilder } from './herd-builder.js';
import { femaleStatusSpanOn, type StatusSpan } from './sow-status.js';

const D0 = dayNumber('2025-01-01');

/** One female's status span on the given test days, `since` as a test day. */
function spans(build: (f: FemaleBuilder) => void, onDays: number[]): StatusSpan[] {
  const herd = herdBuilder();
  build(herd.female('A'));
  const timeline = buildTimelines(herd.records)[0]!;
  return onDays.map((d) => {
    const span = femaleStatusSpanOn(timeline, D0 + d);
    return { status: span.status, since: span.since === null ? null : span.since - D0 };
  });
}

describe('femaleStatusSpanOn', () => {
  it('dates each status of a cycle from the event that started it', () => {
    const cycle = (f: FemaleBuilder) =>
      f
        .entry(0)
        .heat(10)
        .heat(20)
        .serve(30)
        .check(55, 'positive')
        .check(80, 'positive')
        .farrow(145, 12)
        .pigletDeath(150, 1)
        .wean(166, 11)
        .serve(171);
    expect(spans(cycle, [-1, 5, 25, 40, 60, 100, 150, 170, 180])).toEqual([
      { status: 'unknown', since: null },
      { status: 'gilt', since: 0 },
      { status: 'cycled', since: 10 }, // a second heat keeps the first one's date
      { status: 'bred', since: 30 },
      { status: 'gestating', since: 55 }, // the positive check, before day 35 of gestation
      { status: 'gestating', since: 55 }, // a second positive check changes nothing
      { status: 'lactating', since: 145 }, // a piglet death changes nothing
      { status: 'weaned', since: 166 },
      { status: 'bred', since: 171 },
    ]);
  });

  it('counts gestating from the 35th day after the service when no check came first', () => {
    // Served on 10, no check: gestating from 45. A positive check on 50 keeps that date.
    expect(spans((f) => f.entry(0).serve(10), [44, 45, 60])).toEqual([
      { status: 'bred', since: 10 },
      { status: 'gestating', since: 45 },
      { status: 'gestating', since: 45 },
    ]);
    expect(spans((f) => f.entry(0).serve(10).check(50, 'positive'), [60])).toEqual([
      { status: 'gestating', since: 45 },
    ]);
  });

  it('starts bred again at a repeat service, and open at the check or abortion', () => {
    expect(spans((f) => f.entry(0, 1).serve(10).serve(31), [40])).toEqual([
      { status: 'bred', since: 31 },
    ]);
    expect(spans((f) => f.entry(0).serve(10).check(35, 'negative').heat(40), [36, 41])).toEqual([
      { status: 'open', since: 35 },
      { status: 'open', since: 35 }, // a heat keeps her open
    ]);
    expect(spans((f) => f.entry(0).serve(10).abort(60), [70])).toEqual([
      { status: 'open', since: 60 },
    ]);
  });

  it('dates an unknown female from her entry and a removed one from her removal', () => {
    expect(spans((f) => f.entry(5, 2).move(8, 'Pen 1'), [9])).toEqual([
      { status: 'unknown', since: 5 },
    ]);
    expect(spans((f) => f.entry(0).serve(10).remove(20, 'cull'), [30])).toEqual([
      { status: 'culled', since: 20 },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { buildTimelines } from './build-timeline.js';
import { dayNumber } from './day-number.js';
import { herdBuilder, type FemaleBuilder } from './herd-builder.js';
import { femaleStatusOn, type SowStatus } from './sow-status.js';

const D0 = dayNumber('2025-01-01');

/** The statuses of one female on the given test days. */
function statuses(build: (f: FemaleBuilder) => void, onDays: number[]): SowStatus[] {
  const herd = herdBuilder();
  build(herd.female('A'));
  const timeline = buildTimelines(herd.records)[0]!;
  return onDays.map((d) => femaleStatusOn(timeline, D0 + d));
}

describe('femaleStatusOn', () => {
  it('follows a gilt through a whole cycle', () => {
    const cycle = (f: FemaleBuilder) =>
      f
        .entry(0)
        .heat(10)
        .serve(30)
        .check(55, 'positive')
        .farrow(145, 12)
        .wean(166, 11)
        .heat(170)
        .serve(171);
    expect(statuses(cycle, [-1, 0, 10, 30, 54, 55, 144, 145, 165, 166, 170, 171])).toEqual([
      'unknown', // before entry
      'gilt', // parity 0, never served
      'cycled', // heat after entry, no service
      'bred', // served that day
      'bred', // 24 days after the service, no check yet
      'gestating', // positive check
      'gestating',
      'lactating', // farrowed
      'lactating',
      'weaned',
      'cycled', // heat after the weaning
      'bred',
    ]);
  });

  it('counts a bred female as gestating 35 days after the service without an outcome', () => {
    // Served on 10: bred up to day 44 (34 days), gestating from day 45 (35 days).
    expect(statuses((f) => f.entry(0).serve(10), [44, 45])).toEqual(['bred', 'gestating']);
  });

  it('is open after a negative check or an abortion, until served again', () => {
    expect(
      statuses((f) => f.entry(0).serve(10).check(35, 'negative').heat(40).serve(41), [35, 40, 41]),
    ).toEqual(['open', 'open', 'bred']);
    expect(statuses((f) => f.entry(0).serve(10).abort(60), [59, 60, 200])).toEqual([
      'gestating',
      'open',
      'open',
    ]);
  });

  it('is bred again after a return (the return is a new service)', () => {
    expect(statuses((f) => f.entry(0).serve(10).serve(31), [31, 50])).toEqual(['bred', 'bred']);
  });

  it('is unknown when entered with parity ≥ 1 and nothing recorded since', () => {
    expect(statuses((f) => f.entry(0, 2).move(3, 'pen 4').heat(9), [0, 5, 9])).toEqual([
      'unknown',
      'unknown',
      'cycled',
    ]);
  });

  it.each([
    ['cull', 'culled'],
    ['death', 'dead'],
    ['euthanasia', 'euthanasia'],
    ['transfer', 'transferred'],
  ] as const)('is removed by %s from the removal day on', (kind, status) => {
    expect(statuses((f) => f.entry(0).serve(10).remove(20, kind), [19, 20, 400])).toEqual([
      'bred',
      status,
      status,
    ]);
  });

  it('uses only events dated on or before the day', () => {
    // On day 100 the later farrowing (day 125) is not known yet.
    expect(statuses((f) => f.entry(0).serve(10).farrow(125, 10), [100])).toEqual(['gestating']);
  });
});

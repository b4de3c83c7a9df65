import { describe, expect, it } from 'vitest';
import { buildTimelines } from '../herd/build-timeline.js';
import { dayNumber } from '../herd/day-number.js';
import { herdBuilder, type FemaleBuilder } from '../herd/herd-builder.js';
import {
  isWeaningOverdue,
  litterOnHand,
  litterSpans,
  targetLactationDays,
  TARGET_LACTATION_DAYS,
} from './litter-on-hand.js';

const D0 = dayNumber('2025-01-01');

function eventsOf(build: (f: FemaleBuilder) => void) {
  const herd = herdBuilder();
  build(herd.female('A'));
  return buildTimelines(herd.records)[0]!.events;
}

const sow = (f: FemaleBuilder) =>
  f
    .entry(0, 1)
    .serve(10)
    .farrow(125, 14)
    .foster(126, -2)
    .foster(126, 1)
    .pigletDeath(127, 1)
    .pigletDeath(135, 2)
    .wean(146, 10)
    .serve(151)
    .farrow(266, 12);

describe('litterOnHand', () => {
  it('adds up the piglets in and out since the farrowing, to the day', () => {
    const events = eventsOf(sow);
    expect(litterOnHand(events, D0 + 130)).toEqual({
      farrowingDay: D0 + 125,
      bornAlive: 14,
      fosteredIn: 1,
      fosteredOut: 2,
      dead: 1, // the death of day 135 is not known on day 130
      alive: 12,
      lactationDay: 5,
      dueWeaningDay: D0 + 125 + TARGET_LACTATION_DAYS,
    });
    expect(litterOnHand(events, D0 + 125, 24)?.dueWeaningDay).toBe(D0 + 149);
  });

  it('has no litter before a farrowing, after its weaning, or after a service', () => {
    const events = eventsOf(sow);
    expect(litterOnHand(events, D0 + 124)).toBeNull();
    expect(litterOnHand(events, D0 + 146)).toBeNull();
    // Farrowed on 125, served on 151 without a weaning recorded: the lactation has ended.
    const unweaned = eventsOf((f) => f.entry(0, 1).serve(10).farrow(125, 14).serve(151));
    expect(litterOnHand(unweaned, D0 + 150)?.farrowingDay).toBe(D0 + 125);
    expect(litterOnHand(unweaned, D0 + 151)).toBeNull();
  });

  it('lets a litter lose more piglets than it had: alive below 0 shows the gap', () => {
    const events = eventsOf((f) => f.entry(0, 1).serve(10).farrow(125, 3).pigletDeath(126, 5));
    expect(litterOnHand(events, D0 + 127)?.alive).toBe(-2);
  });

  it('is overdue past the due weaning by more than 3 days', () => {
    const litter = litterOnHand(eventsOf(sow), D0 + 126)!;
    expect(isWeaningOverdue(litter, D0 + 125 + 24)).toBe(false);
    expect(isWeaningOverdue(litter, D0 + 125 + 25)).toBe(true);
  });
});

describe('litterSpans', () => {
  it('runs each litter from its farrowing to its weaning (or the next service)', () => {
    expect(litterSpans(eventsOf(sow))).toEqual([
      { from: D0 + 125, to: D0 + 146 },
      { from: D0 + 266, to: null },
    ]);
  });
});

describe('targetLactationDays', () => {
  const weanAge = (thresholds: (number | null)[], type = 'target') => ({
    objectives: { wean_age: { type, thresholds, fade: 0.25 } },
  });

  it('is the ideal of the site’s weaning-age objective, in whole days', () => {
    expect(targetLactationDays(weanAge([19, 19.5, 24.4, 25, 26]))).toBe(24);
  });

  it('is the middle of the green band without an ideal, else 21 days', () => {
    expect(targetLactationDays(weanAge([18, 19, null, 27, 28]))).toBe(23);
    expect(targetLactationDays({})).toBe(21);
    expect(targetLactationDays(weanAge([19, 20, 21, 22, 23], 'none'))).toBe(21);
    expect(targetLactationDays({ objectives: { wean_age: 'soon' } })).toBe(21);
  });
});

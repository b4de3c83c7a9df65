import { describe, expect, it } from 'vitest';
import { buildTimelines } from '../herd/build-timeline.js';
import { days, herdBuilder } from '../herd/herd-builder.js';
import { animalStaysOf, locationUse } from './location-use.js';
import { penReturnBand, runningService } from './pen-rules.js';
import type { SitePlace } from './site-places.js';

/** A breeding room with stalls, a gestation room of three pens, a farrowing room of one crate. */
const PLACES: SitePlace[] = [
  { name: 'Breeding', kind: 'room', section: 'breeding', building: 'G1', parent: null },
  { name: 'Stall 1', kind: 'stall', section: null, building: null, parent: 'Breeding' },
  { name: 'Gestation', kind: 'room', section: 'gestation', building: 'G1', parent: null },
  ...['Pen 1', 'Pen 2', 'Pen 3'].map((name) => ({
    name,
    kind: 'pen' as const,
    section: null,
    building: null,
    parent: 'Gestation',
  })),
  { name: 'ESF 1', kind: 'feeding_station', section: null, building: null, parent: 'Pen 1' },
  { name: 'Farrowing', kind: 'room', section: 'lactation', building: 'M1', parent: null },
  { name: 'A-1', kind: 'farrowing_crate', section: null, building: null, parent: 'Farrowing' },
];

describe('the pen-return bands (spec §9: 1–7, 8–28, 29 days or more after service)', () => {
  it('puts the service day with 1–7, and each band’s last day in it', () => {
    expect([0, 1, 7, 8, 28, 29, 140].map(penReturnBand)).toEqual([
      'up_to_7',
      'up_to_7',
      'up_to_7',
      'days_8_28',
      'days_8_28',
      'from_29',
      'from_29',
    ]);
  });

  it('reads the service she is under: the last one not ended by that day', () => {
    const returned = { day: 10, outcomeDay: 31 };
    const farrowed = { day: 31, outcomeDay: 146 };
    expect(runningService([returned, farrowed], 9)).toBeNull();
    expect(runningService([returned, farrowed], 30)).toBe(returned);
    expect(runningService([returned, farrowed], 31)).toBe(farrowed);
    expect(runningService([returned, farrowed], 146)).toBeNull();
    expect(runningService([{ day: 10, outcomeDay: null }], 500)).toEqual({
      day: 10,
      outcomeDay: null,
    });
  });
});

/**
 * Served sows moved from the breeding stalls into the gestation pens 0, 7, 8, 28 and 29 days
 * after service, and moves that are no return after service.
 */
function herd() {
  const herd = herdBuilder();
  [0, 7, 8, 28, 29].forEach((after, index) => {
    herd
      .female(`S${index}`)
      .entry(0, 2)
      .move(0, 'Stall 1')
      .serve(100)
      .move(100 + after, 'Pen 1');
  });
  // Moved on to another pen at day 40 of gestation: a second move, banded on its own.
  herd.female('S0').move(140, 'Pen 2');
  // A weaned sow (not served) into a pen, a sow found open before her move, a served sow into a
  // crate, and one into a pen the tree does not hold: none is a return after service.
  herd.female('W').entry(0, 2).move(110, 'Pen 1');
  herd.female('O').entry(0, 2).move(0, 'Stall 1').serve(100).check(125, 'negative');
  herd.female('O').move(126, 'Pen 1');
  herd.female('C').entry(0, 2).move(0, 'Stall 1').serve(100).move(130, 'A-1');
  herd.female('Q').entry(0, 2).move(0, 'Stall 1').serve(100).move(110, 'Pen 9');
  return buildTimelines(herd.records);
}

describe('location use’s pen rules', () => {
  const period = days(100, 150);
  const answer = locationUse({
    period,
    places: PLACES,
    animals: animalStaysOf(herd()),
    litters: 0,
  });

  it('counts the moves of served females into a pen of the tree by days since service', () => {
    // S0 (0 days) and S1 (7), S2 (8) and S3 (28) and S0 again (40 days: Pen 2), S4 (29).
    expect(answer.pen_returns).toEqual({ up_to_7: 2, days_8_28: 2, from_29: 2 });
  });

  it('leaves out moves before the period', () => {
    const later = locationUse({
      period: days(108, 150),
      places: PLACES,
      animals: animalStaysOf(herd()),
      litters: 0,
    });
    expect(later.pen_returns).toEqual({ up_to_7: 0, days_8_28: 2, from_29: 2 });
  });
});

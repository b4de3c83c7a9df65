import { describe, expect, it } from 'vitest';
import { buildTimelines } from '../herd/build-timeline.js';
import { dayNumber } from '../herd/day-number.js';
import { day, days, herdBuilder } from '../herd/herd-builder.js';
import { animalStaysOf, locationUse } from './location-use.js';
import { isMixedPen, penReturnBand, runningService } from './pen-rules.js';
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

describe('the mixed pen (spec §9: 10 % or more gilts)', () => {
  it('is mixed from 10 % of gilts among sows, counted in whole animals', () => {
    expect(isMixedPen(30, 3)).toBe(true);
    expect(isMixedPen(10, 1)).toBe(true);
    expect(isMixedPen(11, 1)).toBe(false);
    expect(isMixedPen(30, 0)).toBe(false);
  });

  it('calls a pen of gilts only a gilt pen, not mixed', () => {
    expect(isMixedPen(4, 4)).toBe(false);
    expect(isMixedPen(0, 0)).toBe(false);
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
  // Pen 3: nine sows and one served gilt (10 %: mixed). Pen 2 gets S0 and two gilts (mixed).
  for (let n = 0; n < 9; n++) herd.female(`P${n}`).entry(0, 3).move(0, 'Pen 3');
  herd.female('G0').entry(0).move(0, 'Pen 3').serve(120);
  herd.female('G1').entry(0).move(0, 'Pen 2');
  herd.female('G2').entry(0).move(0, 'Pen 2');
  return buildTimelines(herd.records);
}

describe('location use’s pen rules', () => {
  const period = days(100, 150);
  const answer = locationUse({
    period,
    places: PLACES,
    animals: animalStaysOf(herd(), dayNumber(day(150))),
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
      animals: animalStaysOf(herd(), dayNumber(day(150))),
      litters: 0,
    });
    expect(later.pen_returns).toEqual({ up_to_7: 0, days_8_28: 2, from_29: 2 });
  });

  it('marks the pens where gilts and sows are together, gilts 10 % or more, on the last day', () => {
    const place = (name: string) => answer.places.find((row) => row.name === name)!;
    expect(place('Pen 3')).toMatchObject({ present: 10, gilts: 1, mixed: true });
    expect(place('Pen 2')).toMatchObject({ present: 3, gilts: 2, mixed: true });
    // Pen 1: S1…S4 and the weaned and open sows, no gilt.
    expect(place('Pen 1')).toMatchObject({ present: 6, gilts: 0, mixed: false });
    // The station mirrors its pen's animals, but a station is no pen.
    expect(place('ESF 1')).toMatchObject({ present: 6, mixed: false });
    expect(answer.mixed_pens).toBe(2);
    expect(answer.rooms.find((row) => row.room === 'Gestation')).toMatchObject({
      present: 19,
      gilts: 3,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { buildTimelines } from '../herd/build-timeline.js';
import { dayNumber } from '../herd/day-number.js';
import { day, herdBuilder } from '../herd/herd-builder.js';
import { animalLitters, animalRemoval, animalStateOn } from './animal-card.js';

/** The timeline of one hand-made female, built by `build`. */
function timelineOf(build: (sow: ReturnType<ReturnType<typeof herdBuilder>['female']>) => void) {
  const herd = herdBuilder();
  build(herd.female('S'));
  return buildTimelines(herd.records)[0]!;
}

describe('animalStateOn', () => {
  const sow = timelineOf((s) =>
    s
      .entry(0, 1)
      .move(0, 'Pen 1')
      .serve(10)
      .farrow(125, 12)
      .foster(126, -2)
      .pigletDeath(128, 1)
      .wean(146, 9)
      .serve(151),
  );

  it('counts gestation from the service, lactation from the farrowing, days since weaning', () => {
    expect(animalStateOn(sow, dayNumber(day(50)))).toMatchObject({ status: 'gestating', day: 40 });
    expect(animalStateOn(sow, dayNumber(day(125)))).toMatchObject({
      status: 'lactating',
      since: day(125),
      day: 0,
      parity: 2,
      suckling: 12,
    });
    expect(animalStateOn(sow, dayNumber(day(130)))).toMatchObject({ day: 5, suckling: 9 });
    expect(animalStateOn(sow, dayNumber(day(148)))).toMatchObject({
      status: 'weaned',
      day: 2,
      suckling: null,
      location: 'Pen 1',
    });
  });

  it('gives a gilt never served no day, and a removed female no place', () => {
    const gilt = timelineOf((s) => s.entry(0).move(1, 'Pen 2').remove(30, 'cull'));
    expect(animalStateOn(gilt, dayNumber(day(10)))).toMatchObject({
      status: 'gilt',
      day: null,
      location: 'Pen 2',
    });
    expect(animalStateOn(gilt, dayNumber(day(30)))).toEqual({
      status: 'culled',
      since: day(30),
      day: null,
      parity: 0,
      location: null,
      suckling: null,
    });
    expect(animalRemoval(gilt)).toEqual({ date: day(30), kind: 'cull', cause: null });
  });
});

describe('animalLitters', () => {
  it('counts fosters and deaths of the litter’s days only, and the days to service', () => {
    const sow = timelineOf((s) =>
      s
        .entry(0, 1)
        .serve(10)
        .farrow(125, 12, 1, 2)
        .foster(126, 2)
        .pigletDeath(127, 3)
        .wean(146, 11)
        // A death dated after the weaning is not this litter's.
        .pigletDeath(147, 1)
        .serve(152)
        .farrow(266, 10),
    );
    expect(animalLitters(sow)).toEqual([
      {
        parity: 2,
        farrowing_date: day(125),
        born_alive: 12,
        stillborn: 1,
        mummified: 2,
        fostered: 2,
        deaths: [{ cause: null, count: 3 }],
        weaned: 11,
        weaning_date: day(146),
        weaning_weight_kg: null,
        days_to_service: 6,
      },
      {
        parity: 3,
        farrowing_date: day(266),
        born_alive: 10,
        stillborn: 0,
        mummified: 0,
        fostered: 0,
        deaths: [],
        weaned: null,
        weaning_date: null,
        weaning_weight_kg: null,
        days_to_service: null,
      },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { buildTimelines } from './build-timeline.js';
import { dayNumber } from './day-number.js';
import { herdBuilder, type FemaleBuilder } from './herd-builder.js';
import { locationOn, locationStays, type LocationStay } from './location.js';
import type { FemaleTimeline } from './timeline-types.js';

const D0 = dayNumber('2025-01-01');

function timelineOf(build: (f: FemaleBuilder) => void): FemaleTimeline {
  const herd = herdBuilder();
  build(herd.female('A'));
  return buildTimelines(herd.records)[0]!;
}

/** Stays with their days as test days. */
function staysOf(timeline: FemaleTimeline): LocationStay[] {
  return locationStays(timeline.events, timeline.removal?.day ?? null).map((stay) => ({
    location: stay.location,
    from: stay.from - D0,
    to: stay.to === null ? null : stay.to - D0,
  }));
}

describe('locationOn', () => {
  it('is the place of her last record naming one, on or before the day', () => {
    const timeline = timelineOf((f) =>
      f.entry(0).move(3, 'Pen 1').serve(10).move(110, 'Crate A-1').farrow(114, 12),
    );
    const at = (d: number) => locationOn(timeline.events, D0 + d);
    expect([at(0), at(3), at(109), at(110), at(200)]).toEqual([
      null,
      'Pen 1',
      'Pen 1',
      'Crate A-1',
      'Crate A-1',
    ]);
  });

  it('takes the last of a day’s moves in event order (by time when both are timed)', () => {
    const timeline = timelineOf((f) =>
      f.entry(0).move([5, '14:00'], 'Crate A-2').move([5, '08:00'], 'Pen 1'),
    );
    expect(locationOn(timeline.events, D0 + 5)).toBe('Crate A-2');
  });
});

describe('locationStays', () => {
  it('runs each stay to the next day naming another place, the last to her removal', () => {
    const timeline = timelineOf((f) =>
      f
        .entry(0)
        .move(3, 'Pen 1')
        .move(20, 'Pen 1') // the same place again: one stay
        .move(110, 'Crate A-1')
        .move(135, 'Pen 2')
        .remove(150, 'cull'),
    );
    expect(staysOf(timeline)).toEqual([
      { location: 'Pen 1', from: 3, to: 110 },
      { location: 'Crate A-1', from: 110, to: 135 },
      { location: 'Pen 2', from: 135, to: 150 },
    ]);
  });

  it('leaves the last stay open while she is present', () => {
    expect(staysOf(timelineOf((f) => f.entry(0).move(3, 'Pen 1')))).toEqual([
      { location: 'Pen 1', from: 3, to: null },
    ]);
  });

  it('gives no day to a place named and left on one day, nor to one named on her removal day', () => {
    expect(
      staysOf(
        timelineOf((f) =>
          f
            .entry(0)
            .move(3, 'Pen 1')
            .move(10, 'Crate A-1')
            .move(10, 'Crate A-2')
            .move(12, 'Pen 1')
            .move(12, 'Crate A-2')
            .move(30, 'Pen 3')
            .remove(30, 'death'),
        ),
      ),
    ).toEqual([
      { location: 'Pen 1', from: 3, to: 10 },
      { location: 'Crate A-2', from: 10, to: 30 }, // Pen 1 for a moment on day 12: still A-2
    ]);
  });
});

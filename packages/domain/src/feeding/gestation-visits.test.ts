import { describe, expect, it } from 'vitest';
import { gestationVisits } from './gestation-visits.js';

describe('gestationVisits', () => {
  it('lists every day of the period, empty days as zeros, stations by name', () => {
    const answer = gestationVisits(
      { from: '2026-03-08', to: '2026-03-10' },
      {
        expected: [
          { date: '2026-03-08', sows: 4 },
          { date: '2026-03-10', sows: 3 },
        ],
        days: [{ date: '2026-03-08', visits: 7, sows: 3, distributed_g: 7000 }],
        stations: [
          {
            date: '2026-03-08',
            station: 'ESF 10',
            location: null,
            visits: 2,
            sows: 1,
            distributed_g: 2000,
          },
          {
            date: '2026-03-08',
            station: 'ESF 2',
            location: 'Pen 1',
            visits: 5,
            sows: 2,
            distributed_g: 5000,
          },
        ],
        notVisited: [
          { animal: 'S10', station: 'ESF 2', location: 'Pen 1', day: 40, target_g: 2500 },
          { animal: 'S9', station: null, location: null, day: 12, target_g: 2600 },
        ],
      },
    );
    expect(answer).toEqual({
      from: '2026-03-08',
      to: '2026-03-10',
      days: [
        {
          date: '2026-03-08',
          expected: 4,
          visited: 3,
          visits: 7,
          // 7 ÷ 3, exact: the screen rounds it once.
          visits_per_sow: 7 / 3,
          distributed_g: 7000,
          stations: [
            { station: 'ESF 2', location: 'Pen 1', visits: 5, sows: 2, distributed_g: 5000 },
            { station: 'ESF 10', location: null, visits: 2, sows: 1, distributed_g: 2000 },
          ],
        },
        {
          date: '2026-03-09',
          expected: 0,
          visited: 0,
          visits: 0,
          visits_per_sow: null,
          distributed_g: 0,
          stations: [],
        },
        {
          date: '2026-03-10',
          expected: 3,
          visited: 0,
          visits: 0,
          visits_per_sow: null,
          distributed_g: 0,
          stations: [],
        },
      ],
      not_visited: [
        { animal: 'S9', station: null, location: null, day: 12, target_g: 2600 },
        { animal: 'S10', station: 'ESF 2', location: 'Pen 1', day: 40, target_g: 2500 },
      ],
    });
  });
});

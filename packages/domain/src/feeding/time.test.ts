import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { zonedInstant, zonedInstants } from './time.js';

describe('zonedInstants', () => {
  it('gives the instant zonedInstant gives, across a year of Québec time and its DST changes', () => {
    const instant = zonedInstants('America/Montreal');
    const two = (n: number) => String(n).padStart(2, '0');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 365 }),
        fc.integer({ min: 0, max: 86_399 }),
        (day, seconds) => {
          const date = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
          const time = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60]
            .map(two)
            .join(':');
          expect(instant(date, time)).toEqual(zonedInstant(date, time, 'America/Montreal'));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

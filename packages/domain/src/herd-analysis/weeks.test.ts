import { describe, expect, it } from 'vitest';
import { dayNumber } from '../herd/day-number.js';
import { periodWeeks } from './weeks.js';

describe('periodWeeks', () => {
  it('puts each day of the period in its ISO week, the first and last clipped', () => {
    // Wednesday 2026-03-04 to Friday 2026-03-20.
    const { weeks, weekOf } = periodWeeks({ from: '2026-03-04', to: '2026-03-20' });
    expect(weeks).toEqual([
      { from: '2026-03-04', to: '2026-03-08' },
      { from: '2026-03-09', to: '2026-03-15' },
      { from: '2026-03-16', to: '2026-03-20' },
    ]);
    for (let day = dayNumber('2026-03-04'); day <= dayNumber('2026-03-20'); day++) {
      const week = weeks[weekOf(day)]!;
      expect(day).toBeGreaterThanOrEqual(dayNumber(week.from));
      expect(day).toBeLessThanOrEqual(dayNumber(week.to));
    }
  });

  it('starts a period beginning on a Monday with a whole week', () => {
    const { weeks, weekOf } = periodWeeks({ from: '2026-03-09', to: '2026-03-09' });
    expect(weeks).toEqual([{ from: '2026-03-09', to: '2026-03-09' }]);
    expect(weekOf(dayNumber('2026-03-09'))).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { dayNumber } from '../herd/day-number.js';
import { tilePeriodRange } from '../periods/tile-period-range.js';
import { TILES } from '../reports/tiles.js';
import { analysisPeriodIssue, earliestAnalysisDate } from './analysis-period.js';

describe('the reproduction analysis period', () => {
  const today = '2026-05-10';

  it('covers at most 120 days, today included: its default period, not one day more', () => {
    expect(earliestAnalysisDate(today)).toBe('2026-01-11');
    const longest = { from: '2026-01-11', to: today };
    expect(dayNumber(longest.to) - dayNumber(longest.from) + 1).toBe(120);
    expect(tilePeriodRange(TILES['reproduction-analysis'].defaultMonths!, today)).toEqual(longest);
    expect(analysisPeriodIssue(longest, today)).toBeNull();
    expect(analysisPeriodIssue({ from: '2026-01-10', to: today }, today)).toEqual({
      field: 'from',
      reason: 'must be within the last 120 days, today included (2026-01-11 or later)',
    });
  });

  it('ends today at the latest', () => {
    expect(analysisPeriodIssue({ from: '2026-04-01', to: '2026-04-30' }, today)).toBeNull();
    expect(analysisPeriodIssue({ from: '2026-04-01', to: '2026-05-11' }, today)).toEqual({
      field: 'to',
      reason: 'must not be after today (2026-05-10)',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { analysisPeriodIssue, earliestAnalysisDate } from './analysis-period.js';

describe('the reproduction analysis period', () => {
  const today = '2026-05-10';

  it('starts at most 120 days before today', () => {
    expect(earliestAnalysisDate(today)).toBe('2026-01-10');
    expect(analysisPeriodIssue({ from: '2026-01-10', to: today }, today)).toBeNull();
    expect(analysisPeriodIssue({ from: '2026-01-09', to: today }, today)).toEqual({
      field: 'from',
      reason: 'must not be more than 120 days before today (2026-01-10 or later)',
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

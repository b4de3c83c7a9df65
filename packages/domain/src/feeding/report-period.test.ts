import { describe, expect, it } from 'vitest';
import { reportPeriod } from './report-period.js';

const options = { today: '2026-03-10', defaultMonths: 0.007, maxDays: 366 };

describe('reportPeriod', () => {
  it.each([
    [{}, { from: '2026-03-04', to: '2026-03-10' }],
    [{ to: '2026-02-28' }, { from: '2026-02-22', to: '2026-02-28' }],
    [{ from: '2026-03-01' }, { from: '2026-03-01', to: '2026-03-10' }],
    [
      { from: '2026-01-01', to: '2026-01-01' },
      { from: '2026-01-01', to: '2026-01-01' },
    ],
    [
      { from: '2025-03-10', to: '2026-03-10' },
      { from: '2025-03-10', to: '2026-03-10' },
    ],
  ])('reads %j as %j', (query, period) => {
    expect(reportPeriod(query, options)).toEqual(period);
  });

  it('takes the tile default in months', () => {
    expect(reportPeriod({}, { ...options, defaultMonths: 3 })).toEqual({
      from: '2025-12-11',
      to: '2026-03-10',
    });
  });

  it.each([
    [
      { from: '2026-03-05', to: '2026-03-04' },
      { field: 'to', reason: 'must not be before from' },
    ],
    [{ from: '2026-03-11' }, { field: 'from', reason: 'must not be after today (2026-03-10)' }],
    [
      { from: '2025-03-09', to: '2026-03-10' },
      { field: 'to', reason: 'the period may cover at most 366 days' },
    ],
  ])('refuses %j', (query, issue) => {
    expect(reportPeriod(query, options)).toEqual(issue);
  });
});

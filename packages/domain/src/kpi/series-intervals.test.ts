import { describe, expect, it } from 'vitest';
import { splitPeriod } from './series-intervals.js';

describe('splitting a period into intervals', () => {
  it('cuts ISO weeks Monday to Sunday, clipped to the period', () => {
    // 2025-12-31 is a Wednesday; 2026-01-04 a Sunday; 2026-01-05 a Monday.
    expect(splitPeriod({ from: '2025-12-31', to: '2026-01-13' }, 'week')).toEqual([
      { from: '2025-12-31', to: '2026-01-04' },
      { from: '2026-01-05', to: '2026-01-11' },
      { from: '2026-01-12', to: '2026-01-13' },
    ]);
  });

  it('cuts calendar months, clipped to the period, leap years included', () => {
    expect(splitPeriod({ from: '2024-01-15', to: '2024-03-01' }, 'month')).toEqual([
      { from: '2024-01-15', to: '2024-01-31' },
      { from: '2024-02-01', to: '2024-02-29' },
      { from: '2024-03-01', to: '2024-03-01' },
    ]);
    expect(splitPeriod({ from: '2025-12-01', to: '2026-01-31' }, 'month')).toEqual([
      { from: '2025-12-01', to: '2025-12-31' },
      { from: '2026-01-01', to: '2026-01-31' },
    ]);
  });

  it('gives one interval for a one-day period', () => {
    expect(splitPeriod({ from: '2026-03-04', to: '2026-03-04' }, 'week')).toEqual([
      { from: '2026-03-04', to: '2026-03-04' },
    ]);
  });

  it('refuses a period that ends before it starts', () => {
    expect(() => splitPeriod({ from: '2026-03-04', to: '2026-03-03' }, 'month')).toThrow(
      RangeError,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { KPI_KEYS } from '../catalogue.js';
import { drillDownWindow } from './drill-down-window.js';

const period = { from: '2026-05-03', to: '2026-10-30' };

describe('drillDownWindow', () => {
  it('names the services of a lagged rate, dated its lag before the period', () => {
    const farrowing = {
      kind: 'far_rate',
      event: 'service',
      from: '2026-01-08',
      to: '2026-07-07',
      lag_days: 115,
    };
    expect(drillDownWindow('far_rate', period)).toEqual(farrowing);
    expect(drillDownWindow('adj_far_rate', period)).toEqual(farrowing);
    expect(drillDownWindow('return_ratio', period)).toEqual({
      kind: 'return_ratio',
      event: 'service',
      from: '2026-03-22',
      to: '2026-09-18',
      lag_days: 42,
    });
  });

  it('has none for a key whose rows are dated in the period', () => {
    const lagged = KPI_KEYS.filter((key) => drillDownWindow(key, period) !== null);
    expect(lagged).toEqual(['far_rate', 'adj_far_rate', 'return_ratio']);
  });
});

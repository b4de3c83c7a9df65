import { describe, expect, it } from 'vitest';
import { isRateFinal, serviceWindow } from './maturity.js';

const june = { from: '2026-06-01', to: '2026-06-30' };

describe('lagged rates', () => {
  it('reads the farrowing rate from the services 115 days before, the return ratio 42', () => {
    expect(serviceWindow('far_rate', june)).toEqual({ from: '2026-02-06', to: '2026-03-07' });
    expect(serviceWindow('return_ratio', june)).toEqual({ from: '2026-04-20', to: '2026-05-19' });
    expect(serviceWindow('service_far_rate', june)).toEqual(june);
  });

  it('holds a contract rate final once the period is over, not a day before', () => {
    expect(isRateFinal('far_rate', june, '2026-06-30')).toBe(true);
    expect(isRateFinal('far_rate', june, '2026-06-29')).toBe(false);
    expect(isRateFinal('adj_far_rate', june, '2026-06-29')).toBe(false);
    expect(isRateFinal('return_ratio', june, '2026-06-30')).toBe(true);
    expect(isRateFinal('return_ratio', june, '2026-06-15')).toBe(false);
  });

  it('holds the weanings served within 7 days final a week after the period', () => {
    expect(isRateFinal('pc_served_7d', june, '2026-07-06')).toBe(false);
    expect(isRateFinal('pc_served_7d', june, '2026-07-07')).toBe(true);
  });

  it('holds the rate of a period’s own services final once its last service is 115 days old', () => {
    // 2026-06-30 + 115 days = 2026-10-23.
    expect(isRateFinal('service_far_rate', june, '2026-10-22')).toBe(false);
    expect(isRateFinal('service_far_rate', june, '2026-10-23')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { isRateFinal, LAGGED_RATE_KEYS, serviceWindow, type LaggedRate } from './maturity.js';
import { ANNUALISED_KPIS, isCellFinal, MONITORING_ROWS } from './rows.js';

const june = { from: '2026-06-01', to: '2026-06-30' };

describe('lagged rates', () => {
  it('reads the farrowing rate from the services 115 days before, the return ratio 42', () => {
    expect(serviceWindow('far_rate', june)).toEqual({ from: '2026-02-06', to: '2026-03-07' });
    expect(serviceWindow('return_ratio', june)).toEqual({ from: '2026-04-20', to: '2026-05-19' });
    expect(serviceWindow('service_far_rate', june)).toEqual(june);
  });

  it('holds the farrowing rate final once its last service is 120 days old, not at 115', () => {
    // June's window ends on 2026-03-07; a sow served then may farrow up to day 120, 2026-07-05.
    expect(isRateFinal('far_rate', june, '2026-06-30')).toBe(false);
    expect(isRateFinal('far_rate', june, '2026-07-04')).toBe(false);
    expect(isRateFinal('far_rate', june, '2026-07-05')).toBe(true);
    expect(isRateFinal('adj_far_rate', june, '2026-07-04')).toBe(false);
  });

  it('holds the return ratio final once the period is over, not a day before', () => {
    expect(isRateFinal('return_ratio', june, '2026-06-30')).toBe(true);
    expect(isRateFinal('return_ratio', june, '2026-06-15')).toBe(false);
  });

  it('holds the weanings served within 7 days final a week after the period', () => {
    expect(isRateFinal('pc_served_7d', june, '2026-07-06')).toBe(false);
    expect(isRateFinal('pc_served_7d', june, '2026-07-07')).toBe(true);
  });

  it('holds the rate of a period’s own services final once its last service is 120 days old', () => {
    // 2026-06-30 + 120 days = 2026-10-28.
    expect(isRateFinal('service_far_rate', june, '2026-10-27')).toBe(false);
    expect(isRateFinal('service_far_rate', june, '2026-10-28')).toBe(true);
  });

  it('holds NPD provisional 120 days after the period, the wean-to-service interval 65', () => {
    // A sow served on 2026-06-30 and found open at term makes her June days non-productive then.
    expect(isRateFinal('npd', june, '2026-10-27')).toBe(false);
    expect(isRateFinal('npd', june, '2026-10-28')).toBe(true);
    // A sow weaned on 2026-06-30 may be served weeks later; past 65 days it is a record to fix.
    expect(isRateFinal('wsi', june, '2026-09-02')).toBe(false);
    expect(isRateFinal('wsi', june, '2026-09-03')).toBe(true);
    const lagged = (key: string) => MONITORING_ROWS.find((row) => row.key === key)!.lagged;
    expect([lagged('npd'), lagged('wsi')]).toEqual(['npd', 'wsi']);
  });

  it('reads fertility at 30 days from the services 30 days before, final once the period is over', () => {
    expect(serviceWindow('fertility_30d', june)).toEqual({ from: '2026-05-02', to: '2026-05-31' });
    // A sow served on 2026-05-31 is judged on 2026-06-30.
    expect(isRateFinal('fertility_30d', june, '2026-06-29')).toBe(false);
    expect(isRateFinal('fertility_30d', june, '2026-06-30')).toBe(true);
  });

  it('holds the weanings served from day 8 provisional as long as WSI, not a week', () => {
    // A sow weaned on 2026-06-30 may yet be served on day 8 or weeks later.
    expect(isRateFinal('pc_served_8d_plus', june, '2026-07-07')).toBe(false);
    expect(isRateFinal('pc_served_8d_plus', june, '2026-09-02')).toBe(false);
    expect(isRateFinal('pc_served_8d_plus', june, '2026-09-03')).toBe(true);
  });

  it('leaves a rate per year not final in a column cut by its period, final in a whole one', () => {
    // Every lagged rate final: only the column's cut decides.
    const final = Object.fromEntries(LAGGED_RATE_KEYS.map((rate) => [rate, true])) as Record<
      LaggedRate,
      boolean
    >;
    const yearly = MONITORING_ROWS.find((row) => row.key === 'litters_mf_year')!;
    const count = MONITORING_ROWS.find((row) => row.key === 'litters')!;
    expect(isCellFinal(yearly, { final, partial: true })).toBe(false);
    expect(isCellFinal(yearly, { final, partial: false })).toBe(true);
    expect(isCellFinal(count, { final, partial: true })).toBe(true);
    expect(
      MONITORING_ROWS.filter((row) => row.annualised)
        .map((row) => row.key)
        .sort(),
    ).toEqual(
      [...ANNUALISED_KPIS].filter((key) => MONITORING_ROWS.some((row) => row.key === key)).sort(),
    );
  });
});

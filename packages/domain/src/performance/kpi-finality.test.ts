import { describe, expect, it } from 'vitest';
import { kpiNotFinal } from './kpi-finality.js';

describe('kpiNotFinal', () => {
  const today = '2026-12-06';

  it('holds a lagged rate until its youngest event is its lag old', () => {
    // far_rate of a period reads the services of 115 days before it, final once they are 120
    // days old: December's (to today) not yet, November's (youngest service 121 days old) is.
    expect(kpiNotFinal('far_rate', { from: '2026-12-01', to: today }, today)).toEqual({
      reason: 'lagged',
      lagDays: 120,
    });
    expect(kpiNotFinal('far_rate', { from: '2026-11-01', to: '2026-11-30' }, today)).toBeNull();
    expect(kpiNotFinal('npd', { from: '2026-06-01', to: '2026-08-31' }, today)).toMatchObject({
      reason: 'lagged',
    });
    expect(kpiNotFinal('wsi', { from: '2026-09-01', to: '2026-09-30' }, today)).toBeNull();
    expect(kpiNotFinal('pc_served_7d', { from: '2026-11-01', to: '2026-11-29' }, today)).toBeNull();
    expect(kpiNotFinal('pc_served_7d', { from: '2026-12-01', to: '2026-12-06' }, today)).toEqual({
      reason: 'lagged',
      lagDays: 7,
    });
  });

  it('holds a rate per year over a month cut short, never a count or a mean', () => {
    const sixDays = { from: '2026-12-01', to: '2026-12-06', unit: 'month' as const };
    expect(kpiNotFinal('litters_mf_year', sixDays, today)).toEqual({ reason: 'part_period' });
    expect(kpiNotFinal('born_alive', sixDays, today)).toBeNull();
    expect(kpiNotFinal('litters', sixDays, today)).toBeNull();
    const whole = { from: '2026-11-01', to: '2026-11-30', unit: 'month' as const };
    expect(kpiNotFinal('litters_mf_year', whole, today)).toBeNull();
    // A period of the tile's own (no calendar unit) is never cut.
    expect(kpiNotFinal('litters_mf_year', { from: '2025-12-07', to: today }, today)).toBeNull();
  });
});

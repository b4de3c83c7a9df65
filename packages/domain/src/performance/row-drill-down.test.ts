import { describe, expect, it } from 'vitest';
import { rowDrillDown } from './row-drill-down.js';

describe('rowDrillDown', () => {
  const march = { from: '2026-03-01', to: '2026-03-31' };

  it('explains a catalogue KPI by itself over the cell’s period', () => {
    expect(rowDrillDown('born_alive', march)).toEqual({ key: 'born_alive', ...march });
  });

  it('explains the farrowing rate of the period’s services by far_rate 115 days later', () => {
    expect(rowDrillDown('service_far_rate', march)).toEqual({
      key: 'far_rate',
      from: '2026-06-24',
      to: '2026-07-24',
    });
  });

  it('has none for distributions and tallies beside the catalogue', () => {
    expect(rowDrillDown('returns_early', march)).toBeNull();
    expect(rowDrillDown('parity0_females', march)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { readCustomMonitoring, readMonitoringDisplay } from './monitoring-preferences.js';

describe('reading the monitoring preferences', () => {
  it('reads the view and columns, each falling back on its own', () => {
    expect(readMonitoringDisplay({ view: 'weaning', columns: 'quarter' })).toEqual({
      view: 'weaning',
      columns: 'quarter',
    });
    expect(readMonitoringDisplay({ view: 'weaning', columns: 'fortnight' })).toEqual({
      view: 'weaning',
      columns: 'month',
    });
    expect(readMonitoringDisplay('custom')).toEqual({ view: 'simple', columns: 'month' });
    expect(readMonitoringDisplay(undefined)).toEqual({ view: 'simple', columns: 'month' });
  });

  it('keeps the custom rows that are rows, once, in their order', () => {
    expect(readCustomMonitoring(['npd', 'weather', 3, 'far_rate', 'npd'])).toEqual([
      'npd',
      'far_rate',
    ]);
    expect(readCustomMonitoring({ rows: ['npd'] })).toEqual([]);
  });
});

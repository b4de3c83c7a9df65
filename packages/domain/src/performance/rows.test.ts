import { describe, expect, it } from 'vitest';
import { KPI_KEYS } from '../kpi/catalogue.js';
import { isMonitoringRowKey, MONITORING_ROWS, monitoringRows } from './rows.js';
import { MONITORING_VIEWS, SIMPLE_ROWS, viewRows } from './views.js';

describe('monitoring rows', () => {
  it('hold every KPI of the contract once, coloured by its own objective', () => {
    for (const key of KPI_KEYS) {
      const rows = MONITORING_ROWS.filter((row) => row.key === key);
      expect(rows, key).toHaveLength(1);
      expect(rows[0]!.metric).toBe(key);
    }
    const keys = MONITORING_ROWS.map((row) => row.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('mark the lagged rates, and give their n from their window of services', () => {
    const lagged = MONITORING_ROWS.filter((row) => row.lagged).map((row) => row.key);
    expect(lagged).toEqual([
      'wsi',
      'pc_served_7d',
      'pc_served_8d_plus',
      'fertility_30d',
      'far_rate',
      'adj_far_rate',
      'service_far_rate',
      'return_ratio',
      'npd',
    ]);
    const [farRate] = monitoringRows(['far_rate']);
    const values = {
      kpis: Object.fromEntries(KPI_KEYS.map((key) => [key, 1])),
      window_services: { far_rate: 40, return_ratio: 30 },
    };
    expect(farRate!.count?.value(values as never)).toBe(40);
  });

  it('give the born-alive piglets of a mortality rate as its n', () => {
    const [mortality] = monitoringRows(['pre_wean_mortality']);
    const kpis = { born_alive: 13.4, litters: 10 };
    expect(mortality!.count).toMatchObject({ unit: 'piglets' });
    expect(mortality!.count!.value({ kpis } as never)).toBe(134);
  });
});

describe('monitoring views', () => {
  it('show rows in every view, each row of the detailed view once', () => {
    for (const view of MONITORING_VIEWS) expect(viewRows(view).length, view).toBeGreaterThan(2);
    expect(viewRows('detailed')).toHaveLength(MONITORING_ROWS.length);
    expect(viewRows('simple').map((row) => row.key)).toEqual(SIMPLE_ROWS);
    expect(viewRows('reproduction').every((row) => row.section === 'breeding')).toBe(true);
  });

  it('show the custom rows in the user’s order, leaving out keys that are no row', () => {
    const rows = viewRows('custom', ['npd', 'weather', 'far_rate']);
    expect(rows.map((row) => row.key)).toEqual(['npd', 'far_rate']);
    expect(isMonitoringRowKey('weather')).toBe(false);
    // Nothing chosen yet: the simple rows, to start from.
    expect(viewRows('custom', []).map((row) => row.key)).toEqual(SIMPLE_ROWS);
  });
});

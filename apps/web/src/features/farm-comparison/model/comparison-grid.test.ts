import { compareSites, KPI_KEYS, type KpiValues } from '@barnboard/domain';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { prefsWith } from '../../../lib/reports/test-grid';
import { comparisonGrid } from './comparison-grid';

const t = ((key: string) => key) as unknown as TFunction;
const kpis = (values: Partial<KpiValues>): KpiValues => ({
  ...(Object.fromEntries(KPI_KEYS.map((key) => [key, null])) as KpiValues),
  ...values,
});
const answer = compareSites({ from: '2026-09-01', to: '2026-09-30' }, [
  { site_id: 'a', kpis: kpis({ far_rate: 0.9, services: 120 }) },
  { site_id: 'b', kpis: kpis({ far_rate: 0.8, services: 80 }) },
]);

describe('comparisonGrid', () => {
  const grid = comparisonGrid(
    answer,
    ['far_rate', 'services'],
    [
      { id: 'a', label: 'Maternité' },
      { id: 'b', label: 'GDU' },
    ],
    { t, prefs: prefsWith({}) },
  );

  it('has a column per site, in the answer’s order, then the quartiles and median', () => {
    expect(grid.columns.map((column) => column.header)).toEqual([
      'farmComparison.columns.kpi',
      'Maternité',
      'GDU',
      'farmComparison.columns.q1',
      'farmComparison.columns.median',
      'farmComparison.columns.q3',
    ]);
  });

  it('has a row per KPI of the tile, in base units, with its kind and unit', () => {
    expect(grid.rows.map((row) => [row.key, row.kind, row.cells])).toEqual([
      [
        'far_rate',
        'percent',
        {
          kpi: 'zootech.kpis.far_rate (%)',
          site0: 0.9,
          site1: 0.8,
          q1: answer.group.far_rate.q1,
          median: answer.group.far_rate.median,
          q3: answer.group.far_rate.q3,
        },
      ],
      [
        'services',
        'count',
        { kpi: 'zootech.kpis.services', site0: 120, site1: 80, q1: 90, median: 100, q3: 110 },
      ],
    ]);
  });
});

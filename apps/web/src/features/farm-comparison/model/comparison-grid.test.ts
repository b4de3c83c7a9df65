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
const period = { from: '2026-09-01', to: '2026-09-30' };
const two = compareSites(period, [
  { site_id: 'a', kpis: kpis({ far_rate: 0.9, services: 120 }) },
  { site_id: 'b', kpis: kpis({ far_rate: 0.8, services: 80 }) },
]);
const four = compareSites(period, [
  ...two.sites,
  { site_id: 'c', kpis: kpis({ far_rate: 0.85, services: 100 }) },
  { site_id: 'd', kpis: kpis({ far_rate: null, services: 90 }) },
]);
const labels = [
  { id: 'a', label: 'Maternité' },
  { id: 'b', label: 'GDU' },
  { id: 'c', label: 'Naissage' },
  { id: 'd', label: 'Quarantaine' },
];
const gridOf = (answer: typeof two) =>
  comparisonGrid(answer, ['far_rate', 'services'], labels, { t, prefs: prefsWith({}) });

describe('comparisonGrid', () => {
  it('puts two sites side by side, without quartiles', () => {
    const grid = gridOf(two);
    expect(grid.columns.map((column) => column.header)).toEqual([
      'farmComparison.columns.kpi',
      'Maternité',
      'GDU',
    ]);
    expect(grid.rows.map((row) => [row.key, row.kind, row.cells])).toEqual([
      ['far_rate', 'percent', { kpi: 'zootech.kpis.far_rate (%)', site0: 0.9, site1: 0.8 }],
      ['services', 'count', { kpi: 'zootech.kpis.services', site0: 120, site1: 80 }],
    ]);
  });

  it('from 4 sites, adds the quartiles, the median and how many sites each row is drawn from', () => {
    const grid = gridOf(four);
    expect(grid.columns.map((column) => [column.header, column.kind])).toEqual([
      ['farmComparison.columns.kpi', 'text'],
      ['Maternité', 'by-row'],
      ['GDU', 'by-row'],
      ['Naissage', 'by-row'],
      ['Quarantaine', 'by-row'],
      ['farmComparison.columns.q1', 'by-row'],
      ['farmComparison.columns.median', 'by-row'],
      ['farmComparison.columns.q3', 'by-row'],
      ['farmComparison.columns.sites', 'count'],
    ]);
    expect(grid.rows.map((row) => [row.key, row.kind, row.cells])).toEqual([
      [
        'far_rate',
        'percent',
        {
          kpi: 'zootech.kpis.far_rate (%)',
          site0: 0.9,
          site1: 0.8,
          site2: 0.85,
          site3: null,
          // Three sites with a value: no quartiles on this row, and the count says why.
          q1: null,
          median: null,
          q3: null,
          sites: 3,
        },
      ],
      [
        'services',
        'count',
        {
          kpi: 'zootech.kpis.services',
          site0: 120,
          site1: 80,
          site2: 100,
          site3: 90,
          q1: 87.5,
          median: 95,
          q3: 105,
          sites: 4,
        },
      ],
    ]);
  });
});

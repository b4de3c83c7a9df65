import { compareSites, KPI_KEYS, type KpiValues } from '@barnboard/domain';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { prefsWith } from '../../../lib/reports/test-grid';
import { comparisonGrid, comparisonRows } from './comparison-grid';

const t = ((key: string) => key) as unknown as TFunction;
const kpis = (values: Partial<KpiValues>): KpiValues => ({
  ...(Object.fromEntries(KPI_KEYS.map((key) => [key, null])) as KpiValues),
  ...values,
});
const NO_FIGURES = { lactation_intake_kg: null, avg_females_200d: null };
const period = { from: '2026-09-01', to: '2026-09-30' };
const two = compareSites(period, [
  { site_id: 'a', kpis: kpis({ far_rate: 0.9, services: 120 }), figures: NO_FIGURES },
  { site_id: 'b', kpis: kpis({ far_rate: 0.8, services: 80 }), figures: NO_FIGURES },
]);
const four = compareSites(period, [
  ...two.sites,
  { site_id: 'c', kpis: kpis({ far_rate: 0.85, services: 100 }), figures: NO_FIGURES },
  { site_id: 'd', kpis: kpis({ far_rate: null, services: 90 }), figures: NO_FIGURES },
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

  it('adds the comparison’s own figures under their tile, lactation intake in the user’s weight', () => {
    expect(comparisonRows('kpi-farrowing').at(-1)).toBe('lactation_intake_kg');
    expect(comparisonRows('kpi-herd').at(-1)).toBe('avg_females_200d');
    expect(comparisonRows('kpi-reproduction')).not.toContain('lactation_intake_kg');
    const fed = compareSites(period, [
      {
        site_id: 'a',
        kpis: kpis({}),
        figures: { lactation_intake_kg: 6.5, avg_females_200d: 410 },
      },
      {
        site_id: 'b',
        kpis: kpis({}),
        figures: { lactation_intake_kg: 5.9, avg_females_200d: 380 },
      },
    ]);
    const grid = comparisonGrid(fed, ['lactation_intake_kg', 'avg_females_200d'], labels, {
      t,
      prefs: prefsWith({}),
    });
    expect(grid.rows.map((row) => [row.key, row.kind, row.cells])).toEqual([
      [
        'lactation_intake_kg',
        'weight',
        { kpi: 'farmComparison.figures.lactation_intake_kg (kg)', site0: 6.5, site1: 5.9 },
      ],
      [
        'avg_females_200d',
        'count',
        { kpi: 'farmComparison.figures.avg_females_200d', site0: 410, site1: 380 },
      ],
    ]);
  });
});

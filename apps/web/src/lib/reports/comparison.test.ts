import { describe, expect, it } from 'vitest';
import { comparisonGrid, comparisonSeries } from './comparison';
import type { ReportRequest } from './report-definition';
import { prefsWith } from './test-grid';

const request: ReportRequest = {
  siteId: 'site-a',
  range: { from: '2026-03-04', to: '2026-03-10' },
  lactationDays: null,
  filters: {},
  page: 1,
};
const context = {
  serverFilters: new Set(['kind']),
  groups: [{ name: 'North', items: ['A', 'B'] }],
  labels: {
    base: 'Site A',
    site: (id: string) => id.toUpperCase(),
    range: (range: { from: string; to: string }) => `${range.from}/${range.to}`,
    option: (_filter: string, value: string) => `Room ${value}`,
  },
};

describe('comparisonSeries (spec §2)', () => {
  it('asks one request per site, and per period, the tile’s own period first', () => {
    const sites = comparisonSeries(
      { request, local: {} },
      { kind: 'sites', siteIds: ['site-a', 'site-b'] },
      context,
    );
    expect(sites.map((one) => [one.label, one.request.siteId])).toEqual([
      ['SITE-A', 'site-a'],
      ['SITE-B', 'site-b'],
    ]);
    const periods = comparisonSeries(
      { request, local: {} },
      { kind: 'periods', ranges: [{ from: '2026-02-25', to: '2026-03-03' }] },
      context,
    );
    expect(periods.map((one) => one.label)).toEqual([
      '2026-03-04/2026-03-10',
      '2026-02-25/2026-03-03',
    ]);
  });

  it('sends server filters in the request and narrows the others here', () => {
    const kinds = comparisonSeries(
      { request, local: {} },
      { kind: 'filters', filter: 'kind', values: ['gestation'] },
      context,
    );
    expect(kinds[0]?.request.filters).toEqual({ kind: ['gestation'] });
    const groups = comparisonSeries(
      { request, local: {} },
      { kind: 'groups', filter: 'room', names: ['North', 'Gone'] },
      context,
    );
    expect(groups).toEqual([
      expect.objectContaining({ label: 'North', request, local: { room: ['A', 'B'] } }),
    ]);
  });
});

describe('comparisonGrid', () => {
  it('puts each figure on a row and each series in a column, with units in the labels', () => {
    const grid = comparisonGrid(
      [
        {
          label: 'Site A',
          siteId: 'a',
          figures: [{ id: 'feed', label: 'Feed given', kind: 'weight', value: 12 }],
        },
        { label: 'Site B', siteId: 'b', figures: [] },
      ],
      'Figure',
      prefsWith({}),
    );
    expect(grid.columns.map((column) => column.header)).toEqual(['Figure', 'Site A', 'Site B']);
    expect(grid.rows).toEqual([
      {
        key: 'feed',
        kind: 'weight',
        cells: { figure: 'Feed given (kg)', s0: 12, s1: null },
        drillDowns: {},
      },
    ]);
  });

  it('opens each compared figure’s drill-down on its own series’ site and period', () => {
    const farrowingRate = (siteId: string, from: string, value: number) => ({
      label: siteId,
      siteId,
      figures: [
        {
          id: 'far_rate',
          label: 'Farrowing rate',
          kind: 'percent' as const,
          value,
          drillDown: { key: 'far_rate' as const, from, to: '2026-06-30' },
        },
        { id: 'weaned', label: 'Weaned', kind: 'count' as const, value: 40 },
      ],
    });
    const grid = comparisonGrid(
      [farrowingRate('a', '2026-01-01', 0.8), farrowingRate('b', '2026-02-01', 0.9)],
      'Figure',
      prefsWith({}),
    );
    expect(grid.rows[0]!.drillDowns).toEqual({
      s0: { key: 'far_rate', from: '2026-01-01', to: '2026-06-30', siteId: 'a' },
      s1: { key: 'far_rate', from: '2026-02-01', to: '2026-06-30', siteId: 'b' },
    });
    // A figure with no list behind it opens nothing.
    expect(grid.rows[1]!.drillDowns).toEqual({});
  });
});

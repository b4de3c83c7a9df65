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
          figures: [{ id: 'feed', label: 'Feed given', kind: 'weight', value: 12 }],
        },
        { label: 'Site B', figures: [] },
      ],
      'Figure',
      prefsWith({}),
    );
    expect(grid.columns.map((column) => column.header)).toEqual(['Figure', 'Site A', 'Site B']);
    expect(grid.rows).toEqual([
      { key: 'feed', kind: 'weight', cells: { figure: 'Feed given (kg)', s0: 12, s1: null } },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_DISPLAY_PREFS } from '@barnboard/domain';
import { i18n } from '../../i18n';
import type { Series } from './comparison';
import type { ReportDefinition } from './report-definition';
import { seriesFigures, seriesFiltered } from './series-figures';

const year = { from: '2025-12-01', to: '2026-11-30' };
const context = { t: i18n.getFixedT('en'), prefs: DEFAULT_DISPLAY_PREFS, timeZone: 'UTC' };

/** A report of two figures: a whole-herd rate and one that follows the parity filter. */
const definition = {
  figures: () => [
    {
      id: 'pc_culling',
      label: 'Culling rate',
      kind: 'percent',
      value: 0.4,
      drillDown: { key: 'pc_culling', ...year },
    },
    {
      id: 'far_rate',
      label: 'Farrowing rate',
      kind: 'percent',
      value: 0.8,
      drillDown: { key: 'far_rate', ...year },
      followsFilters: true,
    },
  ],
} as unknown as ReportDefinition<null>;

const series = (
  filters: Record<string, string[]>,
  local: Record<string, string[]> = {},
): Series => ({
  id: 's',
  label: 'Maternité',
  request: { siteId: 'site', range: year, lactationDays: null, filters, page: 1 },
  local,
});

const listed = (one: Series) =>
  seriesFigures(definition, null, one, context).map((figure) => figure.drillDown?.key ?? null);

describe('seriesFigures', () => {
  it('keeps every list while no filter is set, empty choices included', () => {
    expect(seriesFiltered(series({ parity: [] }))).toBe(false);
    expect(listed(series({ parity: [] }))).toEqual(['pc_culling', 'far_rate']);
  });

  it('drops the list of a figure that follows the filters once one is set, here or on the server', () => {
    expect(listed(series({ parity: ['0'] }))).toEqual(['pc_culling', null]);
    expect(listed(series({}, { room: ['Farrowing room A'] }))).toEqual(['pc_culling', null]);
  });
});

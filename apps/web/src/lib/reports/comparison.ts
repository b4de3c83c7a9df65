import type { DisplayPrefs } from '@barnboard/domain';
import { unitLabel } from './cell-format';
import type { FilterGroup } from './report-preferences';
import type { ReportRequest } from './report-definition';
import type {
  CellValue,
  GridColumn,
  GridDrillDown,
  ReportFigure,
  ReportGrid,
} from './report-table';

export type DateRange = { from: string; to: string };

/**
 * What a tile compares (spec §2): sites side by side (tile action), or from the filter panel
 * periods, values of a filter, or saved filter groups. One comparison at a time.
 */
export type Comparison =
  | { kind: 'none' }
  | { kind: 'sites'; siteIds: string[] }
  | { kind: 'periods'; ranges: DateRange[] }
  | { kind: 'filters'; filter: string; values: string[] }
  | { kind: 'groups'; filter: string; names: string[] };

export const NO_COMPARISON: Comparison = { kind: 'none' };

/** One column of figures: one request, plus the filters narrowing its answer here. */
export type Series = {
  id: string;
  label: string;
  request: ReportRequest;
  local: Record<string, string[]>;
};

export type SeriesLabels = {
  /** The base series' name when it stands alone among others (the current site, this period). */
  base: string;
  site: (siteId: string) => string;
  range: (range: DateRange) => string;
  option: (filter: string, value: string) => string;
};

/**
 * The series a tile fetches. `serverFilters` names the filters the server applies: a compared
 * value of one goes into the request, any other narrows the answer here.
 */
export function comparisonSeries(
  base: { request: ReportRequest; local: Record<string, string[]> },
  comparison: Comparison,
  context: { serverFilters: ReadonlySet<string>; groups: FilterGroup[]; labels: SeriesLabels },
): Series[] {
  const { labels } = context;
  const withFilter = (id: string, label: string, filter: string, values: string[]): Series =>
    context.serverFilters.has(filter)
      ? {
          id,
          label,
          request: { ...base.request, filters: { ...base.request.filters, [filter]: values } },
          local: base.local,
        }
      : { id, label, request: base.request, local: { ...base.local, [filter]: values } };

  switch (comparison.kind) {
    case 'none':
      return [{ id: 'base', label: labels.base, ...base }];
    case 'sites':
      return comparison.siteIds.map((siteId) => ({
        id: `site:${siteId}`,
        label: labels.site(siteId),
        request: { ...base.request, siteId },
        local: base.local,
      }));
    case 'periods': {
      const ranges = base.request.range ? [base.request.range, ...comparison.ranges] : [];
      return ranges.map((range, index) => ({
        id: `period:${index}:${range.from}:${range.to}`,
        label: labels.range(range),
        request: { ...base.request, range },
        local: base.local,
      }));
    }
    case 'filters':
      return comparison.values.map((value) =>
        withFilter(`filter:${value}`, labels.option(comparison.filter, value), comparison.filter, [
          value,
        ]),
      );
    case 'groups':
      return comparison.names.flatMap((name) => {
        const group = context.groups.find((candidate) => candidate.name === name);
        return group ? [withFilter(`group:${name}`, name, comparison.filter, group.items)] : [];
      });
  }
}

/** A figure's name with its unit, as a comparison row and a figure card read it. */
export function figureLabel(figure: ReportFigure, prefs: DisplayPrefs): string {
  return unitLabel(figure.label, figure.kind, prefs);
}

/**
 * The comparison grid: one row per figure, one column per series ("figures side by side, one
 * column per site"). Rows follow the first series' figures; a figure a series lacks is empty.
 * A figure with a drill-down opens it from its cell, on the series' own site.
 */
export function comparisonGrid(
  series: readonly { label: string; siteId: string; figures: readonly ReportFigure[] }[],
  figureHeader: string,
  prefs: DisplayPrefs,
): ReportGrid {
  const columns: GridColumn[] = [
    { id: 'figure', header: figureHeader, kind: 'text' },
    ...series.map((one, index) => ({
      id: `s${index}`,
      header: one.label,
      kind: 'by-row' as const,
    })),
  ];
  const figures = series[0]?.figures ?? [];
  return {
    columns,
    rows: figures.map((figure) => {
      const cells: Record<string, CellValue> = { figure: figureLabel(figure, prefs) };
      const drillDowns: Record<string, GridDrillDown> = {};
      series.forEach((one, index) => {
        const same = one.figures.find((other) => other.id === figure.id);
        cells[`s${index}`] = same?.value ?? null;
        if (same?.drillDown) drillDowns[`s${index}`] = { ...same.drillDown, siteId: one.siteId };
      });
      return {
        key: figure.id,
        kind: figure.kind,
        ...(figure.metric ? { metric: figure.metric } : {}),
        cells,
        drillDowns,
      };
    }),
  };
}

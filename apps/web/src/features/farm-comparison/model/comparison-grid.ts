import {
  kpiKind,
  MIN_SITES_FOR_QUARTILES,
  type DisplayPrefs,
  type FarmComparison,
  type KpiKey,
} from '@barnboard/domain';
import type { TFunction } from 'i18next';
import { unitLabel } from '../../../lib/reports/cell-format';
import type { GridColumn, GridRow, ReportGrid } from '../../../lib/reports/report-table';

/** A compared site's column: its id and the name the user knows it by. */
export type ComparedSite = { id: string; label: string };

/**
 * The statistic columns after the sites' (spec: the group's median and quartiles), and how many
 * sites each row's are drawn from.
 */
export const STAT_COLUMNS = ['q1', 'median', 'q3', 'sites'] as const;

/** Quartiles are drawn only when at least 4 sites are compared; fewer stand side by side. */
export function showsQuartiles(answer: FarmComparison): boolean {
  return answer.sites.length >= MIN_SITES_FOR_QUARTILES;
}

export const siteColumnId = (index: number) => `site${index}`;

/**
 * The comparison as a report grid (one row per KPI of the chosen tile; a column per site, then,
 * from 4 sites on, the group's lower quartile, median and upper quartile and the number of sites
 * with a value): what the screen shows and the CSV holds. Values in base units, the row's kind
 * its KPI's.
 */
export function comparisonGrid(
  answer: FarmComparison,
  keys: readonly KpiKey[],
  sites: readonly ComparedSite[],
  { t, prefs }: { t: TFunction; prefs: DisplayPrefs },
): ReportGrid {
  const label = (id: string) => sites.find((site) => site.id === id)?.label ?? id;
  const columns: GridColumn[] = [
    { id: 'kpi', header: t('farmComparison.columns.kpi'), kind: 'text' },
    ...answer.sites.map((site, index) => ({
      id: siteColumnId(index),
      header: label(site.site_id),
      kind: 'by-row' as const,
    })),
    ...(showsQuartiles(answer) ? STAT_COLUMNS : []).map((stat) => ({
      id: stat,
      header: t(`farmComparison.columns.${stat}`),
      kind: stat === 'sites' ? ('count' as const) : ('by-row' as const),
    })),
  ];
  const rows: GridRow[] = keys.map((key) => {
    const group = answer.group[key];
    const kind = kpiKind(key);
    return {
      key,
      kind,
      cells: {
        kpi: unitLabel(t(`zootech.kpis.${key}`), kind, prefs),
        ...Object.fromEntries(answer.sites.map((site, i) => [siteColumnId(i), site.kpis[key]])),
        ...(showsQuartiles(answer)
          ? { q1: group.q1, median: group.median, q3: group.q3, sites: group.sites }
          : {}),
      },
    };
  });
  return { columns, rows };
}

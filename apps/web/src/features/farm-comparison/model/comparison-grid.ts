import {
  COMPARISON_FIGURE_KEYS,
  KPI_TILE_ROWS,
  kpiKind,
  MIN_SITES_FOR_QUARTILES,
  type ComparisonFigureKey,
  type ComparisonRowKey,
  type DisplayPrefs,
  type FarmComparison,
  type KpiTileKey,
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
 * The comparison's own figures (spec §9) under the tile they belong to: lactation intake with
 * farrowing and weaning, the 200-day inventory with the herd (beside `avg_females`).
 */
const TILE_FIGURES: Partial<Record<KpiTileKey, readonly ComparisonFigureKey[]>> = {
  'kpi-farrowing': ['lactation_intake_kg'],
  'kpi-herd': ['avg_females_200d'],
};

/** The rows of a tile's comparison: its KPIs, then the comparison's figures it holds. */
export function comparisonRows(tile: KpiTileKey): readonly ComparisonRowKey[] {
  return [...KPI_TILE_ROWS[tile], ...(TILE_FIGURES[tile] ?? [])];
}

export const isComparisonFigure = (key: ComparisonRowKey): key is ComparisonFigureKey =>
  (COMPARISON_FIGURE_KEYS as readonly string[]).includes(key);

/** A site's value on a row: its KPI, or its comparison figure. */
export function siteValue(
  site: FarmComparison['sites'][number],
  key: ComparisonRowKey,
): number | null {
  return isComparisonFigure(key) ? site.figures[key] : site.kpis[key];
}

/** How a row's values read: lactation intake is a weight (kg, or the user's unit). */
function rowKind(key: ComparisonRowKey) {
  if (key === 'lactation_intake_kg') return 'weight' as const;
  return kpiKind(key === 'avg_females_200d' ? 'avg_females' : key);
}

/** A row's name: its KPI's, or the comparison figure's. */
const rowLabel = (key: ComparisonRowKey, t: TFunction) =>
  isComparisonFigure(key) ? t(`farmComparison.figures.${key}`) : t(`zootech.kpis.${key}`);

/**
 * The comparison as a report grid (one row per KPI of the chosen tile and its comparison figures; a column per site, then,
 * from 4 sites on, the group's lower quartile, median and upper quartile and the number of sites
 * with a value): what the screen shows and the CSV holds. Values in base units, the row's kind
 * its KPI's.
 */
export function comparisonGrid(
  answer: FarmComparison,
  keys: readonly ComparisonRowKey[],
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
    const kind = rowKind(key);
    return {
      key,
      kind,
      cells: {
        kpi: unitLabel(rowLabel(key, t), kind, prefs),
        ...Object.fromEntries(
          answer.sites.map((site, i) => [siteColumnId(i), siteValue(site, key)]),
        ),
        ...(showsQuartiles(answer)
          ? { q1: group.q1, median: group.median, q3: group.q3, sites: group.sites }
          : {}),
      },
    };
  });
  return { columns, rows };
}
